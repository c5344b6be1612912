import Testing
@testable import TrackerWeb

/// `--backup-dir`, `--backups-keep` and `--no-backups`, and their environment variables.
@Suite("Backup configuration")
struct BackupConfigTests {
    func config(_ flags: ConfigFlags = ConfigFlags(), _ environment: [String: String] = [:]) throws -> AppConfig {
        try AppConfig(flags: flags, environment: environment)
    }

    /// The error's line, or nil when the settings were taken.
    func refusal(_ flags: ConfigFlags = ConfigFlags(), _ environment: [String: String] = [:]) -> String? {
        do {
            _ = try config(flags, environment)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test func theDefaultFolderIsBesideTheDatabaseWhateverItsName() {
        #expect(BackupPlan.defaultDirectory(database: "x") == "backups")
        #expect(BackupPlan.defaultDirectory(database: "tracker.sqlite") == "backups")
        #expect(BackupPlan.defaultDirectory(database: "./tracker.sqlite") == "./backups")
        #expect(BackupPlan.defaultDirectory(database: "/x") == "/backups")
        #expect(BackupPlan.defaultDirectory(database: "/var/lib/tracker/t.sqlite") == "/var/lib/tracker/backups")
    }

    @Test func backupsAreOnByDefaultBesideTheDatabase() throws {
        #expect(try config().backups == BackupPlan(directory: "./backups", keep: 7, interval: .seconds(86_400)))
        #expect(try config(ConfigFlags(database: "/var/lib/tracker/home.sqlite")).backups?.directory == "/var/lib/tracker/backups")
        #expect(try config(ConfigFlags(), ["TRACKER_DB": "data/t.sqlite"]).backups?.directory == "data/backups")
        #expect(try config(ConfigFlags(database: "t.sqlite")).backups?.directory == "backups")
        #expect(try config().backups?.summary == "every 24 h into ./backups, keeping the newest 7")
        // Built in code, as the route tests do, the configuration takes no backups.
        #expect(AppConfig().backups == nil)
    }

    @Test func flagsAndTheEnvironmentSetTheFolderAndHowManyAreKept() throws {
        let environment = ["TRACKER_BACKUP_DIR": "/mnt/usb/tracker", "TRACKER_BACKUPS_KEEP": "30"]
        #expect(try config(ConfigFlags(), environment).backups == BackupPlan(directory: "/mnt/usb/tracker", keep: 30))
        let flags = ConfigFlags(backupDirectory: "/srv/copies", backupsKeep: 2)
        #expect(try config(flags, environment).backups == BackupPlan(directory: "/srv/copies", keep: 2))
    }

    @Test func backupsCanBeSwitchedOff() throws {
        #expect(try config(ConfigFlags(noBackups: true)).backups == nil)
        #expect(try config(ConfigFlags(), ["TRACKER_NO_BACKUPS": "1"]).backups == nil)
        #expect(try config(ConfigFlags(), ["TRACKER_NO_BACKUPS": "0"]).backups != nil)
    }

    @Test func keepingFewerThanOneOrNotANumberIsRefused() {
        #expect(refusal(ConfigFlags(backupsKeep: 0)) == "the number of backups kept must be 1–10000, not 0")
        #expect(refusal(ConfigFlags(), ["TRACKER_BACKUPS_KEEP": "-3"]) == "the number of backups kept must be 1–10000, not -3")
        #expect(refusal(ConfigFlags(), ["TRACKER_BACKUPS_KEEP": "all"]) == "TRACKER_BACKUPS_KEEP is not a number: all")
        #expect(refusal(ConfigFlags(backupsKeep: 1)) == nil)
    }

    @Test func theTestSuitesCanShortenTheInterval() throws {
        #expect(try config(ConfigFlags(), ["TRACKER_BACKUP_INTERVAL_SECONDS": "2"]).backups?.interval == .seconds(2))
        #expect(refusal(ConfigFlags(), ["TRACKER_BACKUP_INTERVAL_SECONDS": "0.5"]) == "the backup interval must be at least 1 second")
    }
}
