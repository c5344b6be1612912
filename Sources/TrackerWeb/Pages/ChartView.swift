import Foundation
import TrackerCore

/// An inline SVG bar chart of the last 30 days with the target line, laid out here so the
/// template only places ready numbers. Colours come from CSS classes, so dark mode works.
struct ChartView: Sendable, Encodable {
    static let width = 340.0
    static let height = 190.0
    static let left = 34.0
    static let right = 334.0
    static let top = 14.0
    static let bottom = 158.0

    let viewBox = "0 0 \(Int(ChartView.width)) \(Int(ChartView.height))"
    let summary: String
    let bars: [Bar]
    let targetY: String
    let targetLabel: String
    let yLabels: [Label]
    let xLabels: [Label]
    let axisY = ChartView.coordinate(ChartView.bottom)
    let axisLeft = ChartView.coordinate(ChartView.left)
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
        let top = max(target, points.compactMap(\.value).max() ?? 0) * 1.15
        let plotHeight = Self.bottom - Self.top
        func y(_ value: Double) -> Double { Self.bottom - value / top * plotHeight }
        let slot = (Self.right - Self.left) / Double(max(points.count, 1))
        let targetText = NumberText.format(target, in: language)
        summary = catalog.text("details.chart.summary", ["target": targetText, "unit": unit])
        bars = points.enumerated().compactMap { index, point in
            guard let value = point.value else { return nil }
            let barHeight = max(value / top * plotHeight, value > 0 ? 1.5 : 0)
            return Bar(
                x: Self.coordinate(Self.left + Double(index) * slot + slot * 0.15),
                y: Self.coordinate(Self.bottom - barHeight),
                width: Self.coordinate(slot * 0.7),
                height: Self.coordinate(barHeight),
                reached: value >= target,
                title: "\(DateText.dayMonth(point.day, in: language)): \(NumberText.format(value, in: language)) \(unit)"
            )
        }
        targetY = Self.coordinate(y(target))
        targetLabel = catalog.text("details.chart.target", ["target": targetText, "unit": unit])
        yLabels = [0, target].map { value in
            Label(
                x: Self.coordinate(Self.left - 6),
                y: Self.coordinate(y(value) + 4),
                text: NumberText.format(value, in: language),
                anchor: "end"
            )
        }
        // Weekly labels; the last one (today) is aligned to the right edge so it is never cut off.
        xLabels = points.indices.filter { $0 % 7 == 1 || $0 == points.count - 1 }.map { index in
            let isLast = index == points.count - 1
            return Label(
                x: Self.coordinate(isLast ? Self.right : Self.left + (Double(index) + 0.5) * slot),
                y: Self.coordinate(Self.bottom + 20),
                text: DateText.dayMonth(points[index].day, in: language),
                anchor: isLast ? "end" : "middle"
            )
        }
    }

    /// A coordinate with one decimal, written with a dot whatever the language.
    static func coordinate(_ value: Double) -> String { String(format: "%.1f", value) }
}
