import Foundation
import HTTPTypes
import HummingbirdTesting
import LoopTesting
import NIOCore
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

@Suite("Your data: export and import")
struct DataRouteTests {
    /// Anna's account: a measurable habit with values, a pinned irregular event in a second
    /// category, a habit of every other kind (`everyOtherKind`), a follow, and settings of her own.
    static func annasData(_ house: Household) async throws {
        let database = house.database
        let water = try await house.track("Water", days: [.monday, .tuesday, .wednesday, .thursday, .friday], start: "2026-11-02", target: 8)
        let today = Day(iso: "2026-11-21")!
        for (day, value) in [("2026-11-02", 8.0), ("2026-11-03", 3.5), ("2026-11-20", 9.0)] {
            try await database.setValue(value, trackerID: water.id, userID: house.anna.id, day: Day(iso: day)!, today: today, now: fixedNow)
        }
        let home = try await database.createCategory(userID: house.anna.id, name: "Home, family", now: fixedNow)
        let call = try await database.createTracker(
            userID: house.anna.id,
            NewTracker(
                kind: .irregular,
                name: "Call “Mum”",
                categoryID: home.id,
                emoji: "😻",
                color: .blue,
                schedule: Schedule(mask: 0),
                startDay: Day(iso: "2026-10-01")!,
                isPublic: true,
                reminderTime: "19:30"
            ),
            now: fixedNow
        )
        try await database.setPinned(true, trackerID: call.id, userID: house.anna.id)
        for day in ["2026-10-04", "2026-11-21"] {
            _ = try await database.toggleDone(trackerID: call.id, userID: house.anna.id, day: Day(iso: day)!, today: today, now: fixedNow)
        }
        for (tracker, day, text) in [(water.id, "2026-11-03", Self.waterNote), (call.id, "2026-10-04", "Her birthday")] {
            try await database.setNote(text, trackerID: tracker, userID: house.anna.id, day: Day(iso: day)!, today: today, now: fixedNow)
        }
        try await database.follow(house.boris.id, by: house.anna.id, now: fixedNow)
        try await database.update(.timeZone("Europe/Moscow"), userID: house.anna.id)
        try await database.update(.dayStart(4 * 60), userID: house.anna.id)
        try await database.update(.language(.ru), userID: house.anna.id)
        try await database.setAvatarEmoji(userID: house.anna.id, emoji: "🐶", color: .red)
        try await database.update(.firstWeekday(.sunday), userID: house.anna.id)
        try await everyOtherKind(house, today: today)
        try await skipsAndAway(house, today: today)
    }

    /// A skipped day of Read, and two ranges of days off (issue 32).
    static func skipsAndAway(_ house: Household, today: Day) async throws {
        let database = house.database
        let read = try #require(try await database.boardRows(userID: house.anna.id, day: today).first { $0.tracker.name == "Read" })
        try await database.toggleSkip(trackerID: read.tracker.id, userID: house.anna.id, day: Day(iso: "2026-11-19")!, today: today, now: fixedNow)
        try await database.addAway(userID: house.anna.id, first: Day(iso: "2026-11-09")!, last: Day(iso: "2026-11-10")!, now: fixedNow)
        try await database.addAway(userID: house.anna.id, first: Day(iso: "2026-12-01")!, last: Day(iso: "2026-12-14")!, now: fixedNow)
    }

    /// A note with what must survive a file: markup, quotes and a line break.
    static let waterNote = "Only <b>3.5</b> – \"hot\" day\nheadache"

