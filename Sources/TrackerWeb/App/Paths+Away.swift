import TrackerCore

extension Paths {
    // Days off (away, issue 32): their page in Settings, and "I'm away" / "I'm back" on the main page.
    static let daysOff: Endpoint<ForManagers, NoParameters, NoForm> = .get("/settings/days-off")
    static let addDaysOff = daysOff.post(form: AwayForm.self)
    /// The confirm page of a removal; the range travels as `?id=` and the form's `id`.
    static let daysOffRemove: Endpoint<ForManagers, NoParameters, NoForm> = .get("/settings/days-off/remove")
    static let removeDaysOff = daysOffRemove.post(form: AwayRemoveForm.self)
    static let goAway: Endpoint<ForManagers, NoParameters, AwayForm> = .post("/away")
    static let comeBack: Endpoint<ForManagers, NoParameters, NoForm> = .post("/away/back")

    static func daysOffRemove(id: Int64) -> String { daysOffRemove.path + "?id=\(id)" }
}

/// Days off as typed: the first and last day (`first` is today's for "I'm away").
struct AwayForm: FormDecodable {
    var first: String?
    var last: String?
}

/// Which range to remove.
struct AwayRemoveForm: FormDecodable {
    var id: String?
}
