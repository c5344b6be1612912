import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@Suite("Household: members, following, shared trackers")
struct HouseholdRouteTests {
    @Test func membersFollowEachOtherAndSeeSharedTrackersOnly() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let swim = try await house.track("Swim", days: Weekday.allCases, owner: house.boris, isPublic: true)
        let diary = try await house.track("Diary", days: Weekday.allCases, owner: house.boris)
        let boris = house.boris.id
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let before = try await anna.get("/household")
            #expect(before.status == .ok)
            #expect(before.text.contains(#"id="member-\#(boris)""#))
            #expect(before.text.contains(#"action="/household/\#(boris)/follow""#))
            #expect(before.text.contains("Follow members to see their shared trackers for today here."))

            let followed = try await anna.postForm("/household/\(boris)/follow", [("back", "/household#member-\(boris)")])
            #expect(followed.status == .seeOther)
            #expect(followed.location == "/household#member-\(boris)")
            let after = try await anna.get("/household")
            #expect(after.text.contains(#"action="/household/\#(boris)/unfollow""#))
            #expect(after.text.contains("Swim"))
            #expect(after.text.contains("Not done yet"))
            #expect(!after.text.contains("Diary"))
            // Following twice changes nothing.
            #expect(try await anna.postForm("/household/\(boris)/follow", []).status == .seeOther)
            #expect(try await database.profile(memberID: boris, viewerID: house.anna.id).followers == 1)

            let page = try await anna.get("/household/\(boris)")
            #expect(page.text.contains("Swim"))
            #expect(!page.text.contains("Diary"))
            #expect(page.text.contains("1 follower"))
            #expect(!page.text.contains("/done"))
            #expect(!page.text.contains("card-menu"))

            let details = try await anna.get("/household/\(boris)/trackers/\(swim.id)")
            #expect(details.status == .ok)
            #expect(details.text.contains("Shared by Boris. Read-only."))
            #expect(!details.text.contains("/edit"))
            #expect(!details.text.contains("<form method=\"post\" action=\"/trackers/"))
            // A private tracker, someone else's, or a guessed one: not found, however it is asked.
            for path in [
                "/household/\(boris)/trackers/\(diary.id)", "/household/\(house.anna.id)/trackers/\(swim.id)",
                "/household/\(boris)/trackers/999", "/household/999", "/household/999/followers", "/trackers/\(swim.id)",
                "/trackers/\(diary.id)",
            ] {
                #expect(try await anna.get(path).status == .notFound, "\(path)")
            }
            #expect(try await anna.postForm("/trackers/\(swim.id)/done", [("day", "2026-11-21")]).status == .notFound)

            // Boris sees that Anna follows him.
            let borisBrowser = anna.another()
            try await borisBrowser.signIn("boris")
            #expect(try await borisBrowser.get("/household").text.contains("Follows you"))
            #expect(try await borisBrowser.get("/household/\(house.anna.id)/following").text.contains("Boris"))
            // A list with nobody in it says so; one with somebody doesn't.
            #expect(try await borisBrowser.get("/household/\(house.anna.id)/followers").text.contains("Nobody yet."))
            #expect(!(try await borisBrowser.get("/household/\(house.anna.id)/following").text.contains("Nobody yet.")))

            // Made private, it is gone at once, everywhere.
            let privateSwim = NewTracker(
                kind: .habit,
                name: "Swim",
                categoryID: house.borisCategory.id,
                emoji: "🙂",
                color: .red,
                schedule: Schedule(Weekday.allCases),
                startDay: Day(iso: "2026-11-01")!,
                isPublic: false
            )
            try await database.updateTracker(id: swim.id, userID: boris, privateSwim, now: fixedNow)
            #expect(!(try await anna.get("/household").text.contains("Swim")))
            #expect(!(try await anna.get("/household/\(boris)").text.contains("Swim")))
            #expect(try await anna.get("/household/\(boris)/trackers/\(swim.id)").status == .notFound)

