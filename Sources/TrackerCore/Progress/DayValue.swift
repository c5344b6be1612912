/// One completion: the day it was made for and, for a measurable tracker, the value entered.
public struct DayValue: Hashable, Sendable {
    public let day: Day
    public let value: Double?

    public init(day: Day, value: Double?) {
        self.day = day
        self.value = value
    }
}
