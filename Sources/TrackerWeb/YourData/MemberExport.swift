import DataFile
import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// "Download my data" and "Download CSV": the member's data written as it is sent, a tracker at
/// a time, so a long history is never one string in memory.
enum MemberExport {
    /// Bytes gathered before each write to the connection.
    static let chunkSize = 64 * 1024

    /// The JSON file (docs/DATA-FORMAT.md).
    static func json(_ data: MemberData, now: Date) -> Response {
        let head = Self.head(data, now: now)
        let body = ResponseBody { writer in
            var buffer = ByteBuffer()
            buffer.writeBytes(try head.jsonHead())
            let names = Self.categoryNames(data)
            for (index, tracker) in data.trackers.enumerated() {
                let category = names[tracker.categoryId] ?? data.chores[tracker.id]?.categoryName
                var piece = Self.tracker(tracker, category: category, marks: data.marks[tracker.id] ?? [])
                piece.notes = Self.notes(data.notes[tracker.id])
                piece.skipped = data.skipped[tracker.id].map { $0.map(\.iso) }
                if let chore = data.chores[tracker.id] { Self.describe(chore, in: &piece) }
                buffer.writeBytes(try DataFile.jsonPiece(piece, first: index == 0))
                if buffer.readableBytes >= chunkSize {
                    try await writer.write(buffer)
                    buffer.clear()
                }
            }
            buffer.writeBytes(DataFile.jsonTail)
            try await writer.write(buffer)
            try await writer.finish(nil)
        }
        return download(body, type: "application/json; charset=utf-8", name: fileName(data, now: now, extension: "json"))
    }

    /// The CSV file, with a byte-order mark so that spreadsheets read its UTF-8 names.
    static func csv(_ data: MemberData, now: Date) -> Response {
        let today = data.user.dayClock.day(at: now)
        let body = ResponseBody { writer in
            var buffer = ByteBuffer()
            buffer.writeString("\u{FEFF}" + CSVText.line(CSVExport.header))
            let names = Self.categoryNames(data)
            for tracker in data.trackers {
                let piece = Self.tracker(tracker, category: names[tracker.categoryId], marks: data.marks[tracker.id] ?? [])
                for row in CSVExport.rows(piece, through: today) {
                    buffer.writeString(CSVText.line(row))
                    if buffer.readableBytes >= chunkSize {
                        try await writer.write(buffer)
                        buffer.clear()
                    }
                }
            }
            try await writer.write(buffer)
            try await writer.finish(nil)
        }
        return download(body, type: "text/csv; charset=utf-8", name: fileName(data, now: now, extension: "csv"))
    }

    /// Everything but the trackers.
    static func head(_ data: MemberData, now: Date) -> DataFile {
        let user = data.user
        return DataFile(
            exportedAt: timestamp(now),
            member: DataFile.Member(
                // A child's profile has no username of its own to carry (issue 33).
                username: user.username.hasPrefix(User.profilePrefix) ? nil : user.username,
                displayName: user.displayName,
                language: user.language?.rawValue,
                timeZone: user.timeZone,
                dayStart: ClockTime.text(minutes: user.dayStartMinute),
                notifications: user.notificationsEnabled,
                avatarEmoji: user.avatarEmoji,
                avatarColor: user.avatarEmoji == nil ? nil : user.avatarColor?.hex,
                firstWeekday: DataFile.weekdayCodes[user.firstWeekday.rawValue]
            ),
            following: data.following,
            categories: data.categories.map { DataFile.Category(name: $0.name, createdAt: timestamp($0.createdAt)) },
            away: data.away.isEmpty ? nil : data.away.map { DataFile.DaysOff(first: $0.first.iso, last: $0.last.iso) }
        )
    }

    static func tracker(_ tracker: Tracker, category: String?, marks: [DayMark]) -> DataFile.Tracker {
        DataFile.Tracker(
            id: tracker.id,
            name: tracker.name,
            category: category,
            kind: tracker.kind.rawValue,
            emoji: tracker.emoji,
            color: tracker.color.hex,
            days: tracker.kind == .habit && tracker.quota == nil ? DataFile.codes(tracker.schedule) : nil,
            times: tracker.quota?.times,
            period: tracker.quota?.period.rawValue,
            goal: tracker.goal.rawValue,
            startDay: tracker.startDay.iso,
            pinned: tracker.pinned,
            public: tracker.isPublic,
            unit: tracker.unit,
            target: tracker.target,
            reminderTime: tracker.reminderTime,
            createdAt: timestamp(tracker.createdAt),
            updatedAt: timestamp(tracker.updatedAt),
            completions: marks.map { DataFile.Completion(day: $0.day.iso, value: $0.value) },
            archived: tracker.isArchived
        )
    }

    /// A household tracker's members and who marked each day (issue 33).
    static func describe(_ chore: ChoreData, in piece: inout DataFile.Tracker) {
        piece.household = DataFile.Household(members: chore.members, turns: chore.mode == .turns)
        piece.completions = piece.completions?.map { completion in
            var marked = completion
            marked.doneBy = completion.day.flatMap(Day.init(iso:)).flatMap { chore.doneBy[$0] }
            return marked
        }
    }

    /// A tracker's notes for the file; absent when it has none.
    static func notes(_ notes: [DayNote]?) -> [DataFile.Note]? {
        guard let notes, !notes.isEmpty else { return nil }
        return notes.map { DataFile.Note(day: $0.day.iso, text: $0.text) }
    }

    private static func categoryNames(_ data: MemberData) -> [Int64: String] {
        Dictionary(uniqueKeysWithValues: data.categories.map { ($0.id, $0.name) })
    }

    /// ISO 8601 in UTC, to the second.
    static func timestamp(_ date: Date) -> String {
        date.formatted(.iso8601)
    }

    /// `tracker-anna-2026-11-25.json`; usernames are lowercase letters, digits, `-` and `_`.
    private static func fileName(_ data: MemberData, now: Date, extension ext: String) -> String {
        let name = data.user.username.hasPrefix(User.profilePrefix) ? "child-\(data.user.id)" : data.user.username
        return "tracker-\(name)-\(data.user.dayClock.day(at: now).iso).\(ext)"
    }

    private static func download(_ body: ResponseBody, type: String, name: String) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: type,
                .contentDisposition: "attachment; filename=\"\(name)\"",
                .cacheControl: "no-store",
            ],
            body: body
        )
    }
}
