import Foundation
import LoopImport
import TrackerCore
import TrackerStore

/// Settings › Your data: the two downloads and the import form.
struct DataPage: Page {
    static let template = "settings/data"
    let frame: Frame
    let backHref = Paths.settings.path + "#data"
    let jsonHref = Paths.dataExportJSON.path
    let csvHref = Paths.dataExportCSV.path
    let importAction = Paths.dataImport.path
    /// What the last import did.
    let notice: String?
    /// Why the upload was refused.
    let fileError: String?

    init(context: some SiteContext, imported: ImportResult?, fileError: String?) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("data.title"), section: .settings)
        notice = imported.map { result in
            catalog.text(
                "data.imported",
                [
                    "added": catalog.text("data.imported.added", ["count": catalog.language.grouped(result.trackersAdded)]),
                    "merged": catalog.text("data.imported.merged", ["count": catalog.language.grouped(result.trackersMerged)]),
                    "days": catalog.plural("marked_days", count: result.daysAdded),
                ]
            )
        }
        self.fileError = fileError
    }
}

/// What an upload holds and what importing it would do, with the choice of how.
struct ImportPreviewPage: Page {
    static let template = "settings/import"
    let frame: Frame
    let action: String
    let cancelHref = Paths.settingsData.path + "#import"
    let fileName: String
    let inFile: String
    let inAccount: String
    let sameCategories: String?
    let merged: String?
    let daysKept: String?
    let following: String?
    let followingMissing: String?
    /// That the file's household trackers are left out, when it has any.
    let householdNote: String?
    /// The file's settings in a line, or nil when it has none.
    let settings: String?
    let addChecked: Bool
    let replaceChecked: Bool
    let modeError: String?
    /// For a file from Loop Habit Tracker: what Tracker keeps otherwise, or not at all.
    let loopNotes: [String]
    let fromLoop: Bool

    init(
        context: some SiteContext,
        pending: PendingImport,
        plan: ImportPlan,
        loopNotes: LoopNotes?,
        preview: ImportPreview,
        mode: String?,
        modeError: Bool
    ) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("import.title"), section: .settings, showsTabs: false)
        action = Paths.importPreview(id: pending.id)
        fileName = catalog.text("import.file", ["name": pending.fileName])
        inFile = Self.counts(preview.file, catalog)
        inAccount = Self.counts(preview.current, catalog)
        let list = { (names: [String]) in names.isEmpty ? nil : names.joined(separator: ", ") }
        sameCategories = list(preview.sameCategories).map { catalog.text("import.same_categories", ["names": $0]) }
        merged = list(preview.mergedTrackers).map { catalog.text("import.merged", ["names": $0]) }
        daysKept =
            preview.daysAlreadyMarked > 0
            ? catalog.text("import.days_kept", ["count": catalog.language.grouped(preview.daysAlreadyMarked)]) : nil
        following = list(preview.followingFound).map { catalog.text("import.following", ["names": $0]) }
        followingMissing = list(preview.followingMissing).map { catalog.text("import.following_missing", ["names": $0]) }
        settings = Self.settings(plan, catalog)
        householdNote = plan.householdTrackers > 0 ? catalog.text("chore.import.note") : nil
        addChecked = mode != ImportMode.replace.rawValue
        replaceChecked = mode == ImportMode.replace.rawValue
        self.modeError = modeError ? catalog.text("import.problem.choose") : nil
        self.loopNotes = loopNotes.map { Self.notes($0, catalog) } ?? []
        fromLoop = loopNotes != nil
    }

    /// A line for each thing of a Loop file that Tracker keeps otherwise, with its count.
    static func notes(_ notes: LoopNotes, _ catalog: Catalog) -> [String] {
        let named: [(String, [String])] = [("loop.note.nearest", notes.nearest), ("loop.note.per_period", notes.perPeriod)]
        let counted: [(String, Int)] = [
            ("loop.note.targets", notes.targets),
            ("loop.note.automatic", notes.automatic), ("loop.note.texts", notes.texts),
            ("loop.note.notes_cut", notes.cutNotes), ("loop.note.shortened", notes.shortened), ("loop.note.future", notes.future),
        ]
        return [catalog.text("loop.note.look", ["emoji": LoopImport.emoji])]
            + named.filter { !$0.1.isEmpty }.map { catalog.plural($0.0, count: $0.1.count, ["names": $0.1.joined(separator: ", ")]) }
            + counted.filter { $0.1 > 0 }.map { catalog.plural($0.0, count: $0.1) }
    }

    /// "3 categories, 12 trackers, 4,211 marked days"
    static func counts(_ counts: DataCounts, _ catalog: Catalog) -> String {
        catalog.text(
            "import.counts",
            [
                "categories": catalog.plural("categories", count: counts.categories),
                "trackers": catalog.plural("trackers", count: counts.trackers),
                "days": catalog.plural("marked_days", count: counts.days),
            ]
        )
    }

    private static func settings(_ plan: ImportPlan, _ catalog: Catalog) -> String? {
        var parts: [String] = []
        for setting in plan.settings {
            switch setting {
            case .displayName(let name): parts.append(catalog.text("import.setting.name", ["value": name]))
            case .language(let language):
                let name = language?.nativeName
                parts.append(catalog.text("import.setting.language", ["value": name ?? catalog.text("settings.language.auto")]))
            case .timeZone(let zone): parts.append(catalog.text("import.setting.time_zone", ["value": zone]))
            case .dayStart(let minute): parts.append(catalog.text("import.setting.day_start", ["value": ClockTime.text(minutes: minute)]))
            case .notifications(let on): parts.append(catalog.text(on ? "import.setting.notifications.on" : "import.setting.notifications.off"))
            case .firstWeekday(let weekday):
                parts.append(catalog.text("import.setting.first_weekday", ["value": catalog.text(ScheduleText.longKeys[weekday.rawValue])]))
            }
        }
        if let avatar = plan.avatar { parts.append(catalog.text("import.setting.avatar", ["value": avatar.emoji])) }
        return parts.isEmpty ? nil : parts.joined(separator: " · ")
    }
}

/// "Replace your data?": says what goes, and carries the choice on.
struct ImportReplacePage: Page {
    static let template = "settings/confirm"
    let frame: Frame
    let detail: String
    let action: String
    let button: String
    let cancelHref: String
    let hidden: [HiddenField]

    init(context: some SiteContext, pendingID: Int64, current: DataCounts, applySettings: Bool) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("import.replace.title"), section: .settings, showsTabs: false)
        detail = catalog.text(
            "import.replace.detail",
            [
                "categories": catalog.plural("categories", count: current.categories),
                "trackers": catalog.plural("trackers", count: current.trackers),
                "days": catalog.plural("marked_days", count: current.days),
            ]
        )
        action = Paths.importPreview(id: pendingID)
        button = catalog.text("import.replace.confirm")
        cancelHref = Paths.importPreview(id: pendingID)
        hidden =
            [HiddenField(name: "mode", value: ImportMode.replace.rawValue), HiddenField(name: "confirm", value: "1")]
            + (applySettings ? [HiddenField(name: "settings", value: "1")] : [])
    }
}
