import TrackerCore
import TrackerStore

/// The new-habit, new-event and edit forms: every section, filled from a draft, with errors.
struct TrackerFormPage: Page {
    static let template = "trackers/form"
    let frame: Frame
    let heading: String
    let action: String
    let formPath: String
    let kind: String
    let isHabit: Bool
    let trackedDays: String?
    let submitLabel: String
    let cancelHref = Paths.home.path
    /// On the edit form, Cancel sends the form here, to ask about unsaved changes.
    let leaveAction: String?
    /// On the edit form of a tracker in use: Archive, landing on the main page.
    /// Archive, or Restore for a tracker already archived, at the foot of the edit page.
    var archiveAction: String?
    let archiveBack: String
    let archiveLabel: String
    let archiveHint: String
    let formError: String?
    let name: String
    let nameError: String?
    let categories: [Choice]
    let hasCategories: Bool
    let categoryError: String?
    let detourAction = Paths.categoryDetour.path
    let days: [Choice]
    let scheduleSummary: [Choice]
    let everyDay: String
    let daysError: String?
    /// "On chosen weekdays", "… times a week", "… times a month".
    let repeats: [Choice]
    let repeatsError: String?
    let timesWeek: String
    let timesWeekError: String?
    let timesMonth: String
    let timesMonthError: String?
    /// "Do it" or "Limit it".
    let goals: [Choice]
    let goalError: String?
    /// The emoji and colour grids.
    let look: LookChoices
    let unit: String
    let unitError: String?
    let target: String
    let targetError: String?
    let reminder: String
    let reminderError: String?
    let isPublic: Bool
    let start: String
    let startError: String?
    let extrasOpen: Bool
    /// "For the household" (issue 33); set by the controller.
    var chore: ChoreChoices?

    typealias Choice = FormChoice

    /// The form for `draft`; `editing` is the tracker being edited (with its done-days count).
    init(
        context: some SiteContext,
        draft: TrackerDraft,
        categories: [CategorySummary],
        editing: (id: Int64, doneDays: Int, isArchived: Bool)?,
        problems: Problems = Problems()
    ) {
        let catalog = Catalog.of(context.language)
        let kind = draft.trackerKind
        isHabit = kind == .habit
        self.kind = kind.rawValue
        let titleKey =
            editing == nil
            ? (isHabit ? "form.title.habit" : "form.title.event") : (isHabit ? "form.title.edit_habit" : "form.title.edit_event")
        heading = catalog.text(titleKey)
        frame = Frame(title: heading, section: .trackers, showsTabs: false)
        if let editing {
            action = Paths.trackerEdit(id: editing.id)
            formPath = Paths.trackerEdit(id: editing.id)
            // A limit's kept count is of slips, which are not done days.
            trackedDays = draft.goal == Goal.atMost.rawValue ? nil : catalog.plural("form.done_days", count: editing.doneDays)
            submitLabel = catalog.text("form.save")
            leaveAction = Paths.trackerLeave(id: editing.id)
            let isArchived = editing.isArchived
            archiveAction = isArchived ? Paths.trackerRestore(id: editing.id) : Paths.trackerArchive(id: editing.id)
            archiveBack = isArchived ? Paths.trackerEdit(id: editing.id) : Paths.home.path
            archiveLabel = catalog.text(isArchived ? "archive.restore" : "archive.action")
            archiveHint = catalog.text(isArchived ? "archive.notice" : "archive.hint")
        } else {
            action = Paths.yourTrackers.path
            formPath = isHabit ? Paths.newHabit.path : Paths.newEvent.path
            trackedDays = nil
            submitLabel = catalog.text("form.create")
            leaveAction = nil
            archiveAction = nil
            archiveBack = Paths.home.path
            archiveLabel = ""
            archiveHint = ""
        }
        formError = problems.isEmpty ? nil : catalog.text("problem.form")
        name = draft.name ?? ""
        nameError = problems["name"]

        let chosenCategory = draft.category ?? ""
        self.categories = categories.map { summary in
            let id = String(summary.category.id)
            return Choice(
                id: "category-\(id)",
                value: id,
                label: summary.category.name,
                extra: "",
                checked: id == chosenCategory
            )
        }
        hasCategories = !categories.isEmpty
        categoryError = problems["category"]

        let schedule = draft.schedule
        days = Weekday.allCases.map { weekday in
            Choice(
                id: "day-\(weekday.rawValue + 1)",
                value: String(weekday.rawValue + 1),
                label: catalog.text(ScheduleText.longKeys[weekday.rawValue]),
                extra: catalog.text(ScheduleText.shortKeys[weekday.rawValue]),
                checked: schedule.contains(weekday)
            )
        }
        scheduleSummary = days
        everyDay = catalog.text("schedule.every_day")
        daysError = problems["days"]
        let chosenRepeats = draft.repeats ?? TrackerDraft.Repeats.weekdays.rawValue
        repeats = TrackerDraft.Repeats.allCases.map { option in
            Choice(
                id: "repeats-\(option.rawValue)",
                value: option.rawValue,
                label: catalog.text("form.frequency.\(option.rawValue)"),
                extra: "",
                checked: option.rawValue == chosenRepeats
            )
        }
        repeatsError = problems["repeats"]
        timesWeek = draft.timesWeek ?? ""
        timesWeekError = problems["times_week"]
        timesMonth = draft.timesMonth ?? ""
        timesMonthError = problems["times_month"]
        let chosenGoal = draft.goal ?? Goal.atLeast.rawValue
        goals = Goal.allCases.map { goal in
            let key = goal == .atLeast ? "at_least" : "at_most"
            return Choice(id: "goal-\(key)", value: goal.rawValue, label: catalog.text("form.goal.\(key)"), extra: "", checked: goal.rawValue == chosenGoal)
        }
        goalError = problems["goal"]

        look = LookChoices(emoji: draft.emoji, color: draft.color, catalog: catalog, problems: problems.messages)

        unit = draft.unit ?? ""
        unitError = problems["unit"]
        target = draft.target ?? ""
        targetError = problems["target"]
        reminder = draft.reminder ?? ""
        reminderError = problems["reminder"]
        isPublic = draft.isPublic
        start = draft.start ?? ""
        startError = problems["start"]
        extrasOpen =
            !reminder.isEmpty || isPublic || editing != nil || [reminderError, startError].contains { $0 != nil }
    }
}

