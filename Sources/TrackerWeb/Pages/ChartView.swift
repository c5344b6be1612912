import Foundation
import TrackerCore

/// An inline SVG bar chart of the last 30 days with the target line, laid out here so the
/// template only places ready numbers. Colours come from CSS classes, so dark mode works.
struct ChartView: Sendable, Encodable {
    static let width = 340.0
    static let height = 190.0
    static let right = 334.0
    static let top = 14.0
    static let bottom = 158.0
    /// The least room left of the plot, for the y axis's labels.
    static let minimumLeft = 34.0

    /// The labels' font size in the chart's units (`.chart-label` in app.css), the most a
    /// character of it takes (0.65 em: DejaVu's digits take 0.64, Cyrillic 0.55 to 0.62), and the
    /// least room kept between two labels. The text scales with the chart, so what doesn't
    /// overlap here doesn't at 320 px either.
    static let fontSize = 12.0
    static let characterWidth = fontSize * 0.65
    static let labelGap = 6.0

    let viewBox = "0 0 \(Int(ChartView.width)) \(Int(ChartView.height))"
    let summary: String
    let bars: [Bar]
    let targetY: String
    let targetLabel: String
    let yLabels: [Label]
    let xLabels: [Label]
    let axisY = ChartView.coordinate(ChartView.bottom)
    let axisLeft: String
    let axisRight = ChartView.coordinate(ChartView.right)

    /// One day's bar.
    struct Bar: Sendable, Encodable {
        let x: String
        let y: String
        let width: String
        let height: String
        let reached: Bool
        let title: String
    }

    /// A text label on an axis.
    struct Label: Sendable, Encodable {
        let x: String
        let y: String
        let text: String
        var anchor = "middle"
    }

    init(points: [ChartPoint], target: Double, unit: String, catalog: Catalog) {
        let language = catalog.language
        let highest = points.compactMap(\.value).max() ?? 0
        let top = max(target, highest) * 1.15
        let plotHeight = Self.bottom - Self.top
        func y(_ value: Double) -> Double { Self.bottom - value / top * plotHeight }
        let targetText = NumberText.format(target, in: language)
        summary = catalog.text("details.chart.summary", ["target": targetText, "unit": unit])
        targetY = Self.coordinate(y(target))
        targetLabel = catalog.text("details.chart.target", ["target": targetText, "unit": unit])

        // The y axis: 0, the target and a higher value if any, each only where it clears the ones
        // before it by a line; the plot starts right of the widest.
        var shown: [(y: Double, text: String)] = []
        for value in [0, target] + (highest > target ? [highest] : [])
        where shown.allSatisfy({ abs($0.y - y(value)) >= Self.fontSize + Self.labelGap }) {
            shown.append((y(value), NumberText.format(value, in: language)))
        }
        let left = max(Self.minimumLeft, (shown.map { Self.estimatedWidth($0.text) }.max() ?? 0) + 8)
        axisLeft = Self.coordinate(left)
        yLabels = shown.map { Label(x: Self.coordinate(left - 6), y: Self.coordinate($0.y + 4), text: $0.text, anchor: "end") }

        let slot = (Self.right - left) / Double(max(points.count, 1))
        bars = points.enumerated().compactMap { index, point in
            guard let value = point.value else { return nil }
            let barHeight = max(value / top * plotHeight, value > 0 ? 1.5 : 0)
            return Bar(
                x: Self.coordinate(left + Double(index) * slot + slot * 0.15),
                y: Self.coordinate(Self.bottom - barHeight),
                width: Self.coordinate(slot * 0.7),
                height: Self.coordinate(barHeight),
                reached: value >= target,
                title: "\(DateText.dayMonth(point.day, in: language)): \(NumberText.format(value, in: language)) \(unit)"
            )
        }

        xLabels = Self.dateLabels(points.map(\.day), left: left, slot: slot, language: language)
    }

    /// A label and where its text runs across.
    private typealias Placed = (label: Label, start: Double, end: Double)

