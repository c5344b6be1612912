import CVips
import CVipsTesting
import Testing

@testable import AvatarImage

// The test images are made here, with vips through the shim's test helpers, or byte by byte where
// the point is what the bytes say (EXIF, a lying PNG header). Serialized, so that the leak check
// counts only its own vips objects.
@Suite(.serialized)
struct AvatarImageTests {
    static let red: [UInt8] = [255, 0, 0]
    static let blue: [UInt8] = [0, 0, 255]

    @Test func rotatesByExifOrientationAndStripsAllMetadata() throws {
        // Stored landscape, left half red and right half blue; Orientation 6 says "rotate 90°
        // clockwise to display", so upright it is portrait with red on top and blue below.
        let plain = encode(.JPEG, width: 400, height: 300, left: Self.red, right: Self.blue)
        let upload = insertAfterSOI(plain, exifSegment(orientation: 6) + xmpSegment())
        #expect(contains(upload, "Exif") && contains(upload, "SecretCam"))
        #expect(contains(upload, "http://ns.adobe.com/xap"))

        let avatar = try AvatarImage.square(from: upload)

        #expect(avatar.starts(with: [0xFF, 0xD8]))
        let top = try #require(inspect(avatar, x: 128, y: 10))
        #expect(top.width == 256 && top.height == 256 && top.bands == 3)
        #expect(close(top.pixel, Self.red), "top is \(top.pixel)")
        let bottom = try #require(inspect(avatar, x: 128, y: 245))
        #expect(close(bottom.pixel, Self.blue), "bottom is \(bottom.pixel)")

        // No APP1 (EXIF, XMP), APP2 (ICC), APP13 (IPTC) or comment; no trace of what they held.
        #expect(segmentMarkers(avatar).allSatisfy { $0 == 0xDB || $0 == 0xC0 || $0 == 0xC4 })
        for text in ["Exif", "GPS", "SecretCam", "Secret Person", "http://ns.adobe.com/xap", "ICC_PROFILE"] {
            #expect(!contains(avatar, text), "the avatar still holds \(text)")
        }
    }

    @Test func convertsAnEmbeddedProfileAndDropsIt() throws {
        let upload = encode(.JPEG, width: 300, height: 300, left: Self.red, right: Self.blue, embedProfile: true)
        #expect(contains(upload, "ICC_PROFILE"))
        let avatar = try AvatarImage.square(from: upload)
        #expect(!contains(avatar, "ICC_PROFILE"))
        let left = try #require(inspect(avatar, x: 40, y: 128))
        #expect(left.width == 256 && left.height == 256)
        #expect(close(left.pixel, Self.red), "left is \(left.pixel)")
    }

    @Test func flattensPNGTransparencyOntoWhite() throws {
        // Left half fully transparent red, right half opaque blue; 300x200 crops to its centre.
        let upload = encode(.PNG, width: 300, height: 200, left: [255, 0, 0, 0], right: [0, 0, 255, 255])
        let avatar = try AvatarImage.square(from: upload)
        let left = try #require(inspect(avatar, x: 20, y: 100))
        #expect(left.width == 200 && left.height == 200 && left.bands == 3)
        #expect(close(left.pixel, [255, 255, 255]), "left is \(left.pixel)")
        let right = try #require(inspect(avatar, x: 180, y: 100))
        #expect(close(right.pixel, Self.blue), "right is \(right.pixel)")
    }

    @Test func acceptsWebP() throws {
        let upload = encode(.webP, width: 600, height: 400, left: Self.red, right: Self.blue)
        #expect(upload.starts(with: Array("RIFF".utf8)))
        let avatar = try AvatarImage.square(from: upload)
        let size = try #require(inspect(avatar, x: 0, y: 0))
        #expect(size.width == 256 && size.height == 256)
    }

    @Test func acceptsGreyAndInterlacedPNG() throws {
        let grey = encode(.PNG, width: 500, height: 500, left: [30], right: [220], interlace: true)
        let avatar = try AvatarImage.square(from: grey)
        let left = try #require(inspect(avatar, x: 10, y: 128))
        #expect(left.width == 256 && left.height == 256 && left.bands == 3)
        #expect(close(left.pixel, [30, 30, 30]), "left is \(left.pixel)")
    }

    @Test func cropsASmallImageWithoutEnlargingIt() throws {
        let upload = encode(.JPEG, width: 100, height: 40, left: Self.red, right: Self.blue)
        let avatar = try AvatarImage.square(from: upload)
        let size = try #require(inspect(avatar, x: 0, y: 0))
        #expect(size.width == 40 && size.height == 40)
    }