/// "+": the choice between a habit and an irregular event.
struct KindChoicePage: Page {
    static let template = "trackers/new"
    let frame: Frame
    let habitHref = Paths.newHabit.path
    let eventHref = Paths.newEvent.path
    let cancelHref = Paths.home.path

    init(context: some SiteContext) {
        frame = Frame(title: Catalog.of(context.language).text("new.title"), section: .trackers)
    }
}

/// The question before a tracker is deleted.
struct DeleteTrackerPage: Page {
    static let template = "trackers/delete"
    let frame: Frame
    let detail: String
    let action: String
    /// The main page the delete was asked from, sent back with the form.
    let back: String
    /// That page, at the tracker's card.
    let cancelHref: String

    init(context: some SiteContext, tracker: Tracker, back: String) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("delete.title"), section: .trackers, showsTabs: false)
        detail = catalog.text("delete.detail", ["name": tracker.name])
        action = Paths.trackerDelete(id: tracker.id)
        self.back = back
        cancelHref = CardLanding.withoutFragment(back) + CardLanding.anchor(tracker.id)
    }
}

/// "Save changes?": the edit form was left with changes. Save sends the typed values to the edit
/// form's address; Discard goes to the details page without them.
struct LeaveEditPage: Page {
    static let template = "trackers/leave"
    let frame: Frame
    let detail: String
    let saveAction: String
    let fields: [HiddenField]
    let discardHref: String
    /// Back to the edit form with everything typed still there.
    let keepHref: String

    init(context: some SiteContext, tracker: Tracker, draft: TrackerDraft) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("leave.title"), section: .trackers, showsTabs: false)
        detail = catalog.text("leave.detail", ["name": tracker.name])
        saveAction = Paths.trackerEdit(id: tracker.id)
        fields = draft.fields
        discardHref = Paths.trackerDetails(id: tracker.id)
        keepHref =
            Paths.trackerEdit(id: tracker.id) + "?"
            + CarriedState.encode([("kind", tracker.kind.rawValue)] + draft.fields.map { ($0.name, $0.value) })
    }
}
