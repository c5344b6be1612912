import HTTPTypes
import Hummingbird
import TemplateEngine

/// One endpoint of the site, declared once: its method, its path with typed parameters, who may
/// call it, how a change proves it came from our own page, how much body it reads, and its form.
/// Routes are registered from these declarations (`Routes.add`), links are built from them
/// (`Paths.trackerDone(id:)`), and `tracker routes` prints them for the security sweeps.
///
/// ```swift
/// static let trackerDone: Endpoint<ForMembers, TrackerID, MarkForm> = .post("/trackers/:id/done")
/// ```
struct Endpoint<A: AccessLevel, P: PathParameters, F: FormDecodable>: Sendable {
    let method: HTTPRequest.Method
    /// The router's pattern: `/trackers/:id/done`.
    let pattern: String
    let csrf: CSRFPolicy
    let body: BodyRule
    /// The pattern cut once into its fixed text and its parameters, so that a link (a page
    /// builds several per card) is a few appends.
    private let pieces: [Piece]

    private enum Piece: Sendable {
        /// Fixed text, with its bytes as a page writes them (escaped once, here).
        case text(String, escaped: [UInt8])
        case parameter(String)
    }

    private init(method: HTTPRequest.Method, pattern: String, csrf: CSRFPolicy, body: BodyRule) {
        Self.checkParameters(pattern)
        self.method = method
        self.pattern = pattern
        self.csrf = csrf
        self.body = body
        var pieces: [Piece] = []
        var text = ""
        for (index, segment) in pattern.split(separator: "/", omittingEmptySubsequences: false).enumerated() {
            if index > 0 { text += "/" }
            if segment.hasPrefix(":") {
                pieces.append(Self.text(text))
                pieces.append(.parameter(String(segment.dropFirst())))
                text = ""
            } else {
                text += segment
            }
        }
        if !text.isEmpty { pieces.append(Self.text(text)) }
        self.pieces = pieces
    }

    private static func text(_ text: String) -> Piece {
        var escaped = HTMLOutput(capacity: text.utf8.count)
        escaped.writeHTMLEscaped(text)
        return .text(text, escaped: escaped.bytes)
    }

    /// A page: `GET` (and `HEAD`, answered by the router from the same handler). Changes nothing,
    /// so it needs no token and reads no body.
    static func get(_ pattern: String) -> Self where F == NoForm {
        Self(method: .get, pattern: pattern, csrf: .none, body: .none)
    }

    /// A change: a URL-encoded form of at most `BodyRule.formLimit` bytes that carries the CSRF token.
    static func post(_ pattern: String) -> Self {
        Self(method: .post, pattern: pattern, csrf: .token, body: .form)
    }

    /// A change that takes a file (`multipart/form-data`, up to `limit` bytes; `tooLarge` is the
    /// page for more). The form still carries the CSRF token.
    static func upload(_ pattern: String, limit: Int, tooLarge: PageError) -> Self where F == NoForm {
        Self(method: .post, pattern: pattern, csrf: .token, body: .upload(limit: limit, tooLarge: tooLarge))
    }

    /// A change whose address carries its own signed permission (a notification's "Done"): no
    /// token and no form; only the size limit applies.
    static func signedLink(_ pattern: String) -> Self where F == NoForm {
        Self(method: .post, pattern: pattern, csrf: .signedLink, body: .ignored)
    }

    /// The same path, posted with `form`: a page's form posts back to its own address.
    func post<F2: FormDecodable>(form: F2.Type) -> Endpoint<A, P, F2> { .post(pattern) }

    /// The same path, posted with no fields but the CSRF token.
    func post() -> Endpoint<A, P, NoForm> { .post(pattern) }

    /// The address of this endpoint for `parameters`.
    func link(_ parameters: P) -> String {
        var link = ""
        for piece in pieces {
            switch piece {
            case .text(let text, _): link += text
            case .parameter(let name): link += Paths.queryEncoded(parameters.value(of: name))
            }
        }
        return link
    }

