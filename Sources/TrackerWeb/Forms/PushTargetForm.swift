import PushDelivery
import TrackerCore
import TrackerStore

/// A push target's form as posted: its address and, for ntfy and Gotify, its token.
struct PushTargetForm: FormDecodable {
    var url: String?
    var token: String?

    /// What was typed, kept for the page when something is wrong.
    struct Entry: Error, Sendable {
        var kind: PushKind
        var url: String
        var token: String
        var problems = Problems()
    }

    /// The checked address and token, or the entry with what is wrong with them.
    func checked(kind: PushKind, catalog: Catalog) -> Result<(url: String, token: String?), Entry> {
        var entry = Entry(kind: kind, url: url ?? "", token: token ?? "")
        var address: String?
        switch TargetAddress.check(url ?? "") {
        case .success(let url): address = url
        case .failure(let problem): entry.problems["url"] = catalog.text(Self.messageKey(problem))
        }
        var secret: String?
        switch TargetAddress.token(token, for: kind) {
        case .success(let token): secret = token
        case .failure(let problem): entry.problems["token"] = catalog.text(Self.messageKey(problem))
        }
        guard let address, entry.problems.isEmpty else { return .failure(entry) }
        return .success((address, secret))
    }

    private static func messageKey(_ problem: TargetAddress.Problem) -> String {
        switch problem {
        case .malformed: "problem.push.url"
        case .scheme: "problem.push.scheme"
        case .credentials: "problem.push.credentials"
        case .token: "problem.push.token"
        }
    }
}
