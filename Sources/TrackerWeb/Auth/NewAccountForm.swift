import Foundation
import TrackerCore
import TrackerStore

/// The fields of the setup and join forms, as posted.
struct NewAccountForm: Decodable, Sendable {
    var username: String
    var display_name: String
    var password: String
    var password_confirmation: String

    /// An empty form, for the first GET.
    static let empty = NewAccountForm(username: "", display_name: "", password: "", password_confirmation: "")

    /// The checked account, or a message per field that is wrong (keyed by field name).
    /// An account whose fields passed every rule.
    struct Account: Sendable {
        let username: String
        let displayName: String
        let password: String
    }

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
        switch AccountRules.password(password) {
        case .success: break
        case .failure(.passwordTooLong): problems["password"] = catalog.text("problem.password.long")
        case .failure: problems["password"] = catalog.text("problem.password.short")
        }
        if problems["password"] == nil && password != password_confirmation {
            problems["password_confirmation"] = catalog.text("problem.password.mismatch")
        }
        return problems.isEmpty ? .success(Account(username: username, displayName: displayName, password: password)) : .failure(problems)
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
}
