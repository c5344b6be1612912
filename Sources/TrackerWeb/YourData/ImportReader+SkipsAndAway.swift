import DataFile
import TrackerCore
import TrackerStore

extension ImportReader {
    /// A tracker's skipped days (version 2, optional): real dates of a habit, from its start
    /// through today. A day also marked keeps its mark (see `AppDatabase.importSkips`).
    func checkedSkips(
        _ days: [String], of tracker: NewTracker, today: Day, refuse: (String, String) -> ImportProblem
    ) throws -> [Day] {
        guard !days.isEmpty else { return [] }
        guard tracker.kind == .habit else { throw refuse("skipped", catalog.text("import.problem.not_markable")) }
        return try days.map { text in
            guard let day = Day(iso: text) else { throw refuse("skipped", catalog.text("import.problem.day")) }
            guard day >= tracker.startDay, day <= today else { throw refuse("skipped", catalog.text("import.problem.not_markable")) }
            return day
        }
    }

    /// The file's days off: real dates, the last not before the first.
    func checkedAway(_ ranges: [DataFile.DaysOff]) throws -> [(first: Day, last: Day)] {
        try ranges.map { range in
            guard let first = range.first.flatMap({ Day(iso: $0) }), let last = range.last.flatMap({ Day(iso: $0) }) else {
                throw ImportProblem(message: catalog.text("import.problem.away"))
            }
            guard first <= last else { throw ImportProblem(message: catalog.text("problem.away.order")) }
            return (first, last)
        }
    }
}
