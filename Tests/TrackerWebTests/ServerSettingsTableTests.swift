import Foundation
import Testing
@testable import TrackerWeb

/// The README's configuration table and `tracker --help` are held to `ServerSetting.all`.
@Suite("Server settings table")
struct ServerSettingsTableTests {
    /// A row of the README's table: flag, environment, default, meaning.
    struct Row: Equatable, CustomStringConvertible {
        let flag: String
        let environment: String
        let defaultText: String
        var description: String { "\(flag) | \(environment) | \(defaultText)" }
    }

    /// The rows of the markdown table under "## Configuration" in README.md.
    func readmeRows() throws -> [Row] {
        let readme = try String(contentsOf: repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "## Configuration"))
        let section = lines[(start + 1)...].prefix { !$0.hasPrefix("## ") }
        let cells = section.filter { $0.hasPrefix("|") }.map { line in
            line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        #expect(cells.first == ["flag", "environment", "default", "meaning"])
        return cells.dropFirst(2).map { row in
            Row(
                flag: row[0].replacingOccurrences(of: "`", with: ""),
                environment: row[1].replacingOccurrences(of: "`", with: ""),
                defaultText: row[2]
            )
        }
    }

    @Test func theReadmeTableIsTheSettingsTable() throws {
        let table = ServerSetting.all.map { Row(flag: $0.flag, environment: $0.environmentText, defaultText: $0.defaultText) }
        let readme = try readmeRows()
        #expect(readme.count == 20)
        #expect(readme == table)
    }

    /// `ServerSetting.summary` is the server-flag part of `tracker --help`; `help` is each flag's own help.
    @Test func theHelpListsEveryReadmeRow() throws {
        let summary = ServerSetting.summary
        for (row, setting) in zip(try readmeRows(), ServerSetting.all) {
            let defaultText = row.defaultText.replacingOccurrences(of: "`", with: "")
            let source = defaultText == "off" ? "(env \(row.environment))" : "(env \(row.environment), default \(defaultText))"
            #expect(summary.contains("\n  \(row.flag) ") || summary.hasPrefix("  \(row.flag) "), "\(row.flag) is missing from tracker --help")
            #expect(summary.contains(source), "\(source) is missing from tracker --help")
            #expect(setting.help.hasSuffix(source))
        }
        #expect(summary.contains("  --port <port>                     Port to listen on.\n"))
        #expect(ServerSetting.port.help == "Port to listen on. (env TRACKER_PORT, default 8080)")
        #expect(ServerSetting.noBackups.help == "Take no automatic backups. (env TRACKER_NO_BACKUPS=1)")
    }

    @Test func flagsAndVariablesAreEachNamedOnce() {
        #expect(Set(ServerSetting.all.map(\.flag)).count == ServerSetting.all.count)
        #expect(Set(ServerSetting.all.map(\.environment)).count == ServerSetting.all.count)
        #expect(ServerSetting.all.allSatisfy { $0.environment.hasPrefix("TRACKER_") && $0.name != nil })
    }

    @Test func eachVariableIsRead() throws {
        let unset = try AppConfig(flags: ConfigFlags(), environment: [:])
        for setting in ServerSetting.all {
            let environment = [setting.environment: setting.isSwitch ? "1" : "nonsense/x"]
            do {
                let config = try AppConfig(flags: ConfigFlags(), environment: environment)
                #expect("\(config)" != "\(unset)", "\(environment) changed nothing")
            } catch {
                // A refused value is read too: numbers name their variable, the public URL its form.
                #expect(
                    [
                        "\(setting.environment) is not a number: nonsense/x", "the public URL must look like https://tracker.home, not nonsense/x",
                        "a trusted proxy must be an address or a range such as 192.168.1.0/24 or fd00::/8, not nonsense/x",
                        "the auth header must be a header name such as Remote-User, not nonsense/x",
                    ]
                    .contains("\(error)")
                )
            }
        }
    }

    @Test func noBackupsLeavesTheOtherBackupSettingsUnread() throws {
        #expect(try AppConfig(flags: ConfigFlags(backupsKeep: 0, noBackups: true), environment: [:]).backups == nil)
        #expect(try AppConfig(flags: ConfigFlags(), environment: ["TRACKER_NO_BACKUPS": "1", "TRACKER_BACKUPS_KEEP": "all"]).backups == nil)
        #expect(try AppConfig(flags: ConfigFlags(), environment: ["TRACKER_REMINDER_CHECK_SECONDS": "1"]).reminderCheck == .seconds(1))
    }
}
