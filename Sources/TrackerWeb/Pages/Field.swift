import Foundation

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

    init(
        name: String,
        label: String,
        type: String = "text",
        value: String = "",
        hint: String? = nil,
        error: String? = nil,
        autocomplete: String? = "off",
        minLength: Int? = nil,
        maxLength: Int? = nil
    ) {
        self.id = "field-" + name.replacingOccurrences(of: "_", with: "-")
        self.name = name
        self.label = label
        self.type = type
        self.value = value
        self.hint = hint
        self.error = error
        self.autocomplete = autocomplete
        self.minLength = minLength
        self.maxLength = maxLength
    }

}
