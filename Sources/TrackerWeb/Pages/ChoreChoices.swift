import TrackerCore
import TrackerStore

/// The tracker form's "For the household" section: the switch, the members who take part, and
/// "Take turns", filled from a draft, with errors.
struct ChoreChoices: Sendable, Encodable {
    let isHousehold: Bool
    let takesTurns: Bool
    let members: [FormChoice]
    let householdError: String?
    let membersError: String?
    let hasError: Bool

    /// A new tracker's form ticks nobody until "For the household" is chosen; the creator is
    /// ticked first as a suggestion.
    init(draft: TrackerDraft, household: [User], viewerID: Int64, problems: Problems) {
        isHousehold = draft.household == true
        takesTurns = draft.turns == true
        let ticked = Set(draft.members ?? (isHousehold ? [] : [String(viewerID)]))
        members = household.map { user in
            let id = String(user.id)
            return FormChoice(id: "member-\(id)", value: id, label: user.displayName, extra: "", checked: ticked.contains(id))
        }
        householdError = problems["household"]
        membersError = problems["members"]
        hasError = householdError != nil || membersError != nil
    }
}
