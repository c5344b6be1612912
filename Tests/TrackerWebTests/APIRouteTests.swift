import Foundation
import HTTPTypes
import HummingbirdTesting
import JSONText
import NIOCore
import Testing
import TrackerAPI
import TrackerCore
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

/// The JSON API (issue 34), through the real router: each operation with a token made in the
/// store, and each of its errors as problem details. Today is Saturday 2026-11-21.
@Suite("API: /api/v1")
struct APIRouteTests {
    /// Anna's and Boris's household with a token for Anna (`scope`), Walk (Mon, Wed, Fri) and
    /// Read (every day) for Anna, Run for Boris.
    struct Setup {
        let house: Household
        let secret: String
        let walk: Tracker
        let read: Tracker
        let run: Tracker

        static func make(scope: TokenScope = .write) async throws -> Setup {
            let house = try await Household.make(try AppDatabase.inMemory())
            let secret = try await house.database.createAPIToken(userID: house.anna.id, name: "Phone", scope: scope, now: fixedNow).secret
            return Setup(
                house: house,
                secret: secret,
                walk: try await house.track("Walk"),
                read: try await house.track("Read", days: Weekday.allCases),
                run: try await house.track("Run", days: Weekday.allCases, owner: house.boris)
            )
        }

        func day(_ tracker: Tracker, _ day: String) async throws -> TrackerDay {
            try await house.database.trackerDay(trackerID: tracker.id, userID: tracker.userId, day: Day(iso: day)!)
        }
    }

    private func call(
        _ browser: TestBrowser, _ method: HTTPRequest.Method, _ path: String, token: String?, json: String? = nil,
        contentType: String = "application/json"
    ) async throws -> TestResponse {
        var headers = HTTPFields()
        if let token { headers[.authorization] = "Bearer " + token }
        if json != nil { headers[.contentType] = contentType }
        return try await browser.send(path, method: method, headers: headers, body: json.map { ByteBuffer(string: $0) })
    }