    /// The x axis: a short date under every 7th day counting back from today, or every 14th, and
    /// so on, whichever is the shortest step whose labels clear each other. A label that would
    /// cross the chart's edge is aligned to it; if that puts it on its neighbour, it alone goes.
    private static func dateLabels(_ days: [Day], left: Double, slot: Double, language: Language) -> [Label] {
        func place(_ index: Int) -> Placed {
            let text = DateText.dayMonth(days[index], in: language)
            let (width, center, y) = (estimatedWidth(text), left + (Double(index) + 0.5) * slot, coordinate(bottom + 20))
            if center + width / 2 > Self.width {
                return (Label(x: coordinate(Self.width), y: y, text: text, anchor: "end"), Self.width - width, Self.width)
            }
            if center - width / 2 < 0 { return (Label(x: coordinate(0), y: y, text: text, anchor: "start"), 0, width) }
            return (Label(x: coordinate(center), y: y, text: text), center - width / 2, center + width / 2)
        }
        func clear(_ first: Placed, _ second: Placed) -> Bool { second.start - first.end >= labelGap }
        var placed: [Placed] = []
        for step in stride(from: 7, through: max(days.count, 7), by: 7) {
            placed = stride(from: days.count - 1, through: 0, by: -step).reversed().map(place)
            if placed.count > 2, !clear(placed[placed.count - 2], placed[placed.count - 1]) { placed.removeLast() }
            if placed.count > 2, !clear(placed[0], placed[1]) { placed.removeFirst() }
            if zip(placed, placed.dropFirst()).allSatisfy(clear) { break }
        }
        return placed.map(\.label)
    }

    /// The most a label's text takes across, in the chart's units.
    static func estimatedWidth(_ text: String) -> Double { Double(text.count) * characterWidth }

    /// A coordinate with one decimal, written with a dot whatever the language.
    static func coordinate(_ value: Double) -> String {
        String(unsafeUninitializedCapacity: longestCoordinate) { writeCoordinate(value, into: $0, at: 0) }
    }

    /// Points as an SVG `points` list, `x,y x,y`, each coordinate as `coordinate` writes it, in
    /// one string: the strength chart's 53 points made a string for each number and each pair.
    static func pointList(_ points: [(x: Double, y: Double)]) -> String {
        String(unsafeUninitializedCapacity: points.count * (2 * longestCoordinate + 2)) { bytes in
            var end = 0
            for (index, point) in points.enumerated() {
                if index > 0 {
                    bytes[end] = UInt8(ascii: " ")
                    end += 1
                }
                end = writeCoordinate(point.x, into: bytes, at: end)
                bytes[end] = UInt8(ascii: ",")
                end = writeCoordinate(point.y, into: bytes, at: end + 1)
            }
            return end
        }
    }

    /// The most bytes `writeCoordinate` writes: Swift's text of a double, such as
    /// `-1.7976931348623157e+308`.
    private static let longestCoordinate = 24

    /// Writes `coordinate(value)` into `bytes` from `start`; returns where it ends.
    private static func writeCoordinate(_ value: Double, into bytes: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        // One decimal, as "%.1f" writes it, without Foundation's formatter (a chart writes hundreds
        // of these, and String(format:) was most of the year view's cost).
        let tenths = (value * 10).rounded(.toNearestOrEven)
        guard tenths.isFinite, abs(tenths) < 1e15 else {
            var end = start
            for byte in String(value).utf8 {
                bytes[end] = byte
                end += 1
            }
            return end
        }
        // Straight into the string's bytes: interpolating its three parts cost ten times as much.
        let whole = Int(tenths)
        let magnitude = Int(whole.magnitude)
        var digits = 1
        var probe = magnitude / 100
        while probe > 0 {
            digits += 1
            probe /= 10
        }
        let sign = whole < 0 ? 1 : 0
        if sign == 1 { bytes[start] = UInt8(ascii: "-") }
        Digits.write(magnitude / 10, width: digits, into: bytes, at: start + sign)
        bytes[start + sign + digits] = UInt8(ascii: ".")
        Digits.write(magnitude % 10, width: 1, into: bytes, at: start + sign + digits + 1)
        return start + sign + digits + 2
    }
}
