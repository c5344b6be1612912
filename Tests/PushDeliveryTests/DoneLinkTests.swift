import Foundation
import Testing
import TrackerCore

@testable import PushDelivery

@Suite("Done links")
struct DoneLinkTests {
    let key = Array(repeating: UInt8(7), count: 32)
    let day = Day(iso: "2026-11-24")!
    let expires = Date(timeIntervalSince1970: 1_795_564_800)

    @Test func aTokenReadsBackUntilItsDayEnds() throws {
        let link = DoneLink(trackerID: 42, day: day, expires: expires)
        let token = link.token(key: key)
        #expect(token.hasPrefix("42.20261124.1795564800."))
        #expect(token.allSatisfy { $0.isLetter || $0.isNumber || "-_.".contains($0) })
        #expect(DoneLink.read(token, key: key, now: expires.addingTimeInterval(-1)) == .success(link))
        #expect(DoneLink.read(token, key: key, now: expires) == .failure(.expired))
    }

    /// A link names the member whose notification it was; one made before names nobody and
    /// still works.
    @Test func aTokenCarriesItsMember() throws {
        let link = DoneLink(trackerID: 42, day: day, expires: expires, memberID: 7)
        let token = link.token(key: key)
        #expect(token.hasPrefix("42.20261124.1795564800.7."))
        let now = expires.addingTimeInterval(-1)
        #expect(DoneLink.read(token, key: key, now: now) == .success(link))
        #expect(DoneLink.read(token.replacingOccurrences(of: ".7.", with: ".8."), key: key, now: now) == .failure(.invalid))
        #expect(DoneLink.read(token.replacingOccurrences(of: ".7.", with: ".x."), key: key, now: now) == .failure(.invalid))
        let older = DoneLink(trackerID: 42, day: day, expires: expires).token(key: key)
        #expect(try DoneLink.read(older, key: key, now: now).get().memberID == nil)
    }

    @Test func anyChangeOrAnotherKeyIsRefused() throws {
        let token = DoneLink(trackerID: 42, day: day, expires: expires).token(key: key)
        let now = expires.addingTimeInterval(-3600)
        #expect(DoneLink.read(token, key: Array(repeating: 8, count: 32), now: now) == .failure(.invalid))
        // Another tracker, another day, a later expiry: each breaks the signature.
        for forged in [
            token.replacingOccurrences(of: "42.", with: "43."),
            token.replacingOccurrences(of: ".20261124.", with: ".20261125."),
            token.replacingOccurrences(of: ".1795564800.", with: ".1795651200."),
        ] {
            #expect(DoneLink.read(forged, key: key, now: now) == .failure(.invalid))
        }
        for junk in [
            "", "42", "42.20261124.1795564800", "x.20261124.1795564800.abc", "42.20261340.1795564800.abc",
            String(repeating: "9", count: 300),
        ] {
            #expect(DoneLink.read(junk, key: key, now: now) == .failure(.invalid))
        }
    }
}

@Suite("Push targets' addresses")
struct TargetAddressTests {
    @Test func httpAndHttpsAddressesWithAHostAreKept() {
        #expect(TargetAddress.check(" https://ntfy.sh/my-topic ") == .success("https://ntfy.sh/my-topic"))
        #expect(TargetAddress.check("http://192.168.1.5:8080/hook?x=1") == .success("http://192.168.1.5:8080/hook?x=1"))
        #expect(TargetAddress.check("http://[fe80::1]:2586/topic") == .success("http://[fe80::1]:2586/topic"))
    }

    @Test func anythingElseIsRefusedWithItsReason() {
        #expect(TargetAddress.check("") == .failure(.malformed))
        #expect(TargetAddress.check("ntfy.sh/topic") == .failure(.malformed))
        #expect(TargetAddress.check("https://") == .failure(.malformed))
        #expect(TargetAddress.check("https://exa mple.com/x") == .failure(.malformed))
        #expect(TargetAddress.check("https://example.com/x#part") == .failure(.malformed))
        #expect(TargetAddress.check("https://" + String(repeating: "a", count: 2000) + ".com") == .failure(.malformed))
        #expect(TargetAddress.check("ftp://example.com/x") == .failure(.scheme))
        #expect(TargetAddress.check("javascript:alert(1)") == .failure(.scheme))
        #expect(TargetAddress.check("file:///etc/passwd") == .failure(.scheme))
        #expect(TargetAddress.check("https://user:pass@example.com/x") == .failure(.credentials))
    }

    @Test func gotifyNeedsItsTokenAndTokensHaveNoSpaces() {
        #expect(TargetAddress.token("", for: .gotify) == .failure(.token))
        #expect(TargetAddress.token(" AbC.123 ", for: .gotify) == .success("AbC.123"))
        #expect(TargetAddress.token("", for: .ntfy) == .success(nil))
        #expect(TargetAddress.token("tk_abc", for: .ntfy) == .success("tk_abc"))
        #expect(TargetAddress.token("tk abc", for: .ntfy) == .failure(.token))
        #expect(TargetAddress.token("tk_\u{e9}", for: .ntfy) == .failure(.token))
        #expect(TargetAddress.token(String(repeating: "a", count: 501), for: .ntfy) == .failure(.token))
    }
}
