import Foundation
import MultipartKit
import NIOCore

/// A `multipart/form-data` body (the avatar upload), parsed by MultipartKit: its text fields and
/// its files, by name. A body that is not multipart, has no boundary, or doesn't parse is `nil`.
struct MultipartForm: Sendable {
    /// One part: its bytes, and the file name and type the browser gave (informative only;
    /// nothing trusts them).
    struct Part: Sendable {
        let name: String
        let fileName: String?
        let contentType: String?
        let body: ByteBuffer
    }

    let parts: [Part]

    /// Whether a `Content-Type` is multipart form data.
    static func isMultipart(_ contentType: String?) -> Bool {
        contentType?.lowercased().hasPrefix("multipart/form-data") == true
    }

    init?(body: ByteBuffer, contentType: String?) {
        guard Self.isMultipart(contentType), let contentType, let boundary = Self.boundary(contentType) else { return nil }
        let parser = MultipartParser(boundary: boundary)
        var parts: [Part] = []
        var headers: [(String, String)] = []
        var current = ByteBuffer()
        parser.onHeader = { field, value in headers.append((field.lowercased(), value)) }
        parser.onBody = { chunk in current.writeBuffer(&chunk) }
        parser.onPartComplete = {
            let disposition = headers.first { $0.0 == "content-disposition" }?.1 ?? ""
            let type = headers.first { $0.0 == "content-type" }?.1
            if let name = Self.parameter("name", in: disposition) {
                parts.append(
                    Part(name: name, fileName: Self.parameter("filename", in: disposition), contentType: type, body: current)
                )
            }
            headers = []
            current = ByteBuffer()
        }
        do {
            try parser.execute(body)
        } catch {
            return nil
        }
        self.parts = parts
    }

    /// The first text field called `name`.
    func text(_ name: String) -> String? {
        parts.first { $0.name == name && $0.fileName == nil }.map { String(buffer: $0.body) }
    }

    /// The first file part called `name`; a file input left empty sends a part with no bytes.
    func file(_ name: String) -> Part? {
        parts.first { $0.name == name && $0.fileName != nil }
    }

    /// `boundary=…` of a `Content-Type`, with or without quotes.
    static func boundary(_ contentType: String) -> String? {
        guard let value = parameter("boundary", in: contentType), !value.isEmpty, value.utf8.count <= 70 else { return nil }
        return value
    }

    /// A `name=value` or `name="value"` parameter of a header value, by name (case-insensitive).
    static func parameter(_ name: String, in header: String) -> String? {
        for piece in header.split(separator: ";").dropFirst() {
            let pair = piece.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == name else { continue }
            var value = pair[1].trimmingCharacters(in: .whitespaces)
            if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") { value = String(value.dropFirst().dropLast()) }
            return value
        }
        return nil
    }
}
