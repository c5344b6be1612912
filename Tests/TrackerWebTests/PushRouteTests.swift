import Foundation
import HTTPTypes
import PushDelivery
import Testing
import TrackerCore
import TrackerStore

@testable import TrackerWeb

@Suite("Push notifications in Settings")
struct PushRouteTests {
    @Test func eachKindOfTargetIsSavedShownAndChanged() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let settings = try await anna.get("/settings").text
            #expect(settings.contains(#"href="/settings/push""#))
            let empty = try await anna.get("/settings/push")
            #expect(empty.status == .ok)
            for title in ["ntfy", "Gotify", "Webhook"] { #expect(empty.text.contains(">\(title)</h2>")) }
            #expect(!empty.text.contains("Send test notification"))

            let saved = try await anna.postForm("/settings/push/ntfy", [("url", " https://ntfy.sh/anna-secret "), ("token", "")])
            #expect(saved.status == .seeOther)
            #expect(saved.location == "/settings/push?saved=ntfy#ntfy")
            let page = try await anna.get(try #require(saved.location)).text
            #expect(page.contains("Saved.") && page.contains(#"value="https://ntfy.sh/anna-secret""#))
            #expect(page.contains("Send test notification") && page.contains("Nothing sent yet."))
            try await anna.postForm("/settings/push/gotify", [("url", "http://gotify.home:8080"), ("token", "AbC.d")])
            try await anna.postForm("/settings/push/webhook", [("url", "http://192.168.1.9/hook")])
            let targets = try await database.pushTargets(userID: house.anna.id)
            #expect(targets.map(\.kind) == [.ntfy, .gotify, .webhook])
            #expect(targets.map(\.url) == ["https://ntfy.sh/anna-secret", "http://gotify.home:8080", "http://192.168.1.9/hook"])
            #expect(targets.map(\.token) == [nil, "AbC.d", nil])
            // Saving again changes the one target of that kind.
            try await anna.postForm("/settings/push/ntfy", [("url", "https://ntfy.home/kids"), ("token", "tk_x")])
            let again = try await database.pushTargets(userID: house.anna.id)
            #expect(again.count == 3 && again[0].url == "https://ntfy.home/kids" && again[0].token == "tk_x")
            // Boris sees none of them.
            #expect(try await database.pushTargets(userID: house.boris.id).isEmpty)
        }
    }

    @Test func aBadAddressOrTokenIsA422WithTheValueKeptAndNothingSaved() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let cases: [(String, [(String, String)], String)] = [
                ("ntfy", [("url", "ftp://ntfy.sh/x")], "The address must start with https:// or http://."),
                ("ntfy", [("url", "ntfy.sh/x")], "Enter a web address"),
                ("webhook", [("url", "javascript:alert(1)")], "The address must start with https:// or http://."),
                ("webhook", [("url", "https://user:pw@hooks.home/x")], "Leave the user name and password out"),
                ("webhook", [("url", "https://" + String(repeating: "a", count: 2001))], "Enter a web address"),
                ("gotify", [("url", "https://gotify.home"), ("token", "")], "Enter the token"),
                ("ntfy", [("url", "https://ntfy.sh/x"), ("token", "two words")], "Enter the token"),
            ]
            for (kind, fields, message) in cases {
                let answer = try await anna.postForm("/settings/push/\(kind)", fields)
                #expect(answer.status == .unprocessableContent, "\(kind) \(fields)")
                #expect(answer.text.contains(message), "\(kind) \(fields)")
                let typed = fields[0].1.replacingOccurrences(of: "&", with: "&amp;")
                #expect(answer.text.contains(#"value="\#(typed)""#), "\(kind) \(fields)")
                #expect(answer.text.contains(#"aria-invalid="true""#))
            }
            #expect(try await database.pushTargets(userID: house.anna.id).isEmpty)
            // An unknown kind is not found; a form without the CSRF token is refused.
            #expect(try await anna.postForm("/settings/push/email", [("url", "https://x.home")]).status == .notFound)
            #expect(try await anna.post("/settings/push/ntfy", [("url", "https://ntfy.sh/x")]).status == .forbidden)
            #expect(try await database.pushTargets(userID: house.anna.id).isEmpty)
        }
    }

    @Test func aTestNotificationIsSentOnceAndHowItWentIsShown() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let transport = RecordingTransport([.status(401)])
        try await withApp(database: database, push: transport) { anna in
            try await anna.signIn()
            #expect(try await anna.postForm("/settings/push/webhook/test", []).status == .notFound)
            try await anna.postForm("/settings/push/webhook", [("url", "https://hooks.home/t")])
            let failed = try await anna.postForm("/settings/push/webhook/test", [])
            #expect(failed.location == "/settings/push?tested=webhook#webhook")
            // No retries while the person waits: one request.
            #expect(transport.requests.count == 1)
            #expect(transport.bodies.first?["type"] as? String == "test")
            let page = try await anna.get(try #require(failed.location)).text
            #expect(page.contains("The test notification failed: the server answered 401."))
            #expect(page.contains("Last sent: failed (the server answered 401), today at 10:00."))
            try await anna.postForm("/settings/push/webhook/test", [])
            let delivered = try await anna.get("/settings/push?tested=webhook").text
            #expect(delivered.contains("The test notification was delivered."))
            #expect(delivered.contains("Last sent: delivered, today at 10:00."))
            #expect(try await database.pushTargets(userID: house.anna.id).first?.lastStatus == "delivered")
            // With reminders switched off, the page says nothing will be sent.
            try await database.update(.notifications(false), userID: house.anna.id)
            #expect(try await anna.get("/settings/push").text.contains("Reminders are switched off in Settings"))
        }
    }

    @Test func removingATargetIsConfirmedFirst() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            // Nothing to remove: back to the page.
            #expect(try await anna.get("/settings/push/ntfy/remove").status == .seeOther)
            try await anna.postForm("/settings/push/ntfy", [("url", "https://ntfy.sh/x")])
            let confirm = try await anna.get("/settings/push/ntfy/remove")
            #expect(confirm.status == .ok && confirm.text.contains("Remove ntfy?"))
            #expect(!confirm.text.contains("tab-bar"))
            #expect(try await database.pushTargets(userID: house.anna.id).count == 1)
            let removed = try await anna.postForm("/settings/push/ntfy/remove", [])
            #expect(removed.location == "/settings/push?removed=ntfy#ntfy")
            #expect(try await anna.get("/settings/push?removed=ntfy").text.contains("Removed."))
            #expect(try await database.pushTargets(userID: house.anna.id).isEmpty)
            #expect(try await anna.postForm("/settings/push/ntfy/remove", []).status == .notFound)
        }
    }
}
