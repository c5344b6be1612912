import DataFile
import Foundation
import LoopImport
import TrackerCore
import TrackerStore

/// Why an uploaded file can't be imported, in words for the member: "tracker 3, name: Limit 38
/// characters". Nothing is changed when there is one.
struct ImportProblem: Error, Equatable, Sendable {
    let message: String
}

/// Reads a Tracker data file into an import, checking every item with the same rules as the
/// forms (the tracker form, the mark form and the Settings forms). The first problem found, in
/// the file's order, is the answer.
struct ImportReader: Sendable {
    let catalog: Catalog
    let user: User
    let now: Date

    /// What an upload is, by its first bytes: one of Loop's files, or else Tracker's JSON.
    static func source(of data: Data) -> String { LoopFile.kind(of: data)?.rawValue ?? "tracker" }

    /// An upload of `source` (see `source(of:)`) as an import: Loop's files are converted to
    /// Tracker's data file first, with notes of what they hold that Tracker keeps otherwise.
    func plan(_ data: Data, source: String) -> Result<(ImportPlan, LoopNotes?), ImportProblem> {
        guard let loop = LoopFile(rawValue: source) else { return plan(data).map { ($0, nil) } }
        do {
            let (file, notes) = try LoopImport.read(
                data,
                as: loop,
                today: user.dayClock.day(at: now),
                category: catalog.text("loop.category"),
                defaultUnit: catalog.text("loop.unit")
            )
            return .success((try plan(of: file), notes))
        } catch let error as LoopImportError {
            let key =
                switch error {
                case .notALoopBackup: "loop.problem.not_backup"
                case .notALoopExport: "loop.problem.not_export"
                case .unsafePath: "loop.problem.unsafe"
                case .tooLarge: "loop.problem.too_large"
                }
            return .failure(ImportProblem(message: catalog.text(key)))
        } catch let error as ImportProblem {
            return .failure(error)
        } catch {
            return .failure(ImportProblem(message: catalog.text("loop.problem.not_export")))
        }
    }

    /// Tracker's own JSON file as an import.
    func plan(_ data: Data) -> Result<ImportPlan, ImportProblem> {
        do {
            return .success(try plan(of: try DataFile.read(data)))
        } catch let error as DataFileError {
            switch error.reason {
            case .notJSON: return .failure(ImportProblem(message: catalog.text("import.problem.not_json")))
            case .wrongType: return .failure(problem(at: error.location, catalog.text("import.problem.type")))
            case .missing: return .failure(problem(at: error.location, catalog.text("import.problem.missing")))
            }
        } catch let error as ImportProblem {
            return .failure(error)
        } catch {
            return .failure(ImportProblem(message: catalog.text("import.problem.not_json")))
        }
    }

    private func plan(of file: DataFile) throws -> ImportPlan {
        guard file.format == DataFile.formatName else { throw ImportProblem(message: catalog.text("import.problem.format")) }
        guard let version = file.version else {
            throw problem(at: DataFileLocation(.file, field: "version"), catalog.text("import.problem.missing"))
        }
        guard version <= DataFile.currentVersion, version >= 1 else {
            throw ImportProblem(
                message: catalog.text("import.problem.version", ["version": String(version), "known": String(DataFile.currentVersion)])
            )
        }
        // No day after today may be marked: the member's today, or the file's when its zone is
        // ahead (a file made in UTC+14 is imported into an account still in UTC).
        let fileClock = file.member.flatMap { member in
            member.timeZone.flatMap(TimeZone.init(identifier:)).map {
                DayClock(timeZone: $0, dayStartMinute: member.dayStart.flatMap(ClockTime.minutes) ?? 0)
            }
        }
        let today = max(user.dayClock.day(at: now), fileClock?.day(at: now) ?? user.dayClock.day(at: now))
        let categories = try checkedCategories(file.categories ?? [])
        let keys = Dictionary(uniqueKeysWithValues: categories.enumerated().map { ($1.caseKey, $0) })
        // Household trackers belong to the household: an import neither makes nor changes them.
        let trackers = try (file.trackers ?? []).enumerated().filter { $0.element.household == nil }.map { index, tracker in
            try checkedTracker(tracker, number: index + 1, version: version, categories: keys, today: today)
        }
        let following = try (file.following ?? []).enumerated().map { index, username in
            guard case .success(let checked) = AccountRules.username(username), checked == username else {
                throw problem(at: DataFileLocation(.following(index + 1)), catalog.text("import.problem.username"))
            }
            return username
        }
        var plan = ImportPlan(categories: categories, trackers: trackers, following: following)
        plan.householdTrackers = (file.trackers ?? []).filter { $0.household != nil }.count
        plan.away = version >= 2 ? try checkedAway(file.away ?? []) : []
        if let member = file.member { try checkSettings(member, version: version, into: &plan) }
        return plan
    }

