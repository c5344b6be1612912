import Hummingbird
import TrackerStore

/// What a path parameter names: printed in the route table, so the security sweeps know what to
/// put in it (another member's tracker, a forged token…) without guessing from its name.
public enum ParameterKind: String, Sendable, Encodable {
    case tracker, category, invite, member
    case passwordReset = "password-reset"
    case pendingImport = "pending-import"
    case householdMember = "household-member"
    case sharedTracker = "shared-tracker"
    case avatarMember = "avatar-member"
    case avatarFile = "avatar-file"
    case joinToken = "join-token"
    case resetToken = "reset-token"
    case calendarToken = "calendar-token"
    case doneToken = "done-token"
    case pushKind = "push-kind"
    // Managed profiles (issue 33).
    case profile
    case deviceLink = "device-link"
    case childSession = "child-session"
    case deviceToken = "device-token"
    // API tokens (issue 34).
    case apiToken = "api-token"
}

/// An endpoint's path parameters as one typed value. A value that does not parse (a tracker id
/// that is not a number, an unknown push kind) finds nothing: 404.
protocol PathParameters: Sendable {
    /// Each `:name` in the pattern, with what it names.
    static var kinds: [String: ParameterKind] { get }
    /// Reads the values the router matched.
    init(_ parameters: Parameters) throws
    /// The value of the parameter `name`, for links.
    func value(of name: String) -> String
    /// A value for each parameter, to build an example link (the route test sends each
    /// endpoint's example back through the router).
    static var example: Self { get }
}

extension PathParameters {
    static func read(_ parameters: Parameters, _ name: String) throws -> String {
        guard let value = parameters.get(name), !value.isEmpty else { throw HTTPError(.notFound) }
        return value
    }

    static func readID(_ parameters: Parameters, _ name: String) throws -> Int64 {
        guard let id = parameters.get(name, as: Int64.self) else { throw HTTPError(.notFound) }
        return id
    }
}

/// A path with nothing to fill in.
struct NoParameters: PathParameters {
    static let kinds: [String: ParameterKind] = [:]
    init() {}
    init(_ parameters: Parameters) {}
    func value(of name: String) -> String { "" }
    static let example = NoParameters()
}

/// A record's id as `:id`.
protocol RecordID: PathParameters {
    static var kind: ParameterKind { get }
    var id: Int64 { get }
    init(id: Int64)
}

extension RecordID {
    static var kinds: [String: ParameterKind] { ["id": kind] }
    init(_ parameters: Parameters) throws { self.init(id: try Self.readID(parameters, "id")) }
    func value(of name: String) -> String { String(id) }
    static var example: Self { Self(id: 42) }
}

/// One of the member's own trackers.
struct TrackerID: RecordID {
    static let kind = ParameterKind.tracker
    let id: Int64
}

/// One of the member's own categories.
struct CategoryID: RecordID {
    static let kind = ParameterKind.category
    let id: Int64
}

/// One of the member's own invites.
struct InviteID: RecordID {
    static let kind = ParameterKind.invite
    let id: Int64
}

/// One of the member's own API tokens.
struct APITokenID: RecordID {
    static let kind = ParameterKind.apiToken
    let id: Int64
}

/// One of the member's own uploads, waiting to be imported.
struct ImportID: RecordID {
    static let kind = ParameterKind.pendingImport
    let id: Int64
}

/// A member of the household, as the owner acts on them (reset links, removal).
struct MemberID: RecordID {
    static let kind = ParameterKind.member
    let id: Int64
}

/// A password-reset link the owner made.
struct ResetID: RecordID {
    static let kind = ParameterKind.passwordReset
    let id: Int64
}

/// A member of the household, as every member sees them (their page, their lists).
struct HouseholdMemberID: RecordID {
    static let kind = ParameterKind.householdMember
    let id: Int64
}

