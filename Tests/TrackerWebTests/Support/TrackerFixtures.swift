import Foundation
import HummingbirdTesting
import TrackerCore
import TrackerStore
import TrackerTesting
@testable import TrackerWeb

/// Fixtures made straight in the database, so route tests can focus on one rule. The people and
/// trackers are TrackerTesting's; web-only here is the bcrypt hash they sign in with. It stays in
/// this module: it shares its name with the store's `Household`, which only a type of the
/// importing module's own can shadow.
struct Household {
    let database: AppDatabase
    let anna: User
    let health: Category
    let boris: User
    let borisCategory: Category

    /// Anna (the owner, signed in by the tests through the web with "correct horse") and Boris,
    /// each with a category.
    static func make(_ database: AppDatabase) async throws -> Household {
        let hash = try await testPasswords.hash("correct horse")
        let anna = try await database.createOwner(newUser("anna", passwordHash: hash), now: fixedNow)
        let boris = try await database.createMember(newUser("boris", passwordHash: hash), now: fixedNow)
        let health = try await database.createCategory(userID: anna.id, name: "Health", now: fixedNow)
        let borisCategory = try await database.createCategory(userID: boris.id, name: "Sport", now: fixedNow)
        return Household(database: database, anna: anna, health: health, boris: boris, borisCategory: borisCategory)
    }

    /// A tracker of Anna's in Health.
    @discardableResult
    func track(
        _ name: String,
        kind: TrackerKind = .habit,
        days: [Weekday] = [.monday, .wednesday, .friday],
        start: String = "2026-11-01",
        target: Double? = nil,
        owner: User? = nil,
        isPublic: Bool = false,
        reminder: String? = nil
    ) async throws -> Tracker {
        let user = owner ?? anna
        let category = user.id == anna.id ? health : borisCategory
        return try await database.createTracker(
            userID: user.id,
            .fixture(name, kind: kind, categoryID: category.id, days: days, start: start, target: target, isPublic: isPublic, reminder: reminder),
            now: fixedNow
        )
    }
}

/// bcrypt at the lowest cost, for fixtures; every test shares it, so its queue is long.
let testPasswords = Passwords(cost: 4, waitingAtMost: 10_000)

extension TestBrowser {
    /// Signs in through the form.
    func signIn(_ username: String = "anna", password: String = "correct horse") async throws {
        let response = try await submit("/sign-in", [("username", username), ("password", password)])
        precondition(response.status == .seeOther, "sign-in failed: \(response.status)")
    }

    /// The CSRF token of a signed-in page.
    func token() async throws -> String { try TestBrowser.csrfToken(in: try await get("/settings").text) }

    /// Posts a form with this session's CSRF token.
    @discardableResult
    func postForm(_ path: String, _ fields: [(String, String)]) async throws -> TestResponse {
        try await post(path, [("_csrf", try await token())] + fields)
    }
}