    private func checkedCategories(_ categories: [DataFile.Category]) throws -> [String] {
        var seen = Set<String>()
        return try categories.enumerated().map { index, category in
            let location = DataFileLocation(.category(index + 1), field: "name")
            var problems = Problems()
            guard let name = TextRule.categoryName.check(category.name, field: "name", catalog: catalog, problems: &problems) else {
                throw problem(at: location, problems["name"] ?? "")
            }
            guard seen.insert(name.caseKey).inserted else { throw problem(at: location, catalog.text("import.problem.twice")) }
            return name
        }
    }

    private func checkedTracker(
        _ tracker: DataFile.Tracker,
        number: Int,
        version: Int,
        categories: [String: Int],
        today: Day
    ) throws
        -> ImportedTracker
    {
        func refuse(_ field: String, _ message: String) -> ImportProblem {
            problem(at: DataFileLocation(.tracker(number), field: field), message)
        }
        guard let kind = tracker.kind.flatMap(TrackerKind.init(rawValue:)) else {
            throw refuse("kind", catalog.text("import.problem.kind"))
        }
        let (quota, goal) = try version >= 2 ? frequency(of: tracker, kind: kind, refuse: refuse) : (nil, .atLeast)
        var weekdays: [String] = []
        // A habit with a quota may be done on any day: its weekdays are every day, whatever `days` says.
        for code in quota == nil ? tracker.days ?? [] : DataFile.weekdayCodes {
            guard let weekday = DataFile.weekday(code) else { throw refuse("days", catalog.text("import.problem.weekday")) }
            weekdays.append(String(weekday.rawValue + 1))
        }
        let categoryIndex = tracker.category.flatMap { categories[$0.caseKey] }
        var draft = TrackerDraft(kind: kind, today: today)
        draft.name = tracker.name
        draft.category = categoryIndex.map(String.init) ?? ""
        draft.days = weekdays
        draft.emoji = tracker.emoji
        draft.color = tracker.color
        draft.unit = tracker.unit
        draft.target = tracker.target.map(NumberText.field)
        draft.reminder = tracker.reminderTime
        draft.isPublic = tracker.public == true
        draft.start = tracker.startDay
        var fields: NewTracker
        switch draft.validate(catalog: catalog, categoryIDs: Set((0..<categories.count).map(Int64.init))) {
        case .success(let checked):
            fields = checked
            fields.quota = quota
            fields.goal = goal
        case .failure(let problems):
            let order = ["kind", "name", "category", "days", "emoji", "color", "unit", "target", "reminder", "start"]
            let field = order.first { problems[$0] != nil } ?? "name"
            let names = ["reminder": "reminder_time", "start": "start_day"]
            throw refuse(names[field] ?? field, problems[field] ?? "")
        }
        let marks = try checkedMarks(tracker.completions ?? [], of: fields, tracker: number, today: today)
        let notes = version >= 2 ? try checkedNotes(tracker.notes ?? [], of: fields, refuse: refuse, today: today) : []
        var imported = ImportedTracker(fields: fields, pinned: tracker.pinned == true, marks: marks, notes: notes)
        // Version 1 had no archive: the flag, should a file have one, is ignored as its other new fields are.
        imported.archived = version >= 2 && tracker.archived == true
        if version >= 2 { imported.skipped = try checkedSkips(tracker.skipped ?? [], of: fields, today: today, refuse: refuse) }
        return imported
    }

    /// A version 2 tracker's quota and goal, by the tracker form's rules: 1–6 times a week or
    /// 1–27 a month, habits only; a limit only for a habit on chosen weekdays.
    private func frequency(
        of tracker: DataFile.Tracker,
        kind: TrackerKind,
        refuse: (String, String) -> ImportProblem
    ) throws -> (Quota?, Goal) {
        var quota: Quota?
        if tracker.times != nil || tracker.period != nil {
            guard kind == .habit else { throw refuse("times", catalog.text("import.problem.quota.irregular")) }
            guard let period = tracker.period.flatMap(Period.init(rawValue:)) else {
                throw refuse("period", catalog.text("import.problem.period"))
            }
            guard let checked = tracker.times.flatMap({ Quota(times: $0, period: period) }) else {
                throw refuse("times", catalog.text(period == .week ? "problem.times.week" : "problem.times.month"))
            }
            quota = checked
        }
        guard let goal = Goal(rawValue: tracker.goal ?? Goal.atLeast.rawValue) else {
            throw refuse("goal", catalog.text("import.problem.goal"))
        }
        if goal == .atMost && kind == .irregular { throw refuse("goal", catalog.text("problem.limit.irregular")) }
        if goal == .atMost && quota != nil { throw refuse("goal", catalog.text("problem.limit.quota")) }
        return (quota, goal)
    }

