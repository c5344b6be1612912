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

    @Test func theFirstPaneLeadsToTheSecondWhichLeadsOn() async throws {
        try await withApp { browser in
            let page = try await browser.get("/onboarding").text
            let panes = page.components(separatedBy: #"<section class="onboarding-pane"#).dropFirst()
            #expect(panes.count == 2)
            let first = try #require(panes.first)
            let second = try #require(panes.last)
            #expect(first.contains(##"<a class="button button-dark onboarding-next" href="#onboarding-2">Next</a>"##))
            #expect(!first.contains("Wow, technology!") && !first.contains("<form"))
            #expect(second.contains(#"<form class="onboarding-action" method="post" action="/onboarding">"#))
            #expect(second.contains("Wow, technology!") && !second.contains(">Next</a>"))
            // The dots stay on both.
            #expect(first.contains(##"href="#onboarding-2""##) && second.contains(##"href="#onboarding-1""##))
            // Nobody to sign in as on a fresh server.
            #expect(!page.contains("Already have an account?"))
        }
    }

    @Test func aReturningMemberReachesSignInInOneTap() async throws {
        try await withApp { browser in
            try await browser.setUpOwner()
            browser.clearCookies(seenOnboarding: false)
            browser.acceptLanguage = "ru"
            let russian = try await browser.get("/onboarding").text
            #expect(russian.contains("Уже есть аккаунт? <strong>Войти</strong>"))
            browser.acceptLanguage = "en"
            let page = try await browser.get("/onboarding").text
            // On both panes, as a form that records the onboarding as seen.
            #expect(page.components(separatedBy: "Already have an account? <strong>Sign in</strong>").count - 1 == 2)
            #expect(page.components(separatedBy: #"<input type="hidden" name="sign_in" value="1">"#).count - 1 == 2)
            let tapped = try await browser.submit("/onboarding", [("sign_in", "1")])
            #expect(tapped.status == .seeOther)
            #expect(tapped.location == "/sign-in")
            #expect(browser.cookies["tracker_onboarded"] == "1")
            #expect(try await browser.get("/sign-in").status == .ok)
            #expect(try await browser.get("/").location == "/sign-in")

            // `next` still leads only to an invite's join form.
            for away in ["//evil.example", "https://evil.example", "/sign-in", "/settings"] {
                browser.clearCookies(seenOnboarding: false)
                #expect(try await browser.submit("/onboarding", [("next", away)]).location == "/", "\(away)")
            }
            // On the way to an invite, the onboarding offers only the invite.
            browser.clearCookies(seenOnboarding: false)
            let invited = try await browser.get("/onboarding?next=/join/abc").text
            #expect(!invited.contains("Already have an account?"))
            #expect(invited.contains(#"<input type="hidden" name="next" value="/join/abc">"#))
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