    /// A yes/no habit every day, 3 times a week, 2 times a month, a yes/no limit on weekdays and
    /// a measurable limit, each with a mark or two (5 in all).
    static func everyOtherKind(_ house: Household, today: Day) async throws {
        let database = house.database
        let kinds: [(String, Schedule, Quota?, Goal, Double?, [(String, Double?)])] = [
            ("Read", .everyDay, nil, .atLeast, nil, [("2026-11-20", nil)]),
            ("Swim", .everyDay, Quota(times: 3, period: .week), .atLeast, nil, [("2026-11-16", nil), ("2026-11-18", nil)]),
            ("Clean the flat", .everyDay, Quota(times: 2, period: .month), .atLeast, nil, []),
            ("No sweets", Schedule([.monday, .tuesday, .wednesday, .thursday, .friday]), nil, .atMost, nil, [("2026-11-19", nil)]),
            ("Coffee", .everyDay, nil, .atMost, 2, [("2026-11-20", 3)]),
        ]
        for (name, schedule, quota, goal, target, marks) in kinds {
            var new = NewTracker.fixture(name, categoryID: house.health.id, start: "2026-11-02", target: target)
            new.schedule = schedule
            new.quota = quota
            new.goal = goal
            let tracker = try await database.createTracker(userID: house.anna.id, new, now: fixedNow)
            for (day, value) in marks {
                if let value {
                    try await database.setValue(value, trackerID: tracker.id, userID: house.anna.id, day: Day(iso: day)!, today: today, now: fixedNow)
                } else {
                    _ = try await database.toggleDone(trackerID: tracker.id, userID: house.anna.id, day: Day(iso: day)!, today: today, now: fixedNow)
                }
            }
        }
    }

    /// The file without what differs between two accounts by nature: ids and timestamps.
    static func comparable(_ data: Data) throws -> NSObject {
        func strip(_ value: Any) -> Any {
            if let object = value as? [String: Any] {
                return object.filter { !["id", "created_at", "updated_at", "exported_at"].contains($0.key) }.mapValues(strip)
            }
            if let list = value as? [Any] { return list.map(strip) }
            return value
        }
        return try #require(strip(try JSONSerialization.jsonObject(with: data)) as? NSObject)
    }