    @Test func acceptsA48MegapixelPhoto() throws {
        let upload = encode(.JPEG, width: 8000, height: 6000, left: Self.red, right: Self.blue)
        let avatar = try AvatarImage.square(from: upload)
        let left = try #require(inspect(avatar, x: 10, y: 128))
        #expect(left.width == 256 && left.height == 256)
        #expect(close(left.pixel, Self.red), "left is \(left.pixel)")
    }

    @Test func countsTheScansOfAJPEG() throws {
        // Bytes that look like markers inside a segment (here a comment) are not scans.
        let baseline = insertAfterSOI(
            encode(.JPEG, width: 64, height: 64, left: Self.red, right: Self.blue),
            appSegment(0xFE, Array(repeating: [0xFF, 0xDA, 0x00, 0x02], count: 200).flatMap { $0 })
        )
        #expect(AvatarImage.jpegScanCount(baseline) == 1)
        _ = try AvatarImage.square(from: baseline)

        let progressive = encode(.JPEG, width: 640, height: 480, left: Self.red, right: Self.blue, interlace: true)
        #expect((2...20).contains(AvatarImage.jpegScanCount(progressive)))
        let avatar = try AvatarImage.square(from: progressive)
        #expect(try #require(inspect(avatar, x: 0, y: 0)).width == 256)
    }

    @Test func refusesAJPEGOfManyScans() {
        // A frame header, then 150 tiny scans: libjpeg would run over the whole image for each.
        let frame: [UInt8] = [0xFF, 0xC2, 0x00, 0x0B, 8] + be16(6000) + be16(8000) + [1, 1, 0x11, 0]
        let scan: [UInt8] = [0xFF, 0xDA, 0x00, 0x08, 1, 1, 0x00, 0, 0x3F, 0x00, 0x12, 0x34]
        let bytes = [0xFF, 0xD8] + frame + Array(repeating: scan, count: 150).flatMap { $0 } + [0xFF, 0xD9]
        #expect(AvatarImage.jpegScanCount(bytes) == 150)
        #expect(throws: AvatarImageError.notAnImage) { try AvatarImage.square(from: bytes) }
    }

