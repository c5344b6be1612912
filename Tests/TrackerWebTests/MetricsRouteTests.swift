import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
import TrackerCore
import TrackerStore
import TrackerTesting
@testable import TrackerWeb

/// The test configuration with `--metrics` on.
private func metricsConfig() -> AppConfig {
    var config = testConfig()
    config.metrics = true
    return config
}

/// The value of the sample `name{labels}` in a text-format exposition, if it is there.
private func sample(_ text: String, _ name: String, _ labels: String) -> Double? {
    let prefix = "\(name){\(labels)} "
    return text.split(separator: "\n").first { $0.hasPrefix(prefix) }.flatMap { Double($0.dropFirst(prefix.count)) }
}

@Suite("Metrics")
struct MetricsRouteTests {
    @Test func offTheMetricsAreNotFoundLikeAnyUnknownPage() async throws {
        try await withApp(testing: .live) { browser in
            let metrics = try await browser.get("/metrics")
            let unknown = try await browser.get("/no-such-page")
            #expect(metrics.status == .notFound)
            #expect(metrics.headers[.contentType] == unknown.headers[.contentType])
            #expect(metrics.text.contains("Page not found") && unknown.text.contains("Page not found"))
        }
    }

    @Test func onTheMetricsCountRoutesByPatternStatusAndSignInRefusals() async throws {
        let database = try AppDatabase.inMemory()
        let house = try await Household.make(database)
        let tracker = try await house.track("Walk 4711")
        try await withApp(database: database, config: metricsConfig(), testing: .live) { browser in
            #expect(try await browser.get("/sign-in").status == .ok)
            #expect(try await browser.get("/no-such-page-9876").status == .notFound)
            let refused = try await browser.another().submit("/sign-in", [("username", "anna"), ("password", "wrong wrong")])
            #expect(refused.status == .unprocessableContent)
            try await browser.signIn()
            #expect(try await browser.get("/trackers/\(tracker.id)").status == .ok)
            #expect(try await browser.get("/trackers/999999").status == .notFound)

            let response = try await browser.get("/metrics")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/plain; version=0.0.4; charset=utf-8")
            #expect(response.headers[.setCookie] == nil)
            let text = response.text
            let requests = "tracker_http_requests_total"
            // Three sign-in pages: the first, the refused browser's and the one signing in.
            #expect(sample(text, requests, #"method="GET",route="/sign-in",status="200""#) == 3)
            #expect(sample(text, requests, #"method="POST",route="/sign-in",status="303""#) == 1)
            #expect(sample(text, requests, #"method="GET",route="unmatched",status="404""#) == 1)
            #expect(sample(text, requests, #"method="POST",route="/sign-in",status="422""#) == 1)
            #expect(sample(text, requests, #"method="GET",route="/trackers/:id",status="200""#) == 1)
            #expect(sample(text, requests, #"method="GET",route="/trackers/:id",status="404""#) == 1)
            #expect(sample(text, "tracker_http_request_duration_seconds_count", #"method="GET",route="/trackers/:id""#) == 2)
            #expect(text.contains(#"tracker_http_request_duration_seconds_bucket{method="GET",route="/trackers/:id",le="0.001"}"#))
            #expect(sample(text, "tracker_sign_in_refusals_total", #"reason="wrong_password""#) == 1)
            #expect(sample(text, "tracker_sign_in_refusals_total", #"reason="rate_limited""#) == 0)
            #expect(sample(text, "tracker_push_deliveries_total", #"result="delivered""#) == 0)
            // Patterns only: no id, and no path nothing matched.
            #expect(!text.contains("999999") && !text.contains("/trackers/\(tracker.id)") && !text.contains("9876"))
            // Backups are off in tests: no age.
            #expect(!text.contains("tracker_backup_age_seconds"))
        }
    }

