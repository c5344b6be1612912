import TrackerAPI
import TrackerCore
import TrackerStore

/// The API's reads of a member's trackers: the main page's board for a day, the notes of that
/// day, and each tracker's current streak and strength on the member's today (as the details
/// page computes them, from each tracker's checkpoint: `AppDatabase.currentProgress`).
struct APITrackerReader {
    let database: AppDatabase
    let user: User
    let today: Day

    /// The trackers the main page shows on `day`, in its order (pinned first).
    func shown(on day: Day) async throws -> [Components.Schemas.Tracker] {
        let rows = try await database.boardRows(userID: user.id, day: day, shownOnly: true)
        let byID = Dictionary(uniqueKeysWithValues: rows.map { ($0.tracker.id, $0) })
        let shown = Board(rows: rows, query: BoardQuery(day: day)).groups.flatMap(\.entries).compactMap { byID[$0.trackerID] }
        guard !shown.isEmpty else { return [] }
        let notes = try await database.dayNotes(userID: user.id, day: day)
        let progress = try await database.currentProgress(userID: user.id, trackers: shown.map(\.tracker), today: today)
        return shown.map { tracker($0, on: day, note: notes[$0.tracker.id], progress: progress[$0.tracker.id]) }
    }

    /// One tracker on `day`, whether or not the day shows it.
    func one(_ id: Int64, on day: Day) async throws -> Components.Schemas.Tracker {
        guard let row = try await database.boardRows(userID: user.id, day: day, trackerID: id).first else {
            throw StoreError.notFound
        }
        let note = try await database.notes(trackerID: id, userID: user.id, from: day, through: day).first?.text
        let progress = try await database.currentProgress(userID: user.id, trackers: [row.tracker], today: today)
        return tracker(row, on: day, note: note, progress: progress[id])
    }

    /// Every day from `from` through `to` (at most `maximumDays`).
    func days(_ id: Int64, from: Day, to: Day) async throws -> [Components.Schemas.TrackerDay] {
        guard from <= to, to.ordinal - from.ordinal < Self.maximumDays else {
            throw APIProblem.refused("range", "from must not be after to, and the range may hold at most \(Self.maximumDays) days.")
        }
        try await database.checkAPITracker(id: id, userID: user.id)
        let (tracker, history) = try await database.history(trackerID: id, userID: user.id)
        let notes = try await database.notes(trackerID: id, userID: user.id, from: from, through: to)
        let noteByDay = Dictionary(notes.map { ($0.day, $0.text) }, uniquingKeysWith: { first, _ in first })
        let records = DayRecords(history.completions, first: from.ordinal, last: to.ordinal)
        return (from.ordinal...to.ordinal).map { ordinal in
            let day = Day(ordinal: ordinal)
            let record = records[ordinal]
            let value = record.flatMap { $0 }
            let done =
                tracker.timing.canMark(day, today: today)
                && Measure.isSuccess(goal: tracker.goal, hasMark: record != nil, value: value, target: tracker.target)
            return Components.Schemas.TrackerDay(
                day: day.iso, done: done, value: tracker.isMeasurable ? value : nil, skipped: history.skipped.contains(day),
                note: noteByDay[day])
        }
    }

    /// One day of one tracker, as `days` gives it.
    func day(_ id: Int64, on day: Day) async throws -> Components.Schemas.TrackerDay {
        guard let found = try await days(id, from: day, to: day).first else { throw StoreError.notFound }
        return found
    }

    /// The most days one request for a tracker's days may span.
    static let maximumDays = 366

    private func tracker(_ row: BoardRow, on day: Day, note: String?, progress: CurrentProgress?) -> Components.Schemas.Tracker {
        let tracker = row.tracker
        return Components.Schemas.Tracker(
            id: tracker.id,
            name: tracker.name,
            kind: tracker.kind == .habit ? .habit : .irregular,
            frequency: Self.frequency(tracker),
            unit: tracker.unit,
            target: tracker.isLimit ? nil : tracker.target,
            limit: tracker.isLimit ? tracker.target : nil,
            day: day.iso,
            done: row.isDone,
            value: row.hasCompletion && tracker.isMeasurable ? row.value : nil,
            skipped: row.isSkipped(on: day),
            note: note,
            streak: progress?.streak ?? 0,
            strength: progress?.strength
        )
    }

    private static func frequency(_ tracker: Tracker) -> Components.Schemas.Frequency {
        if let quota = tracker.quota {
            return .init(weekdays: [], times: quota.times, period: quota.period == .week ? .week : .month)
        }
        let names: [Components.Schemas.Frequency.WeekdaysPayloadPayload] = [
            .monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday,
        ]
        return .init(weekdays: tracker.kind == .habit ? tracker.schedule.weekdays.map { names[$0.rawValue] } : [])
    }
}