    @Test(
        arguments: ([
            ("GIF", Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x3B]),
            ("SVG", Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8)),
            ("SVG with XML declaration", Array(#"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>"#.utf8)),
            ("PDF", Array("%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n".utf8)),
            ("HEIC", [0, 0, 0, 0x18] + Array("ftypheic\0\0\0\0mif1heic".utf8)),
            ("text", Array("hello, this is not a picture".utf8)),
            ("empty", []),
            ("JPEG magic then garbage", [0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0x41, count: 200)),
            ("PNG signature only", [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
            ("RIFF but WAVE", Array("RIFF\u{24}\0\0\0WAVEfmt ".utf8)),
            ("RIFF WEBP then garbage", Array("RIFF\u{24}\0\0\0WEBPVP8 garbage garbage garbage".utf8)),
        ] as [(String, [UInt8])]).map(Upload.init)
    )
    func refusesWhatIsNotAJPEGPNGOrWebP(upload: Upload) {
        #expect(throws: AvatarImageError.notAnImage) { try AvatarImage.square(from: upload.bytes) }
    }

    /// Named bytes, so that the test log shows the name rather than every byte.
    struct Upload: CustomTestStringConvertible, Sendable {
        var name: String
        var bytes: [UInt8]
        var testDescription: String { name }
    }

    @Test func opensTheInstalledLibvipsWhoseConstantsTheShimDeclares() {
        // The server does not link libvips: the shim opens it by name and declares the constants
        // it passes; the rest are checked when CVipsTesting compiles (abi.c).
        #expect(AvatarImage.problem == nil)
        #expect(cvips_test_icc_name_matches() == 1)
    }

    @Test func blocksEveryOtherLoaderInTheProcess() throws {
        // The test helper opens with whichever loader claims the bytes; once AvatarImage has
        // started vips, only the JPEG, PNG and WebP loaders may.
        #expect(AvatarImage.start())
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>"#.utf8)
        let gif: [UInt8] = [
            0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x01, 0x00, 0x01, 0x00, 0x80, 0x00, 0x00, 0xFF, 0xFF,
            0xFF, 0x00, 0x00, 0x00, 0x21, 0xF9, 0x04, 0x01, 0x00, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00,
            0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x02, 0x02, 0x44, 0x01, 0x00, 0x3B,
        ]
        #expect(inspect(svg, x: 0, y: 0) == nil)
        #expect(inspect(gif, x: 0, y: 0) == nil)
        let png = encode(.PNG, width: 8, height: 8, left: Self.red, right: Self.blue)
        #expect(inspect(png, x: 0, y: 0) != nil)
    }

    @Test func refusesATruncatedJPEG() {
        let whole = encode(.JPEG, width: 400, height: 300, left: Self.red, right: Self.blue)
        #expect(throws: AvatarImageError.notAnImage) {
            try AvatarImage.square(from: Array(whole.prefix(whole.count / 2)))
        }
    }

    @Test func refusesADecompressionBombFromItsHeader() {
        // 71 bytes of PNG whose header claims 20000 x 20000 = 400 MP.
        let bomb = pngClaiming(width: 20000, height: 20000)
        #expect(bomb.count < 100)
        let highWater = cvips_test_pixel_memory_high_water()
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            #expect(throws: AvatarImageError.tooManyPixels(width: 20000, height: 20000)) {
                try AvatarImage.square(from: bomb)
            }
        }
        #expect(elapsed < .milliseconds(500), "took \(elapsed)")
        #expect(cvips_test_pixel_memory_high_water() == highWater, "vips allocated pixel memory")
    }

    @Test func leaksNoVipsObjects() throws {
        let jpeg = insertAfterSOI(
            encode(.JPEG, width: 400, height: 300, left: Self.red, right: Self.blue),
            exifSegment(orientation: 6)
        )
        let png = encode(.PNG, width: 300, height: 200, left: [255, 0, 0, 0], right: [0, 0, 255, 255])
        let truncated = Array(jpeg.prefix(jpeg.count / 2))
        let bomb = pngClaiming(width: 20000, height: 20000)
        _ = try AvatarImage.square(from: jpeg)
        let before = cvips_test_live_objects()
        for _ in 0..<20 {
            _ = try AvatarImage.square(from: jpeg)
            _ = try AvatarImage.square(from: png)
            _ = try? AvatarImage.square(from: truncated)
            _ = try? AvatarImage.square(from: bomb)
        }
        // A leak would keep at least one object per call (80); allow for other tests in the process.
        #expect(cvips_test_live_objects() - before < 10)
    }

    @Test func runsConcurrently() async throws {
        let upload = insertAfterSOI(
            encode(.JPEG, width: 1200, height: 900, left: Self.red, right: Self.blue),
            exifSegment(orientation: 6)
        )
        let expected = try AvatarImage.square(from: upload)
        let results = try await withThrowingTaskGroup(of: [UInt8].self) { group in
            for _ in 0..<8 { group.addTask { try AvatarImage.square(from: upload) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8 && results.allSatisfy { $0 == expected })
    }
}

// MARK: - Making and reading images

private func encode(
    _ format: CVipsFormat,
    width: Int,
    height: Int,
    left: [UInt8],
    right: [UInt8],
    embedProfile: Bool = false,
    interlace: Bool = false
) -> [UInt8] {
    // `interlace` makes a progressive JPEG or an Adam7 PNG.
    precondition(AvatarImage.start() && left.count == right.count)
    var output: UnsafeMutableRawPointer?
    var length = 0
    let failed = cvips_test_encode(
        format,
        Int32(width),
        Int32(height),
        Int32(left.count),
        left,
        right,
        embedProfile ? 1 : 0,
        interlace ? 1 : 0,
        &output,
        &length
    )
    precondition(failed == 0, "could not make a test image")
    defer { cvips_free(output) }
    return Array(UnsafeRawBufferPointer(start: output, count: length))
}

private struct Inspection {
    var width: Int, height: Int, bands: Int, pixel: [UInt8]
}

private func inspect(_ image: [UInt8], x: Int, y: Int) -> Inspection? {
    var width: Int32 = 0
    var height: Int32 = 0
    var bands: Int32 = 0
    var pixel = [UInt8](repeating: 0, count: 4)
    let failed = cvips_test_inspect(image, image.count, Int32(x), Int32(y), &width, &height, &bands, &pixel)
    guard failed == 0 else { return nil }
    return Inspection(width: Int(width), height: Int(height), bands: Int(bands), pixel: Array(pixel.prefix(Int(bands))))
}

/// Whether the first three bands are each within `tolerance` of `colour` (JPEG is lossy).
private func close(_ pixel: [UInt8], _ colour: [UInt8], tolerance: Int = 40) -> Bool {
    pixel.count >= 3 && zip(pixel, colour).allSatisfy { abs(Int($0) - Int($1)) <= tolerance }
}

private func contains(_ bytes: [UInt8], _ text: String) -> Bool {
    let needle = Array(text.utf8)
    guard bytes.count >= needle.count else { return false }
    return (0...(bytes.count - needle.count)).contains { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
}

/// The markers of a JPEG's segments before its image data (SOS).
private func segmentMarkers(_ jpeg: [UInt8]) -> [UInt8] {
    var markers: [UInt8] = []
    var at = 2
    while at + 4 <= jpeg.count, jpeg[at] == 0xFF, jpeg[at + 1] != 0xDA {
        markers.append(jpeg[at + 1])
        at += 2 + Int(jpeg[at + 2]) << 8 + Int(jpeg[at + 3])
    }
    return markers
}

// MARK: - Bytes by hand

private func insertAfterSOI(_ jpeg: [UInt8], _ segments: [UInt8]) -> [UInt8] {
    Array(jpeg.prefix(2)) + segments + jpeg.dropFirst(2)
}

private func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
private func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value) }