    @Test func exportImportIntoAFreshAccountAndExportAgainGivesTheSameFile() async throws {
        let first = try AppDatabase.inMemory()
        let house = try await Household.make(first)
        try await Self.annasData(house)
        // Her own order (Home first; Coffee above No sweets) and an archived tracker go along.
        let annas = try await first.memberData(userID: house.anna.id)
        let named = Dictionary(uniqueKeysWithValues: annas.trackers.map { ($0.name, $0.id) })
        let home = try #require(annas.categories.first { $0.name == "Home, family" })
        try await first.moveCategory(id: home.id, userID: house.anna.id, .up)
        try await first.moveTracker(id: try #require(named["Coffee"]), userID: house.anna.id, .up)
        try await first.setArchived(true, trackerID: try #require(named["Clean the flat"]), userID: house.anna.id, now: fixedNow)
        let exported = try await withApp(database: first) { anna in
            try await anna.signIn()
            let page = try await anna.get("/settings/data")
            #expect(page.status == .ok)
            #expect(page.text.contains(##"href="/settings/data/export.json""##) && page.text.contains(##"href="/settings/data/export.csv""##))
            let file = try await anna.get("/settings/data/export.json")
            #expect(file.status == .ok)
            #expect(file.headers[.contentType] == "application/json; charset=utf-8")
            #expect(file.headers[.contentDisposition] == ##"attachment; filename="tracker-anna-2026-11-21.json""##)
            return Data(file.body.readableBytesView)
        }
        let object = try #require(try JSONSerialization.jsonObject(with: exported) as? [String: Any])
        #expect(object["format"] as? String == "tracker-data" && object["version"] as? Int == 2)
        #expect(object["following"] as? [String] == ["boris"])
        #expect((object["member"] as? [String: Any])?["first_weekday"] as? String == "sun")
        let trackers = try #require(object["trackers"] as? [[String: Any]])
        #expect(
            trackers.map { $0["name"] as? String } == ["Call “Mum”", "Water", "Read", "Swim", "Clean the flat", "Coffee", "No sweets"]
        )
        // How each repeats, and its goal: weekdays, or times in a period; at least, or at most.
        let repeats = trackers.map { tracker in
            [tracker["days"].map { "\($0)" } ?? "-", "\(tracker["times"] ?? "-")/\(tracker["period"] ?? "-")", "\(tracker["goal"] ?? "-")"]
        }
        #expect(repeats.map { $0[1] } == ["-/-", "-/-", "-/-", "3/week", "2/month", "-/-", "-/-"])
        #expect(repeats.map { $0[2] } == ["at-least", "at-least", "at-least", "at-least", "at-least", "at-most", "at-most"])
        #expect(repeats.map { $0[0] == "-" } == [true, false, false, true, true, false, false])
        #expect((trackers[1]["completions"] as? [[String: Any]])?.compactMap { $0["value"] as? Double } == [8, 3.5, 9])
        #expect(trackers[0]["pinned"] as? Bool == true && trackers[0]["public"] as? Bool == true)
        #expect(trackers.map { $0["archived"] as? Bool } == [false, false, false, false, true, false, false])
        #expect((object["categories"] as? [[String: Any]])?.map { $0["name"] as? String } == ["Home, family", "Health"])
        // Notes, by day; a tracker without one has no `notes`.
        #expect((trackers[1]["notes"] as? [[String: String]]) == [["day": "2026-11-03", "text": Self.waterNote]])
        #expect((trackers[0]["notes"] as? [[String: String]]) == [["day": "2026-10-04", "text": "Her birthday"]])
        #expect(trackers[2]["notes"] == nil)
        // Skipped days and days off (optional fields of version 2).
        #expect(trackers[2]["skipped"] as? [String] == ["2026-11-19"] && trackers[0]["skipped"] == nil)
        #expect(
            (object["away"] as? [[String: String]]) == [["first": "2026-11-09", "last": "2026-11-10"], ["first": "2026-12-01", "last": "2026-12-14"]])
        // Nothing of Boris's but his username.
        #expect(!String(decoding: exported, as: UTF8.self).contains("Sport"))

        let second = try AppDatabase.inMemory()
        let fresh = try await Household.make(second)
        let again = try await withApp(database: second) { anna in
            try await anna.signIn()
            let uploaded = try await anna.importFile(exported)
            #expect(uploaded.status == .seeOther)
            let preview = try await anna.get(try #require(uploaded.location))
            #expect(preview.text.contains("2 categories, 7 trackers, 10 marked days"))
            #expect(preview.text.contains("1 category, 0 trackers, 0 marked days"))
            #expect(preview.text.contains("You’ll follow: boris."))
            let ask = try await anna.submit(try #require(uploaded.location), [("mode", "replace"), ("settings", "1")])
            #expect(ask.status == .ok && ask.text.contains("Replace your data?"))
            #expect(try await second.memberData(userID: fresh.anna.id).trackers.isEmpty)
            let done = try await anna.submit(try #require(uploaded.location), [("mode", "replace"), ("settings", "1"), ("confirm", "1")])
            #expect(done.status == .seeOther)
            #expect(done.location == "/settings/data?added=7&merged=0&days=10#import")
            let file = try await anna.get("/settings/data/export.json")
            return Data(file.body.readableBytesView)
        }
        #expect(try Self.comparable(again) == Self.comparable(exported))
        // The upload is used up.
        let settled = try await second.memberData(userID: fresh.anna.id)
        #expect(settled.user.timeZone == "Europe/Moscow" && settled.user.firstWeekday == .sunday)
        #expect(settled.trackers.first { $0.name == "Swim" }?.quota == Quota(times: 3, period: .week))
        #expect(settled.trackers.first { $0.name == "Coffee" }?.goal == .atMost)
        let water = try #require(settled.trackers.first { $0.name == "Water" })
        #expect(settled.notes[water.id] == [DayNote(day: Day(iso: "2026-11-03")!, text: Self.waterNote)])
        #expect(settled.trackers.filter(\.isArchived).map(\.name) == ["Clean the flat"])
        #expect(settled.away.map(\.first.iso) == ["2026-11-09", "2026-12-01"])
        #expect(settled.skipped.values.flatMap { $0 }.map(\.iso) == ["2026-11-19"])
    }

    @Test func addMergesATrackerOfTheSameNameAndKindDayByDay() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let read = try await house.track("Read", days: [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday], start: "2026-11-10")
        let today = Day(iso: "2026-11-21")!
        _ = try await database.toggleDone(trackerID: read.id, userID: house.anna.id, day: Day(iso: "2026-11-12")!, today: today, now: fixedNow)
        let file = """
            {"format":"tracker-data","version":1,"categories":[{"name":"health"},{"name":"Books"}],
             "trackers":[
              {"name":"READ","category":"Books","kind":"habit","emoji":"🙂","color":"#fd4c49","days":["mon","tue","wed","thu","fri","sat","sun"],
               "start_day":"2026-11-01","completions":[{"day":"2026-11-01"},{"day":"2026-11-12"},{"day":"2026-11-13"}]},
              {"name":"Read","category":"health","kind":"irregular","emoji":"🙂","color":"#FD4C49","start_day":"2026-11-01",
               "completions":[{"day":"2026-11-02"}]}
             ]}
            """
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let uploaded = try await anna.importFile(Data(file.utf8))
            let preview = try await anna.get(try #require(uploaded.location)).text
            #expect(preview.contains("Categories you already have, which get the new trackers: health."))
            #expect(preview.contains("merges these into your trackers of the same name and kind, day by day: READ."))
            #expect(preview.contains("Days marked in both: 1. Your own marks on them stay as they are."))
            let done = try await anna.submit(try #require(uploaded.location), [("mode", "add")])
            #expect(done.location == "/settings/data?added=1&merged=1&days=3#import")
            let notice = try await anna.get(try #require(done.location)).text
            #expect(notice.contains("Imported: 1 trackers added, 1 merged, 3 marked days."))
        }
        let data = try await database.memberData(userID: house.anna.id)
        #expect(data.categories.map(\.name) == ["Health", "Books"])
        #expect(data.trackers.map(\.name) == ["Read", "Read"])
        #expect(data.trackers.map(\.kind) == [.habit, .irregular])
        // The merged habit moved its start back to the file's, and has both files' days once.
        #expect(data.trackers[0].startDay.iso == "2026-11-01")
        #expect(data.marks[read.id]?.map(\.day.iso) == ["2026-11-01", "2026-11-12", "2026-11-13"])
        // The irregular "Read" is new, in Health (the same category, named in other case).
        #expect(data.trackers[1].categoryId == house.health.id)
    }

    @Test func aBadFileIsRefusedNamingTheItemAndNothingChanges() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await house.track("Keep me")
        func file(tracker: String, extra: String = "") -> String {
            """
            {"format":"tracker-data","version":2\(extra),"categories":[{"name":"Health"}],"trackers":[
            {"name":"One","category":"Health","kind":"irregular","emoji":"🙂","color":"#FD4C49","start_day":"2026-11-01"},
            {"name":"Two","category":"Health","kind":"irregular","emoji":"🙂","color":"#FD4C49","start_day":"2026-11-01"},
            \(tracker)]}
            """
        }
        let good = ##""category":"Health","emoji":"🙂","color":"#FD4C49","start_day":"2026-11-01""##
        let long = String(repeating: "a", count: 39)
        let cases: [(String, String)] = [
            ("not json at all", "This file isn’t JSON."),
            (##"{"format":"loop","version":1}"##, "This isn’t a Tracker data file."),
            (##"{"format":"tracker-data","version":3}"##, "made by a newer Tracker (format version 3); this server reads version 2"),
            (file(tracker: ##"{"name":"\##(long)","kind":"habit","days":["mon"],\##(good)}"##), "tracker 3, name: "),
            (file(tracker: ##"{"name":7,"kind":"habit"}"##), "tracker 3, name: a value of the wrong type"),
            (file(tracker: ##"{"name":"Three","kind":"weekly",\##(good)}"##), "tracker 3, kind: must be “habit” or “irregular”"),
            (file(tracker: ##"{"name":"Three","kind":"habit","days":["monday"],\##(good)}"##), "tracker 3, days: weekdays are"),
            (file(tracker: ##"{"name":"Three","kind":"habit","days":[],\##(good)}"##), "tracker 3, days: "),
            (
                file(
                    tracker:
                        ##"{"name":"Three","kind":"habit","days":["mon"],"category":"Nope","emoji":"🙂","color":"#FD4C49","start_day":"2026-11-01"}"##
                ),
                "tracker 3, category: "
            ),
            (
                file(tracker: ##"{"name":"Three","kind":"irregular","category":"Health","emoji":"🙂","color":"#123456","start_day":"2026-11-01"}"##),
                "tracker 3, color: "
            ),
            (file(tracker: ##"{"name":"Three","kind":"irregular",\##(good),"reminder_time":"24:00"}"##), "tracker 3, reminder_time: "),
            (
                file(tracker: ##"{"name":"Three","kind":"irregular",\##(good),"completions":[{"day":"2026-11-22"}]}"##),
                "tracker 3, completion 1, day: a future day"
            ),
            (
                file(tracker: ##"{"name":"Three","kind":"irregular",\##(good),"completions":[{"day":"2026-10-31"}]}"##),
                "tracker 3, completion 1, day: a future day"
            ),
            (
                file(tracker: ##"{"name":"Three","kind":"irregular",\##(good),"completions":[{"day":"2026-02-30"}]}"##),
                "tracker 3, completion 1, day: not a date"
            ),
            (
                file(
                    tracker:
                        ##"{"name":"Three","kind":"irregular",\##(good),"notes":[{"day":"2026-11-02","text":"\##(String(repeating: "a", count: 501))"}]}"##
                ),
                "tracker 3, notes 1, text: Limit 500 characters"
            ),
            (
                file(tracker: ##"{"name":"Three","kind":"irregular",\##(good),"notes":[{"day":"2026-11-02","text":"a\u0007b"}]}"##),
                "tracker 3, notes 1, text: "
            ),
            (
                file(tracker: ##"{"name":"Three","kind":"irregular",\##(good),"notes":[{"day":"2026-11-22","text":"later"}]}"##),
                "tracker 3, notes 1, day: a future day"
            ),
            (
                file(
                    tracker:
                        ##"{"name":"Three","kind":"irregular",\##(good),"notes":[{"day":"2026-11-02","text":"a"},{"day":"2026-11-02","text":"b"}]}"##
                ),
                "tracker 3, notes 2, day: appears twice in the file"
            ),
            (
                file(tracker: ##"{"name":"Three","kind":"irregular",\##(good),"completions":[{"day":"2026-11-02"},{"day":"2026-11-02"}]}"##),
                "tracker 3, completion 2, day: appears twice in the file"
            ),
            (
                file(tracker: ##"{"name":"Three","kind":"irregular",\##(good),"completions":[{"day":"2026-11-02","value":3}]}"##),
                "tracker 3, completion 1, value: a yes/no tracker holds no value"
            ),
            (
                file(
                    tracker:
                        ##"{"name":"Three","kind":"irregular",\##(good),"unit":"km","target":5,"completions":[{"day":"2026-11-02","value":-1}]}"##
                ),
                "tracker 3, completion 1, value: Enter a number of 0 or more."
            ),
            // Times a week or month, and limits, by the tracker form's rules.
            (file(tracker: ##"{"name":"Three","kind":"habit","times":0,"period":"week",\##(good)}"##), "tracker 3, times: Choose 1 to 6 times a week."),
            (file(tracker: ##"{"name":"Three","kind":"habit","times":7,"period":"week",\##(good)}"##), "tracker 3, times: Choose 1 to 6 times a week."),
            (
                file(tracker: ##"{"name":"Three","kind":"habit","times":28,"period":"month",\##(good)}"##),
                "tracker 3, times: Choose 1 to 27 times a month."
            ),
            (file(tracker: ##"{"name":"Three","kind":"habit","times":2,"period":"fortnight",\##(good)}"##), "tracker 3, period: must be “week” or “month”"),
            (file(tracker: ##"{"name":"Three","kind":"habit","times":2,\##(good)}"##), "tracker 3, period: must be “week” or “month”"),
            (
                file(tracker: ##"{"name":"Three","kind":"irregular","times":2,"period":"week",\##(good)}"##),
                "tracker 3, times: an irregular event has no times a week or month"
            ),
            (file(tracker: ##"{"name":"Three","kind":"habit","days":["mon"],"goal":"never",\##(good)}"##), "tracker 3, goal: must be “at-least” or “at-most”"),
            (
                file(tracker: ##"{"name":"Three","kind":"habit","times":3,"period":"week","goal":"at-most",\##(good)}"##),
                "tracker 3, goal: A limit repeats on chosen weekdays"
            ),
            (file(tracker: ##"{"name":"Three","kind":"irregular","goal":"at-most",\##(good)}"##), "tracker 3, goal: Only a habit can be a limit."),
            (
                file(tracker: ##"{"name":"Three","kind":"irregular",\##(good)}"##, extra: ##","member":{"first_weekday":"wed"}"##),
                "member, first_weekday: Choose Monday or Sunday."
            ),
            (
                file(tracker: ##"{"name":"Three","kind":"irregular",\##(good)}"##, extra: ##","member":{"time_zone":"Mars/Olympus"}"##),
                "member, time_zone: "
            ),
            (file(tracker: ##"{"name":"Three","kind":"irregular",\##(good)}"##, extra: ##","member":{"day_start":"25:00"}"##), "member, day_start: "),
            (
                file(tracker: ##"{"name":"Three","kind":"irregular",\##(good)}"##, extra: ##","following":["Not A Name!"]"##),
                "following 1: not a username"
            ),
        ]
        let valid = file(tracker: ##"{"name":"Three","kind":"irregular",\##(good)}"##)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            for (text, message) in cases {
                let answer = try await anna.importFile(Data(text.utf8))
                #expect(answer.status == .unprocessableContent, "\(message)")
                #expect(answer.text.contains(message), "\(message)")
                #expect(answer.text.contains(##"aria-invalid="true""##))
            }
            // No file, a file over 20 MB, and a post without the CSRF token.
            let empty = try await anna.importFile(Data())
            #expect(empty.status == .unprocessableContent && empty.text.contains("Choose a file to upload."))
            let huge = try await anna.importFile(Data(count: 20 * 1024 * 1024 + 1))
            #expect(huge.status == .unprocessableContent && huge.text.contains("larger than 20 MB"))
            let forged = try await anna.importFile(Data(valid.utf8), token: "forged")
            #expect(forged.status == .forbidden)
        }
        let data = try await database.memberData(userID: house.anna.id)
        #expect(data.trackers.map(\.name) == ["Keep me"])
        #expect(data.categories.map(\.name) == ["Health"])
    }

    /// A version 1 file means what it always did: no times a week, no limits, weeks from Monday,
    /// whatever fields of version 2 it may hold.
    @Test func aVersion1FileStillImportsAsItDid() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let file = """
            {"format":"tracker-data","version":1,"member":{"first_weekday":"sun"},"categories":[{"name":"Health"}],
             "trackers":[{"name":"Swim","category":"Health","kind":"habit","emoji":"🙂","color":"#FD4C49","days":["mon","thu"],
              "times":3,"period":"week","goal":"at-most","archived":true,"start_day":"2026-11-01","completions":[{"day":"2026-11-02"}],
              "notes":[{"day":"2026-11-02","text":"a version 2 field"}]}]}
            """
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let uploaded = try await anna.importFile(Data(file.utf8))
            #expect(uploaded.status == .seeOther)
            let done = try await anna.submit(try #require(uploaded.location), [("mode", "add"), ("settings", "1")])
            #expect(done.location == "/settings/data?added=1&merged=0&days=1#import")
        }
        let data = try await database.memberData(userID: house.anna.id)
        let swim = try #require(data.trackers.first { $0.name == "Swim" })
        #expect(swim.schedule == Schedule([.monday, .thursday]) && swim.quota == nil && swim.goal == .atLeast)
        #expect(data.notes[swim.id] == nil)
        #expect(data.user.firstWeekday == .monday && !swim.isArchived)
    }

    /// Days are the file's own: one made where it is already tomorrow imports into an account
    /// still on today, but no day after the file's today does.
    @Test func aFileFromAZoneAheadKeepsItsToday() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        func file(_ day: String) -> String {
            ##"{"format":"tracker-data","version":1,"member":{"time_zone":"Pacific/Kiritimati"},"categories":[{"name":"Health"}],"##
                + ##""trackers":[{"name":"Walk","category":"Health","kind":"irregular","emoji":"🙂","color":"#FD4C49","##
                + ##""start_day":"2026-11-01","completions":[{"day":"\##(day)"}]}]}"##
        }
        let (tomorrow, later) = (file("2026-11-22"), file("2026-11-23"))
        try await withApp(database: database) { anna in
            try await anna.signIn()
            #expect(try await anna.importFile(Data(tomorrow.utf8)).status == .seeOther)
            let refused = try await anna.importFile(Data(later.utf8))
            #expect(refused.status == .unprocessableContent && refused.text.contains("tracker 1, completion 1, day: a future day"))
        }
        _ = house
    }

    /// Loop Habit Tracker's two files go through the same preview and import, with notes of
    /// what Tracker keeps otherwise; a zip that climbs out of its folder is refused.
    @Test func loopsBackupAndCSVExportImportWithTheirNotes() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let backup = try LoopFixtures.backup()
        let export = try LoopFixtures.csvExport()
        let unsafe = try LoopFixtures.csvExport(extra: [("../evil.csv", Data("x".utf8))])
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let uploaded = try await anna.importFile(backup)
            #expect(uploaded.status == .seeOther)
            let preview = try await anna.get(try #require(uploaded.location)).text
            #expect(preview.contains("From Loop Habit Tracker"))
            #expect(preview.contains("1 category, 11 trackers, 14 marked days"))
            for note in [
                "1 habit has a target of 0",
                "1 habit repeats in a way there is no choice for here (such as 2 times in 10 days), and takes the nearest: Stretch.",
                "2 numerical habits have their target per week or month", "(7 or 30): Run, Wine.",
                "1 day that Loop ticked by itself isn’t imported", "1 day after today isn’t imported",
            ] {
                #expect(preview.contains(note), "\(note)")
            }
            // What is no longer lost is not named: skipped days arrive as such.
            #expect(!preview.contains("skipped day"))
            #expect(!preview.contains("irregular event") && !preview.contains("Gym") && !preview.contains("Cigarettes"))
            #expect(!preview.contains("note on a day") && !preview.contains("notes on days"))
            #expect(!preview.contains("archived"))
            let done = try await anna.submit(try #require(uploaded.location), [("mode", "add")])
            #expect(done.location == "/settings/data?added=11&merged=0&days=14#import")
            // The CSV export of the same habits merges into them, day by day: no day is new.
            let again = try await anna.importFile(export)
            let merged = try await anna.submit(try #require(again.location), [("mode", "add")])
            #expect(merged.location == "/settings/data?added=0&merged=11&days=0#import")
            let refused = try await anna.importFile(unsafe)
            #expect(refused.status == .unprocessableContent && refused.text.contains("outside its own folder"))
            let notLoop = try await anna.importFile(Data("SQLite format 3\u{0}".utf8) + Data(count: 4000))
            #expect(notLoop.status == .unprocessableContent && notLoop.text.contains("isn’t a Loop Habit Tracker backup"))
        }
        let data = try await database.memberData(userID: house.anna.id)
        #expect(data.categories.map(\.name) == ["Health", "Loop Habit Tracker"])
        let water = try #require(data.trackers.first { $0.name == "Water" })
        #expect(water.unit == "glasses" && water.target == 8)
        #expect(data.marks[water.id]?.map(\.value) == [8, 5.5])
        // Loop's SKIP is a skipped day of its habit.
        let meditate = try #require(data.trackers.first { $0.name == "Meditate" })
        #expect(data.skipped[meditate.id]?.map(\.iso) == ["2026-11-04"])
        // Three times a week and a limit arrive as such.
        #expect(data.trackers.first { $0.name == "Gym" }?.quota == Quota(times: 3, period: .week))
        #expect(data.trackers.first { $0.name == "Call mum" }?.quota == Quota(times: 4, period: .month))
        let cigarettes = try #require(data.trackers.first { $0.name == "Cigarettes" })
        #expect(cigarettes.goal == .atMost && cigarettes.target == 3 && cigarettes.schedule == .everyDay)
        // Loop's note on a day arrives as the day's note (both files say the same one: kept once).
        #expect(data.notes[meditate.id] == [DayNote(day: Day(iso: "2026-11-05")!, text: "calm")])
        let sweets = try #require(data.trackers.first { $0.name == "Sweets" })
        #expect(sweets.goal == .atMost && sweets.target == nil && data.marks[sweets.id]?.map(\.day.iso) == ["2026-11-12"])
    }

    @Test func anUploadIsItsOwnersAndTheChoiceIsChecked() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let file = ##"{"format":"tracker-data","version":1,"categories":[{"name":"X"}],"trackers":[]}"##
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let uploaded = try await anna.importFile(Data(file.utf8))
            let path = try #require(uploaded.location)
            let forged = try await anna.submit(path, [("mode", "merge-everything")])
            #expect(forged.status == .unprocessableContent && forged.text.contains("Choose “Add to my data” or “Replace my data”."))
            let boris = anna.another()
            try await boris.signIn("boris")
            #expect(try await boris.get(path).status == .notFound)
            #expect(try await boris.submit(path, from: "/settings/data", [("mode", "add")]).status == .notFound)
            #expect(try await anna.get("/settings/data/import/999").status == .notFound)
            // A visitor's upload is not read: off to sign in, nothing kept.
            let visitor = anna.another()
            visitor.clearCookies()
            let refused = try await visitor.importFile(Data(file.utf8), token: "anything")
            #expect(refused.status == .seeOther && refused.location?.hasPrefix("/sign-in") == true)
            #expect(try await anna.get("/settings/data/import/abc").status == .notFound)
            // Used once; then it is gone.
            #expect(try await anna.submit(path, [("mode", "add")]).status == .seeOther)
            #expect(try await anna.submit(path, from: "/settings/data", [("mode", "add")]).status == .notFound)
        }
        #expect(try await database.memberData(userID: house.anna.id).categories.map(\.name) == ["Health", "X"])
        #expect(try await database.memberData(userID: house.boris.id).categories.map(\.name) == ["Sport"])
    }

    @Test func theCSVHasARowPerTrackerAndDay() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await Self.annasData(house)
        try await withApp(database: database) { anna in
            try await anna.signIn()
            let csv = try await anna.get("/settings/data/export.csv")
            #expect(csv.headers[.contentType] == "text/csv; charset=utf-8")
            let lines = csv.text.components(separatedBy: "\r\n").filter { !$0.isEmpty }
            #expect(lines[0] == "\u{FEFF}date,tracker,category,kind,scheduled,done,value,unit,target,frequency,goal")
            #expect(lines.contains("2026-11-02,Water,Health,habit,yes,yes,8,glasses,8,weekdays,at-least"))
            #expect(lines.contains("2026-11-03,Water,Health,habit,yes,no,3.5,glasses,8,weekdays,at-least"))
            #expect(lines.contains("2026-11-04,Water,Health,habit,yes,no,,glasses,8,weekdays,at-least"))
            #expect(!lines.contains { $0.hasPrefix("2026-11-07,Water") })
            #expect(lines.contains("2026-10-04,Call “Mum”,\"Home, family\",irregular,,yes,,,,,at-least"))
            // A habit with a quota has a row every day and no scheduled days; a limit's day is
            // done when it has no slip, or its value is within the limit.
            #expect(lines.contains("2026-11-16,Swim,Health,habit,,yes,,,,3/week,at-least"))
            #expect(lines.contains("2026-11-17,Swim,Health,habit,,no,,,,3/week,at-least"))
            #expect(lines.contains("2026-11-18,No sweets,Health,habit,yes,yes,,,,weekdays,at-most"))
            #expect(lines.contains("2026-11-19,No sweets,Health,habit,yes,no,,,,weekdays,at-most"))
            #expect(lines.contains("2026-11-19,Coffee,Health,habit,yes,yes,,glasses,2,weekdays,at-most"))
            #expect(lines.contains("2026-11-20,Coffee,Health,habit,yes,no,3,glasses,2,weekdays,at-most"))
            // Anna's day starts at 04:00 in Moscow: it is the 21st there, and no later day shows.
            #expect(lines.last?.hasPrefix("2026-11-21,") == true)
        }
    }
}

extension TestBrowser {
    /// Uploads a file as the import form does.
    func importFile(_ data: Data, token: String? = nil) async throws -> TestResponse {
        var csrf = token ?? ""
        if token == nil { csrf = try await self.token() }
        return try await send(
            "/settings/data/import",
            method: .post,
            headers: [.contentType: "multipart/form-data; boundary=\(Self.boundary)"],
            body: ByteBuffer(
                bytes: Self.multipart([("_csrf", csrf)], file: (name: "file", fileName: "my-data.json", type: "application/json", data: data))
            )
        )
    }
}