    private func object(_ response: TestResponse) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: Any])
    }

    /// A problem details response with this status.
    private func expectProblem(_ response: TestResponse, _ status: HTTPResponse.Status, sourceLocation: SourceLocation = #_sourceLocation)
        throws
    {
        #expect(response.status == status, sourceLocation: sourceLocation)
        #expect(response.headers[.contentType]?.hasPrefix("application/problem+json") == true, sourceLocation: sourceLocation)
        let body = try object(response)
        #expect(body["status"] as? Int == status.code, sourceLocation: sourceLocation)
        #expect(body["title"] as? String == status.reasonPhrase, sourceLocation: sourceLocation)
        #expect((body["type"] as? String)?.isEmpty == false, sourceLocation: sourceLocation)
    }

    @Test func theDocumentIsServedAsJSONToAnyone() async throws {
        try await withApp { browser in
            let response = try await call(browser, .get, "/api/v1/openapi.json", token: nil)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType]?.hasPrefix("application/json") == true)
            let document = try object(response)
            #expect(document["openapi"] as? String == "3.1.0")
            let paths = try #require(document["paths"] as? [String: Any])
            #expect(Set(paths.keys) == ["/openapi.json", "/me", "/trackers", "/trackers/{id}", "/trackers/{id}/days", "/trackers/{id}/days/{day}"])
            let responses = try #require(((paths["/me"] as? [String: Any])?["get"] as? [String: Any])?["responses"] as? [String: Any])
            #expect(responses["401"] != nil, "status codes stay strings in JSON")
            #expect(response.headers[values: .setCookie].isEmpty)
        }
    }

    @Test func meNeedsAValidTokenAndNoCookieCounts() async throws {
        let setup = try await Setup.make(scope: .read)
        try await withApp(database: setup.house.database) { browser in
            let none = try await call(browser, .get, "/api/v1/me", token: nil)
            try expectProblem(none, .unauthorized)
            #expect(none.headers[.wwwAuthenticate] == #"Bearer realm="tracker""#)
            #expect(none.headers[values: .setCookie].isEmpty, "the API sets no visitor cookie")

            let unknown = try await call(browser, .get, "/api/v1/me", token: "trk_not-a-token")
            try expectProblem(unknown, .unauthorized)
            #expect(unknown.headers[.wwwAuthenticate]?.contains(#"error="invalid_token""#) == true)

            // A signed-in browser's session cookie is no credential for the API.
            try await browser.signIn()
            try expectProblem(try await call(browser, .get, "/api/v1/me", token: nil), .unauthorized)

            let me = try await call(browser, .get, "/api/v1/me", token: setup.secret)
            #expect(me.status == .ok)
            let body = try object(me)
            #expect(body["username"] as? String == "anna")
            #expect(body["today"] as? String == "2026-11-21")
            #expect(body["scope"] as? String == "read")

            let token = try #require(try await setup.house.database.apiTokens(userID: setup.house.anna.id).first)
            try await setup.house.database.revokeAPIToken(id: token.id, userID: setup.house.anna.id)
            try expectProblem(try await call(browser, .get, "/api/v1/me", token: setup.secret), .unauthorized)
        }
    }

    @Test func theDaysTrackersAreThoseTheMainPageShows() async throws {
        let setup = try await Setup.make()
        try await setup.house.database.toggleDone(
            trackerID: setup.read.id, userID: setup.house.anna.id, day: Day(iso: "2026-11-20")!, today: Day(iso: "2026-11-21")!, now: fixedNow)
        try await withApp(database: setup.house.database) { browser in
            // Saturday: Walk (Mon, Wed, Fri) is not shown; Boris's Run never is.
            let today = try object(try await call(browser, .get, "/api/v1/trackers", token: setup.secret))
            #expect(today["day"] as? String == "2026-11-21")
            let todays = try #require(today["trackers"] as? [[String: Any]])
            #expect(todays.map { $0["name"] as? String } == ["Read"])

            let friday = try object(try await call(browser, .get, "/api/v1/trackers?day=2026-11-20", token: setup.secret))
            let trackers = try #require(friday["trackers"] as? [[String: Any]])
            #expect(Set(trackers.compactMap { $0["name"] as? String }) == ["Read", "Walk"])
            let read = try #require(trackers.first { $0["name"] as? String == "Read" })
            #expect(read["done"] as? Bool == true)
            #expect(read["skipped"] as? Bool == false)
            #expect(read["kind"] as? String == "habit")
            #expect(read["streak"] as? Int == 1)
            #expect((read["frequency"] as? [String: Any])?["weekdays"] as? [String] == [
                "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
            ])
            #expect(read["strength"] != nil)

            try expectProblem(try await call(browser, .get, "/api/v1/trackers?day=2026-02-30", token: setup.secret), .badRequest)
        }
    }

    /// The generated server writes its bodies with JSONText (TrackerAPI/ResponseJSON.swift), not
    /// with Foundation's encoder: each body is JSONText's writing of what it decodes to, its keys
    /// in the schema's order (Foundation's come in its dictionaries' order).
    @Test func theBodiesAreWrittenInTheSchemasOrder() async throws {
        let setup = try await Setup.make()
        try await withApp(database: setup.house.database) { browser in
            func expectWritten<T: Codable>(_ path: String, as type: T.Type, startingWith start: String) async throws {
                let response = try await call(browser, .get, path, token: setup.secret)
                #expect(response.status == .ok)
                let decoded = try JSONDecoder().decode(T.self, from: Data(response.text.utf8))
                #expect(response.text == String(decoding: try JSONText.encode(decoded), as: UTF8.self))
                #expect(response.text.hasPrefix(start), "\(response.text)")
            }
            try await expectWritten("/api/v1/trackers?day=2026-11-20", as: Components.Schemas.TrackerList.self, startingWith: #"{"day":"2026-11-20","trackers":[{"id":"#)
            try await expectWritten("/api/v1/trackers/\(setup.read.id)", as: Components.Schemas.Tracker.self, startingWith: #"{"id":\#(setup.read.id),"name":"Read","kind":"habit","frequency":{"weekdays":["monday","#)
            try await expectWritten("/api/v1/trackers/\(setup.read.id)/days?from=2026-11-19&to=2026-11-21", as: Components.Schemas.DayList.self, startingWith: #"{"from":"2026-11-19","to":"2026-11-21","days":[{"day":"2026-11-19","#)
            try await expectWritten("/api/v1/me", as: Components.Schemas.Me.self, startingWith: #"{"id":\#(setup.house.anna.id),"username":"anna","#)
        }
    }

    @Test func theBearerSecretIsReadWithoutTheBlanksAroundIt() {
        #expect(APIGate.bearerSecret("Bearer trk_abc") == "trk_abc")
        #expect(APIGate.bearerSecret("bEARER    trk_abc \t ") == "trk_abc")
        #expect(APIGate.bearerSecret("Bearer \ttrk_abc") == "trk_abc")
        #expect(APIGate.bearerSecret("Bearer a b") == "a b", "only the ends are trimmed")
        #expect(APIGate.bearerSecret("Bearer  \t ") == nil)
        #expect(APIGate.bearerSecret("Bearer") == nil)
        #expect(APIGate.bearerSecret("Basic trk_abc") == nil)
        #expect(APIGate.bearerSecret(nil) == nil)
    }

    @Test func oneTrackerIsTheMembersOwnOrNotFound() async throws {
        let setup = try await Setup.make()
        try await withApp(database: setup.house.database) { browser in
            let walk = try await call(browser, .get, "/api/v1/trackers/\(setup.walk.id)?day=2026-11-20", token: setup.secret)
            #expect(walk.status == .ok)
            #expect(try object(walk)["name"] as? String == "Walk")
            try expectProblem(try await call(browser, .get, "/api/v1/trackers/\(setup.run.id)", token: setup.secret), .notFound)
            try expectProblem(try await call(browser, .get, "/api/v1/trackers/999999", token: setup.secret), .notFound)
            try expectProblem(try await call(browser, .get, "/api/v1/trackers/walk", token: setup.secret), .badRequest)
        }
    }

    @Test func aTrackersDaysCoverTheRangeUpTo366Days() async throws {
        let setup = try await Setup.make()
        try await setup.house.database.setNote(
            "Rain", trackerID: setup.read.id, userID: setup.house.anna.id, day: Day(iso: "2026-11-19")!, today: Day(iso: "2026-11-21")!,
            now: fixedNow)
        try await withApp(database: setup.house.database) { browser in
            let response = try await call(
                browser, .get, "/api/v1/trackers/\(setup.read.id)/days?from=2026-11-18&to=2026-11-21", token: setup.secret)
            #expect(response.status == .ok)
            let days = try #require(try object(response)["days"] as? [[String: Any]])
            #expect(days.map { $0["day"] as? String } == ["2026-11-18", "2026-11-19", "2026-11-20", "2026-11-21"])
            #expect(days[1]["note"] as? String == "Rain")
            #expect(days.allSatisfy { $0["done"] as? Bool == false })

            let year = "/api/v1/trackers/\(setup.read.id)/days?from=2025-11-20&to=2026-11-21"  // 367 days
            try expectProblem(try await call(browser, .get, year, token: setup.secret), .unprocessableContent)
            let backwards = "/api/v1/trackers/\(setup.read.id)/days?from=2026-11-21&to=2026-11-20"
            try expectProblem(try await call(browser, .get, backwards, token: setup.secret), .unprocessableContent)
            let full = "/api/v1/trackers/\(setup.read.id)/days?from=2025-11-21&to=2026-11-21"  // 366 days
            #expect((try object(try await call(browser, .get, full, token: setup.secret))["days"] as? [Any])?.count == 366)
            let borisDays = "/api/v1/trackers/\(setup.run.id)/days?from=2026-11-18&to=2026-11-21"
            try expectProblem(try await call(browser, .get, borisDays, token: setup.secret), .notFound)
            try expectProblem(try await call(browser, .get, "/api/v1/trackers/\(setup.read.id)/days", token: setup.secret), .badRequest)
        }
    }

    @Test func aDayIsSetAndClearedWithThePagesRules() async throws {
        let setup = try await Setup.make()
        let water = try await setup.house.track("Water", days: Weekday.allCases, target: 8)
        try await withApp(database: setup.house.database) { browser in
            let path = "/api/v1/trackers/\(setup.read.id)/days/2026-11-20"
            let set = try await call(browser, .put, path, token: setup.secret, json: #"{"done": true, "note": "  Long chapter  "}"#)
            #expect(set.status == .ok)
            #expect(try object(set)["done"] as? Bool == true)
            var stored = try await setup.day(setup.read, "2026-11-20")
            #expect(stored.mark != nil)
            #expect(stored.note == "Long chapter")
            // Sending done again changes nothing (a PUT is not a toggle).
            _ = try await call(browser, .put, path, token: setup.secret, json: #"{"done": true}"#)
            #expect(try await setup.day(setup.read, "2026-11-20").mark != nil)

            let cleared = try await call(browser, .delete, path, token: setup.secret)
            #expect(cleared.status == .ok)
            stored = try await setup.day(setup.read, "2026-11-20")
            #expect(stored.mark == nil && stored.note == nil && !stored.isSkipped)

            let skipped = try await call(browser, .put, path, token: setup.secret, json: #"{"skipped": true}"#)
            #expect(try object(skipped)["skipped"] as? Bool == true)
            #expect(try await setup.day(setup.read, "2026-11-20").isSkipped)

            // `today` is the member's today (Saturday 2026-11-21 here), for a button or a tag.
            let value = try await call(browser, .put, "/api/v1/trackers/\(water.id)/days/today", token: setup.secret, json: #"{"value": 8}"#)
            #expect(try object(value)["day"] as? String == "2026-11-21")
            #expect((try object(value)["value"] as? NSNumber)?.doubleValue == 8)
            #expect(try object(value)["done"] as? Bool == true)
        }
    }

    @Test func aRuleRefusesWithA422AndChangesNothing() async throws {
        let setup = try await Setup.make()
        try await withApp(database: setup.house.database) { browser in
            let today = "/api/v1/trackers/\(setup.read.id)/days/2026-11-21"
            let refused: [(String, String)] = [
                ("/api/v1/trackers/\(setup.read.id)/days/2026-11-22", #"{"done": true}"#),  // the future
                ("/api/v1/trackers/\(setup.read.id)/days/2026-10-31", #"{"done": true}"#),  // before the start
                (today, #"{"value": 3}"#),  // a value on a yes/no tracker
                (today, #"{"note": "\#(String(repeating: "a", count: NoteText.limit + 1))"}"#),
                (today, #"{"note": "bell \u0007"}"#),
                (today, #"{"done": true, "skipped": true}"#),
                ("/api/v1/trackers/\(setup.walk.id)/days/2026-11-21", #"{"skipped": true}"#),  // Walk is not due on Saturday
            ]
            for (path, json) in refused {
                try expectProblem(try await call(browser, .put, path, token: setup.secret, json: json), .unprocessableContent)
            }
            let day = try await setup.day(setup.read, "2026-11-21")
            #expect(day.mark == nil && day.note == nil && !day.isSkipped)
        }
    }

    @Test func aReadTokenCantWriteNorAnyoneTouchAnotherMembersTracker() async throws {
        let setup = try await Setup.make(scope: .read)
        let write = try await setup.house.database.createAPIToken(userID: setup.house.anna.id, name: "HA", scope: .write, now: fixedNow)
        try await withApp(database: setup.house.database) { browser in
            let path = "/api/v1/trackers/\(setup.read.id)/days/2026-11-21"
            try expectProblem(try await call(browser, .put, path, token: setup.secret, json: #"{"done": true}"#), .forbidden)
            try expectProblem(try await call(browser, .delete, path, token: setup.secret), .forbidden)
            #expect(try await setup.day(setup.read, "2026-11-21").mark == nil)

            let boris = "/api/v1/trackers/\(setup.run.id)/days/2026-11-21"
            try expectProblem(try await call(browser, .put, boris, token: write.secret, json: #"{"done": true}"#), .notFound)
            try expectProblem(try await call(browser, .delete, boris, token: write.secret), .notFound)
            #expect(try await setup.day(setup.run, "2026-11-21").mark == nil)
        }
    }

    @Test func aBodyThatCantBeReadIsA4xxProblem() async throws {
        let setup = try await Setup.make()
        try await withApp(database: setup.house.database) { browser in
            let path = "/api/v1/trackers/\(setup.read.id)/days/2026-11-21"
            for json in ["{", #"{"done": "yes"}"#, "[]", #"{"value": -1e999}"#] {
                let response = try await call(browser, .put, path, token: setup.secret, json: json)
                #expect((400..<500).contains(response.status.code), "\(json) answered \(response.status)")
                #expect(response.headers[.contentType]?.hasPrefix("application/problem+json") == true)
            }
            try expectProblem(
                try await call(browser, .put, path, token: setup.secret, json: "done=1", contentType: "application/x-www-form-urlencoded"),
                .unsupportedMediaType)
            let large = #"{"note": "\#(String(repeating: "a", count: 20_000))"}"#
            try expectProblem(try await call(browser, .put, path, token: setup.secret, json: large), .contentTooLarge)
            try expectProblem(try await call(browser, .put, "/api/v1/trackers/\(setup.read.id)/days/21.11.2026", token: setup.secret, json: "{}"), .badRequest)
            try expectProblem(try await call(browser, .get, "/api/v1/nothing-here", token: setup.secret), .notFound)
            #expect(try await setup.day(setup.read, "2026-11-21").mark == nil)
        }
    }

    @Test func aTokenPastItsRateIsTold429WithRetryAfter() async throws {
        let setup = try await Setup.make()
        var config = testConfig()
        config.apiRequestsPerMinute = 3
        try await withApp(database: setup.house.database, config: config) { browser in
            for _ in 0..<3 { #expect(try await call(browser, .get, "/api/v1/me", token: setup.secret).status == .ok) }
            let refused = try await call(browser, .get, "/api/v1/me", token: setup.secret)
            try expectProblem(refused, .tooManyRequests)
            #expect(refused.headers[.retryAfter] == "20")
            // Another member's token has its own bucket.
            let boris = try await setup.house.database.createAPIToken(userID: setup.house.boris.id, name: "B", scope: .read, now: fixedNow)
            #expect(try await call(browser, .get, "/api/v1/me", token: boris.secret).status == .ok)
        }
    }

    @Test func theRouteTableListsTheAPIFromItsRegistration() async throws {
        let entries = try await routeTable(config: testConfig()).filter { $0.path.hasPrefix("/api/") }
        let listed = Set(entries.map { "\($0.method) \($0.path) \($0.access.rawValue) \($0.csrf.rawValue)" })
        #expect(
            listed == [
                "GET /api/v1/openapi.json anyone none", "GET /api/v1/me token-read none", "GET /api/v1/trackers token-read none",
                "GET /api/v1/trackers/:id token-read none", "GET /api/v1/trackers/:id/days token-read none",
                "PUT /api/v1/trackers/:id/days/:day token-write bearer", "DELETE /api/v1/trackers/:id/days/:day token-write bearer",
            ])
        #expect(entries.first { $0.method == "PUT" }?.parameters == ["id": .tracker, "day": .day])
    }
}
