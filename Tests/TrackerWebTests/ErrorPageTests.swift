import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import TemplateEngine
import Testing
import TrackerCore

@testable import TrackerWeb

@Suite("Error pages")
struct ErrorPageTests {
    /// A router with the real error middleware and routes that fail on purpose.
    private func withFailingRoutes(_ test: @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let renderer = try Renderer(directory: testConfig().templatesPath)
        let router = Router(context: AppRequestContext.self)
        router.add(middleware: ErrorPageMiddleware(renderer: renderer))
        router.get("/fail/:status") { _, context -> String in
            throw HTTPError(.init(code: try context.parameters.require("status", as: Int.self)), message: "secret detail")
        }
        router.get("/crash") { _, _ -> String in
            struct Internal: Error { let detail = "password_hash column exploded" }
            throw Internal()
        }
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        try await Application(router: router, logger: logger).test(.router, test)
    }

    @Test(arguments: [
        (400, "Bad request"), (403, "Not allowed"), (404, "Page not found"), (413, "Too large"),
        (422, "Can’t be saved"), (500, "Something went wrong"),
    ])
    func eachErrorIsAPageInTheLayoutWithItsStatus(_ code: Int, _ title: String) async throws {
        try await withFailingRoutes { client in
            let response = try await client.execute(uri: "/fail/\(code)", method: .get)
            let html = response.text
            #expect(response.status.code == code)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(html.contains("<html lang=\"en\">"))
            #expect(html.contains(title) || html.contains(title.replacingOccurrences(of: "&#39;", with: "'")))
            #expect(!html.contains("secret detail"))
        }
    }

    @Test func anUnexpectedErrorShowsNoInternals() async throws {
        try await withFailingRoutes { client in
            let response = try await client.execute(uri: "/crash", method: .get)
            #expect(response.status == .internalServerError)
            #expect(response.text.contains("Something went wrong"))
            #expect(!response.text.contains("password_hash"))
            #expect(!response.text.contains("Internal"))
        }
    }

    @Test func errorPagesSpeakRussian() async throws {
        try await withFailingRoutes { client in
            let response = try await client.execute(uri: "/fail/404", method: .get, headers: [.acceptLanguage: "ru"])
            #expect(response.text.contains("Страница не найдена"))
            #expect(response.text.contains("<html lang=\"ru\">"))
        }
    }

    @Test func anUnknownPathIsA404PageInTheRealApp() async throws {
        try await withApp { browser in
            let response = try await browser.get("/no/such/page")
            #expect(response.status == .notFound)
            #expect(response.text.contains("Page not found"))
            #expect(response.text.contains(/href="\/css\/app\.[0-9a-f]{10}\.css"/))
        }
    }

    @Test func aFormMissingAFieldIsA400NotA500() async throws {
        try await withApp { browser in
            let response = try await browser.submit("/setup", [("username", "anna")])
            #expect(response.status == .badRequest)
            #expect(response.text.contains("Bad request"))
        }
    }

    @Test func renderingAnUnknownTemplateThrows() async throws {
        struct Nowhere: Page {
            static let template = "no/such/template"
            let frame = Frame(title: "Nowhere")
        }
        let renderer = try Renderer(directory: testConfig().templatesPath)
        #expect(throws: TemplateError.missingTemplate("no/such/template")) {
            try renderer.response(Framed(Nowhere(), language: .en, csrfToken: "", stylesheets: Stylesheets(), signedIn: false))
        }
    }

    @Test func missingTemplatesStopStartUp() async throws {
        #expect(throws: RenderError.self) {
            try Renderer(directory: testConfig().templatesPath, required: ["layout", "not-there"])
        }
        var config = testConfig()
        config.templatesPath = "/nonexistent/templates"
        await #expect(throws: StartupError.self) {
            _ = try await buildApplication(config: config, database: .inMemory())
        }
        config = testConfig()
        config.publicPath = "/nonexistent/public"
        await #expect(throws: StartupError.self) {
            _ = try await buildApplication(config: config, database: .inMemory())
        }
        config = testConfig()
        config.databasePath = "/nonexistent/dir/tracker.sqlite"
        #expect(throws: StartupError.self) { _ = try openDatabase(config: config) }
    }
}
