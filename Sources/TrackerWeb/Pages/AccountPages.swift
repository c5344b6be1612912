import Foundation
import TrackerCore

/// The setup and join forms: the same fields, with their own title, intro and action.
struct AccountFormPage: Page {
    static let template = "accounts/setup"
    let frame: Frame
    let heading: String
    let intro: String
    let action: String
    let submit: String
    let fields: [Field]
    let formError: String?
    let examples: [ExampleChoice]
    /// The member's own zone, preselected to the server's.
    /// The zone list's `<optgroup>`s and `<option>`s, written as markup (`TimeZoneChoices.markup`).
    let timeZoneOptions: String
    let timeZoneError: String?

    /// One example tracker to keep or untick.
    struct ExampleChoice: Sendable, Encodable {
        let id: String
        let value: String
        let name: String
        let detail: String
        let emoji: String
        let checked: Bool
    }

    init(
        context: some SiteContext,
        titleKey: String,
        intro: String,
        action: String,
        submitKey: String,
        form: NewAccountForm,
        problems: Problems = Problems(),
        now: Date
    ) {
        let catalog = Catalog.of(context.language)
        let chosenZone = TimeZoneChoices.accepts(form.chosenTimeZone, current: TimeZoneChoices.serverZone)
            ? form.chosenTimeZone : TimeZoneChoices.serverZone
        timeZoneOptions = TimeZoneChoices.markup(chosen: chosenZone, now: now, catalog: catalog)
        timeZoneError = problems["time_zone"]
        frame = Frame(title: catalog.text(titleKey))
        self.heading = catalog.text(titleKey)
        self.intro = intro
        self.action = action
        self.submit = catalog.text(submitKey)
        self.formError = problems.isEmpty ? nil : catalog.text("problem.form")
        let chosen = Set(form.tickedExamples.map(\.key))
        examples = ExampleTracker.all.map { example in
            ExampleChoice(
                id: "example-" + example.key,
                value: example.key,
                name: catalog.text("example." + example.key),
                detail: catalog.text("example." + example.key + ".detail"),
                emoji: example.emoji,
                checked: chosen.contains(example.key)
            )
        }
        self.fields =
            [
                Field(
                    name: "username",
                    label: catalog.text("field.username"),
                    value: form.username,
                    hint: catalog.text("field.username.hint"),
                    error: problems["username"],
                    autocomplete: "username",
                    minLength: AccountRules.usernameLength.lowerBound,
                    maxLength: AccountRules.usernameLength.upperBound
                ),
                Field(
                    name: "display_name",
                    label: catalog.text("field.display_name"),
                    value: form.display_name,
                    hint: catalog.text("field.display_name.hint"),
                    error: problems["display_name"],
                    autocomplete: "name",
                    maxLength: TextRule.displayName.limit
                ),
            ]
            + Field.newPassword(
                catalog: catalog,
                problems: problems,
                labelKey: "field.password",
                confirmationKey: "field.password_confirmation",
                hintKey: "field.password.hint"
            )
    }
}

/// The sign-in form.
struct SignInPage: Page {
    static let template = "accounts/sign-in"
    let frame: Frame
    let action = Paths.signIn.path
    let next: String
    let fields: [Field]
    let formError: String?
    let notice: String?

    init(context: some SiteContext, username: String = "", next: String = "", error: String? = nil, notice: String? = nil) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("signin.title"))
        self.next = next
        self.formError = error
        self.notice = notice
        self.fields = [
            Field(name: "username", label: catalog.text("field.username"), value: username, autocomplete: "username"),
            Field(name: "password", label: catalog.text("field.password"), type: "password", autocomplete: "current-password"),
        ]
    }
}

/// Shown for a one-time link (an invite, a password reset) that is wrong, used, revoked or expired.
struct LinkInvalidPage: Page {
    static let template = "accounts/link-invalid"
    let frame: Frame
    let text: String
    let signInHref = Paths.signIn.path

    static func invite(_ context: some SiteContext) -> LinkInvalidPage {
        LinkInvalidPage(context: context, titleKey: "join.invalid.title", textKey: "join.invalid")
    }

    static func passwordReset(_ context: some SiteContext) -> LinkInvalidPage {
        LinkInvalidPage(context: context, titleKey: "reset.invalid.title", textKey: "reset.invalid.text")
    }

    static func deviceLink(_ context: some SiteContext) -> LinkInvalidPage {
        LinkInvalidPage(context: context, titleKey: "child.link.invalid.title", textKey: "child.link.invalid.text")
    }

    private init(context: some SiteContext, titleKey: String, textKey: String) {
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text(titleKey))
        text = catalog.text(textKey)
    }
}
