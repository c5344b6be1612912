/// The day's page form: the day and the note's text (empty deletes the note).
struct NoteForm: FormDecodable {
    var day: String
    var note: String?
}
