internal import CVips

/// Turns an uploaded profile picture into a safe square avatar.
///
/// The upload is untrusted, so the output is a new image, never the upload: decoded by libvips
/// (through the small C shim in `Sources/CVips`) and encoded again as a plain JPEG, which drops
/// anything hidden in the file along with its metadata (GPS position, camera, XMP, ICC profile).
///
/// Decoding takes CPU time and memory: call ``square(from:)`` off the event loop (for example on
/// `NIOThreadPool`), and one upload at a time is plenty. It is thread-safe. The first call opens
/// libvips (the runtime library, `libvips.so.42`) and starts it once for the whole process.
public enum AvatarImage {
    /// The longest side of an avatar, in pixels.
    public static let side = 256

    /// The most pixels an upload may claim in its header (a decompression-bomb guard: a few KB
    /// of PNG can claim to be gigapixels). A 48 MP phone photo passes.
    public static let maximumPixels = 60_000_000

    /// The JPEG quality of the avatar: no visible artefacts at this size, a few KB per avatar.
    static let quality = 85

    /// The most scans a JPEG may have. libjpeg goes over the whole image for every scan of a
    /// progressive JPEG, so a small file of thousands of tiny scans can keep a core busy for a
    /// long time; cameras and encoders write one scan, or about ten when progressive.
    static let maximumJPEGScans = 100

    /// Re-encodes `data` as an upright square JPEG of at most ``side`` px with no metadata.
    ///
    /// Only JPEG, PNG and WebP are accepted, judged by the bytes themselves (their magic
    /// numbers), never by a file name or content type, and each is opened by its own decoder
    /// only. The image is turned upright by its EXIF orientation, cropped to a centred square,
    /// shrunk so its side is at most ``side`` (a smaller image is not enlarged, only cropped to
    /// its short side), converted to sRGB, its transparency flattened onto white, and encoded
    /// as a JPEG.
    ///
    /// - Throws: ``AvatarImageError/notAnImage`` for anything else or anything damaged,
    ///   ``AvatarImageError/tooManyPixels(width:height:)`` when the header claims more than
    ///   ``maximumPixels`` (checked before decoding), ``AvatarImageError/failed`` when libvips
    ///   could not start or encode.
    public static func square(from data: [UInt8]) throws(AvatarImageError) -> [UInt8] {
        guard let format = sniffFormat(data) else { throw .notAnImage }
        if format == .JPEG, jpegScanCount(data) > maximumJPEGScans { throw .notAnImage }
        guard vipsStarted else { throw .failed }

        var width: Int32 = 0
        var height: Int32 = 0
        var output: UnsafeMutableRawPointer?
        var outputLength = 0
        defer { cvips_free(output) }
        // The bytes stay valid for the whole call: vips reads them in place.
        let result = data.withUnsafeBytes { bytes in
            cvips_square_jpeg(
                bytes.baseAddress,
                bytes.count,
                format,
                Int32(side),
                Int32(quality),
                UInt64(maximumPixels),
                &width,
                &height,
                &output,
                &outputLength
            )
        }
        switch result {
        case .OK:
            guard let output else { throw .failed }
            return Array(UnsafeRawBufferPointer(start: output, count: outputLength))
        case .notAnImage:
            throw .notAnImage
        case .tooManyPixels:
            throw .tooManyPixels(width: Int(width), height: Int(height))
        case .failed:
            throw .failed
        }
    }

    /// Starts libvips if that has not happened yet; `false` if it could not start. The tests
    /// call it before using vips directly.
    static func start() -> Bool { vipsStarted }

    /// Why libvips could not start (not installed, too old), for the server's log; `nil` once it
    /// has started. Asking starts it.
    public static var problem: String? { vipsStarted ? nil : String(cString: cvips_start_error()) }

    /// The format the magic numbers at the start of `data` announce, if it is one we take.
    static func sniffFormat(_ data: [UInt8]) -> CVipsFormat? {
        if data.starts(with: [0xFF, 0xD8, 0xFF]) { return .JPEG }
        if data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .PNG }
        // "RIFF", a 4-byte length, "WEBP".
        if data.count >= 12, data.starts(with: Array("RIFF".utf8)),
            data[8..<12].elementsEqual("WEBP".utf8)
        {
            return .webP
        }
        return nil
    }

    /// How many scans (SOS segments) the JPEG `data` has before its end (EOI), stopping early at
    /// anything that is not a marker (the decoder will judge that). Entropy-coded data is skipped
    /// to the next marker: a 0xFF in it is followed by 0x00, or by 0xD0-0xD7 for a restart.
    static func jpegScanCount(_ data: [UInt8]) -> Int {
        var scans = 0
        var at = 2  // after SOI
        while at + 1 < data.count, data[at] == 0xFF {
            let marker = data[at + 1]
            switch marker {
            case 0xFF:  // fill byte before a marker
                at += 1
            case 0xD9:  // EOI
                return scans
            case 0x01, 0xD0...0xD7:  // TEM and RSTn have no length
                at += 2
            default:
                guard at + 3 < data.count else { return scans }
                at += 2 + (Int(data[at + 2]) << 8 | Int(data[at + 3]))
                if marker == 0xDA {
                    scans += 1
                    while at + 1 < data.count,
                        data[at] != 0xFF || data[at + 1] == 0x00 || (0xD0...0xD7).contains(data[at + 1])
                    {
                        at += 1
                    }
                }
            }
        }
        return scans
    }
}

/// Why an upload could not become an avatar.
public enum AvatarImageError: Error, Equatable, Sendable {
    /// Not a JPEG, PNG or WebP, or damaged so that it does not decode.
    case notAnImage
    /// The header claims `width` x `height`, more than ``AvatarImage/maximumPixels``.
    case tooManyPixels(width: Int, height: Int)
    /// libvips could not start or could not encode the result; not the upload's fault.
    case failed
}

/// libvips is opened and started once per process, on first use (the server does not link it;
/// see Sources/CVips): vips_init is not thread-safe, and Swift initialises a global exactly once,
/// under a lock.
private let vipsStarted: Bool = cvips_start() == 0
