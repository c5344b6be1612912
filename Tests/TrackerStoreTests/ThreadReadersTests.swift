import Foundation
import GRDB
import Testing
import TrackerTesting

@testable import TrackerStore

/// A flag the test flips, read by the "does this thread read in place" question.
private final class Switch: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Bool
    init(_ value: Bool) { self.value = value }
    var isOn: Bool {
        get { lock.withLock { value } }
        set { lock.withLock { value = newValue } }
    }
}

/// What another thread found.
private final class Found: @unchecked Sendable {
    var connection: DatabaseQueue?
}

@Suite("Reads in place")
struct ThreadReadersTests {
    @Test func readsInPlaceSeeEveryAcknowledgedWrite() async throws {
        let database = try AppDatabase.open(path: try temporaryDatabasePath()).readingInPlace(when: { true })
        #expect(try await database.user(username: "anna") == nil)  // opens this thread's connection
        let owner = try await database.createOwner(newUser("anna"), now: fixedNow)
        #expect(try await database.user(username: "anna")?.id == owner.id)
        _ = try await database.createCategory(userID: owner.id, name: "Health", now: fixedNow)
        #expect(try await database.categories(userID: owner.id).map(\.category.name) == ["Health"])
    }

    @Test func eachThreadHasItsOwnReadOnlyConnection() throws {
        let database = try AppDatabase.open(path: try temporaryDatabasePath()).readingInPlace(when: { true })
        let readers = try #require(database.threadReaders)
        let here = try #require(try readers.connection())
        #expect(try readers.connection() === here)

        let there = Found()
        let done = DispatchSemaphore(value: 0)
        Thread {
            there.connection = try? readers.connection()
            done.signal()
        }.start()
        done.wait()
        #expect(there.connection != nil && there.connection !== here)

        #expect(throws: DatabaseError.self) {
            try here.unsafeRead { db in try db.execute(sql: "CREATE TABLE note (text TEXT)") }
        }
    }

    @Test func otherThreadsReadThroughThePool() async throws {
        let inPlace = Switch(false)
        let database = try AppDatabase.open(path: try temporaryDatabasePath()).readingInPlace(when: { inPlace.isOn })
        #expect(try database.threadReaders?.connection() == nil)
        _ = try await database.createOwner(newUser("anna"), now: fixedNow)
        #expect(try await database.user(username: "anna") != nil)
        inPlace.isOn = true
        #expect(try database.threadReaders?.connection() != nil)
    }

    @Test func anInMemoryDatabaseKeepsItsOneConnection() throws {
        let database = try AppDatabase.inMemory().readingInPlace(when: { true })
        #expect(database.threadReaders == nil)
    }
}
