import Foundation

@testable import TrackerCore

/// Slow, plainly correct versions of the progress numbers: every day, every tracker, no tricks.
enum ProgressOracle {
    struct Totals: Equatable {
        var hasData = false
        var bestPeriod = 0
        var idealDays = 0
        var trackersCompleted = 0
        var average = 0.0
    }

    struct Streak: Equatable {
        var current = 0
        var best = 0
        var eligibleDays = 0
        var doneEligibleDays = 0
        var rate: Double?
    }

    /// A tracker with its completions looked up by day (the generator makes at most one a day).
    struct Book {
        let tracker: TrackerHistory
        let byDay: [Day: Double?]

        init(_ tracker: TrackerHistory) {
            self.tracker = tracker
            var byDay: [Day: Double?] = [:]
            for completion in tracker.completions { byDay[completion.day] = completion.value }
            self.byDay = byDay
        }

        /// What was recorded on `day`: `.none` when nothing counts (no completion, or outside start...today).
        func recorded(on day: Day, today: Day) -> Double?? {
            guard day >= tracker.timing.startDay, day <= today else { return .none }
            return byDay[day]
        }

        func isDone(on day: Day, today: Day) -> Bool {
            guard let value = recorded(on: day, today: today) else { return false }
            return Measure.isDone(value: value, target: tracker.target)
        }
    }

    static func everyDay(from first: Day, to last: Day) -> [Day] {
        var days: [Day] = []
        var day = first
        while day <= last {
            days.append(day)
            day = day.adding(days: 1)
        }
        return days
    }

    static func totals(_ trackers: [TrackerHistory], today: Day) -> Totals {
        var result = Totals()
        guard let earliest = trackers.map(\.timing.startDay).min() else { return result }
        var run = 0
        var firstDone: Day?
        let books = trackers.map(Book.init)
        for day in everyDay(from: earliest, to: today) {
            var anyDone = false
            var scheduled = 0
            var scheduledDone = 0
            for book in books {
                let tracker = book.tracker
                let done = book.isDone(on: day, today: today)
                if done {
                    anyDone = true
                    result.trackersCompleted += 1
                    if firstDone == nil { firstDone = day }
                }
                if tracker.timing.isScheduled(on: day) {
                    scheduled += 1
                    if done { scheduledDone += 1 }
                }
            }
            if scheduled > 0 && scheduledDone == scheduled { result.idealDays += 1 }
            run = anyDone ? run + 1 : 0
            result.bestPeriod = max(result.bestPeriod, run)
        }
        if let firstDone {
            result.hasData = true
            let days = everyDay(from: firstDone, to: today).count
            result.average = Double(result.trackersCompleted) / Double(days)
        }
        return result
    }

    static func streak(_ tracker: TrackerHistory, today: Day) -> Streak {
        // The due days so far; today only once it is done.
        var doneFlags: [Bool] = []
        let book = Book(tracker)
        for day in everyDay(from: tracker.timing.startDay, to: today) where tracker.timing.isShown(on: day) {
            let done = book.isDone(on: day, today: today)
            if day == today && !done { continue }
            doneFlags.append(done)
        }
        var result = Streak()
        var run = 0
        for done in doneFlags {
            run = done ? run + 1 : 0
            result.best = max(result.best, run)
        }
        for done in doneFlags.reversed() {
            if !done { break }
            result.current += 1
        }
        result.eligibleDays = doneFlags.count
        result.doneEligibleDays = doneFlags.filter { $0 }.count
        result.rate = doneFlags.isEmpty ? nil : Double(result.doneEligibleDays) / Double(doneFlags.count)
        return result
    }

    static func average(_ tracker: TrackerHistory, today: Day, days: Int) -> Double? {
        guard tracker.target != nil else { return nil }
        var sum = 0.0
        var counted = 0
        let book = Book(tracker)
        for day in everyDay(from: today.adding(days: -(days - 1)), to: today) {
            guard tracker.timing.isShown(on: day) else { continue }
            let value = book.recorded(on: day, today: today) ?? nil
            if day == today && value == nil { continue }
            sum += value ?? 0
            counted += 1
        }
        return counted == 0 ? nil : sum / Double(counted)
    }

    static func chart(_ tracker: TrackerHistory, today: Day, count: Int) -> [ChartPoint] {
        let book = Book(tracker)
        return everyDay(from: today.adding(days: -(count - 1)), to: today).map { day in
            ChartPoint(day: day, value: book.recorded(on: day, today: today) ?? nil)
        }
    }
}
