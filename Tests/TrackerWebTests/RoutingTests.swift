import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

/// The endpoint declarations: each link built from a declaration reaches that declaration's
/// route, the table says who may call each, and forms are read by one strict parser.
@Suite("One declaration per endpoint")
struct RoutingTests {
    /// The site's routes registered so that each answers only with its own name.
    private func namingRouter() throws -> (Router<AppRequestContext>, [RouteEntry]) {
        let services = Services(
            config: testConfig(),
            database: try AppDatabase.inMemory(),
            renderer: try Renderer(directory: testConfig().templatesPath),
            clock: AppClock { fixedNow }
        )
        let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
        let routes = Routes(router: router, naming: true)
        addRoutes(to: routes, services: services)
        return (router, routes.entries)
    }

    @Test func everyDeclaredLinkReachesItsOwnEndpoint() async throws {
        let (router, entries) = try namingRouter()
        #expect(entries.count == Set(entries.map { "\($0.method) \($0.path)" }).count, "an endpoint is declared twice")
        let app = Application(router: router)
        try await app.test(.router) { client in
            for entry in entries {
                let method = HTTPRequest.Method(entry.method)!
                let response = try await client.execute(uri: entry.example, method: method)
                #expect(response.status == .ok, "\(entry.method) \(entry.example) did not reach a route")
                #expect(
                    response.headers[Routes.endpointHeader] == entry.method + " " + entry.path,
                    "\(entry.method) \(entry.example) reached \(response.headers[Routes.endpointHeader] ?? "nothing"), not \(entry.path)"
                )
            }
        }
    }

    @Test func pageLinksAreTheDeclarationsFilledIn() {
        #expect(Paths.trackerDone(id: 7) == "/trackers/7/done")
        #expect(Paths.memberTracker(id: 3, tracker: 9) == "/household/3/trackers/9")
        #expect(Paths.avatarImage(id: 3, hash: "00ff00ff00ff00ff") == "/avatars/3/00ff00ff00ff00ff.jpg")
        #expect(Paths.pushTest(.gotify) == "/settings/push/gotify/test")
        #expect(Paths.join(token: "abc-DEF_1") == "/join/abc-DEF_1")
        #expect(Paths.settings.path == "/settings")
    }

    @Test func theTableSaysWhoMayCallEachRouteAndHowChangesAreChecked() throws {
        let (_, entries) = try namingRouter()
        func entry(_ method: String, _ path: String) throws -> RouteEntry {
            try #require(entries.first { $0.method == method && $0.path == path })
        }
        #expect(try entry("GET", "/healthz").access == .anyone)
        #expect(try entry("POST", "/sign-in").access == .visitor)
        #expect(try entry("POST", "/trackers/:id/done").access == .member)
        #expect(try entry("POST", "/members/:id/remove").access == .owner)
        // Issue 33: a child's session is a member; making trackers is a manager's; Settings an adult's.
        #expect(try entry("POST", "/trackers").access == .manager)
        #expect(try entry("GET", "/trackers/:id/edit").access == .manager)
        #expect(try entry("GET", "/settings").access == .adult)
        #expect(try entry("GET", "/settings/data/export.json").access == .adult)
        #expect(try entry("POST", "/language").access == .member)
        #expect(try entry("POST", "/profiles/:id/delete").access == .owner)
        #expect(try entry("POST", "/child/:token").access == .visitor)
        #expect(try entry("POST", "/reminders/done/:token").csrf == .signedLink)
        #expect(try entry("POST", "/settings/avatar/picture").bodyLimit == 5 * 1024 * 1024)
        #expect(try entry("POST", "/trackers/:id/done").form == "MarkForm")
        #expect(try entry("GET", "/household/:id/trackers/:tracker").parameters == ["id": .householdMember, "tracker": .sharedTracker])
        for entry in entries {
            #expect((entry.method == "GET") == (entry.csrf == .none), "\(entry.method) \(entry.path): \(entry.csrf)")
            #expect(entry.method == "GET" || entry.bodyLimit > 0, "\(entry.path) reads no body")
        }
    }

    /// The examples of the form parser's rules, through a real route.
    @Test func aFormIsReadStrictlyOnceAndItsTypesDecoded() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let tracker = try await house.track("Read").id
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let page = try await anna.get("/settings")
            let token = try TestBrowser.csrfToken(in: page.text)
            let mixed = try await anna.post("/trackers", [("_csrf", token), ("name", "Walk"), ("days[]", "1"), ("days", "%C0%AE")])
            #expect(mixed.status == .badRequest)
            let repeated = try await anna.post("/trackers/\(tracker)/pin", [("_csrf", token), ("pinned", "1"), ("pinned", "0")])
            #expect(repeated.status == .badRequest)
            let notAList = try await anna.post("/trackers/\(tracker)/pin", [("_csrf", token), ("pinned[]", "1")])
            #expect(notAList.status == .badRequest)
            let notABool = try await anna.post("/trackers/\(tracker)/pin", [("_csrf", token), ("pinned", "maybe")])
            #expect(notABool.status == .badRequest)
            let pinned = try await anna.post("/trackers/\(tracker)/pin", [("_csrf", token), ("pinned", "1"), ("unknown", "x")])
            #expect(pinned.status == .seeOther)
            #expect(try await database.boardRows(userID: house.anna.id, day: .init(iso: "2026-11-20")!).contains { $0.tracker.id == tracker && $0.tracker.pinned })
        }
    }

    @Test func theDecoderReadsBooleansChoicesNumbersAndLists() throws {
        struct Sample: Decodable {
            var on: Bool
            var off: Bool
            var mode: ImportMode?
            var unknownMode: ImportMode?
            var count: Int
            var days: [String]?
            var note: String?
        }
        let body = try FormBody("on=1&off=0&mode=replace&unknownMode=merge&count=12&days[]=1&days[]=5")
        let sample = try FormDecoder.decode(Sample.self, from: body)
        #expect(sample.on && !sample.off)
        #expect(sample.mode == .replace && sample.unknownMode == nil)
        #expect(sample.count == 12 && sample.days == ["1", "5"] && sample.note == nil)
        #expect(throws: MalformedRequest.self) { try FormDecoder.decode(Sample.self, from: try FormBody("on=1&count=x")) }
        #expect(throws: MalformedRequest.self) { try FormDecoder.decode(Sample.self, from: try FormBody("on=yes&count=1")) }
        #expect(throws: MalformedRequest.self) { try FormDecoder.decode(Sample.self, from: try FormBody("on=1")) }
        #expect(throws: MalformedRequest.self) { try FormBody("count=1&count=2") }
        #expect(throws: MalformedRequest.self) { try FormBody("count[]=1") }
    }
}
