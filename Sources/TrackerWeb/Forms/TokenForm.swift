import TrackerStore

/// The new-token form: a name, and what the token may do.
struct TokenForm: FormDecodable {
    var name: String
    var scope: TokenScope?
}

extension TokenScope: ChoiceWord {}
