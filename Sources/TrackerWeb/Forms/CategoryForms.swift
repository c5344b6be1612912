import TrackerCore

/// The category name form as posted (the carried tracker state comes along as other fields).
struct CategoryNameForm: Decodable, Sendable {
    var category_name: String
    /// "list" when the form was opened from the category list, so Done goes back there.
    var after: String?
}

/// The category delete form: what happens to the trackers, and where they move.
struct CategoryDeleteForm: Decodable, Sendable {
    var trackers: String?
    var move_to: String?
}