/// A JPEG APP segment: marker, length (which counts itself), payload.
private func appSegment(_ marker: UInt8, _ payload: [UInt8]) -> [UInt8] {
    [0xFF, marker] + be16(payload.count + 2) + payload
}

/// An APP1 EXIF segment: a big-endian TIFF with IFD0 (Make, Orientation, a pointer to the GPS
/// IFD) and a GPS IFD with a position, as a phone writes it.
private func exifSegment(orientation: Int) -> [UInt8] {
    enum Kind: Int {
        case byte = 1
        case ascii = 2
        case short = 3
        case long = 4
        case rational = 5
    }
    let make = Array("SecretCam\0".utf8)
    let latitude = [48, 1, 51, 1, 2400, 100].flatMap(be32)
    let longitude = [2, 1, 21, 1, 300, 100].flatMap(be32)

    let ifd0Offset = 8
    let ifd0Entries = 3
    let gpsOffset = ifd0Offset + 2 + ifd0Entries * 12 + 4
    let gpsEntries = 5
    var dataOffset = gpsOffset + 2 + gpsEntries * 12 + 4
    var data: [UInt8] = []
    // A value is inline when it fits in 4 bytes, otherwise it goes in `data` after the IFDs.
    func store(_ bytes: [UInt8]) -> [UInt8] {
        if bytes.count <= 4 { return bytes + Array(repeating: 0, count: 4 - bytes.count) }
        defer {
            data += bytes
            dataOffset += bytes.count
        }
        return be32(dataOffset)
    }
    func entry(_ tag: Int, _ kind: Kind, _ count: Int, _ value: [UInt8]) -> [UInt8] {
        be16(tag) + be16(kind.rawValue) + be32(count) + store(value)
    }

    var tiff: [UInt8] = Array("MM".utf8) + be16(42) + be32(ifd0Offset)
    tiff += be16(ifd0Entries)
    tiff += entry(0x010F, .ascii, make.count, make)
    tiff += entry(0x0112, .short, 1, be16(orientation))
    tiff += entry(0x8825, .long, 1, be32(gpsOffset))
    tiff += be32(0)
    precondition(tiff.count == gpsOffset)
    tiff += be16(gpsEntries)
    tiff += entry(0x0000, .byte, 4, [2, 3, 0, 0])
    tiff += entry(0x0001, .ascii, 2, Array("N\0".utf8))
    tiff += entry(0x0002, .rational, 3, latitude)
    tiff += entry(0x0003, .ascii, 2, Array("E\0".utf8))
    tiff += entry(0x0004, .rational, 3, longitude)
    tiff += be32(0)
    tiff += data
    return appSegment(0xE1, Array("Exif\0\0".utf8) + tiff)
}

/// An APP1 XMP segment naming the photographer.
private func xmpSegment() -> [UInt8] {
    let packet =
        #"<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="Secret Person"/></rdf:RDF></x:xmpmeta>"#
    return appSegment(0xE1, Array("http://ns.adobe.com/xap/1.0/\0".utf8) + Array(packet.utf8))
}

/// A PNG whose header claims `width` x `height` (1-bit grey) but whose data is a few bytes.
private func pngClaiming(width: Int, height: Int) -> [UInt8] {
    func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
    func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(data.count) + body + be32(Int(crc32(body)))
    }
    // A zlib stream with one stored block of five zero bytes (adler32 = 0x00050001).
    let idat: [UInt8] = [0x78, 0x01, 0x01, 0x05, 0x00, 0xFA, 0xFF, 0, 0, 0, 0, 0, 0x00, 0x05, 0x00, 0x01]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        + chunk("IHDR", be32(width) + be32(height) + [1, 0, 0, 0, 0])
        + chunk("IDAT", idat)
        + chunk("IEND", [])
}
