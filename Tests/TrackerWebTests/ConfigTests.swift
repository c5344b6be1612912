import Testing
@testable import TrackerWeb

@Suite("Configuration")
struct ConfigTests {
    @Test func defaultsAreTheEmbeddedOnes() throws {
        let config = try AppConfig(flags: ConfigFlags(), environment: [:])
        #expect(config.host == "127.0.0.1")
        #expect(config.port == 8080)
        #expect(config.databasePath == "./tracker.sqlite")
        #expect(config.templatesPath == "./Templates")
        #expect(config.publicPath == "./Public")
        #expect(config.secureCookies == false)
    }

    @Test func theEnvironmentFillsWhatFlagsLeaveOut() throws {
        let environment = [
            "TRACKER_HOST": "0.0.0.0", "TRACKER_PORT": "9000", "TRACKER_DB": "/data/t.sqlite",
            "TRACKER_TEMPLATES": "/srv/Templates", "TRACKER_PUBLIC": "/srv/Public", "TRACKER_SECURE_COOKIES": "1",
        ]
        let config = try AppConfig(flags: ConfigFlags(), environment: environment)
        #expect(config.host == "0.0.0.0")
        #expect(config.port == 9000)
        #expect(config.databasePath == "/data/t.sqlite")
        #expect(config.templatesPath == "/srv/Templates")
        #expect(config.publicPath == "/srv/Public")
        #expect(config.secureCookies)
    }

    @Test func flagsWinOverTheEnvironment() throws {
        let flags = ConfigFlags(host: "10.0.0.2", port: 8181, database: "x.sqlite")
        let config = try AppConfig(flags: flags, environment: ["TRACKER_HOST": "0.0.0.0", "TRACKER_PORT": "9000"])
        #expect(config.host == "10.0.0.2")
        #expect(config.port == 8181)
        #expect(config.databasePath == "x.sqlite")
    }

    @Test func aBrokenPortIsRefused() {
        #expect(throws: ConfigError.self) { try AppConfig(flags: ConfigFlags(), environment: ["TRACKER_PORT": "eighty"]) }
        #expect(throws: ConfigError.self) { try AppConfig(flags: ConfigFlags(port: 70000), environment: [:]) }
    }
}
