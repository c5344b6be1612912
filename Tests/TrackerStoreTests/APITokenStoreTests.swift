import Foundation
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

/// API tokens in the store: a secret shown once and kept as a hash, twenty a member, a member's
/// own, revoked for good, and "last used" written at most once a minute.
@Suite("API tokens in the store")
struct APITokenStoreTests {
    private func setUp() async throws -> (AppDatabase, User, User) {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        let boris = try await database.createMember(newUser("boris"), now: fixedNow)
        return (database, anna, boris)
    }

    @Test func aSecretFindsItsTokenAndMemberAndIsKeptOnlyAsAHash() async throws {
        let (database, anna, _) = try await setUp()
        let (secret, token) = try await database.createAPIToken(userID: anna.id, name: "NFC tag", scope: .write, now: fixedNow)
        #expect(secret.hasPrefix("trk_") && secret.count > 40)
        #expect(token.tokenHash == SecretToken.hash(secret) && token.tokenHash != secret)
        let bearer = try await database.tokenBearer(secret: secret, now: fixedNow)
        #expect(bearer?.user.id == anna.id && bearer?.token.scope == .write && bearer?.token.name == "NFC tag")
        #expect(try await database.tokenBearer(secret: secret + "x", now: fixedNow) == nil)
        #expect(try await database.tokenBearer(secret: token.tokenHash, now: fixedNow) == nil)
        #expect(try await database.tokenBearer(secret: "", now: fixedNow) == nil)
    }

    @Test func lastUsedIsWrittenAtMostOnceAMinute() async throws {
        let (database, anna, _) = try await setUp()
        let (secret, token) = try await database.createAPIToken(userID: anna.id, name: "Shortcut", scope: .read, now: fixedNow)
        #expect(token.lastUsedAt == nil)
        _ = try await database.tokenBearer(secret: secret, now: fixedNow)
        _ = try await database.tokenBearer(secret: secret, now: fixedNow.addingTimeInterval(59))
        #expect(try await database.apiToken(id: token.id, userID: anna.id).lastUsedAt == fixedNow)
        _ = try await database.tokenBearer(secret: secret, now: fixedNow.addingTimeInterval(60))
        #expect(try await database.apiToken(id: token.id, userID: anna.id).lastUsedAt == fixedNow.addingTimeInterval(60))
    }

    @Test func aMemberKeepsTwentyAndTheTwentyFirstIsRefused() async throws {
        let (database, anna, boris) = try await setUp()
        for index in 1...APIToken.perMember {
            _ = try await database.createAPIToken(userID: anna.id, name: "Token \(index)", scope: .read, now: fixedNow)
        }
        await #expect(throws: StoreError.tooManyTokens) {
            try await database.createAPIToken(userID: anna.id, name: "One more", scope: .read, now: fixedNow)
        }
        #expect(try await database.apiTokens(userID: anna.id).count == 20)
        _ = try await database.createAPIToken(userID: boris.id, name: "Boris's", scope: .read, now: fixedNow)
    }

    @Test func onlyItsMemberSeesOrRevokesATokenAndARevokedSecretFindsNothing() async throws {
        let (database, anna, boris) = try await setUp()
        let (secret, token) = try await database.createAPIToken(userID: anna.id, name: "Tasker", scope: .write, now: fixedNow)
        #expect(try await database.apiTokens(userID: boris.id).isEmpty)
        await #expect(throws: StoreError.notFound) { try await database.apiToken(id: token.id, userID: boris.id) }
        await #expect(throws: StoreError.notFound) { try await database.revokeAPIToken(id: token.id, userID: boris.id) }
        #expect(try await database.tokenBearer(secret: secret, now: fixedNow) != nil)
        try await database.revokeAPIToken(id: token.id, userID: anna.id)
        #expect(try await database.tokenBearer(secret: secret, now: fixedNow) == nil)
        #expect(try await database.apiTokens(userID: anna.id).isEmpty)
        await #expect(throws: StoreError.notFound) { try await database.revokeAPIToken(id: token.id, userID: anna.id) }
    }

    @Test func aManagedProfileHasNoTokens() async throws {
        let (database, anna, _) = try await setUp()
        let child = try await database.createProfile(
            NewProfile(displayName: "Mia", avatarEmoji: nil, avatarColor: nil, language: nil, timeZone: "UTC"),
            guardianID: anna.id,
            now: fixedNow
        )
        await #expect(throws: StoreError.notFound) {
            try await database.createAPIToken(userID: child.id, name: "Mia's", scope: .read, now: fixedNow)
        }
    }
}