/// A managed profile, as its guardians (and the owner) act on it.
struct ProfileID: RecordID {
    static let kind = ParameterKind.profile
    let id: Int64
}

/// A child-device link a guardian made.
struct DeviceLinkID: RecordID {
    static let kind = ParameterKind.deviceLink
    let id: Int64
}

/// A child's own session, as a guardian signs it out.
struct ChildSessionID: RecordID {
    static let kind = ParameterKind.childSession
    let id: Int64
}

/// A secret in the address, as `:token`: the address is the permission.
protocol LinkToken: PathParameters {
    static var kind: ParameterKind { get }
    var token: String { get }
    init(token: String)
}

extension LinkToken {
    static var kinds: [String: ParameterKind] { ["token": kind] }
    init(_ parameters: Parameters) throws { self.init(token: try Self.read(parameters, "token")) }
    func value(of name: String) -> String { token }
    static var example: Self { Self(token: "kQ2x-Example_Token") }
}

/// An invite's link.
struct JoinToken: LinkToken {
    static let kind = ParameterKind.joinToken
    let token: String
}

/// A password reset's link.
struct ResetToken: LinkToken {
    static let kind = ParameterKind.resetToken
    let token: String
}

/// A child-device link.
struct DeviceToken: LinkToken {
    static let kind = ParameterKind.deviceToken
    let token: String
}

/// A calendar feed's address.
struct CalendarToken: LinkToken {
    static let kind = ParameterKind.calendarToken
    let token: String
}

/// A notification's signed "Done" link.
struct DoneToken: LinkToken {
    static let kind = ParameterKind.doneToken
    let token: String
}

/// One of the member's push targets, by its kind (`ntfy`, `gotify`, `webhook`).
struct PushKindPath: PathParameters {
    static let kinds: [String: ParameterKind] = ["kind": .pushKind]
    let kind: PushKind
    init(_ kind: PushKind) { self.kind = kind }
    init(_ parameters: Parameters) throws {
        guard let kind = PushKind(rawValue: try Self.read(parameters, "kind")) else { throw HTTPError(.notFound) }
        self.kind = kind
    }
    func value(of name: String) -> String { kind.rawValue }
    static let example = PushKindPath(.ntfy)
}

/// A member's public tracker, on their page: `/household/:id/trackers/:tracker`.
struct SharedTrackerPath: PathParameters {
    static let kinds: [String: ParameterKind] = ["id": .householdMember, "tracker": .sharedTracker]
    let member: Int64
    let tracker: Int64
    init(member: Int64, tracker: Int64) {
        self.member = member
        self.tracker = tracker
    }
    init(_ parameters: Parameters) throws {
        self.init(member: try Self.readID(parameters, "id"), tracker: try Self.readID(parameters, "tracker"))
    }
    func value(of name: String) -> String { String(name == "tracker" ? tracker : member) }
    static let example = SharedTrackerPath(member: 42, tracker: 7)
}

/// A member's uploaded picture: `/avatars/:id/:file`, the file named for a hash of its bytes.
struct AvatarImagePath: PathParameters {
    static let kinds: [String: ParameterKind] = ["id": .avatarMember, "file": .avatarFile]
    let member: Int64
    let file: String
    init(member: Int64, file: String) {
        self.member = member
        self.file = file
    }
    init(_ parameters: Parameters) throws {
        self.init(member: try Self.readID(parameters, "id"), file: try Self.read(parameters, "file"))
    }
    func value(of name: String) -> String { name == "file" ? file : String(member) }
    static let example = AvatarImagePath(member: 42, file: "0123456789abcdef.jpg")
}

extension Endpoint where P == PushKindPath {
    func callAsFunction(_ kind: PushKind) -> String { link(PushKindPath(kind)) }
}

extension Endpoint where P == SharedTrackerPath {
    func callAsFunction(id: Int64, tracker: Int64) -> String { link(SharedTrackerPath(member: id, tracker: tracker)) }
}
