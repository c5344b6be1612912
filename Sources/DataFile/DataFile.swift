/// The JSON file of "Download my data", and what an import reads (docs/DATA-FORMAT.md).
/// Every field is optional, so that a file with a field missing or of the wrong type is read
/// far enough to say which item and field is wrong; an export fills every field it has.
public struct DataFile: Codable, Sendable, Equatable {
    /// The word in `format` that marks a Tracker file.
    public static let formatName = "tracker-data"
    /// The newest version this build writes and reads. Version 2 added each tracker's `times`,
    /// `period` and `goal`, and the member's `first_weekday`; a version 1 file means what it
    /// always did (no quota, every tracker "at least", weeks from Monday).
    public static let currentVersion = 2

    public var format: String?
    public var version: Int?
    /// When the file was made, ISO 8601 in UTC.
    public var exportedAt: String?
    public var member: Member?
    /// The usernames the member follows in their household.
    public var following: [String]?
    public var categories: [Category]?
    /// Written last, so that the writer can stream one tracker at a time after the rest.
    /// Categories, and trackers within them, come in the member's order (version 2).
    public var trackers: [Tracker]?
    /// The member's days off (version 2, optional): every habit's day in them is skipped.
    public var away: [DaysOff]?

    public init(
        format: String? = formatName,
        version: Int? = currentVersion,
        exportedAt: String? = nil,
        member: Member? = nil,
        following: [String]? = nil,
        categories: [Category]? = nil,
        trackers: [Tracker]? = nil,
        away: [DaysOff]? = nil
    ) {
        self.format = format
        self.version = version
        self.exportedAt = exportedAt
        self.member = member
        self.following = following
        self.categories = categories
        self.trackers = trackers
        self.away = away
    }

    /// The member's own settings.
    public struct Member: Codable, Sendable, Equatable {
        public var username: String?
        public var displayName: String?
        /// `en` or `ru`; absent: the browser's language.
        public var language: String?
        /// An IANA zone, such as `Europe/Moscow`.
        public var timeZone: String?
        /// `HH:MM`, when the member's day starts.
        public var dayStart: String?
        /// The master switch of reminders.
        public var notifications: Bool?
        public var avatarEmoji: String?
        public var avatarColor: String?
        /// `mon` or `sun`: where a week of "N times a week" starts (version 2).
        public var firstWeekday: String?

        public init(
            username: String? = nil,
            displayName: String? = nil,
            language: String? = nil,
            timeZone: String? = nil,
            dayStart: String? = nil,
            notifications: Bool? = nil,
            avatarEmoji: String? = nil,
            avatarColor: String? = nil,
            firstWeekday: String? = nil
        ) {
            self.username = username
            self.displayName = displayName
            self.language = language
            self.timeZone = timeZone
            self.dayStart = dayStart
            self.notifications = notifications
            self.avatarEmoji = avatarEmoji
            self.avatarColor = avatarColor
            self.firstWeekday = firstWeekday
        }
    }

    public struct Category: Codable, Sendable, Equatable {
        public var name: String?
        public var createdAt: String?

        public init(name: String?, createdAt: String? = nil) {
            self.name = name
            self.createdAt = createdAt
        }
    }

    public struct Tracker: Codable, Sendable, Equatable {
        public var id: Int64?
        public var name: String?
        /// The name of its category, one of `categories`.
        public var category: String?
        /// `habit` or `irregular`.
        public var kind: String?
        public var emoji: String?
        /// `#RRGGBB`, one of the palette's colours.
        public var color: String?
        /// A habit's weekdays: `mon` … `sun`. Absent for an irregular event and for a habit with
        /// `times`.
        public var days: [String]?
        /// "N times a week or month" (version 2): `times` (1–6 a week, 1–27 a month) and `period`
        /// (`week` or `month`), both or neither; habits only.
        public var times: Int?
        public var period: String?
        /// `at-least` (the usual; also when absent) or `at-most`, a limit (version 2).
        public var goal: String?
        /// `YYYY-MM-DD`.
        public var startDay: String?
        public var pinned: Bool?
        public var `public`: Bool?
        /// A measurable tracker's unit and daily target; both or neither.
        public var unit: String?
        public var target: Double?
        /// `HH:MM`.
        public var reminderTime: String?
        public var createdAt: String?
        public var updatedAt: String?
        /// The days marked, oldest first.
        public var completions: [Completion]?
        /// Its notes, one a day, oldest first (version 2; absent when it has none).
        public var notes: [Note]?
        /// Archived: kept with its history, off the main page (version 2; absent: in use).
        public var archived: Bool?
        /// The days skipped, oldest first (version 2, optional).
        public var skipped: [String]?
        /// A household tracker's sharing (version 2, optional; absent: the member's own). An
        /// import leaves household trackers out.
        public var household: Household?

        public init(
            id: Int64? = nil,
            name: String?,
            category: String?,
            kind: String?,
            emoji: String?,
            color: String?,
            days: [String]?,
            times: Int? = nil,
            period: String? = nil,
            goal: String? = nil,
            startDay: String?,
            pinned: Bool? = false,
            public isPublic: Bool? = false,
            unit: String? = nil,
            target: Double? = nil,
            reminderTime: String? = nil,
            createdAt: String? = nil,
            updatedAt: String? = nil,
            completions: [Completion]? = [],
            notes: [Note]? = nil,
            archived: Bool? = nil,
            skipped: [String]? = nil
        ) {
            self.id = id
            self.name = name
            self.category = category
            self.kind = kind
            self.emoji = emoji
            self.color = color
            self.days = days
            self.times = times
            self.period = period
            self.goal = goal
            self.startDay = startDay
            self.pinned = pinned
            self.public = isPublic
            self.unit = unit
            self.target = target
            self.reminderTime = reminderTime
            self.createdAt = createdAt
            self.updatedAt = updatedAt
            self.completions = completions
            self.notes = notes
            self.archived = archived
            self.skipped = skipped
        }
    }

    /// Who shares a household tracker: usernames in turn order, and whether they take turns.
    public struct Household: Codable, Sendable, Equatable {
        public var members: [String]?
        public var turns: Bool?

        public init(members: [String]?, turns: Bool?) {
            self.members = members
            self.turns = turns
        }
    }

    /// A day's note: 1–500 characters (line breaks allowed).
    public struct Note: Codable, Sendable, Equatable {
        public var day: String?
        public var text: String?

        public init(day: String?, text: String?) {
            self.day = day
            self.text = text
        }
    }

    /// A range of days off, first and last day included.
    public struct DaysOff: Codable, Sendable, Equatable {
        public var first: String?
        public var last: String?

        public init(first: String?, last: String?) {
            self.first = first
            self.last = last
        }
    }

    /// One marked day; `value` only for a measurable tracker.
    public struct Completion: Codable, Sendable, Equatable {
        public var day: String?
        public var value: Double?
        /// On a household tracker: the username of who marked the day, when known (version 2,
        /// optional).
        public var doneBy: String?

        public init(day: String?, value: Double? = nil, doneBy: String? = nil) {
            self.day = day
            self.value = value
            self.doneBy = doneBy
        }
    }
}
