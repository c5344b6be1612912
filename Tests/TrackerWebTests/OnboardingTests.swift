import Testing

@Suite("Onboarding and the first visit")
struct OnboardingTests {
    @Test func theFirstVisitShowsOnboardingOnceThenSetup() async throws {
        try await withApp { browser in
            let first = try await browser.get("/")
            #expect(first.status == .seeOther)
            #expect(first.location == "/onboarding")

            let page = try await browser.get("/onboarding")
            #expect(page.text.contains("Track only what you want"))
            #expect(
                page.text.contains("Even if it’s not liters of water and yoga")
            )
            #expect(page.text.contains("Wow, technology!"))
            #expect(page.text.contains(##"href="#onboarding-2""##))
            #expect(page.text.contains(#"aria-current="step""#))

            let done = try await browser.submit("/onboarding", [])
            #expect(done.status == .seeOther)
            #expect(browser.cookies["tracker_onboarded"] == "1")

            let second = try await browser.get("/")
            #expect(second.location == "/setup")
        }
    }

    @Test func onceAnOwnerExistsAReturningVisitorGoesToSignIn() async throws {
        try await withApp { browser in
            try await browser.setUpOwner()
            let onboarded = browser.cookies["tracker_onboarded"]
            browser.clearCookies(seenOnboarding: false)
            #expect(try await browser.get("/").location == "/onboarding")
            browser.cookies["tracker_onboarded"] = onboarded ?? "1"
            #expect(try await browser.get("/").location == "/sign-in")
        }
    }

    @Test func aPageThatNeedsAPersonSendsVisitorsToSignIn() async throws {
        try await withApp { browser in
            let response = try await browser.get("/settings")
            #expect(response.status == .seeOther)
            #expect(response.location == "/sign-in?next=/settings")
        }
    }
}
