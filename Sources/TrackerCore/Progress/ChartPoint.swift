/// One day on a tracker's chart; `value` is `nil` when nothing was recorded that day.
public struct ChartPoint: Hashable, Sendable {
    public let day: Day
    public let value: Double?

    public init(day: Day, value: Double?) {
        self.day = day
        self.value = value
    }
}
