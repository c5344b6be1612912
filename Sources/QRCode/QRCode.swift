import CQRencode

/// A QR code's modules, made by libqrencode: byte mode, error correction level M (15%).
public struct QRCode: Sendable, Equatable {
    /// The symbol's version, 1 to 40; a side has 17 + 4 × version modules.
    public let version: Int
    /// Modules on a side.
    public let size: Int
    /// The modules row by row, `true` where one is dark.
    public let modules: [Bool]

    /// Encodes `text` (as UTF-8, case kept); `nil` when it can't: empty, holding a NUL, or more
    /// than the largest version holds (2,331 bytes at level M).
    public init?(_ text: String) {
        guard !text.isEmpty, !text.utf8.contains(0),
            let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1)
        else { return nil }
        defer { QRcode_free(code) }
        guard let data = code.pointee.data else { return nil }
        let size = Int(code.pointee.width)
        version = Int(code.pointee.version)
        self.size = size
        // Bit 0 of each byte is the module's colour; the other bits say what part it belongs to.
        modules = (0..<size * size).map { data[$0] & 1 == 1 }
    }

    /// Whether the module at `row`, `column` (from the top left, 0-based) is dark.
    public func isDark(row: Int, column: Int) -> Bool { modules[row * size + column] }
}
