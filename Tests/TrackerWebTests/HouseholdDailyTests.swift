import Foundation
import Testing
import TrackerCore
import TrackerStore
@testable import TrackerWeb

@Suite("Household: today first, the Russian follow words, the avatar page's way back")
struct HouseholdDailyTests {
    @Test func todayInTheHouseholdComesFirst() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let page = try await anna.get("/household").text
            let headings = page.components(separatedBy: "<h2").dropFirst().map { $0.prefix { $0 != "<" } }
            #expect(headings.first?.hasSuffix(">Today in the household") == true, "\(headings)")
            let today = try #require(page.range(of: #"id="today""#)).lowerBound
            let you = try #require(page.range(of: #"id="you""#)).lowerBound
            let members = try #require(page.range(of: #"id="members""#)).lowerBound
            #expect(today < you && you < members)
        }
    }

    @Test func russianSaysSubscribeAndCountsSubscribersWithPlurals() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let boris = house.boris.id
        try await withApp(database: database) { anna in
            anna.acceptLanguage = "ru"
            try await anna.signIn()
            let before = try await anna.get("/household").text
            #expect(before.contains(">Подписаться</button>"))
            #expect(before.contains(#"aria-label="Подписаться: Boris""#))
            #expect(before.contains("Подпишитесь на участников, чтобы видеть здесь их общие трекеры на сегодня."))
            #expect(!before.contains("Читать") && !before.contains("читает"))

            _ = try await anna.postForm("/household/\(boris)/follow", [])
            let borisBrowser = anna.another()
            try await borisBrowser.signIn("boris")
            _ = try await borisBrowser.postForm("/household/\(house.anna.id)/follow", [])

            let after = try await anna.get("/household").text
            #expect(after.contains(">Отписаться</button>"))
            #expect(after.contains("Подписан(а) на вас"))
            #expect(after.contains("1 подписчик<") && after.contains("1 подписка<"))
            #expect(try await anna.get("/household/\(boris)/followers").text.contains("Подписчики: Boris"))
            #expect(try await anna.get("/household/\(house.anna.id)/following").text.contains("Подписки: Anna"))
        }
        let russian = Catalog.of(.ru)
        let followers = [1, 2, 5, 11, 21, 22, 25].map { russian.plural("household.followers", count: $0) }
        #expect(followers == ["1 подписчик", "2 подписчика", "5 подписчиков", "11 подписчиков", "21 подписчик", "22 подписчика", "25 подписчиков"])
        let following = [1, 3, 5, 0].map { russian.plural("household.following", count: $0) }
        #expect(following == ["1 подписка", "3 подписки", "5 подписок", "0 подписок"])
    }

    @Test func theAvatarPageOpenedFromTheHouseholdGoesBackThere() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let photo = try Data(contentsOf: repositoryFile("docs/demo-avatar.jpg"))
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let household = try await anna.get("/household").text
            #expect(household.contains(#"href="/settings/avatar?back=/household%23you">Change picture</a>"#))

            let page = try await anna.get("/settings/avatar?back=/household%23you").text
            #expect(page.contains(#"<a class="text-link back-link" href="/household#you">‹ Household</a>"#))
            #expect(page.contains(#"<a class="button button-cancel-wide" href="/household#you">Cancel</a>"#))
            #expect(page.contains(#"aria-current="page""#) && page.contains(#"href="/household" aria-current="page""#))
            // Each form carries the way back.
            let forms = page.components(separatedBy: "<form").count - 1
            #expect(page.components(separatedBy: #"<input type="hidden" name="back" value="/household#you">"#).count - 1 == forms)

            let token = try await anna.token()
            let emoji = try await anna.postForm("/settings/avatar/emoji", [("emoji", "🐶"), ("color", "#33CF69"), ("back", "/household#you")])
            #expect(emoji.location == "/household#you")
            let uploaded = try await anna.upload(photo, fileName: "a.jpg", type: "image/jpeg", token: token, back: "/household#you")
            #expect(uploaded.location == "/household#you")
            #expect(try await database.person(id: house.anna.id).pictureHash != nil)
            let removed = try await anna.postForm("/settings/avatar/remove-picture", [("back", "/household#you")])
            #expect(removed.location == "/household#you")
            let initials = try await anna.postForm("/settings/avatar/initials", [("back", "/household#you")])
            #expect(initials.location == "/household#you")
            #expect(try await database.person(id: house.anna.id).avatarEmoji == nil)

            // A refused form keeps the way back.
            let refused = try await anna.postForm("/settings/avatar/emoji", [("emoji", "<b>"), ("back", "/household#you")])
            #expect(refused.status == .unprocessableContent)
            #expect(refused.text.contains(#"href="/household#you">Cancel</a>"#))
        }
    }

    @Test func fromSettingsOrAnOffSiteBackTheAvatarPageReturnsToSettings() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let plain = try await anna.get("/settings/avatar").text
            #expect(plain.contains(#"href="/settings#account">‹ Settings</a>"#))
            #expect(!plain.contains(#"name="back""#))
            let saved = try await anna.postForm("/settings/avatar/emoji", [("emoji", "🐶"), ("color", "#33CF69")])
            #expect(saved.location == "/settings?saved=avatar#account")
            let settings = try await anna.get("/settings?saved=avatar").text
            #expect(settings.contains(#"<p class="notice" role="status">Saved.</p>"#))

            for away in ["//evil.example", "https://evil.example", "/\\evil.example", "/%2F/evil.example", "javascript:alert(1)"] {
                let page = try await anna.get("/settings/avatar?back=" + Paths.queryEncoded(away)).text
                #expect(page.contains(#"href="/settings#account">‹ Settings</a>"#), "\(away)")
                #expect(!page.contains("evil.example") && !page.contains("javascript:"), "\(away)")
                let posted = try await anna.postForm("/settings/avatar/emoji", [("emoji", "🐶"), ("color", "#33CF69"), ("back", away)])
                #expect(posted.location == "/settings?saved=avatar#account", "\(away)")
                let removed = try await anna.postForm("/settings/avatar/initials", [("back", away)])
                #expect(removed.location == "/settings?saved=avatar#account", "\(away)")
            }
        }
    }
}
