import CompressNIO
import Foundation
import HTTPTypes
import NIOConcurrencyHelpers
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

@Suite("HTTP behaviour")
struct HTTPBehaviourTests {
    @Test func healthzAnswersOkInPlainText() async throws {
        try await withApp { browser in
            let response = try await browser.get("/healthz")
            #expect(response.status == .ok)
            #expect(response.text == "ok")
            #expect(response.headers[.contentType]?.hasPrefix("text/plain") == true)
        }
    }

    @Test func theStylesheetEndsWithARuleForEveryPaletteColour() async throws {
        try await withApp { browser in
            let css = try await browser.get("/css/app.css").text
            let darkStart = try #require(css.range(of: "@media (prefers-color-scheme:dark){.color-"))
            let (lightRules, darkRules) = (css[..<darkStart.lowerBound], css[darkStart.lowerBound...])
            /// A rule's `--edge`, if it sets one.
            func edge(in rules: Substring, _ start: String) throws -> String? {
                let rule = try #require(rules.range(of: start), "\(start)")
                let body = rules[rule.upperBound...].prefix { $0 != "}" }
                return body.firstMatch(of: /--edge:(#[0-9A-F]{6});/).map { String($0.1) }
            }
            for color in Palette.colors {
                let name = ".color-\(color.dropFirst().lowercased())"
                // The stylesheet is served minified.
                let lightStart = CSSMinifier.minify(
                    "\(name) { --tracker: \(color); --on-tracker: \(Palette.textColor(on: color));"
                )
                let darkStart = CSSMinifier.minify("\(name) {")
                // Each rule sets its own edge, so none is inherited from an element around it.
                #expect(try edge(in: lightRules, lightStart) == Palette.edgeColor(of: color, in: .light), "\(color)")
                #expect(try edge(in: darkRules, darkStart) == Palette.edgeColor(of: color, in: .dark), "\(color) dark")
            }
            #expect(css.hasSuffix(".color-2fd058{--edge:#2FD058;}}"))
            // The edges are worked out against the cards' background the stylesheet sets.
            #expect(css.contains("--field:\(Palette.lightCard);") && css.contains("--field:\(Palette.darkCard);"))
        }
    }

    @Test func pagesLinkTheStylesheetByItsContentCachedForAYear() async throws {
        try await withApp { browser in
            let page = try await browser.get("/sign-in").text
            let href = try #require(page.firstMatch(of: /href="(\/css\/app\.[0-9a-f]{10}\.css)"/)?.1)
            let sheet = try await browser.get(String(href))
            #expect(sheet.status == .ok)
            #expect(sheet.headers[.cacheControl] == "public, max-age=31536000, immutable")
            let plain = try await browser.get("/css/app.css")
            #expect(sheet.text == plain.text)
            #expect(plain.headers[.cacheControl] == "no-cache")
            #expect(try await browser.get("/css/app.0123456789.css").status == .notFound)
        }
    }

    @Test func theStylesheetsAddressChangesWithItsContent() throws {
        let folder = try temporaryDirectory()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("css"), withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("css/app.css")
        func address(_ css: String) throws -> String {
            try Data(css.utf8).write(to: file)
            return try StaticFilesMiddleware<AppRequestContext>(directory: folder.path).stylesheets.whole
        }
        let first = try address("body { color: red; }")
        #expect(first.hasPrefix("/css/app.") && first.hasSuffix(".css") && first.count == "/css/app..css".count + 10)
        #expect(try address("body { color: red; }") == first)
        #expect(try address("body { color: blue; }") != first)
    }

    @Test func textIsGzippedOnlyWhenTheClientAcceptsIt() async throws {
        try await withApp { browser in
            let raw = try await browser.get("/css/app.css")
            #expect(raw.headers[.contentEncoding] == nil)
            #expect(raw.headers[.vary]?.contains("Accept-Encoding") == true)
            #expect(raw.text.contains(":root"))

            let zipped = try await browser.get("/css/app.css", headers: [.acceptEncoding: "gzip, deflate, br"])
            #expect(zipped.headers[.contentEncoding] == "gzip")
            #expect(zipped.headers[.vary]?.contains("Accept-Encoding") == true)
            #expect(zipped.headers[.contentLength] == String(zipped.body.readableBytes))
            #expect(zipped.body.readableBytes < raw.body.readableBytes)
            var body = zipped.body
            let unzipped = try body.decompress(with: .gzip())
            #expect(String(buffer: unzipped) == raw.text)

            let refused = try await browser.get("/css/app.css", headers: [.acceptEncoding: "gzip;q=0"])
            #expect(refused.headers[.contentEncoding] == nil)
        }
    }

    @Test func htmlPagesAreGzippedToo() async throws {
        try await withApp { browser in
            let page = try await browser.get("/onboarding", headers: [.acceptEncoding: "gzip"])
            #expect(page.headers[.contentEncoding] == "gzip")
            var body = page.body
            #expect(String(buffer: try body.decompress(with: .gzip())).contains("Wow, technology!"))
        }
    }

    @Test func staticFilesRevalidateWith304() async throws {
        try await withApp { browser in
            let first = try await browser.get("/css/app.css")
            let etag = try #require(first.headers[.eTag])
            let again = try await browser.get("/css/app.css", headers: [.ifNoneMatch: etag])
            #expect(again.status == .notModified)
            #expect(again.body.readableBytes == 0)
            #expect(again.headers[.contentLength] == nil)
        }
    }

    @Test func aRememberedPageIsTheSameGzippedOrPlain() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await house.track("Run", kind: .irregular)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let plain = try await browser.get("/")
            let zipped = try await browser.get("/", headers: [.acceptEncoding: "gzip"])
            let again = try await browser.get("/", headers: [.acceptEncoding: "gzip"])
            #expect(plain.headers[.contentEncoding] == nil && plain.text.contains(">Run<"))
            #expect(zipped.headers[.contentEncoding] == "gzip" && zipped.headers[.vary]?.contains("Accept-Encoding") == true)
            #expect(zipped.headers[.contentLength] == String(zipped.body.readableBytes))
            #expect(zipped.body == again.body)
            var body = zipped.body
            #expect(String(buffer: try body.decompress(with: .gzip())) == plain.text)
        }
    }