            // Unfollowing always works.
            let unfollowed = try await anna.postForm("/household/\(boris)/unfollow", [("back", "//evil.example/")])
            #expect(unfollowed.location == "/household/\(boris)#profile")
            #expect(try await database.profile(memberID: boris, viewerID: house.anna.id).followers == 0)
        }
    }

    @Test func todaySortsEachMembersSharedTrackersIntoDoneAndNotDoneYet() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let swim = try await house.track("Swim", days: Weekday.allCases, owner: house.boris, isPublic: true)
        _ = try await house.track("Read", days: Weekday.allCases, owner: house.boris, isPublic: true)
        let today = Day(iso: "2026-11-21")!
        try await database.toggleDone(trackerID: swim.id, userID: house.boris.id, day: today, today: today, now: fixedNow)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            _ = try await anna.postForm("/household/\(house.boris.id)/follow", [])
            let page = try await anna.get("/household").text
            /// The chips of the list after `label`.
            func chips(after label: String) throws -> Substring {
                let start = try #require(page.range(of: #"<p class="today-label">\#(label)</p>"#))
                let list = page[start.upperBound...]
                return list[..<(list.range(of: "</ul>")?.lowerBound ?? list.endIndex)]
            }
            #expect(page.contains(#"<p class="today-count">1 of 2 done</p>"#))
            let done = try chips(after: "Done")
            #expect(done.contains(#"href="/household/\#(house.boris.id)/trackers/\#(swim.id)""#))
            #expect(done.contains("Swim") && !done.contains("Read"))
            let notDone = try chips(after: "Not done yet")
            #expect(notDone.contains("Read") && !notDone.contains("Swim"))
        }
    }

    @Test func followingOneselfOrNobodyIsNotFound() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            #expect(try await anna.postForm("/household/\(house.anna.id)/follow", []).status == .notFound)
            #expect(try await anna.postForm("/household/999/follow", []).status == .notFound)
            #expect(try await anna.postForm("/household/abc/unfollow", []).status == .notFound)
            #expect(try await anna.post("/household/\(house.boris.id)/follow", []).status == .forbidden)
            #expect(try await anna.get("/household/\(house.boris.id)?day=2026-02-31").status == .badRequest)
        }
    }

    @Test func searchFindsMembersByNameInAnyScriptAndCase() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await database.update(.displayName("Мама Вера"), userID: house.boris.id)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            #expect(try await anna.get("/household?q=%D0%BC%D0%B0%D0%9C").text.contains("Мама Вера"))
            #expect(try await anna.get("/household?q=BOR").text.contains("Мама Вера"))
            let none = try await anna.get("/household?q=zzz")
            #expect(!none.text.contains("Мама Вера"))
            #expect(none.text.contains("No member matches “zzz”."))
        }
    }

    @Test func anUploadedPictureIsServedToMembersOnlyAtAnAddressThatChangesWithIt() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let photo = try Data(contentsOf: repositoryFile("docs/demo-avatar.jpg"))
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let token = try await anna.token()
            let uploaded = try await anna.upload(photo, fileName: "IMG_0001.JPG", type: "image/jpeg", token: token)
            #expect(uploaded.status == .seeOther)
            #expect(uploaded.location == "/settings?saved=avatar#account")
            let person = try await database.person(id: house.anna.id)
            let hash = try #require(person.pictureHash)
            let address = "/avatars/\(house.anna.id)/\(hash).jpg"
            #expect(try await anna.get("/household").text.contains(#"src="\#(address)""#))
            let image = try await anna.get(address)
            #expect(image.status == .ok)
            #expect(image.headers[.contentType] == "image/jpeg")
            #expect(image.headers[.cacheControl] == "private, max-age=31536000, immutable")
            #expect(Array(image.body.readableBytesView.prefix(3)) == [0xFF, 0xD8, 0xFF])
            #expect(try await anna.get("/avatars/\(house.anna.id)/0000000000000000.jpg").status == .notFound)

            let visitor = anna.another()
            let refused = try await visitor.get(address)
            #expect(refused.status == .seeOther)
            #expect(refused.body.readableBytes < 1000)

            // Not a picture, whatever its name and type say: the page says so, nothing changes.
            let text = try await anna.upload(Data("hello".utf8), fileName: "photo.jpg", type: "image/jpeg", token: token)
            #expect(text.status == .unprocessableContent)
            #expect(text.text.contains("This file is not a JPEG, PNG or WebP picture, or it is damaged."))
            let empty = try await anna.upload(Data(), fileName: "", type: "application/octet-stream", token: token)
            #expect(empty.status == .unprocessableContent)
            #expect(empty.text.contains("Choose a picture to upload."))
            let huge = try await anna.upload(Data(count: 5 * 1024 * 1024 + 1), fileName: "big.jpg", type: "image/jpeg", token: token)
            #expect(huge.status == .contentTooLarge)
            #expect(huge.text.contains("The picture is larger than 5 MB."))
            #expect(try await anna.upload(photo, fileName: "a.jpg", type: "image/jpeg", token: "wrong").status == .forbidden)
            #expect(try await database.person(id: house.anna.id).pictureHash == hash)

            // An emoji takes the picture's place; the old address is gone.
            let bad = try await anna.postForm("/settings/avatar/emoji", [("emoji", "<b>"), ("color", "#123456")])
            #expect(bad.status == .unprocessableContent)
            #expect(bad.text.contains("Choose one of the emoji."))
            let emoji = try await anna.postForm("/settings/avatar/emoji", [("emoji", "🐶"), ("color", "#33CF69")])
            #expect(emoji.location == "/settings?saved=avatar#account")
            #expect(try await anna.get(address).status == .notFound)
            #expect(try await anna.get("/household").text.contains("🐶"))
            _ = try await anna.postForm("/settings/avatar/initials", [])
            #expect(try await database.person(id: house.anna.id).avatarEmoji == nil)
        }
    }

    @Test func otherFormsKeepTheSmallBodyLimit() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await Household.make(database)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let token = try await anna.token()
            let body = TestBrowser.multipart(
                [("_csrf", token)],
                file: (name: "picture", fileName: "a.jpg", type: "image/jpeg", data: Data(count: 100 * 1024))
            )
            let response = try await anna.send(
                "/settings/name",
                method: .post,
                headers: [.contentType: "multipart/form-data; boundary=\(TestBrowser.boundary)"],
                body: ByteBuffer(bytes: body)
            )
            #expect(response.status == .contentTooLarge)
        }
    }
}

