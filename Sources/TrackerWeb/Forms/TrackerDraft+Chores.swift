import TrackerCore
import TrackerStore

/// The tracker form's household part: "For the household", who takes part, "Take turns".
extension TrackerDraft {
    /// The household part as hidden fields (the "Save changes?" page).
    var choreFields: [HiddenField] {
        guard household == true else { return [] }
        return [HiddenField(name: "household", value: "1")] + (turns == true ? [HiddenField(name: "turns", value: "1")] : [])
            + (members ?? []).map { HiddenField(name: "members[]", value: $0) }
    }

    /// Fills the household part from a saved tracker's plan.
    mutating func apply(_ plan: ChorePlan?) {
        household = plan != nil
        turns = plan?.mode == .turns
        members = plan?.memberIDs.map(String.init)
    }

    /// The checked tracker and who shares it, or a message for each field that breaks a rule.
    /// `householdIDs` are the household's members in their order, which is the turn order. A chore
    /// needs at least one member, every one of them in the household; it is done by the day, so
    /// it has no quota and no limit.
    func validate(
        catalog: Catalog,
        categoryIDs: Set<Int64>,
        householdIDs: [Int64]
    ) -> Result<(NewTracker, ChorePlan?), Problems> {
        var choreProblems = Problems()
        var plan: ChorePlan?
        if household == true {
            let sent = (members ?? []).map { Int64($0) }
            let chosen = Set(sent.compactMap { $0 })
            if sent.isEmpty {
                choreProblems["members"] = catalog.text("problem.chore.members")
            } else if sent.contains(nil) || !chosen.isSubset(of: Set(householdIDs)) {
                choreProblems["members"] = catalog.text("problem.chore.unknown")
            }
            if goal == Goal.atMost.rawValue || (trackerKind == .habit && (repeats ?? Repeats.weekdays.rawValue) != Repeats.weekdays.rawValue) {
                choreProblems["household"] = catalog.text("problem.chore.kind")
            }
            plan = ChorePlan(mode: turns == true ? .turns : .shared, memberIDs: householdIDs.filter(chosen.contains))
        }
        switch validate(catalog: catalog, categoryIDs: categoryIDs) {
        case .failure(var problems):
            problems.add(choreProblems)
            return .failure(problems)
        case .success(let new):
            return choreProblems.isEmpty ? .success((new, plan)) : .failure(choreProblems)
        }
    }
}