    @Test func staticFilesAreServedBeforeAnyDatabaseWork() async throws {
        let statements = NIOLockedValueBox(0)
        let database = try AppDatabase.inMemory { _ in statements.withLockedValue { $0 += 1 } }
        _ = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            statements.withLockedValue { $0 = 0 }
            let zipped = try await browser.get("/css/app.css", headers: [.acceptEncoding: "gzip"])
            #expect(zipped.status == .ok && zipped.headers[.contentType]?.hasPrefix("text/css") == true)
            #expect(statements.withLockedValue { $0 } == 0)
            // The gzip form is another representation with its own tag; a weak match still counts.
            let plainTag = try #require(try await browser.get("/css/app.css").headers[.eTag])
            let zippedTag = try #require(zipped.headers[.eTag])
            #expect(plainTag != zippedTag)
            let again = try await browser.get("/css/app.css", headers: [.acceptEncoding: "gzip", .ifNoneMatch: "W/" + zippedTag])
            #expect(again.status == .notModified)
            let head = try await browser.send("/img/pin.svg", method: .head, headers: [:], body: nil)
            #expect(head.status == .ok && head.body.readableBytes == 0 && head.headers[.contentType]?.hasPrefix("image/svg+xml") == true)
        }
    }

    @Test(arguments: ["/../Package.swift", "/%2e%2e/Package.swift", "/css/../../Package.swift", "/..%2fPackage.swift"])
    func staticFilesNeverLeavePublic(_ path: String) async throws {
        try await withApp { browser in
            let response = try await browser.get(path)
            #expect(response.status == .badRequest || response.status == .notFound)
            #expect(!response.text.contains("swift-tools-version"))
        }
    }

    @Test func everyResponseCarriesTheSecurityHeaders() async throws {
        try await withApp { browser in
            for path in ["/onboarding", "/css/app.css", "/nowhere"] {
                let response = try await browser.get(path)
                let policy = try #require(response.headers[.contentSecurityPolicy])
                #expect(policy.contains("script-src 'none'"))
                #expect(policy.contains("default-src 'self'"))
                #expect(policy.contains("form-action 'self'"))
                #expect(policy.contains("frame-ancestors 'none'"))
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
                #expect(response.headers[HTTPField.Name("Referrer-Policy")!] == "same-origin")
            }
            let html = try await browser.get("/onboarding")
            #expect(html.headers[.contentType] == "text/html; charset=utf-8")
        }
    }

    @Test func pagesHaveNoScript() async throws {
        try await withApp { browser in
            for path in ["/onboarding", "/setup", "/nowhere"] {
                let text = try await browser.get(path).text.lowercased()
                #expect(!text.contains("<script"))
            }
        }
    }

    @Test func aHugeBodyIsRefusedWith413() async throws {
        try await withApp { browser in
            let page = try await browser.get("/setup")
            let token = try TestBrowser.csrfToken(in: page.text)
            let response = try await browser.post(
                "/setup",
                [("_csrf", token), ("username", String(repeating: "a", count: 200_000))]
            )
            #expect(response.status == .contentTooLarge)
            #expect(response.text.contains("Too large"))
        }
    }
}