extension TestBrowser {
    static let boundary = "----TrackerTestBoundary7MA4YWxkTrZu0gW"

    /// A `multipart/form-data` body with text fields and one file.
    static func multipart(_ fields: [(String, String)], file: (name: String, fileName: String, type: String, data: Data)) -> [UInt8] {
        var body: [UInt8] = []
        for (name, value) in fields {
            body += Array("--\(boundary)\r\nContent-Disposition: form-data; name=\"\(name)\"\r\n\r\n\(value)\r\n".utf8)
        }
        body += Array(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(file.name)\"; filename=\"\(file.fileName)\"\r\nContent-Type: \(file.type)\r\n\r\n"
                .utf8
        )
        body += Array(file.data)
        body += Array("\r\n--\(boundary)--\r\n".utf8)
        return body
    }

    /// Uploads a file as the avatar form does, with the page's `back` when it has one.
    func upload(_ data: Data, fileName: String, type: String, token: String, back: String? = nil) async throws -> TestResponse {
        let fields = [("_csrf", token)] + (back.map { [("back", $0)] } ?? [])
        return try await send(
            "/settings/avatar/picture",
            method: .post,
            headers: [.contentType: "multipart/form-data; boundary=\(Self.boundary)"],
            body: ByteBuffer(bytes: Self.multipart(fields, file: (name: "picture", fileName: fileName, type: type, data: data)))
        )
    }
}

/// A file of the repository, found from this source file's place.
func repositoryFile(_ path: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(path)
}
