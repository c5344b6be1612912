import TrackerCore

extension TextProblem {
    /// The sentence shown next to the field.
    func message(_ catalog: Catalog) -> String {
        switch self {
        case .empty: return catalog.text("problem.name.empty")
        case .tooLong(let limit): return catalog.text("problem.name.long", ["limit": String(limit)])
        case .tooManyBytes: return catalog.text("problem.text.bytes")
        case .forbiddenCharacter: return catalog.text("problem.text.characters")
        }
    }
}

extension TextRule {
    /// The stored text, or `nil` with the field's message put in `problems`.
    func check(_ raw: String?, field: String, catalog: Catalog, problems: inout Problems) -> String? {
        switch validate(raw ?? "") {
        case .success(let text): return text
        case .failure(let problem):
            problems[field] = problem.message(catalog)
            return nil
        }
    }
}
