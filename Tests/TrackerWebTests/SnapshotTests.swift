import Foundation
import HTTPTypes
import HummingbirdTesting
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

/// The main pages' HTML, whole, against files kept in `Snapshots/`, so that a change of markup
/// shows in review as a change of those files.
///
/// Each page is fetched signed in as Anna (the owner, a member like any other on these pages) from
/// one household made the same way every time, on a clock stopped at `fixedNow`. What differs from
/// one run to the next by nature is masked first (see `masked(_:secrets:)`).
///
/// A snapshot that is missing, or every snapshot when `UPDATE_SNAPSHOTS=1` is set, is written and
/// its test fails saying so: a fresh snapshot is never a pass. To take new ones after a change of
/// markup: `UPDATE_SNAPSHOTS=1 swift test --skip-build --filter SnapshotTests`, read the diff of
/// `Tests/TrackerWebTests/Snapshots/`, then run again without it.
@Suite("HTML snapshots of the main pages")
struct SnapshotTests {
    enum Page: String, CaseIterable, CustomTestStringConvertible {
        case board, newHabit, details, statistics, household, member, settings, importPreview

        var testDescription: String { rawValue }
    }

    @Test(arguments: Page.allCases)
    func pageMatchesItsSnapshot(_ page: Page) async throws {
        let database = try AppDatabase.inMemory()
        let (house, run) = try await Self.household(database)
        let (html, secrets) = try await withApp(database: database) { anna in
            try await anna.signIn()
            let response = try await anna.get(try await Self.address(of: page, house, run: run, anna))
            #expect(response.status == .ok, "\(page.rawValue): \(response.status)")
            return (response.text, [try await anna.token()] + anna.cookies.values)
        }
        try Self.expectSnapshot(Self.masked(html, secrets: secrets), named: page.rawValue)
    }

    // MARK: The household

    /// Anna's measurable, weekly and irregular trackers, all on today, with a few days marked;
    /// Boris's shared and private ones; Anna following Boris. With her Run, whose details are shown.
    static func household(_ database: AppDatabase) async throws -> (Household, run: Tracker) {
        let house = try await Household.make(database)
        let today = Day(iso: "2026-11-21")!
        let anna = house.anna.id
        let water = try await house.track("Water", days: Weekday.allCases, start: "2026-11-02", target: 8)
        for (day, value) in [("2026-11-02", 8.0), ("2026-11-03", 3.5), ("2026-11-19", 8.0), ("2026-11-20", 9.0), ("2026-11-21", 3.0)] {
            try await database.setValue(value, trackerID: water.id, userID: anna, day: Day(iso: day)!, today: today, now: fixedNow)
        }
        let run = try await house.track(
            "Run",
            days: [.monday, .wednesday, .friday, .saturday],
            start: "2026-10-01",
            isPublic: true,
            reminder: "07:30"
        )
        for day in ["2026-11-02", "2026-11-04", "2026-11-06", "2026-11-13", "2026-11-16", "2026-11-18", "2026-11-20"] {
            _ = try await database.toggleDone(trackerID: run.id, userID: anna, day: Day(iso: day)!, today: today, now: fixedNow)
        }
        let call = try await house.track("Call Mum", kind: .irregular, start: "2026-11-01")
        for day in ["2026-11-08", "2026-11-21"] {
            _ = try await database.toggleDone(trackerID: call.id, userID: anna, day: Day(iso: day)!, today: today, now: fixedNow)
        }
        let swim = try await house.track("Swim", days: Weekday.allCases, start: "2026-11-10", owner: house.boris, isPublic: true)
        for day in ["2026-11-19", "2026-11-20", "2026-11-21"] {
            _ = try await database.toggleDone(trackerID: swim.id, userID: house.boris.id, day: Day(iso: day)!, today: today, now: fixedNow)
        }
        try await house.track("Diary", days: Weekday.allCases, owner: house.boris)
        try await database.follow(house.boris.id, by: anna, now: fixedNow)
        return (house, run)
    }

    /// A file for the import preview: a tracker that merges into Anna's Run and one that is new.
    static let importFile = """
        {"format":"tracker-data","version":1,"categories":[{"name":"Health"},{"name":"Books"}],
         "trackers":[
          {"name":"Run","category":"Health","kind":"habit","emoji":"🙂","color":"#FD4C49","days":["mon","wed","fri"],
           "start_day":"2026-10-01","completions":[{"day":"2026-11-04"},{"day":"2026-11-11"}]},
          {"name":"Read","category":"Books","kind":"irregular","emoji":"🤔","color":"#007BFA","start_day":"2026-11-01",
           "completions":[{"day":"2026-11-02"},{"day":"2026-11-15"}]}
         ],
         "following":["boris"]}
        """

