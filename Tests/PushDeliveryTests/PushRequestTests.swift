import Foundation
import Testing
import TrackerCore
import TrackerStore

@testable import PushDelivery

@Suite("What each target is sent")
struct PushRequestTests {
    let reminder = Reminder(
        trackerID: 12,
        name: "Drink water",
        emoji: "💧",
        timing: TrackerTiming(kind: .habit, schedule: Schedule(mask: 127), startDay: Day(iso: "2026-01-01")!),
        minute: 480,
        updatedAt: Date(timeIntervalSince1970: 0)
    )

    func message() -> PushMessage {
        PushMessage(
            kind: .reminder,
            title: "💧 Drink water",
            message: "Not done yet today (Nov 24).",
            link: "https://tracker.home/?day=2026-11-24#tracker-12",
            doneURL: "https://tracker.home/reminders/done/T",
            doneLabel: "Done",
            tracker: reminder,
            day: Day(iso: "2026-11-24"),
            member: "anna"
        )
    }

    func target(_ kind: PushKind, _ url: String, token: String? = nil) -> PushTarget {
        PushTarget(
            id: 1,
            userId: 1,
            kind: kind,
            url: url,
            token: token,
            site: nil,
            lastStatus: nil,
            lastStatusAt: nil,
            createdAt: Date(timeIntervalSince1970: 0)
        )
    }

    func json(_ request: PushRequest) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(request.body)) as? [String: Any])
    }

    func header(_ request: PushRequest, _ name: String) -> String? { request.headers.first { $0.0 == name }?.1 }

    @Test func ntfyGetsJSONAtItsRootWithTheTopicTheLinkAndADoneAction() throws {
        let request = PushRequest.make(message(), for: target(.ntfy, "https://ntfy.sh/anna-secret", token: "tk_1"))
        #expect(request.url == "https://ntfy.sh/")
        #expect(header(request, "Authorization") == "Bearer tk_1")
        let body = try json(request)
        #expect(body["topic"] as? String == "anna-secret")
        #expect(body["title"] as? String == "💧 Drink water")
        #expect(body["click"] as? String == "https://tracker.home/?day=2026-11-24#tracker-12")
        let action = try #require((body["actions"] as? [[String: Any]])?.first)
        #expect(action["action"] as? String == "http" && action["method"] as? String == "POST")
        #expect(action["url"] as? String == "https://tracker.home/reminders/done/T" && action["clear"] as? Bool == true)
        // A server under a path keeps it; no token, no Authorization.
        let nested = PushRequest.make(message(), for: target(.ntfy, "http://home.lan:2586/ntfy/kids"))
        #expect(nested.url == "http://home.lan:2586/ntfy/")
        #expect(try json(nested)["topic"] as? String == "kids")
        #expect(header(nested, "Authorization") == nil)
    }

    @Test func gotifyGetsItsMessageEndpointWithTheAppToken() throws {
        let request = PushRequest.make(message(), for: target(.gotify, "https://gotify.home/", token: "AbC"))
        #expect(request.url == "https://gotify.home/message")
        #expect(header(request, "X-Gotify-Key") == "AbC")
        let body = try json(request)
        #expect(body["message"] as? String == "Not done yet today (Nov 24).")
        let extras = try #require(body["extras"] as? [String: Any])
        let click = (extras["client::notification"] as? [String: Any])?["click"] as? [String: Any]
        #expect(click?["url"] as? String == "https://tracker.home/?day=2026-11-24#tracker-12")
    }

    @Test func aWebhookGetsTheDocumentedBodyWithEveryKey() throws {
        let request = PushRequest.make(message(), for: target(.webhook, "https://hooks.home/tracker?k=1"))
        #expect(request.url == "https://hooks.home/tracker?k=1")
        #expect(header(request, "Content-Type") == "application/json")
        let body = try json(request)
        #expect(Set(body.keys) == ["type", "title", "message", "url", "done_url", "tracker", "day", "member"])
        #expect(body["type"] as? String == "reminder" && body["day"] as? String == "2026-11-24" && body["member"] as? String == "anna")
        let tracker = try #require(body["tracker"] as? [String: Any])
        #expect(tracker["id"] as? Int == 12 && tracker["name"] as? String == "Drink water" && tracker["emoji"] as? String == "💧")
        // A test has nulls where a reminder has a tracker.
        var test = message()
        test.kind = .test
        test.tracker = nil
        test.day = nil
        test.doneURL = nil
        let testBody = try json(PushRequest.make(test, for: target(.webhook, "https://hooks.home/t")))
        #expect(testBody["type"] as? String == "test" && testBody["tracker"] is NSNull && testBody["done_url"] is NSNull)
    }

    @Test func outcomesAreStoredAndReadBackAndOnlyPassingFailuresAreRetried() {
        for outcome in [SendOutcome.delivered, .status(401), .status(503), .timeout, .unreachable] {
            #expect(SendOutcome(stored: outcome.stored) == outcome)
        }
        #expect(SendOutcome(stored: "what") == nil)
        #expect(!SendOutcome.delivered.isRetryable && !SendOutcome.status(401).isRetryable && !SendOutcome.status(404).isRetryable)
        #expect(SendOutcome.status(500).isRetryable && SendOutcome.status(429).isRetryable && SendOutcome.timeout.isRetryable)
    }
}