    /// Each day as the mark form takes it: a real date, on or after the start, not after today,
    /// once; a value only for a measurable tracker, 0 or more.
    private func checkedMarks(
        _ completions: [DataFile.Completion],
        of tracker: NewTracker,
        tracker number: Int,
        today: Day
    ) throws
        -> [DayMark]
    {
        var days = DayCheck(tracker: tracker, today: today)
        return try completions.enumerated().map { index, completion in
            func refuse(_ field: String, _ key: String) -> ImportProblem {
                problem(at: DataFileLocation(.completion(tracker: number, number: index + 1), field: field), catalog.text(key))
            }
            let day = try days.check(completion.day) { refuse("day", $0) }
            if let value = completion.value {
                guard tracker.target != nil else { throw refuse("value", "import.problem.yes_no") }
                guard value.isFinite, value >= 0, value < 1e9 else { throw refuse("value", "problem.value") }
            }
            return DayMark(day: day, value: completion.value)
        }
    }

    /// Each note as the day's page takes it: a day a mark could be made on, once, and text under
    /// the note rule (`NoteText`). A problem names the tracker and the note's number.
    private func checkedNotes(
        _ notes: [DataFile.Note],
        of tracker: NewTracker,
        refuse: (String, String) -> ImportProblem,
        today: Day
    ) throws
        -> [DayNote]
    {
        var days = DayCheck(tracker: tracker, today: today)
        return try notes.enumerated().map { index, note in
            let field = "notes " + String(index + 1)
            let day = try days.check(note.day) { refuse(field + ", day", catalog.text($0)) }
            switch NoteText.validate(note.text ?? "") {
            case .success(let text): return DayNote(day: day, text: text)
            case .failure(.empty): throw refuse(field + ", text", catalog.text("problem.note.empty"))
            case .failure(let problem): throw refuse(field + ", text", problem.message(catalog))
            }
        }
    }

    /// A file's days for one tracker, as the mark form takes them: a real date, on or after the
    /// start, not after today, once.
    private struct DayCheck {
        let timing: TrackerTiming
        let today: Day
        var seen = Set<Day>()

        init(tracker: NewTracker, today: Day) {
            timing = TrackerTiming(kind: tracker.kind, schedule: tracker.schedule, startDay: tracker.startDay)
            self.today = today
        }

        /// The day, or the problem `refuse` makes of the message key.
        mutating func check(_ text: String?, refuse: (String) -> ImportProblem) throws -> Day {
            guard let day = text.flatMap({ Day(iso: $0) }) else { throw refuse("import.problem.day") }
            guard timing.canMark(day, today: today) else { throw refuse("import.problem.not_markable") }
            guard seen.insert(day).inserted else { throw refuse("import.problem.twice") }
            return day
        }
    }

    /// The file's settings, checked by the Settings forms' rules; they are applied only if the
    /// member ticks "Also use the file's settings".
    private func checkSettings(_ member: DataFile.Member, version: Int, into plan: inout ImportPlan) throws {
        var forms: [(String, any SettingForm)] = []
        if let name = member.displayName { forms.append(("display_name", SettingsForms.DisplayName(display_name: name))) }
        forms.append(("language", SettingsForms.LanguageChoice(language: member.language ?? SettingsForms.automatic)))
        if let zone = member.timeZone { forms.append(("time_zone", SettingsForms.TimeZoneChoice(time_zone: zone))) }
        if let start = member.dayStart { forms.append(("day_start", SettingsForms.DayStart(day_start: start))) }
        if let on = member.notifications { forms.append(("notifications", SettingsForms.Notifications(notifications: on))) }
        for (field, form) in forms {
            switch form.setting(user: user, catalog: catalog) {
            case .success(let setting): plan.settings.append(setting)
            case .failure(let entry): throw problem(at: DataFileLocation(.member, field: field), entry.problems[field] ?? "")
            }
        }
        if version >= 2, let code = member.firstWeekday {
            guard let weekday = DataFile.weekday(code), weekday == .monday || weekday == .sunday else {
                throw problem(at: DataFileLocation(.member, field: "first_weekday"), catalog.text("problem.first_weekday"))
            }
            plan.settings.append(.firstWeekday(weekday))
        }
        if let emoji = member.avatarEmoji {
            guard Palette.emoji.contains(emoji) else {
                throw problem(at: DataFileLocation(.member, field: "avatar_emoji"), catalog.text("problem.avatar.emoji"))
            }
            guard let color = member.avatarColor.flatMap(TrackerColor.init(anyCase:)) else {
                throw problem(at: DataFileLocation(.member, field: "avatar_color"), catalog.text("problem.avatar.color"))
            }
            plan.avatar = (emoji, color)
        }
    }

    /// "tracker 3, name: …"
    private func problem(at location: DataFileLocation, _ message: String) -> ImportProblem {
        let item: String =
            switch location.item {
            case .file: catalog.text("import.where.file")
            case .member: catalog.text("import.where.member")
            case .category(let n): catalog.text("import.where.category", ["n": String(n)])
            case .tracker(let n): catalog.text("import.where.tracker", ["n": String(n)])
            case .completion(let tracker, let n): catalog.text("import.where.day", ["tracker": String(tracker), "n": String(n)])
            case .following(let n): catalog.text("import.where.following", ["n": String(n)])
            }
        let place = location.field.map { item + ", " + $0 } ?? item
        return ImportProblem(message: place + ": " + message)
    }
}
