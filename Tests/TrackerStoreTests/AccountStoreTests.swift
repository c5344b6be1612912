import Foundation
import Testing
import TrackerCore
import TrackerTesting

@testable import TrackerStore

@Suite("Accounts, sessions, invites and throttling")
struct AccountStoreTests {
    @Test func setupIsPossibleOnlyWhileThereAreNoUsers() async throws {
        let database = try AppDatabase.inMemory()
        #expect(try await database.hasUsers() == false)
        let owner = try await database.createOwner(newUser("anna"), now: fixedNow)
        #expect(owner.role == .owner)
        await #expect(throws: StoreError.setupClosed) { try await database.createOwner(newUser("boris"), now: fixedNow) }
        #expect(try await database.user(username: "boris") == nil)
    }

    @Test func usernamesAreUniqueIgnoringCase() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await database.createOwner(newUser("anna"), now: fixedNow)
        await #expect(throws: StoreError.usernameTaken) { try await database.createMember(newUser("ANNA"), now: fixedNow) }
        #expect(try await database.user(username: "Anna")?.username == "anna")
    }

    @Test func sessionsStoreOnlyAHashAndExpire() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        let (token, session) = try await database.createSession(userID: anna.id, now: fixedNow)
        #expect(session.tokenHash == SecretToken.hash(token))
        #expect(session.tokenHash != token)
        #expect(try await database.signedIn(token: token, now: fixedNow)?.user == anna)
        #expect(try await database.signedIn(token: "forged", now: fixedNow) == nil)
        let later = fixedNow.addingTimeInterval(AppDatabase.sessionLifetime + 1)
        #expect(try await database.signedIn(token: token, now: later) == nil)
        try await database.deleteSession(token: token)
        #expect(try await database.signedIn(token: token, now: fixedNow) == nil)
    }

    @Test func aSessionInUseIsExtendedAndSeenAtMostHourly() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        let (token, session) = try await database.createSession(userID: anna.id, device: "Firefox · Android", now: fixedNow)
        #expect(session.device == "Firefox · Android" && session.lastSeenAt == fixedNow)
        let soon = try await database.signedIn(token: token, now: fixedNow.addingTimeInterval(3599))
        #expect(soon?.session.expiresAt == session.expiresAt)
        #expect(soon?.session.lastSeenAt == fixedNow)
        let hourLater = fixedNow.addingTimeInterval(3600)
        let seen = try await database.signedIn(token: token, now: hourLater)
        #expect(seen?.session.lastSeenAt == hourLater)
        #expect(try await database.sessions(userID: anna.id, now: hourLater).first?.lastSeenAt == hourLater)
        let weekLater = fixedNow.addingTimeInterval(7 * 24 * 3600)
        let renewed = try await database.signedIn(token: token, now: weekLater)
        #expect(renewed?.session.expiresAt == weekLater.addingTimeInterval(AppDatabase.sessionLifetime))
    }

    @Test func anInviteAdmitsOnePersonOnce() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna", name: "Anna"), now: fixedNow)
        let (token, invite) = try await database.createInvite(by: anna.id, now: fixedNow)
        #expect(invite.tokenHash == SecretToken.hash(token))
        #expect(try await database.openInvite(token: token, now: fixedNow)?.inviterName == "Anna")
        let boris = try await database.join(inviteToken: token, newUser("boris"), now: fixedNow)
        #expect(boris.role == .member)
        await #expect(throws: StoreError.inviteUnusable) {
            try await database.join(inviteToken: token, newUser("vera"), now: fixedNow)
        }
        #expect(try await database.user(username: "vera") == nil)
        #expect(try await database.openInvites(by: anna.id, now: fixedNow).isEmpty)
    }

    @Test func anInviteExpiresAfterSevenDays() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        let (token, _) = try await database.createInvite(by: anna.id, now: fixedNow)
        let almost = fixedNow.addingTimeInterval(7 * 24 * 3600 - 60)
        #expect(try await database.openInvite(token: token, now: almost) != nil)
        let after = fixedNow.addingTimeInterval(7 * 24 * 3600 + 1)
        #expect(try await database.openInvite(token: token, now: after) == nil)
        await #expect(throws: StoreError.inviteUnusable) {
            try await database.join(inviteToken: token, newUser("boris"), now: after)
        }
    }

    @Test func onlyTheCreatorRevokesAnInvite() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        let boris = try await database.createMember(newUser("boris"), now: fixedNow)
        let (token, invite) = try await database.createInvite(by: anna.id, now: fixedNow)
        await #expect(throws: StoreError.notFound) { try await database.revokeInvite(id: invite.id, by: boris.id, now: fixedNow) }
        #expect(try await database.openInvite(token: token, now: fixedNow) != nil)
        try await database.revokeInvite(id: invite.id, by: anna.id, now: fixedNow)
        #expect(try await database.openInvite(token: token, now: fixedNow) == nil)
    }

    @Test func signInAttemptsAreCountedPerAllowanceAndWindow() async throws {
        let database = try AppDatabase.inMemory()
        let strangers = SignInLimits.allowances(username: "anna", address: "10.0.0.9", knownDevice: nil)
        for _ in 0..<SignInLimits.perUsername {
            #expect(try await database.reserveSignInAttempt(strangers, now: fixedNow) == nil)
        }
        let until = try await database.reserveSignInAttempt(strangers, now: fixedNow)
        #expect(until == fixedNow.addingTimeInterval(SignInLimits.window))
        // Another username from the same address still has the address's allowance left.
        let other = SignInLimits.allowances(username: "boris", address: "10.0.0.9", knownDevice: nil)
        #expect(try await database.reserveSignInAttempt(other, now: fixedNow) == nil)
        // A browser that signed in before draws from its own allowance.
        let device = SignInLimits.allowances(username: "anna", address: "10.0.0.9", knownDevice: "abc")
        #expect(try await database.reserveSignInAttempt(device, now: fixedNow) == nil)
        // When the window is over, the count starts again and old rows are pruned.
        let later = fixedNow.addingTimeInterval(SignInLimits.window + 1)
        #expect(try await database.reserveSignInAttempt(strangers, now: later) == nil)
        let rows = try await database.writer.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sign_in_limit") }
        #expect(rows == 2)
    }

    @Test func aRefusedAttemptTakesNothingFromTheOtherAllowances() async throws {
        let database = try AppDatabase.inMemory()
        for index in 0..<SignInLimits.perAddress {
            let allowances = SignInLimits.allowances(username: "user\(index)", address: "10.0.0.9", knownDevice: nil)
            #expect(try await database.reserveSignInAttempt(allowances, now: fixedNow) == nil)
        }
        let refused = SignInLimits.allowances(username: "anna", address: "10.0.0.9", knownDevice: nil)
        #expect(try await database.reserveSignInAttempt(refused, now: fixedNow) != nil)
        let elsewhere = SignInLimits.allowances(username: "anna", address: "10.0.0.10", knownDevice: nil)
        for _ in 0..<SignInLimits.perUsername {
            #expect(try await database.reserveSignInAttempt(elsewhere, now: fixedNow) == nil)
        }
    }

    @Test func knownDevicesBelongToOnePersonAndKeepTheirToken() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        let boris = try await database.createMember(newUser("boris"), now: fixedNow)
        let token = try await database.rememberDevice(token: nil, userID: anna.id, now: fixedNow)
        #expect(try await database.knownDeviceOwner(token: token) == anna.id)
        #expect(try await database.rememberDevice(token: token, userID: anna.id, now: fixedNow) == token)
        let borisToken = try await database.rememberDevice(token: token, userID: boris.id, now: fixedNow)
        #expect(borisToken != token)
        #expect(try await database.knownDeviceOwner(token: "made up") == nil)
        let stored = try await database.writer.read { db in try String.fetchAll(db, sql: "SELECT token_hash FROM known_device") }
        #expect(!stored.contains(token))
    }

    @Test func resettingAPasswordEndsSessionsAndLiftsTheLock() async throws {
        let database = try AppDatabase.inMemory()
        let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
        let (token, _) = try await database.createSession(userID: anna.id, now: fixedNow)
        let strangers = SignInLimits.allowances(username: "anna", address: "10.0.0.9", knownDevice: nil)
        for _ in 0...SignInLimits.perUsername { _ = try await database.reserveSignInAttempt(strangers, now: fixedNow) }
        try await database.resetPassword(userID: anna.id, passwordHash: "new-hash")
        #expect(try await database.signedIn(token: token, now: fixedNow) == nil)
        let fromElsewhere = SignInLimits.allowances(username: "anna", address: "10.0.0.10", knownDevice: nil)
        #expect(try await database.reserveSignInAttempt(fromElsewhere, now: fixedNow) == nil)
        #expect(try await database.user(username: "anna")?.passwordHash == "new-hash")
    }

    @Test func sessionsSurviveReopeningTheFile() async throws {
        let path = try temporaryDatabasePath()
        var token = ""
        do {
            let database = try AppDatabase.open(path: path)
            let anna = try await database.createOwner(newUser("anna"), now: fixedNow)
            token = try await database.createSession(userID: anna.id, now: fixedNow).token
        }
        let reopened = try AppDatabase.open(path: path)
        #expect(try await reopened.signedIn(token: token, now: fixedNow)?.user.username == "anna")
    }
}
