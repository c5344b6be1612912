import TrackerCore
import TrackerStore

/// The list of categories, with rename, delete and add; it keeps the tracker form's state.
struct CategoriesPage: Page {
    static let template = "categories/index"
    let frame: Frame
    let rows: [Row]
    let addHref: String
    let backHref: String
    let backLabel: String

    /// One category in the list.
    struct Row: Sendable, Encodable {
        let name: String
        let count: String
        let editHref: String
        let deleteHref: String
    }

    init(context: some SiteContext, categories: [CategorySummary], state: CarriedState) {
        let catalog = Catalog.of(context.language)
        // Opened from Settings, the list belongs to Settings; opened from the tracker form, it is a
        // detour that carries the unsaved form, so it has no tab bar to lose it by.
        let fromForm = state.returnPath != nil
        frame = Frame(title: catalog.text("categories.title"), section: fromForm ? nil : .settings, showsTabs: !fromForm)
        rows = categories.map { summary in
            Row(
                name: summary.category.name,
                count: catalog.plural("trackers", count: summary.trackerCount),
                editHref: state.link(Paths.categoryEdit(id: summary.category.id)),
                deleteHref: state.link(Paths.categoryDelete(id: summary.category.id))
            )
        }
        let afterList = state.query.isEmpty ? "?after=list" : "&after=list"
        addHref = state.link(Paths.newCategory.path) + afterList
        backHref = state.back(or: Paths.settings.path)
        backLabel = catalog.text(state.returnPath == nil ? "common.back" : "categories.back")
    }
}

/// Adding or renaming a category: one name field and Done.
struct CategoryFormPage: Page {
    static let template = "categories/form"
    let frame: Frame
    let heading: String
    let action: String
    let name: String
    let nameError: String?
    let after: String
    let hiddenFields: [HiddenField]
    let cancelHref: String

    init(
        context: some SiteContext,
        editing: Category?,
        name: String,
        after: String?,
        state: CarriedState,
        error: String? = nil
    ) {
        let catalog = Catalog.of(context.language)
        heading = catalog.text(editing == nil ? "categories.new.title" : "categories.rename.title")
        frame = Frame(title: heading, section: .settings, showsTabs: false)
        action = editing.map { Paths.categoryEdit(id: $0.id) } ?? Paths.categories.path
        self.name = name
        nameError = error
        self.after = after ?? ""
        hiddenFields = state.hiddenFields
        cancelHref = editing != nil || after == "list" ? state.link(Paths.categories.path) : state.back(or: Paths.categories.path)
    }
}

/// The question before a category is deleted, and the choice for its trackers.
struct DeleteCategoryPage: Page {
    static let template = "categories/delete"
    let frame: Frame
    let action: String
    let holds: String
    let moveLabel: String
    let dropLabel: String
    let hasTrackers: Bool
    let targets: [Target]
    let canMove: Bool
    let hiddenFields: [HiddenField]
    let cancelHref: String
    let error: String?

    /// A category the trackers can move to.
    struct Target: Sendable, Encodable {
        let id: String
        let name: String
        let selected: Bool
    }

    init(context: some SiteContext, summary: CategorySummary, others: [CategorySummary], state: CarriedState, error: String? = nil) {
        let catalog = Catalog.of(context.language)
        frame = Frame(
            title: catalog.text("categories.delete.title", ["name": summary.category.name]),
            section: .settings,
            showsTabs: false
        )
        action = Paths.categoryDelete(id: summary.category.id)
        hasTrackers = summary.trackerCount > 0
        holds =
            hasTrackers
            ? catalog.plural("categories.delete.holds", count: summary.trackerCount) : catalog.text("categories.delete.empty")
        moveLabel = catalog.plural("categories.delete.move", count: summary.trackerCount)
        dropLabel = catalog.plural("categories.delete.drop", count: summary.trackerCount)
        targets = others.enumerated().map { index, other in
            Target(id: String(other.category.id), name: other.category.name, selected: index == 0)
        }
        canMove = !others.isEmpty
        hiddenFields = state.hiddenFields
        cancelHref = state.link(Paths.categories.path)
        self.error = error
    }
}
