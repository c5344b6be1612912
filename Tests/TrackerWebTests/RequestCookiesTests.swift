import HTTPTypes
import Hummingbird
import Testing
import TrackerCore

@testable import TrackerWeb

/// The cookie reader on bytes gives what Hummingbird's `Cookies` gives, which it replaces on
/// every request.
@Suite("Request cookies")
struct RequestCookiesTests {
    /// Pieces that Cookie headers are made of: the site's names and their near misses, separators,
    /// spaces, and values with `=`, quotes and letters beyond ASCII.
    static let pieces = [
        "tracker_session", "tracker_visitor", "tracker_onboarded", "tracker_device", "tracker_sessio", "tracker_session2",
        "Tracker_session", "a", "=", "==", ";", "; ", ";\t", " ", "\t", "  ", "abc123", "\"quoted\"", "ünï", "-_.~", "",
    ]
    static let names = ["tracker_session", "tracker_visitor", "tracker_onboarded", "tracker_device", "a", "", "=", "ünï"]

    /// RFC 6265's reading, written plainly: each `;`-separated pair, spaces and tabs before it
    /// dropped, split at its first `=`; the first pair of the name gives the value.
    static func reference(_ name: String, _ header: String) -> String? {
        for pair in header.split(separator: ";", omittingEmptySubsequences: false) {
            let trimmed = pair.drop { $0 == " " || $0 == "\t" }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            if trimmed[..<equals] == name { return String(trimmed[trimmed.index(after: equals)...]) }
        }
        return nil
    }

    @Test("RFC 6265's value for 5,000 headers of random pieces")
    func sameAsTheRFC() {
        var random = SeededRandom(seed: 36)
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...12, using: &random)
            let header = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            for name in Self.names {
                #expect(RequestCookies.value(named: name, inHeader: header) == Self.reference(name, header), "\(name) in \(header.debugDescription)")
            }
        }
    }

    /// Headers as browsers send them (`name=value` pairs joined by "; ", values of token
    /// characters): the same value as Hummingbird's `Cookies`, which it replaces. (On malformed
    /// pairs Hummingbird differs from the RFC: it reads `a==b` as `b`, and `a=` as no cookie.)
    @Test("Hummingbird's value for 5,000 headers as browsers send them")
    func sameAsHummingbird() {
        var random = SeededRandom(seed: 37)
        let names = Self.names.filter { !$0.isEmpty && $0 != "=" } + ["tracker_sessio", "Tracker_session"]
        let values = ["abc123", "1", "\"quoted\"", "-_.~", "x3JzYQ-ab_cdEf0123456789abcdefABCDEF012345"]
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...6, using: &random)
            let header = (0..<count).map { _ in names.randomElement(using: &random)! + "=" + values.randomElement(using: &random)! }
                .joined(separator: "; ")
            for name in names {
                #expect(RequestCookies.value(named: name, inHeader: header) == Cookies(from: [header])[name]?.value, "\(name) in \(header)")
            }
        }
    }

    @Test("a request's value: the first of its name, across Cookie fields")
    func request() {
        var fields = HTTPFields()
        fields.append(HTTPField(name: .cookie, value: "tracker_visitor=v1; tracker_session=s1"))
        fields.append(HTTPField(name: .cookie, value: "tracker_session=s2; tracker_onboarded=1"))
        let request = Request(
            head: HTTPRequest(method: .get, scheme: "http", authority: "localhost", path: "/", headerFields: fields),
            body: .init(buffer: .init()))
        #expect(request.cookie(SiteCookies.session) == "s1")
        #expect(request.cookie(SiteCookies.onboarded) == "1")
        #expect(request.cookie(SiteCookies.visitor) == "v1")
        #expect(request.cookie(SiteCookies.device) == nil)
        for name in [SiteCookies.session, SiteCookies.onboarded, SiteCookies.visitor, SiteCookies.device] {
            #expect(request.cookie(name) == request.cookies[name]?.value)
        }
    }
}