    /// Where `page` is; the import preview is where uploading the file leads.
    static func address(of page: Page, _ house: Household, run: Tracker, _ anna: TestBrowser) async throws -> String {
        switch page {
        case .board: return "/"
        case .newHabit: return "/trackers/new/habit"
        case .details: return "/trackers/\(run.id)"
        case .statistics: return "/statistics"
        case .household: return "/household"
        case .member: return "/household/\(house.boris.id)"
        case .settings: return "/settings"
        case .importPreview:
            let uploaded = try await anna.importFile(Data(importFile.utf8))
            let problem = uploaded.text.range(of: #"(?<=role="alert">)[^<]*"#, options: .regularExpression).map { uploaded.text[$0] }
            #expect(uploaded.status == .seeOther, "the upload was refused: \(problem ?? "\(uploaded.status)")")
            return try #require(uploaded.location)
        }
    }

    // MARK: Masking

    /// The page with what changes from run to run, or from machine to machine, replaced by a
    /// placeholder in brackets:
    /// - `secrets` (this session's CSRF token and cookie values) wherever they appear, as `[secret]`;
    /// - any `_csrf` field's value, and a `_csrf=` or `token=` in an address, as `[csrf]` / `[token]`;
    /// - the random token in a join, password-reset, calendar-feed or reminder "Done" address;
    /// - the stylesheets' fingerprints (`/css/app.<hash>.css`, `/css/board.<hash>.css`), which
    ///   change with every CSS edit;
    /// - Settings' time-zone menu, down to its selected option: the zones and their place names
    ///   come from the system's time-zone data and ICU, not from Tracker.
    /// Dates need no mask: the application's clock is stopped at `fixedNow`, and every date on
    /// these pages is read from it or from the fixture.
    static func masked(_ html: String, secrets: [String]) -> String {
        var text = html
        for secret in secrets where secret.count >= 16 {
            text = text.replacingOccurrences(of: secret, with: "[secret]")
        }
        let replacements: [(pattern: String, template: String)] = [
            (#"name="_csrf" value="[^"]*""#, #"name="_csrf" value="[csrf]""#),
            (##"([?&](?:amp;)?_csrf=)[^&"#\s]+"##, "$1[csrf]"),
            (##"([?&](?:amp;)?token=)[^&"#\s]+"##, "$1[token]"),
            (#"(/(?:join|reset|calendar|reminders/done)/)[A-Za-z0-9_.-]{16,}"#, "$1[token]"),
            (#"/css/(app|board)\.[0-9A-Za-z]+\.css"#, "/css/$1.[hash].css"),
        ]
        for (pattern, template) in replacements {
            text = text.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
        }
        return maskedTimeZones(text)
    }

    /// Settings' time-zone menu down to its selected option.
    static func maskedTimeZones(_ html: String) -> String {
        guard let open = html.range(of: #"<select id="field-time-zone"[^>]*>"#, options: .regularExpression),
            let close = html.range(of: "</select>", range: open.upperBound..<html.endIndex)
        else { return html }
        let options = html[open.upperBound..<close.lowerBound]
        let selected = options.range(of: #"<option [^>]* selected>[^<]*</option>"#, options: .regularExpression).map { String(options[$0]) }
        let kept = "\n<!-- the system's time zones, masked -->\n" + (selected.map { $0 + "\n" } ?? "")
        return html.replacingCharacters(in: open.upperBound..<close.lowerBound, with: kept)
    }

    // MARK: Comparing

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// Compares `html` with `Snapshots/<name>.html`; writes it instead when it is missing or when
    /// `UPDATE_SNAPSHOTS=1`, and fails either way.
    static func expectSnapshot(_ html: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let file = folder.appendingPathComponent(name + ".html")
        let stored = try? String(contentsOf: file, encoding: .utf8)
        let updating = ProcessInfo.processInfo.environment["UPDATE_SNAPSHOTS"] == "1"
        if stored == nil || updating {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(html.utf8).write(to: file)
            let why = stored == nil ? "was missing" : "UPDATE_SNAPSHOTS=1"
            Issue.record(
                "Wrote the snapshot \(file.path) (\(why)). Check its diff, then run again without UPDATE_SNAPSHOTS.",
                sourceLocation: sourceLocation
            )
            return
        }
        guard let stored, stored != html else { return }
        Issue.record(
            """
            The page differs from its snapshot \(file.path):
            \(difference(stored, html))
            If the change is meant, take new snapshots: UPDATE_SNAPSHOTS=1 swift test --skip-build --filter SnapshotTests
            """,
            sourceLocation: sourceLocation
        )
    }

    /// The first `limit` lines that differ, from a line diff (longest common subsequence): `-` a
    /// line of the snapshot, `+` a line of the page, each with its line number, and before each run
    /// of changes the line they share above it.
    static func difference(_ expected: String, _ actual: String, limit: Int = 12) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        // common[i][j]: how many lines old[i...] and new[j...] have in common, in order.
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in old.indices.reversed() {
            for j in new.indices.reversed() {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var lines: [String] = []
        var context: String?
        var (i, j, changed) = (0, 0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                context = "  \(i + 1): \(old[i])"
                (i, j) = (i + 1, j + 1)
                continue
            }
            guard changed < limit else {
                lines.append("…")
                break
            }
            if let shared = context { lines.append(shared) }
            context = nil
            if i < old.count, j == new.count || common[i + 1][j] >= common[i][j + 1] {
                lines.append("- \(i + 1): \(old[i])")
                i += 1
            } else {
                lines.append("+ \(j + 1): \(new[j])")
                j += 1
            }
            changed += 1
        }
        return lines.joined(separator: "\n")
    }
}
