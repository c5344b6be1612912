import Foundation
import QRCode
import Testing
import TrackerStore
@testable import TrackerWeb

@Suite("Invite QR codes")
struct InviteQRTests {
    /// The text of the new invite link's field on a Settings page.
    private func shownLink(_ html: String) throws -> String {
        let match = html.firstMatch(of: /<output id="invite-link" class="invite-link">([^<]*)<\/output>/)
        return String(try #require(match).1)
    }

    /// The inline SVG of the invite's QR code, or `nil` when the page has none.
    private func shownCode(_ html: String) -> String? {
        html.firstMatch(of: /<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*>.*?<\/svg>/).map { String($0.0) }
    }

    @Test func aNewWholeLinkIsShownWithTheQRCodeOfExactlyThatLink() async throws {
        var config = testConfig()
        config.publicURL = PublicURL("https://tracker.home/")
        try await withApp(config: config) { browser in
            try await browser.setUpOwner()
            #expect(shownCode(try await browser.get("/settings").text) == nil, "no code before a link is made")
            let created = try await browser.postForm("/invites", [])
            let page = try await browser.get(try #require(created.location)).text
            let link = try shownLink(page)
            #expect(link.hasPrefix("https://tracker.home/join/") && link.count > 60)
            let expected = try #require(QRCode(link))
            #expect(shownCode(page) == expected.svg)
            #expect(page.contains("role=\"img\" aria-label=\"QR code of the invite link\""))
            #expect(page.contains("Scan with the new member’s phone camera"))
            // Shown once: the page without the new link has the list, and no code.
            let later = try await browser.get("/settings").text
            #expect(shownCode(later) == nil)
            #expect(!later.contains("id=\"invite-link\""))
        }
    }

    @Test func aLinkThatIsOnlyAPathGetsNoCode() async throws {
        // The test client's `Host` isn't this server's, so the link is a path: a camera
        // couldn't open it, and the page says how to set `--public-url` instead.
        try await withApp { browser in
            try await browser.setUpOwner()
            let created = try await browser.postForm("/invites", [])
            let page = try await browser.get(try #require(created.location)).text
            #expect(try shownLink(page).hasPrefix("/join/"))
            #expect(page.contains("--public-url"))
            #expect(shownCode(page) == nil)
            #expect(!page.contains("invite-qr"))
        }
    }
}
