/// How far a day is ("7 of 19 done"): the habits due on it (scheduled, or with a quota still
/// short) and the irregular events done on it, and how many of those are done (a limit: kept). An irregular event is never due, so it counts only once
/// it is done: marking one adds to both numbers, and the day is never "8 of 7". A skipped habit
/// (skipped, or a day away) is in neither number, as it is out of the day's ideal.
public struct DayProgress: Hashable, Sendable {
    public let done: Int
    public let total: Int

    public init(entries: [BoardEntry], day: Day) {
        var done = 0
        var total = 0
        for entry in entries where !entry.isSkipped && (entry.isDue(on: day) || (entry.isDone && entry.isShown(on: day))) {
            total += 1
            if entry.isDone { done += 1 }
        }
        self.done = done
        self.total = total
    }
}
