import HTTPTypes
import HummingbirdTesting
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting

@testable import TrackerWeb

/// A real server on 127.0.0.1 (a free port) that trusts `trusted` as proxies: "127.0.0.1/32"
/// makes the test client a trusted proxy, any other range an untrusted peer.
private func withProxiedApp(
    trusting trusted: String,
    authHeader: String? = nil,
    database: AppDatabase,
    _ test: @Sendable (TestBrowser) async throws -> Void
) async throws {
    var config = testConfig()
    config.port = 0
    config.trustedProxies = try TrustedProxies(parsing: trusted)
    config.authHeader = authHeader
    try await withApp(database: database, config: config, testing: .live, test)
}

private let remoteUser = HTTPField.Name("Remote-User")!

/// A browser behind the proxy that the proxy says is `member` (nil: no header at all).
private func proxied(_ browser: TestBrowser, as member: String?, from address: String? = nil) -> TestBrowser {
    let other = browser.another()
    if let member { other.extraHeaders[remoteUser] = member }
    if let address { other.extraHeaders[ForwardedHeaders.xForwardedForName] = address }
    return other
}

/// Whether the browser is signed in: Settings opens rather than sending it to sign in.
private func isSignedIn(_ browser: TestBrowser) async throws -> Bool {
    let response = try await browser.get("/settings")
    if response.status == .ok { return true }
    #expect(response.location?.hasPrefix("/sign-in") == true)
    return false
}

@Suite("Behind a proxy", .timeLimit(.minutes(3)))
struct ProxyRouteTests {
    @Test func aTrustedProxysHeaderSignsInThatMemberOnce() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withProxiedApp(trusting: "127.0.0.1/32", authHeader: "Remote-User", database: database) { browser in
            let boris = proxied(browser, as: " Boris ")
            boris.userAgent = "Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0"
            #expect(try await isSignedIn(boris))
            #expect(try await boris.get("/settings").text.contains("Boris"))
            let cookie = try #require(boris.cookies[SiteCookies.session])
            // Later requests keep the one session: the household signs in once per browser.
            #expect(try await isSignedIn(boris))
            #expect(boris.cookies[SiteCookies.session] == cookie)
            let sessions = try await database.sessions(userID: house.boris.id, now: fixedNow)
            #expect(sessions.count == 1)
            #expect(sessions.first?.device.isEmpty == false)

            // The proxy now names Anna on the same browser: Boris's session there ends.
            boris.extraHeaders[remoteUser] = "anna"
            #expect(try await boris.get("/settings").text.contains("Anna"))
            #expect(boris.cookies[SiteCookies.session] != cookie)
            #expect(try await database.sessions(userID: house.boris.id, now: fixedNow).isEmpty)
            #expect(try await database.sessions(userID: house.anna.id, now: fixedNow).count == 1)
        }
    }

    @Test func theHeaderFromAnUntrustedPeerIsIgnored() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        try await withProxiedApp(trusting: "10.0.0.0/8", authHeader: "Remote-User", database: database) { browser in
            let stranger = proxied(browser, as: "anna")
            #expect(try await !isSignedIn(stranger))
            #expect(stranger.cookies[SiteCookies.session] == nil)
            #expect(try await database.sessions(userID: house.anna.id, now: fixedNow).isEmpty)

            // The password still works, and the header changes nothing about who that is.
            let signedIn = try await stranger.submit("/sign-in", [("username", "boris"), ("password", "correct horse")])
            #expect(signedIn.status == .seeOther)
            #expect(try await stranger.get("/settings").text.contains("Boris"))
        }
    }

    @Test func aNameThatIsNoMembersSignsNoOneIn() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let profile = try await database.createProfile(
            NewProfile(displayName: "Masha", avatarEmoji: "🦊", avatarColor: .orange, language: nil, timeZone: "UTC"),
            guardianID: house.anna.id,
            now: fixedNow
        )
        let names = ["nobody", profile.username, ""]
        let profileID = profile.id
        try await withProxiedApp(trusting: "127.0.0.1/32", authHeader: "Remote-User", database: database) { browser in
            for name in names {
                let visitor = proxied(browser, as: name)
                let signedIn = try await isSignedIn(visitor)
                #expect(!signedIn, "\(name)")
                let signInPage = try await visitor.get("/sign-in")
                #expect(signInPage.status == .ok)
            }
            // The header twice (a browser's own and the proxy's): no one.
            let twice = proxied(browser, as: "anna")
            twice.extraHeaders.append(HTTPField(name: remoteUser, value: "boris"))
            let signedInTwice = try await isSignedIn(twice)
            #expect(!signedInTwice)
            #expect(try await database.user(username: "nobody") == nil)
            #expect(try await database.sessions(userID: profileID, now: fixedNow).isEmpty)

            // While the proxy names someone unknown, even a member's session cookie counts for nothing.
            let anna = proxied(browser, as: nil)
            #expect(try await anna.submit("/sign-in", [("username", "anna"), ("password", "correct horse")]).status == .seeOther)
            #expect(try await isSignedIn(anna))
            anna.extraHeaders[remoteUser] = "nobody"
            #expect(try await !isSignedIn(anna))
        }
    }

    @Test func signInLimitsCountTheForwardedAddress() async throws {
        let database = try AppDatabase.inMemory()
        try await withProxiedApp(trusting: "127.0.0.1/32", database: database) { browser in
            try await failPastTheAddressAllowance(browser, from: { _ in "192.0.2.1" })
            #expect(try await signInStatus(browser, "stranger", from: "192.0.2.1") == 429)
            #expect(try await signInStatus(browser, "stranger", from: "192.0.2.2") == 422)
            // An IPv6 client is counted by its /64, however many addresses it takes there.
            try await failPastTheAddressAllowance(browser, from: { "2001:db8:1:2::\($0 + 1)" })
            #expect(try await signInStatus(browser, "stranger", from: "2001:db8:1:2:ffff::1") == 429)
            #expect(try await signInStatus(browser, "stranger", from: "2001:db8:1:3::1") == 422)
        }
    }

    @Test func anUntrustedPeerCantSpreadItsGuessesOverMadeUpAddresses() async throws {
        let database = try AppDatabase.inMemory()
        try await withProxiedApp(trusting: "10.0.0.0/8", database: database) { browser in
            try await failPastTheAddressAllowance(browser, from: { "192.0.2.\($0 + 1)" })
            #expect(try await signInStatus(browser, "stranger", from: "198.51.100.1") == 429)
        }
    }
}

/// A new browser's sign-in as `username` with a wrong password, forwarded for `address`: the status.
private func signInStatus(_ browser: TestBrowser, _ username: String, from address: String) async throws -> Int {
    let fresh = proxied(browser, as: nil, from: address)
    return Int(try await fresh.submit("/sign-in", [("username", username), ("password", "wrong wrong")]).status.code)
}

/// Uses up an address's allowance with one failure per username (so no username's runs out).
private func failPastTheAddressAllowance(_ browser: TestBrowser, from address: (Int) -> String) async throws {
    for guess in 0..<SignInLimits.perAddress {
        #expect(try await signInStatus(browser, "guess\(guess)", from: address(guess)) == 422, "guess \(guess + 1)")
    }
}
