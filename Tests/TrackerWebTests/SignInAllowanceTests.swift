import Testing
import TrackerCore
import TrackerStore

/// A new browser (no cookies but the onboarding's) on `browser`'s server, signing in: the status.
private func signIn(_ browser: TestBrowser, _ username: String, _ password: String) async throws -> Int {
    let fresh = browser.another()
    return Int(try await fresh.submit("/sign-in", [("username", username), ("password", password)]).status.code)
}

@Suite("Sign-in allowances count failures only")
struct SignInAllowanceTests {
    @Test func aHouseholdBehindOneAddressSignsInOnManyNewBrowsers() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await Household.make(database)
        try await withApp(database: database) { browser in
            // 12 new browsers each for anna and boris, all from one address: past the username's
            // allowance (10) and the address's (20), and every one gets in.
            let each = SignInLimits.perUsername + 2
            #expect(2 * each > SignInLimits.perAddress)
            for round in 0..<each {
                let anna = try await signIn(browser, "anna", "correct horse")
                let boris = try await signIn(browser, "boris", "correct horse")
                #expect(anna == 303 && boris == 303, "browser \(round + 1): anna \(anna), boris \(boris)")
            }

            // Failures still count exactly as before: the username's allowance …
            for guess in 0..<SignInLimits.perUsername {
                let status = try await signIn(browser, "anna", "wrong wrong")
                #expect(status == 422, "guess \(guess + 1)")
            }
            #expect(try await signIn(browser, "anna", "correct horse") == 429)
            // … and the address's, across usernames.
            for guess in SignInLimits.perUsername..<SignInLimits.perAddress {
                let status = try await signIn(browser, "boris", "wrong wrong")
                #expect(status == 422, "guess \(guess + 1)")
            }
            #expect(try await signIn(browser, "nobody", "wrong wrong") == 429)
            #expect(try await signIn(browser, "boris", "correct horse") == 429)
        }
    }

    @Test func aSuccessBetweenFailuresNeitherCountsNorForgivesThem() async throws {
        try await withApp { browser in
            try await browser.setUpOwner(password: "correct horse")
            for _ in 1..<SignInLimits.perUsername {
                #expect(try await signIn(browser, "anna", "wrong wrong") == 422)
            }
            #expect(try await signIn(browser, "anna", "correct horse") == 303)
            #expect(try await signIn(browser, "anna", "wrong wrong") == 422)
            #expect(try await signIn(browser, "anna", "correct horse") == 429)
        }
    }
}
