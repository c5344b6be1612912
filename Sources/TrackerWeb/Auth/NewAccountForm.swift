import Foundation
import TrackerCore
import TrackerStore

/// The fields of the setup and join forms, as posted.
struct NewAccountForm: FormDecodable {
    var username: String
    var display_name: String
    var password: String
    var password_confirmation: String
    /// The example trackers ticked (`examples[]`); with `examples_offered` set, none ticked is a choice.
    var examples: [String]?
    var examples_offered: String?
    /// The member's time zone; a post without it (a script, an old page) takes the server's.
    var time_zone: String?

    /// An empty form, for the first GET.
    static let empty = NewAccountForm(username: "", display_name: "", password: "", password_confirmation: "")

    /// The example trackers ticked on the form: all of them until it has been sent once.
    var tickedExamples: [ExampleTracker] {
        examples_offered == nil ? ExampleTracker.all : ExampleTracker.chosen(examples ?? [])
    }

    /// The example trackers to make: those ticked on our form. A post that never showed the
    /// choice (a script, an old page) makes none.
    var examplesToMake: [ExampleTracker] {
        examples_offered == nil ? [] : ExampleTracker.chosen(examples ?? [])
    }

    /// The checked account, or a message per field that is wrong (keyed by field name).
    /// An account whose fields passed every rule.
    struct Account: Sendable {
        let username: String
        let displayName: String
        let password: String
        let examples: [ExampleTracker]
        let timeZone: String
    }

    /// The zone the form shows chosen: the one sent, else the server's (a household shares one).
    var chosenTimeZone: String { time_zone?.trimmingWhitespace() ?? TimeZoneChoices.serverZone }

    func validate(catalog: Catalog) -> Result<Account, Problems> {
        var problems = Problems()
        var username = ""
        switch AccountRules.username(self.username) {
        case .success(let value): username = value
        case .failure(.usernameCharacters): problems["username"] = catalog.text("problem.username.characters")
        case .failure: problems["username"] = catalog.text("problem.username.length")
        }
        let displayName =
            TextRule.displayName.check(display_name, field: "display_name", catalog: catalog, problems: &problems) ?? ""
        NewPassword.check(password, confirmation: password_confirmation, username: self.username, catalog: catalog, problems: &problems)
        let zone = chosenTimeZone
        if !TimeZoneChoices.accepts(zone, current: TimeZoneChoices.serverZone) {
            problems["time_zone"] = catalog.text("problem.time_zone")
        }
        guard problems.isEmpty else { return .failure(problems) }
        return .success(
            Account(username: username, displayName: displayName, password: password, examples: examplesToMake, timeZone: zone)
        )
    }
}

/// The rules for a new password, wherever one is chosen (set-up, joining, a reset link, Settings).
enum NewPassword {
    /// Puts a message on `password` or `password_confirmation` when the new password breaks a rule.
    static func check(_ password: String, confirmation: String, username: String, catalog: Catalog, problems: inout Problems) {
        switch AccountRules.password(password, username: username) {
        case .success: break
        case .failure(.passwordTooLong): problems["password"] = catalog.text("problem.password.long")
        case .failure(.passwordIsUsername): problems["password"] = catalog.text("problem.password.username")
        case .failure: problems["password"] = catalog.text("problem.password.short")
        }
        if problems["password"] == nil && password != confirmation {
            problems["password_confirmation"] = catalog.text("problem.password.mismatch")
        }
    }
}

/// Messages for the fields of a form that was refused, by field name.
struct Problems: Error, Sendable {
    private(set) var messages: [String: String] = [:]

    subscript(field: String) -> String? {
        get { messages[field] }
        set { messages[field] = newValue }
    }

    var isEmpty: Bool { messages.isEmpty }

    /// Adds another form part's messages.
    mutating func add(_ other: Problems) { messages.merge(other.messages) { own, _ in own } }
}