    /// The address for `parameters`, as `link` makes it, written HTML-escaped into a page's bytes
    /// (a card's forms and links, without a string for each).
    func write(_ parameters: P, into out: inout HTMLOutput) {
        write(into: &out) { out, name in out.writeHTMLEscaped(Paths.queryEncoded(parameters.value(of: name))) }
    }

    /// The pattern's text escaped, each parameter written by `parameter`.
    fileprivate func write(into out: inout HTMLOutput, parameter: (inout HTMLOutput, String) -> Void) {
        for piece in pieces {
            switch piece {
            case .text(_, let escaped): out.writeBytes(escaped)
            case .parameter(let name): parameter(&out, name)
            }
        }
    }

    /// The declaration as `tracker routes` prints it.
    var entry: RouteEntry {
        RouteEntry(
            method: method.rawValue,
            path: pattern,
            access: A.access,
            csrf: csrf,
            bodyLimit: body.limit,
            form: F.self == NoForm.self ? nil : String(describing: F.self),
            parameters: P.kinds,
            example: link(P.example)
        )
    }

    /// The pattern's `:names` must be exactly the parameters' (a mismatch is a programming error,
    /// caught the first time the declaration is read, which every route test does).
    private static func checkParameters(_ pattern: String) {
        let names = pattern.split(separator: "/").filter { $0.hasPrefix(":") }.map { String($0.dropFirst()) }
        precondition(
            Set(names) == Set(P.kinds.keys) && names.count == P.kinds.count,
            "\(pattern) names :\(names) but its parameters are \(P.self) \(P.kinds.keys.sorted())"
        )
    }
}

extension Endpoint where P == NoParameters {
    /// The address (there is nothing to fill in).
    var path: String { pattern }
}

extension Endpoint where P: RecordID {
    func callAsFunction(id: Int64) -> String { link(P(id: id)) }
    /// The address with its id, written as digits (which need no escaping) straight into the page.
    func write(id: Int64, into out: inout HTMLOutput) {
        write(into: &out) { out, _ in out.writeNumber(id) }
    }
}

extension Endpoint where P == SharedTrackerPath {
    /// A member's shared tracker's address, its ids written as digits straight into the page.
    func write(member: Int64, tracker: Int64, into out: inout HTMLOutput) {
        write(into: &out) { out, name in out.writeNumber(name == "tracker" ? tracker : member) }
    }
}

extension Endpoint where P: LinkToken {
    func callAsFunction(token: String) -> String { link(P(token: token)) }
}

/// How a change proves it comes from one of our own pages.
public enum CSRFPolicy: String, Sendable, Encodable {
    /// GET and HEAD change nothing.
    case none
    /// The form carries the session's (or, before sign-in, the visitor cookie's) token in `_csrf`.
    case token
    /// The address carries a signed permission.
    case signedLink = "signed-link"
    /// The request carries its own credential, an API token, and no cookie counts: there is no
    /// ambient credential to forge (the JSON API, issue 34).
    case bearer
}

/// How much of a request's body an endpoint reads, and as what.
enum BodyRule: Sendable {
    /// Pages read no body.
    case none
    /// A URL-encoded form.
    case form
    /// A `multipart/form-data` upload (a URL-encoded form is read as `.form`).
    case upload(limit: Int, tooLarge: PageError)
    /// Read up to the form limit and not looked at.
    case ignored

    /// Every form is small; anything larger is refused with 413 before it is read.
    static let formLimit = 64 * 1024

    /// The most bytes read, for the route table.
    var limit: Int {
        switch self {
        case .none: 0
        case .form, .ignored: Self.formLimit
        case .upload(let limit, _): limit
        }
    }
}

/// A form the registration decodes from the request's one parse before the handler runs.
protocol FormDecodable: Decodable, Sendable {}

/// The form of an endpoint that reads none (a page, an upload's multipart form, a signed link).
struct NoForm: FormDecodable {}
