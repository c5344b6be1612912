import Foundation
import HTTPTypes
import NIOCore
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

/// What a hostile guest tries: other hosts in redirects, malformed forms, text that breaks the
/// schema, values where none belong, made-up `Host` headers. Each gets the right status and
/// changes nothing.
@Suite("Hardening")
struct HardeningRouteTests {
    @Test(arguments: PathsTests.bypassTargets) func signInNeverSendsYouElsewhere(target: String) async throws {
        try await withApp { browser in
            try await browser.setUpOwner()
            browser.cookies["tracker_session"] = nil
            let response = try await browser.submit(
                "/sign-in",
                [("username", "anna"), ("password", "correct horse"), ("next", target)]
            )
            #expect(response.status == .seeOther)
            #expect(response.location == "/")
        }
    }

    @Test func theAddressOfTheSignInPageCannotCarryAnotherHost() async throws {
        try await withApp { browser in
            try await browser.setUpOwner()
            browser.cookies["tracker_session"] = nil
            let page = try await browser.get("/sign-in?next=%2F%09%2Fevil.example")
            #expect(!page.text.contains("evil.example"))
        }
    }

    @Test func cardFormsReturnOnlyToPathsOnThisSite() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run", days: Weekday.allCases)
        let water = try await house.track("Water", target: 8)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            for target in ["/\t/evil.example", "//evil.example", "/\\evil.example", "https://evil.example", "/%2F/evil"] {
                let done = try await browser.postForm(
                    "/trackers/\(run.id)/done",
                    [("day", "2026-11-20"), ("back", target)]
                )
                #expect(done.location == "/#tracker-\(run.id)", "done went to \(done.location ?? "")")
                let value = try await browser.postForm(
                    "/trackers/\(water.id)/value",
                    [("day", "2026-11-20"), ("value", "3"), ("back", target)]
                )
                #expect(value.location == "/#tracker-\(water.id)")
                let pin = try await browser.postForm("/trackers/\(run.id)/pin", [("pinned", "1"), ("back", target)])
                #expect(pin.location == "/#tracker-\(run.id)")
            }
            let kept = try await browser.postForm(
                "/trackers/\(run.id)/done",
                [("day", "2026-11-19"), ("back", "/?day=2026-11-19")]
            )
            #expect(kept.location == "/?day=2026-11-19#tracker-\(run.id)")
        }
    }

    /// Form bodies that can't be read as one meaning: a 400, never a 403 or a 500.
    static let malformedBodies = [
        "name=%ZZ", "name=%4", "name=%", "name=a&name=b", "name[]=Run", "name[x]=Run", "na]me=Run",
        "name=%FF%FE", "name=%C3%28", "name=%ED%A0%80", "=Run", "%ZZ=1",
        // Found by fuzzing (issue 30): `days[]` mixed with `days` was a 500.
        "name=Run&days[]=5&days=%25C0%25AE", "name=Run&days=3",
    ]

    @Test(arguments: malformedBodies) func malformedFormsAreBadRequests(body: String) async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let token = try await browser.token()
            let fields =
                "_csrf=\(token)&kind=habit&category=\(house.health.id)&emoji=%F0%9F%99%82&color=%23FD4C49"
                + "&start=2026-11-21&days[]=1&" + body
            var headers = HTTPFields()
            headers[.contentType] = "application/x-www-form-urlencoded"
            let response = try await browser.send("/trackers", method: .post, headers: headers, body: ByteBuffer(string: fields))
            #expect(response.status == .badRequest, "\(body) gave \(response.status)")
        }
        #expect(try await database.boardRows(userID: house.anna.id, day: Day(iso: "2026-11-21")!).isEmpty)
    }

    @Test func aRepeatedOrBrokenTokenFieldIsABadRequestToo() async throws {
        try await withApp { browser in
            try await browser.setUpOwner()
            let token = try await browser.token()
            var headers = HTTPFields()
            headers[.contentType] = "application/x-www-form-urlencoded"
            for body in ["_csrf=\(token)&_csrf=\(token)", "_csrf=%ZZ", "_csrf[]=\(token)"] {
                let response = try await browser.send("/invites", method: .post, headers: headers, body: ByteBuffer(string: body))
                #expect(response.status == .badRequest, "\(body) gave \(response.status)")
            }
            let missing = try await browser.send("/invites", method: .post, headers: headers, body: ByteBuffer(string: "x=1"))
            #expect(missing.status == .forbidden)
        }
    }

    /// Text that is within the character limit but broke the schema's CHECKs (a 500 before).
    static let hostileNames = [
        "\u{0}Run", "Run\u{0}", "R\u{1B}[31mun", "\u{202E}nuR", "a" + String(repeating: "\u{0301}", count: 600),
        "R\u{85}un", "Ru\u{2028}n",
    ]

    @Test func oddButValidNamesAreStoredNotRefused() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        // One character of 401 code points broke the old `length(name) <= 400` CHECK (a 500).
        let marks = "e" + String(repeating: "\u{0301}", count: 400)
        let families = String(repeating: "👨‍👩‍👧‍👦", count: 38)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            for name in [marks, families] {
                let response = try await browser.postForm("/categories", [("category_name", name)])
                #expect(response.status == .seeOther)
            }
        }
        let names = try await database.categories(userID: house.anna.id).map(\.category.name)
        #expect(names.contains(families))
        #expect(names.contains(marks.precomposedStringWithCanonicalMapping))
    }

    @Test func hostileTrackerFieldsGetAFormError() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            var cases: [[(String, String)]] = Self.hostileNames.map { [("name", $0)] }
            cases += Self.hostileNames.map { [("unit", $0), ("target", "8")] }
            cases += ["+1:00", "-0:00", "+9:59", "24:00", "7:3", "07:60", "０７:３０"].map { [("reminder", $0)] }
            for overrides in cases {
                var fields: [String: String] = [
                    "kind": "habit", "name": "Run", "category": String(house.health.id), "emoji": "🙂",
                    "color": "#FD4C49", "start": "2026-11-21", "unit": "", "target": "", "reminder": "",
                ]
                for (key, value) in overrides { fields[key] = value }
                let response = try await browser.postForm(
                    "/trackers",
                    fields.sorted { $0.key < $1.key }.map { ($0.key, $0.value) } + [("days[]", "1")]
                )
                #expect(response.status == .unprocessableContent, "\(overrides) gave \(response.status)")
            }
            for name in Self.hostileNames {
                let response = try await browser.postForm("/categories", [("category_name", name)])
                #expect(response.status == .unprocessableContent, "category \(name.debugDescription) gave \(response.status)")
            }
        }
        #expect(try await database.boardRows(userID: house.anna.id, day: Day(iso: "2026-11-21")!).isEmpty)
        #expect(try await database.categories(userID: house.anna.id).count == 1)
    }

    @Test func theJoinFormRefusesHostileDisplayNames() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let (token, _) = try await database.createInvite(by: house.anna.id, now: fixedNow)
        try await withApp(database: database) { browser in
            browser.clearCookies()
            for name in Self.hostileNames {
                let response = try await browser.submit(
                    "/join/\(token)",
                    [("username", "vera"), ("display_name", name), ("password", "long enough"), ("password_confirmation", "long enough")]
                )
                #expect(response.status == .unprocessableContent, "\(name.debugDescription) gave \(response.status)")
            }
        }
        #expect(try await database.user(username: "vera") == nil)
    }

    @Test func aYesNoTrackerTakesNoValue() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run", days: Weekday.allCases)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            let response = try await browser.postForm("/trackers/\(run.id)/value", [("day", "2026-11-20"), ("value", "5")])
            #expect(response.status == .unprocessableContent)
            #expect(response.text.contains("holds no number"))
        }
        let history = try await database.history(trackerID: run.id, userID: house.anna.id)
        #expect(history.history.completions.isEmpty)
    }

    @Test func headAnswersEveryPageLikeGetWithoutABody() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let run = try await house.track("Run")
        let routes = try await routeTable(config: testConfig()).filter { $0.method == "GET" }
        #expect(routes.count > 10)
        try await withApp(database: database) { browser in
            try await browser.signIn()
            for route in routes {
                let path = route.path.replacingOccurrences(of: ":id", with: String(run.id))
                    .replacingOccurrences(of: ":token", with: "nope")
                    .replacingOccurrences(of: "categories/\(run.id)", with: "categories/\(house.health.id)")
                let get = try await browser.get(path)
                let head = try await browser.send(path, method: .head, headers: [:], body: nil)
                #expect(head.status == get.status, "HEAD \(path) gave \(head.status), GET \(get.status)")
                #expect(head.body.readableBytes == 0, "HEAD \(path) sent a body")
                #expect(head.status != .notFound || get.status == .notFound)
            }
        }
    }

    @Test func tooLargeBodiesEndTheConnection() async throws {
        try await withApp { browser in
            try await browser.setUpOwner()
            var headers = HTTPFields()
            headers[.contentType] = "application/x-www-form-urlencoded"
            let body = ByteBuffer(string: "x=" + String(repeating: "a", count: 70_000))
            let response = try await browser.send("/invites", method: .post, headers: headers, body: body)
            #expect(response.status == .contentTooLarge)
            #expect(response.headers[.connection] == "close")
        }
    }

    @Test func inviteLinksNeverUseAMadeUpHost() async throws {
        // The test client always says `Host: localhost`, which is not this server's port: the
        // page shows the path and how to set `--public-url`.
        try await withApp { browser in
            try await browser.setUpOwner()
            let created = try await browser.postForm("/invites", [])
            let page = try await browser.get(try #require(created.location))
            #expect(page.text.contains(">/join/"))
            #expect(page.text.contains("--public-url"))
        }
        var config = testConfig()
        config.port = 8080
        let links = SiteLinks(config: config, names: ["localhost", "127.0.0.1", "tracker-box"])
        #expect(links.absolute("/join/x", host: "127.0.0.1:8080") == "http://127.0.0.1:8080/join/x")
        #expect(links.absolute("/join/x", host: "Tracker-Box:8080") == "http://tracker-box:8080/join/x")
        for made in ["evil.example", "evil.example:8080", "127.0.0.1:9999", "127.0.0.1", "127.0.0.1:8080@evil", nil] {
            #expect(links.absolute("/join/x", host: made) == nil, "\(made ?? "no host") made a link")
        }
    }

    @Test func inviteLinksUseThePublicURLWhenSet() async throws {
        var config = testConfig()
        config.publicURL = PublicURL("https://tracker.home/")
        try await withApp(config: config) { browser in
            try await browser.setUpOwner()
            let created = try await browser.postForm("/invites", [])
            let page = try await browser.get(try #require(created.location))
            #expect(page.text.contains("https://tracker.home/join/"))
            #expect(!page.text.contains("--public-url"))
        }
    }

    @Test func hostHeadersAreReadStrictly() {
        #expect(Authority("tracker.home:8080") == Authority(name: "tracker.home", port: 8080))
        #expect(Authority("[::1]:8080") == Authority(name: "::1", port: 8080))
        #expect(Authority("TRACKER") == Authority(name: "tracker", port: nil))
        for bad in ["", "evil.example/x", "a b", "x:99999", "x:", "[::1", "évil", "x:1:2"] {
            #expect(Authority(bad) == nil, "\(bad) was read as a host")
        }
        #expect(PublicURL("ftp://x") == nil)
        #expect(PublicURL("https://user@x") == nil)
        #expect(PublicURL("tracker.home") == nil)
        #expect(PublicURL("https://x/a?b") == nil)
    }
}
