import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore

/// A minimal browser over the test client: it keeps cookies, finds CSRF tokens in pages, and
/// posts forms the way a browser does.
final class TestBrowser: @unchecked Sendable {
    let client: any TestClientProtocol
    var cookies: [String: String] = [:]
    var acceptLanguage = "en"
    var userAgent: String?
    /// Headers every request carries (a proxy's `X-Forwarded-For`, say), unless it sets its own.
    var extraHeaders = HTTPFields()

    init(client: any TestClientProtocol) { self.client = client }

    /// Another browser on the same server, with none of this one's cookies.
    func another() -> TestBrowser {
        let other = TestBrowser(client: client)
        other.cookies = ["tracker_onboarded": "1"]
        return other
    }

    /// A GET with this browser's cookies.
    @discardableResult
    func get(_ uri: String, headers: HTTPFields = [:]) async throws -> TestResponse {
        try await send(uri, method: .get, headers: headers, body: nil)
    }

    /// A POST of URL-encoded fields with this browser's cookies.
    @discardableResult
    func post(_ uri: String, _ fields: [(String, String)]) async throws -> TestResponse {
        let body = fields.map { "\(Self.encode($0.0))=\(Self.encode($0.1))" }.joined(separator: "&")
        var headers = HTTPFields()
        headers[.contentType] = "application/x-www-form-urlencoded"
        return try await send(uri, method: .post, headers: headers, body: ByteBuffer(string: body))
    }

    /// Loads `page`, takes the CSRF token from its form, and posts `fields` with it.
    @discardableResult
    func submit(_ uri: String, from page: String? = nil, _ fields: [(String, String)]) async throws -> TestResponse {
        let form = try await get(page ?? uri)
        let token = try Self.csrfToken(in: form.text)
        return try await post(uri, [("_csrf", token)] + fields)
    }

    func send(
        _ uri: String,
        method: HTTPRequest.Method,
        headers: HTTPFields,
        body: ByteBuffer?
    ) async throws
        -> TestResponse
    {
        var headers = headers
        if !cookies.isEmpty, headers[.cookie] == nil {
            headers[.cookie] = cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ")
        }
        if headers[.acceptLanguage] == nil { headers[.acceptLanguage] = acceptLanguage }
        if let userAgent, headers[.userAgent] == nil { headers[.userAgent] = userAgent }
        let own = Set(headers.map(\.name))
        for field in extraHeaders where !own.contains(field.name) { headers.append(field) }
        let response = try await client.execute(uri: uri, method: method, headers: headers, body: body)
        for line in response.headers[values: .setCookie] {
            let pair = line.split(separator: ";")[0].split(separator: "=", maxSplits: 1)
            let name = String(pair[0])
            let value = pair.count > 1 ? String(pair[1]) : ""
            if value.isEmpty || line.contains("Max-Age=0") { cookies[name] = nil } else { cookies[name] = value }
        }
        return response
    }

    /// Forgets every cookie, as a fresh browser would.
    /// Forgets every cookie, as another browser would have none; `seenOnboarding` keeps the one
    /// that says the onboarding was seen, so a test about something else needn't walk through it.
    func clearCookies(seenOnboarding: Bool = true) {
        cookies = seenOnboarding ? ["tracker_onboarded": "1"] : [:]
    }

    /// Sets up the owner account through the web, as a first visitor does.
    func setUpOwner(username: String = "anna", name: String = "Anna", password: String = "correct horse") async throws {
        let response = try await submit(
            "/setup",
            [("username", username), ("display_name", name), ("password", password), ("password_confirmation", password)]
        )
        precondition(response.status == .seeOther, "setup failed: \(response.status)")
    }

    static func csrfToken(in html: String) throws -> String {
        guard let range = html.range(of: #"name="_csrf" value=""#) else { throw MissingToken() }
        let rest = html[range.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { throw MissingToken() }
        return String(rest[..<end])
    }

    struct MissingToken: Error {}

    private static func encode(_ text: String) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}

extension TestResponse {
    /// The body as text.
    var text: String { String(buffer: body) }
    /// Where a redirect points.
    var location: String? { headers[.location] }
}
