import Foundation
import TrackerCore
import TrackerStore

/// Settings → API tokens (issue 34): the member's tokens with what each may do and when it was
/// last used, a form to make one, and a new token's secret, shown once in the answer to that form.
struct TokensPage: Page {
    static let template = "settings/tokens"
    let frame: Frame
    let backHref = Paths.settings.path + "#data"
    let guideHref = Paths.guide.path + "#api"
    let createAction = Paths.createToken.path
    let tokens: [Row]
    let hasTokens: Bool
    let count: String
    /// Whether another token may be made (fewer than `APIToken.perMember`).
    let canCreate: Bool
    /// Why there is no form, when there are as many tokens as there may be.
    let full: String
    let nameField: Field
    let scopes: [Choice]
    let scopeError: String?
    let created: Created?
    let notice: String?

    struct Row: Sendable, Encodable {
        let name: String
        let scope: String
        let made: String
        let used: String
        let revokeHref: String
    }

    /// A scope's radio button.
    struct Choice: Sendable, Encodable {
        let id: String
        let value: String
        let label: String
        let hint: String
        let checked: Bool
    }

    /// The token just made: its secret, the one time it is shown, and the API's address.
    struct Created: Sendable, Encodable {
        let name: String
        let secret: String
        let apiAddress: String
    }

    /// What the form shows: empty, or what was typed with its problems.
    struct Entry: Sendable {
        var name = ""
        var scope: TokenScope? = .read
        var problems = Problems()
    }

    init(
        context: some SiteContext,
        tokens: [APIToken],
        clock: DayClock,
        entry: Entry = Entry(),
        created: Created? = nil,
        notice: String? = nil
    ) {
        let catalog = Catalog.of(context.language)
        let language = context.language
        frame = Frame(title: catalog.text("tokens.title"), section: .settings)
        self.tokens = tokens.map { token in
            Row(
                name: token.name,
                scope: catalog.text("tokens.scope." + token.scope.rawValue),
                made: catalog.text("tokens.made", ["when": DateText.short(DayClock(timeZone: clock.timeZone).day(at: token.createdAt), in: language)]),
                used: token.lastUsedAt.map { catalog.text("tokens.used", ["when": MomentText.text($0, clock: clock, language: language)]) }
                    ?? catalog.text("tokens.unused"),
                revokeHref: Paths.revokeToken(id: token.id)
            )
        }
        hasTokens = !tokens.isEmpty
        count = catalog.text("tokens.count", ["count": String(tokens.count), "most": String(APIToken.perMember)])
        canCreate = tokens.count < APIToken.perMember
        full = catalog.text("tokens.problem.too_many", ["most": String(APIToken.perMember)])
        nameField = Field(
            name: "name",
            label: catalog.text("tokens.name"),
            value: entry.name,
            hint: catalog.text("tokens.name.hint"),
            error: entry.problems["name"],
            maxLength: TextRule.tokenName.limit
        )
        scopes = TokenScope.allCases.map { scope in
            Choice(
                id: "scope-" + scope.rawValue,
                value: scope.rawValue,
                label: catalog.text("tokens.scope." + scope.rawValue),
                hint: catalog.text("tokens.scope." + scope.rawValue + ".hint"),
                checked: entry.scope == scope
            )
        }
        scopeError = entry.problems["scope"]
        self.created = created
        self.notice = notice.map { catalog.text($0) }
    }
}

/// "Revoke this token?": whatever uses it stops at once.
struct RevokeTokenPage: Page {
    static let template = "settings/confirm"
    let frame: Frame
    let detail: String
    let action: String
    let button: String
    let cancelHref = Paths.settingsTokens.path
    let hidden: [HiddenField] = []

    init(context: some SiteContext, token: APIToken) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("tokens.revoke.title", ["name": token.name]), section: .settings, showsTabs: false)
        detail = catalog.text("tokens.revoke.detail")
        action = Paths.confirmRevokeToken(id: token.id)
        button = catalog.text("tokens.revoke.confirm")
    }
}
