import TrackerCore

/// The category name form as posted (the carried tracker state comes along as other fields).
struct CategoryNameForm: FormDecodable {
    var category_name: String
    /// "list" when the form was opened from the category list, so Done goes back there.
    var after: String?
}

/// The category delete form: what happens to the trackers, and where they move.
struct CategoryDeleteForm: FormDecodable {
    /// What happens to the category's trackers.
    enum Trackers: String, ChoiceWord, Sendable {
        case move, delete
    }
    var trackers: Trackers?
    /// The category they move to.
    var move_to: Int64?
}
