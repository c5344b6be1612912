import Foundation
import Testing
import TrackerCore

@testable import TrackerWeb

/// The details page's chart: its axis labels never run into each other or off the chart, in
/// either language, whatever the month and however long the numbers.
@Suite("Chart")
struct ChartViewTests {
    /// The most a character of a 12-unit label takes (DejaVu Sans, the widest of the fonts a
    /// phone or Linux desktop falls back to, measured in Chromium: digits 0.64 em, «июня» 0.62).
    static let characterWidth = 12 * 0.65
    /// The least room between two labels on one axis, in the chart's units (5 px at 320 px).
    static let gap = 6.0

    /// A label's box across: from where its text starts to where it ends.
    static func span(_ label: ChartView.Label) throws -> ClosedRange<Double> {
        let x = try #require(Double(label.x))
        let width = Double(label.text.count) * characterWidth
        switch label.anchor {
        case "start": return x...(x + width)
        case "end": return (x - width)...x
        default: return (x - width / 2)...(x + width / 2)
        }
    }

    /// Thirty days ending on `today`, each with `value` but the first (to see the bars start).
    static func points(until today: Day, value: Double?) -> [ChartPoint] {
        (0..<30).map { ChartPoint(day: Day(ordinal: today.ordinal - 29 + $0), value: $0 == 0 ? nil : value) }
    }

    @Test(arguments: [Language.en, .ru])
    func labelsKeepApartOnBothAxes(_ language: Language) throws {
        let catalog = Catalog.of(language)
        // Every month's end and middle (the longest names: «31 марта», «30 сент.», "Sep 30").
        let days = (1...12).flatMap { month in [15, 28, 30, 31].compactMap { Day(year: 2026, month: month, day: $0) } }
        for today in days {
            for (target, value) in [(8.0, 5.0), (2.5, 9.0), (10_000, 12_345.6), (1, 1.05), (12_345.6, nil)] {
                let chart = ChartView(points: Self.points(until: today, value: value), target: target, unit: "", catalog: catalog)
                let context = "\(language) \(today) target \(target) value \(String(describing: value))"

                let spans = try chart.xLabels.map(Self.span)
                #expect(spans.count >= 3, "\(context): \(chart.xLabels.map(\.text))")
                for span in spans { #expect(span.lowerBound >= 0 && span.upperBound <= ChartView.width, "\(context)") }
                for (earlier, later) in zip(spans, spans.dropFirst()) {
                    #expect(later.lowerBound - earlier.upperBound >= Self.gap, "\(context): \(chart.xLabels.map(\.text))")
                }

                // The y axis's labels end left of the plot, inside the chart, a line apart.
                let left = try #require(Double(chart.axisLeft))
                for label in chart.yLabels {
                    let span = try Self.span(label)
                    #expect(span.lowerBound >= 0 && span.upperBound < left, "\(context): \(label.text)")
                }
                let heights = try chart.yLabels.map { try #require(Double($0.y)) }.sorted()
                for (upper, lower) in zip(heights, heights.dropFirst()) { #expect(lower - upper >= 12 + Self.gap, "\(context)") }
                let texts = chart.yLabels.map(\.text)
                #expect(texts.contains("0") && texts.contains(NumberText.format(target, in: language)), "\(context): \(texts)")
            }
        }
    }

    /// Every week is labelled where the dates fit; where today's, pushed left by the edge, would
    /// meet the one before (Russian dates are longer), today's goes and the weeks stay even.
    @Test func everyWeekIsLabelledWhereTheDatesFit() {
        let today = Day(year: 2026, month: 11, day: 26)!
        let english = ChartView(points: Self.points(until: today, value: 3), target: 8, unit: "", catalog: Catalog.of(.en))
        #expect(english.xLabels.map(\.text) == ["Oct 29", "Nov 5", "Nov 12", "Nov 19", "Nov 26"])
        #expect(english.xLabels.last?.anchor == "end")
        let russian = ChartView(points: Self.points(until: today, value: 3), target: 8, unit: "", catalog: Catalog.of(.ru))
        #expect(russian.xLabels.map(\.text) == ["29 окт.", "5 нояб.", "12 нояб.", "19 нояб."])
        #expect(english.yLabels.map(\.text) == ["0", "8"])
        let higher = ChartView(points: Self.points(until: today, value: 12), target: 8, unit: "", catalog: Catalog.of(.en))
        #expect(higher.yLabels.map(\.text) == ["0", "8", "12"])
        // A highest value a hair above the target would sit on it: only the target is written.
        let close = ChartView(points: Self.points(until: today, value: 8.2), target: 8, unit: "", catalog: Catalog.of(.en))
        #expect(close.yLabels.map(\.text) == ["0", "8"])
    }

    /// A coordinate is written as C's "%.1f" writes it (rounding half to even on the tenths), for
    /// small and large, whole and negative values.
    @Test
    func coordinatesAreWrittenAsPrintfWritesThem() {
        var values: [Double] = [0, 0.04, 0.05, 0.15, 0.25, -0.04, -0.05, -0.5, -1.25, 1, 9.95, 99.95, 100, 123.45, 320, 1e6 + 0.5, -98_765.4]
        values += (0..<2_000).map { Double($0) * 0.173 - 120 }
        for value in values {
            let tenths = (value * 10).rounded(.toNearestOrEven) / 10
            #expect(ChartView.coordinate(value) == String(format: "%.1f", tenths == 0 ? 0 : tenths), "\(value)")
        }
    }

    /// A list of points is each pair's coordinates joined, `x,y x,y`, whatever the values: large,
    /// negative, and those `coordinate` writes as Swift writes a double.
    @Test
    func pointListsJoinTheCoordinates() {
        var random = SeededRandom(seed: 53)
        let odd: [Double] = [.nan, .infinity, -.infinity, 1e300, -1.7976931348623157e308, 2.2250738585072014e-308, 0, -0.04]
        for count in [0, 1, 2, 53, 200] {
            let points = (0..<count).map { _ in
                (x: Double.random(in: -1_000...1_000, using: &random), y: odd.randomElement(using: &random)! * (Bool.random(using: &random) ? 1 : 0.5))
            }
            let joined = points.map { "\(ChartView.coordinate($0.x)),\(ChartView.coordinate($0.y))" }.joined(separator: " ")
            #expect(ChartView.pointList(points) == joined)
        }
    }
}
