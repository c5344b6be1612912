import Foundation
import Testing
import TrackerCore

@testable import TrackerStore

@Suite("Accounts, sessions, invites and throttling")
struct AccountStoreTests {
    @Test func setupIsPossibleOnlyWhileThereAreNoUsers() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.hasUsers() == false)
        let owner = try await database.createOwner(newUser("anna"), now: testNow)
        #expect(owner.role == .owner)
        await #expect(throws: StoreError.setupClosed) { try await database.createOwner(newUser("boris"), now: testNow) }
        #expect(try await database.user(username: "boris") == nil)
    }

    @Test func usernamesAreUniqueIgnoringCase() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await database.createOwner(newUser("anna"), now: testNow)
        await #expect(throws: StoreError.usernameTaken) { try await database.createMember(newUser("ANNA"), now: testNow) }
        #expect(try await database.user(username: "Anna")?.username == "anna")
    }

    @Test func sessionsStoreOnlyAHashAndExpire() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: testNow)
        let (token, session) = try await database.createSession(userID: anna.id, now: testNow)
        #expect(session.tokenHash == SecretToken.hash(token))
        #expect(session.tokenHash != token)
        #expect(try await database.signedIn(token: token, now: testNow)?.user == anna)
        #expect(try await database.signedIn(token: "forged", now: testNow) == nil)
        let later = testNow.addingTimeInterval(AppDatabase.sessionLifetime + 1)
        #expect(try await database.signedIn(token: token, now: later) == nil)
        try await database.deleteSession(token: token)
        #expect(try await database.signedIn(token: token, now: testNow) == nil)
    }

    @Test func aSessionInUseIsExtendedAndSeenAtMostHourly() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: testNow)
        let (token, session) = try await database.createSession(userID: anna.id, device: "Firefox · Android", now: testNow)
        #expect(session.device == "Firefox · Android" && session.lastSeenAt == testNow)
        let soon = try await database.signedIn(token: token, now: testNow.addingTimeInterval(3599))
        #expect(soon?.session.expiresAt == session.expiresAt)
        #expect(soon?.session.lastSeenAt == testNow)
        let hourLater = testNow.addingTimeInterval(3600)
        let seen = try await database.signedIn(token: token, now: hourLater)
        #expect(seen?.session.lastSeenAt == hourLater)
        #expect(try await database.sessions(userID: anna.id, now: hourLater).first?.lastSeenAt == hourLater)
        let weekLater = testNow.addingTimeInterval(7 * 24 * 3600)
        let renewed = try await database.signedIn(token: token, now: weekLater)
        #expect(renewed?.session.expiresAt == weekLater.addingTimeInterval(AppDatabase.sessionLifetime))
    }

    @Test func anInviteAdmitsOnePersonOnce() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna", name: "Anna"), now: testNow)
        let (token, invite) = try await database.createInvite(by: anna.id, now: testNow)
        #expect(invite.tokenHash == SecretToken.hash(token))
        #expect(try await database.openInvite(token: token, now: testNow)?.inviterName == "Anna")
        let boris = try await database.join(inviteToken: token, newUser("boris"), now: testNow)
        #expect(boris.role == .member)
        await #expect(throws: StoreError.inviteUnusable) {
            try await database.join(inviteToken: token, newUser("vera"), now: testNow)
        }
        #expect(try await database.user(username: "vera") == nil)
        #expect(try await database.openInvites(by: anna.id, now: testNow).isEmpty)
    }

    @Test func anInviteExpiresAfterSevenDays() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: testNow)
        let (token, _) = try await database.createInvite(by: anna.id, now: testNow)
        let almost = testNow.addingTimeInterval(7 * 24 * 3600 - 60)
        #expect(try await database.openInvite(token: token, now: almost) != nil)
        let after = testNow.addingTimeInterval(7 * 24 * 3600 + 1)
        #expect(try await database.openInvite(token: token, now: after) == nil)
        await #expect(throws: StoreError.inviteUnusable) {
            try await database.join(inviteToken: token, newUser("boris"), now: after)
        }
    }

    @Test func onlyTheCreatorRevokesAnInvite() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: testNow)
        let boris = try await database.createMember(newUser("boris"), now: testNow)
        let (token, invite) = try await database.createInvite(by: anna.id, now: testNow)
        await #expect(throws: StoreError.notFound) { try await database.revokeInvite(id: invite.id, by: boris.id, now: testNow) }
        #expect(try await database.openInvite(token: token, now: testNow) != nil)
        try await database.revokeInvite(id: invite.id, by: anna.id, now: testNow)
        #expect(try await database.openInvite(token: token, now: testNow) == nil)
    }

    @Test func signInAttemptsAreCountedPerAllowanceAndWindow() async throws {
        let database = try AppDatabase.inMemory()
        let strangers = SignInLimits.allowances(username: "anna", address: "10.0.0.9", knownDevice: nil)
        for _ in 0..<SignInLimits.perUsername {
            #expect(try await database.reserveSignInAttempt(strangers, now: testNow) == nil)
        }
        let until = try await database.reserveSignInAttempt(strangers, now: testNow)
        #expect(until == testNow.addingTimeInterval(SignInLimits.window))
        // Another username from the same address still has the address's allowance left.
        let other = SignInLimits.allowances(username: "boris", address: "10.0.0.9", knownDevice: nil)
        #expect(try await database.reserveSignInAttempt(other, now: testNow) == nil)
        // A browser that signed in before draws from its own allowance.
        let device = SignInLimits.allowances(username: "anna", address: "10.0.0.9", knownDevice: "abc")
        #expect(try await database.reserveSignInAttempt(device, now: testNow) == nil)
        // When the window is over, the count starts again and old rows are pruned.
        let later = testNow.addingTimeInterval(SignInLimits.window + 1)
        #expect(try await database.reserveSignInAttempt(strangers, now: later) == nil)
        let rows = try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sign_in_limit") }
        #expect(rows == 2)
    }

    @Test func aRefusedAttemptTakesNothingFromTheOtherAllowances() async throws {
        let database = try AppDatabase.inMemory()
        for index in 0..<SignInLimits.perAddress {
            let allowances = SignInLimits.allowances(username: "user\(index)", address: "10.0.0.9", knownDevice: nil)
            #expect(try await database.reserveSignInAttempt(allowances, now: testNow) == nil)
        }
        let refused = SignInLimits.allowances(username: "anna", address: "10.0.0.9", knownDevice: nil)
        #expect(try await database.reserveSignInAttempt(refused, now: testNow) != nil)
        let elsewhere = SignInLimits.allowances(username: "anna", address: "10.0.0.10", knownDevice: nil)
        for _ in 0..<SignInLimits.perUsername {
            #expect(try await database.reserveSignInAttempt(elsewhere, now: testNow) == nil)
        }
    }

    @Test func knownDevicesBelongToOnePersonAndKeepTheirToken() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: testNow)
        let boris = try await database.createMember(newUser("boris"), now: testNow)
        let token = try await database.rememberDevice(token: nil, userID: anna.id, now: testNow)
        #expect(try await database.knownDeviceOwner(token: token) == anna.id)
        #expect(try await database.rememberDevice(token: token, userID: anna.id, now: testNow) == token)
        let borisToken = try await database.rememberDevice(token: token, userID: boris.id, now: testNow)
        #expect(borisToken != token)
        #expect(try await database.knownDeviceOwner(token: "made up") == nil)
        let stored = try await database.writer.read { db in try String.fetchAll(db, sql: "SELECT token_hash FROM known_device") }
        #expect(!stored.contains(token))
    }

    @Test func resettingAPasswordEndsSessionsAndLiftsTheLock() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: testNow)
        let (token, _) = try await database.createSession(userID: anna.id, now: testNow)
        let strangers = SignInLimits.allowances(username: "anna", address: "10.0.0.9", knownDevice: nil)
        for _ in 0...SignInLimits.perUsername { _ = try await database.reserveSignInAttempt(strangers, now: testNow) }
        try await database.resetPassword(userID: anna.id, passwordHash: "new-hash")
        #expect(try await database.signedIn(token: token, now: testNow) == nil)
        let fromElsewhere = SignInLimits.allowances(username: "anna", address: "10.0.0.10", knownDevice: nil)
        #expect(try await database.reserveSignInAttempt(fromElsewhere, now: testNow) == nil)
        #expect(try await database.user(username: "anna")?.passwordHash == "new-hash")
    }

    @Test func sessionsSurviveReopeningTheFile() async throws {
        let path = try temporaryDatabasePath()
        var token = ""
        do {
            let database = try AppDatabase.open(path: path)
            let anna = try await database.createOwner(newUser("anna"), now: testNow)
            token = try await database.createSession(userID: anna.id, now: testNow).token
        }
        let reopened = try AppDatabase.open(path: path)
        #expect(try await reopened.signedIn(token: token, now: testNow)?.user.username == "anna")
    }
}
