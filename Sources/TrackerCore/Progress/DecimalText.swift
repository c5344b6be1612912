/// Short decimal numbers for display.
public enum DecimalText {
    /// Rounds half away from zero to one decimal and drops ".0": 2.0 → "2", 1.25 → "1.3", 0.333 → "0.3".
    public static func oneDecimal(_ value: Double, separator: String) -> String {
        let tenths = (value * 10).rounded(.toNearestOrAwayFromZero)
        // Beyond this an Int conversion could trap; such numbers never reach the page.
        guard tenths.isFinite, abs(tenths) < 1e15 else { return String(value) }
        let whole = Int(tenths)
        let sign = whole < 0 ? "-" : ""
        let integer = abs(whole) / 10
        let decimal = abs(whole) % 10
        return decimal == 0 ? "\(sign)\(integer)" : "\(sign)\(integer)\(separator)\(decimal)"
    }
}
