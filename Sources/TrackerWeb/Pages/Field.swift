import Foundation
import TrackerCore

/// One labelled form input, with its hint and its error, ready for the `partials/field` template.
struct Field: Sendable, Encodable {
    /// The element id, also used by the label and by `aria-describedby`.
    let id: String
    let name: String
    let label: String
    let type: String
    let value: String
    let hint: String?
    let error: String?
    /// `nil` leaves the attribute out (axe refuses `off` on a time input).
    let autocomplete: String?
    let minLength: Int?
    let maxLength: Int?
    /// Whether the browser asks for a value before sending (the server checks anyway).
    let required: Bool

    /// `id` is `field-NAME` unless a page shows the same name in several forms.
    init(
        id: String? = nil,
        name: String,
        label: String,
        type: String = "text",
        value: String = "",
        hint: String? = nil,
        error: String? = nil,
        autocomplete: String? = "off",
        minLength: Int? = nil,
        maxLength: Int? = nil,
        required: Bool = true
    ) {
        self.id = id ?? "field-" + name.replacingOccurrences(of: "_", with: "-")
        self.name = name
        self.label = label
        self.type = type
        self.value = value
        self.hint = hint
        self.error = error
        self.autocomplete = autocomplete
        self.minLength = minLength
        self.maxLength = maxLength
        self.required = required
    }

}

extension Field {
    /// A new password and its repetition, as every form that sets one has them.
    static func newPassword(catalog: Catalog, problems: Problems, labelKey: String, confirmationKey: String, hintKey: String) -> [Field] {
        [
            Field(
                name: "password",
                label: catalog.text(labelKey),
                type: "password",
                hint: catalog.text(hintKey),
                error: problems["password"],
                autocomplete: "new-password",
                minLength: AccountRules.passwordMinimum
            ),
            Field(
                name: "password_confirmation",
                label: catalog.text(confirmationKey),
                type: "password",
                error: problems["password_confirmation"],
                autocomplete: "new-password",
                minLength: AccountRules.passwordMinimum
            ),
        ]
    }
}
