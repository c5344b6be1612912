import Foundation

@testable import TrackerCore

/// Slow, plainly correct versions of the progress numbers: every day, every tracker, no tricks.
/// The rules are PRODUCT.md's ("Words and rules", and "Habits as people live them": frequencies
/// and limits), written out day by day; only `Day` and the tracker's fields come from the app.
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

        var isLimit: Bool { tracker.timing.goal == .atMost }

        /// What was recorded on `day`: `.none` when nothing counts (no completion, or outside start...today).
        func recorded(on day: Day, today: Day) -> Double?? {
            guard day >= tracker.timing.startDay, day <= today else { return .none }
            return byDay[day]
        }

        /// The mark reaches the tracker's aim: any mark of a yes/no tracker, a value at the target
        /// or above for a measurable one. (For a limit this is not a success; see `slipped`.)
        func isMarkedDone(on day: Day, today: Day) -> Bool {
            guard let value = recorded(on: day, today: today) else { return false }
            guard let target = tracker.target else { return true }
            guard let value else { return false }
            return value >= target
        }

        /// A completion: a done day of a tracker that is not a limit.
        func isDone(on day: Day, today: Day) -> Bool { !isLimit && isMarkedDone(on: day, today: today) }

        /// A limit's slip: any mark of a yes/no limit; a value over the target (none is 0) of a measurable one.
        func slipped(on day: Day, today: Day) -> Bool {
            guard isLimit, let value = recorded(on: day, today: today) else { return false }
            guard let target = tracker.target else { return true }
            return (value ?? 0) > target
        }

        /// The day counts for the tracker: done, or a limit not slipped.
        func isSuccess(on day: Day, today: Day) -> Bool {
            isLimit ? !slipped(on: day, today: today) : isDone(on: day, today: today)
        }

        /// Skipped or away, from the start through today, and not done by its own mark; a limit's
        /// skipped day whatever its mark. Such a day counts nowhere but in done totals.
        func isLeftOut(on day: Day, today: Day) -> Bool {
            guard day >= tracker.timing.startDay, day <= today, tracker.skipped.contains(day) else { return false }
            return isLimit || !isMarkedDone(on: day, today: today)
        }

        /// A habit on chosen weekdays, from its start, on one of them.
        func isScheduled(on day: Day) -> Bool {
            let timing = tracker.timing
            return timing.kind == .habit && timing.quota == nil && day >= timing.startDay && timing.schedule.contains(day.weekday)
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

    /// The first day of the period holding `day`: walk back to the week's first weekday, or to the 1st.
    static func periodStart(of day: Day, _ period: Period, weekStart: Weekday) -> Day {
        var first = day
        switch period {
        case .week: while first.weekday != weekStart { first = first.adding(days: -1) }
        case .month: while first.day != 1 { first = first.adding(days: -1) }
        }
        return first
    }

    /// The days of the period holding `day`, first to last.
    static func periodDays(of day: Day, _ period: Period, weekStart: Weekday) -> [Day] {
        var days = [periodStart(of: day, period, weekStart: weekStart)]
        while let next = days.last?.adding(days: 1), period == .week ? next.weekday != weekStart : next.day != 1 {
            days.append(next)
        }
        return days
    }

    /// Done days of a quota habit's period holding `day`, other than `day` itself.
    static func doneElsewhere(_ book: Book, in day: Day, today: Day) -> Int {
        let tracker = book.tracker
        guard let quota = tracker.timing.quota else { return 0 }
        return periodDays(of: day, quota.period, weekStart: tracker.weekStart)
            .filter { $0 != day && book.isDone(on: $0, today: today) }.count
    }

    /// Whether the tracker is shown (due) on `day`: a habit on its weekdays, a habit with a quota from its
    /// start while fewer than N of the period's other days are done, an event every day from its start.
    static func isShown(_ book: Book, on day: Day, today: Day) -> Bool {
        let timing = book.tracker.timing
        guard day >= timing.startDay else { return false }
        if timing.kind == .irregular { return true }
        if let quota = timing.quota { return doneElsewhere(book, in: day, today: today) < quota.times }
        return timing.schedule.contains(day.weekday)
    }

    static func totals(_ trackers: [TrackerHistory], today: Day) -> Totals {
        var result = Totals()
        guard let earliest = trackers.map(\.timing.startDay).min() else { return result }
        var run = 0
        var firstDone: Day?
        let books = trackers.map(Book.init)
        for day in everyDay(from: earliest, to: today) {
            var anyDone = false
            var counted = 0
            var failed = false
            for book in books {
                let done = book.isDone(on: day, today: today)
                if done {
                    anyDone = true
                    result.trackersCompleted += 1
                    if firstDone == nil { firstDone = day }
                }
                guard book.isScheduled(on: day), !book.isLeftOut(on: day, today: today) else { continue }
                if book.isLimit {
                    // Today isn't over: a limit kept so far is left out, a slip spoils the day.
                    let slipped = book.slipped(on: day, today: today)
                    if slipped { failed = true }
                    if day != today || slipped { counted += 1 }
                } else {
                    counted += 1
                    if !done { failed = true }
                }
            }
            if counted > 0 && !failed { result.idealDays += 1 }
            run = anyDone ? run + 1 : 0
            result.bestPeriod = max(result.bestPeriod, run)
        }
        result.hasData = result.trackersCompleted > 0 || result.idealDays > 0
        if !result.hasData { result.bestPeriod = 0 }
        if let firstDone {
            let days = everyDay(from: firstDone, to: today).count
            result.average = Double(result.trackersCompleted) / Double(days)
        }
        return result
    }

    static func streak(_ tracker: TrackerHistory, today: Day) -> Streak {
        let successes = tracker.timing.quota == nil ? dayResults(tracker, today: today) : periodResults(tracker, today: today)
        var result = Streak()
        var run = 0
        for success in successes {
            run = success ? run + 1 : 0
            result.best = max(result.best, run)
        }
        result.current = run
        result.eligibleDays = successes.count
        result.doneEligibleDays = successes.filter { $0 }.count
        result.rate = successes.isEmpty ? nil : Double(result.doneEligibleDays) / Double(successes.count)
        return result
    }

    /// Each due day's success, oldest first. Today isn't over: it counts once done, and a limit's
    /// today counts only once it slipped.
    static func dayResults(_ tracker: TrackerHistory, today: Day) -> [Bool] {
        let book = Book(tracker)
        var results: [Bool] = []
        for day in everyDay(from: tracker.timing.startDay, to: today)
        where isShown(book, on: day, today: today) && !book.isLeftOut(on: day, today: today) {
            let success = book.isSuccess(on: day, today: today)
            if day == today && (book.isLimit ? success : !success) { continue }
            results.append(success)
        }
        return results
    }

    /// Each period's "met" (N of its days done), oldest first. The current period counts once
    /// met; so does the first, when the habit started after that period's first day; so does one
    /// not met whose left-out days leave fewer than N days to do it on.
    static func periodResults(_ tracker: TrackerHistory, today: Day) -> [Bool] {
        guard let quota = tracker.timing.quota else { return [] }
        let book = Book(tracker)
        let start = tracker.timing.startDay
        var results: [Bool] = []
        var periodFirst = periodStart(of: start, quota.period, weekStart: tracker.weekStart)
        while periodFirst <= today {
            let days = periodDays(of: periodFirst, quota.period, weekStart: tracker.weekStart)
            let met = days.filter { book.isDone(on: $0, today: today) }.count >= quota.times
            let isCurrent = days.contains(today)
            let startedPartway = days.contains(start) && start != periodFirst
            let excused = days.count - days.filter { book.isLeftOut(on: $0, today: today) }.count < quota.times
            if met || !(isCurrent || startedPartway || excused) { results.append(met) }
            periodFirst = days.last!.adding(days: 1)
        }
        return results
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
