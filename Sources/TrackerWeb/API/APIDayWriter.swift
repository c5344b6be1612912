import Foundation
import TrackerAPI
import TrackerCore
import TrackerStore

/// A change to one day as the API takes it (`PUT …/days/{day}`), checked by the pages' rules
/// before anything is written: the value rule of the value field, the note rules.
struct APIDayChange: Sendable, Equatable {
    var done: Bool?
    var value: Double?
    var skipped: Bool?
    /// `.some(nil)` removes the note.
    var note: String??

    /// `DELETE …/days/{day}`: not done, no value, not skipped, no note.
    static let clear = APIDayChange(done: false, value: nil, skipped: false, note: .some(nil))

    init(done: Bool?, value: Double?, skipped: Bool?, note: String??) {
        self.done = done
        self.value = value
        self.skipped = skipped
        self.note = note
    }

    init(_ body: Components.Schemas.DayChange) throws {
        done = body.done
        skipped = body.skipped
        if let number = body.value {
            guard let value = MarkForm.checkedValue(number) else {
                throw APIProblem.refused("value", "A value is a number from 0 up to a billion.")
            }
            self.value = value
        }
        if let text = body.note {
            switch NoteText.validate(text) {
            case .success(let valid): note = .some(valid)
            case .failure(.empty): note = .some(nil)
            case .failure(let problem): throw APIProblem.refused("note", problem.message(Catalog.of(.en)))
            }
        }
        if skipped == true && (done == true || value != nil) {
            throw APIProblem.refused("skipped-and-done", "A skipped day is not done and has no value.")
        }
    }
}

/// Writes a day's change through the pages' store calls (a mark, a value, a skip, a note),
/// each under its own rules. Whatever can be refused is checked before the first write: the
/// tracker is the member's, the day can be marked, a value goes to a tracker that counts one;
/// a skip, which may still be refused (a day the habit is not due), is written first.
struct APIDayWriter {
    let database: AppDatabase
    let userID: Int64
    let day: Day
    let today: Day
    let now: Date

    func apply(_ change: APIDayChange, trackerID: Int64) async throws {
        try await database.checkAPITracker(id: trackerID, userID: userID)
        let current = try await database.trackerDay(trackerID: trackerID, userID: userID, day: day)
        guard current.tracker.timing.canMark(day, today: today) else { throw StoreError.dayNotMarkable }
        if change.value != nil && !current.tracker.isMeasurable { throw StoreError.notMeasurable }
        if let skipped = change.skipped, skipped != current.isSkipped {
            try await database.toggleSkip(trackerID: trackerID, userID: userID, day: day, today: today, now: now)
        }
        // A skip clears the day's mark, and a skipped day takes no mark (`APIDayChange`).
        if change.skipped == true {
        } else if let value = change.value {
            try await database.setValue(value, trackerID: trackerID, userID: userID, day: day, today: today, now: now)
        } else if let done = change.done, done != (current.mark != nil) {
            try await database.toggleDone(trackerID: trackerID, userID: userID, day: day, today: today, now: now)
        }
        if let note = change.note {
            try await database.setNote(note, trackerID: trackerID, userID: userID, day: day, today: today, now: now)
        }
    }
}