    @Test func signInsPastTheLimitAreCountedAsRateLimited() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await Household.make(database)
        try await withApp(database: database, config: metricsConfig(), testing: .live) { browser in
            for _ in 0...SignInLimits.perUsername {
                try await browser.another().submit("/sign-in", [("username", "anna"), ("password", "wrong wrong")])
            }
            let text = try await browser.get("/metrics").text
            #expect(sample(text, "tracker_sign_in_refusals_total", #"reason="wrong_password""#) == Double(SignInLimits.perUsername))
            #expect(sample(text, "tracker_sign_in_refusals_total", #"reason="rate_limited""#) == 1)
        }
    }

    @Test func pushDeliveriesAreCountedByResult() async throws {
        let database = try AppDatabase.inMemory()
        _ = try await Household.make(database)
        let transport = RecordingTransport([.status(401), .timeout])
        try await withApp(database: database, config: metricsConfig(), push: transport, testing: .live) { anna in
            try await anna.signIn()
            try await anna.postForm("/settings/push/webhook", [("url", "https://hooks.home/t")])
            for _ in 0..<3 { try await anna.postForm("/settings/push/webhook/test", []) }
            let text = try await anna.get("/metrics").text
            #expect(sample(text, "tracker_push_deliveries_total", #"result="rejected""#) == 1)
            #expect(sample(text, "tracker_push_deliveries_total", #"result="timeout""#) == 1)
            #expect(sample(text, "tracker_push_deliveries_total", #"result="delivered""#) == 1)
            #expect(sample(text, "tracker_push_deliveries_total", #"result="unreachable""#) == 0)
        }
    }

    @Test func theLastBackupsAgeIsReadFromTheFolder() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("metrics-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var config = metricsConfig()
        config.databasePath = directory + "/tracker.sqlite"
        config.backups = BackupPlan(directory: directory)
        let metrics = SiteMetrics(config: config)
        let folder = BackupFolder(directory: directory, name: BackupName(database: config.databasePath))
        try folder.prepare()
        #expect(!String(decoding: await metrics.exposition(now: fixedNow), as: UTF8.self).contains("tracker_backup_age_seconds"))
        let database = try AppDatabase.inMemory()
        _ = try folder.write(database, at: fixedNow.addingTimeInterval(-3 * 3600))
        _ = try folder.write(database, at: fixedNow.addingTimeInterval(-90 * 60))
        let text = String(decoding: await metrics.exposition(now: fixedNow), as: UTF8.self)
        #expect(text.contains("tracker_backup_age_seconds 5400.0\n"))
        // With backups off there is no age at all.
        #expect(!String(decoding: await SiteMetrics(config: metricsConfig()).exposition(now: fixedNow), as: UTF8.self).contains("backup"))
    }

    @Test func theFlagOrItsVariableTurnsThemOn() throws {
        #expect(try AppConfig(flags: ConfigFlags(), environment: [:]).metrics == false)
        var flags = ConfigFlags()
        flags.metrics = true
        #expect(try AppConfig(flags: flags, environment: [:]).metrics)
        #expect(try AppConfig(flags: ConfigFlags(), environment: ["TRACKER_METRICS": "1"]).metrics)
    }

    @Test func onlyThisMachineMayReadThem() throws {
        let config = metricsConfig()
        for address in ["127.0.0.1", "127.0.0.2", "127.255.255.254", "::1", "::ffff:127.0.0.1"] {
            #expect(MetricsAccess.admits(config, peer: try SocketAddress(ipAddress: address, port: 40000)), "\(address)")
        }
        for address in ["192.168.1.20", "10.0.0.1", "128.0.0.1", "1.127.0.0", "fd00::2", "::", "::ffff:192.168.1.20", "::127.0.0.1"] {
            #expect(!MetricsAccess.admits(config, peer: try SocketAddress(ipAddress: address, port: 40000)), "\(address)")
        }
        #expect(!MetricsAccess.admits(config, peer: nil))
    }

    /// A trusted proxy (a Prometheus that scrapes through it) may read them too; the rest of its
    /// network may not.
    @Test func aTrustedProxyMayReadThem() throws {
        var config = metricsConfig()
        config.trustedProxies = try TrustedProxies(parsing: "10.0.0.5/32,fd00::/64")
        for address in ["10.0.0.5", "fd00::2", "127.0.0.1"] {
            #expect(MetricsAccess.admits(config, peer: try SocketAddress(ipAddress: address, port: 40000)), "\(address)")
        }
        for address in ["10.0.0.6", "fd00:0:0:1::2", "192.168.1.20"] {
            #expect(!MetricsAccess.admits(config, peer: try SocketAddress(ipAddress: address, port: 40000)), "\(address)")
        }
    }

    @Test func aConnectionWithNoAddressIsNotAnswered() async throws {
        // The router test's requests come on no socket at all.
        try await withApp(config: metricsConfig()) { browser in
            let response = try await browser.get("/metrics")
            #expect(response.status == .notFound)
        }
    }

    @Test func routeLabelsAreTheTablesPatterns() async throws {
        let table = try await routeTable(config: testConfig())
        for entry in table {
            #expect(RequestMetrics.route(RouterPath(entry.path).description) == entry.path)
        }
        #expect(RequestMetrics.route("NotFound") == "unmatched")
        #expect(RequestMetrics.route(nil) == "unmatched")
        // Listed whether or not the metrics are on (off, it is "not found").
        #expect(table.contains { $0.path == "/metrics" && $0.method == "GET" && $0.access == .local })
    }
}
