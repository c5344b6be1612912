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

    @Test("the same value as Hummingbird's cookies for 5,000 headers of random pieces")
    func sameAsHummingbird() {
        var random = SeededRandom(seed: 36)
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...12, using: &random)
            let header = (0..<count).map { _ in Self.pieces.randomElement(using: &random)! }.joined()
            for name in Self.names {
                let expected = Cookies(from: [header])[name]?.value
                #expect(RequestCookies.value(named: name, inHeader: header) == expected, "\(name) in \(header.debugDescription)")
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
