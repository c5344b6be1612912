import Foundation

/// One server setting: its flag, environment variable, default, help and how it is read.
public struct ServerSetting: Sendable {
    /// The flag's long name without dashes (`port`); nil for a setting only the test suites set.
    public let name: String?
    /// The value's name in the help's list (`--port <port>`); nil for an on/off switch.
    public let valueName: String?
    public let environment: String
    /// The default as the README shows it (`` `8080` ``, `off`, `none`).
    public let defaultText: String
    /// What the setting does, in one sentence.
    public let what: String
    /// Takes the flag's value, or else the variable's, into the configuration.
    let read: @Sendable (inout AppConfig, SettingInput) throws -> Void

    /// `--port`.
    public var flag: String { "--" + (name ?? "") }

    /// An on/off switch is set by `VARIABLE=1`.
    public var isSwitch: Bool { valueName == nil }

    /// The environment variable as the README writes it: `TRACKER_PORT`, `TRACKER_NO_BACKUPS=1`.
    public var environmentText: String { isSwitch ? environment + "=1" : environment }

    /// "env TRACKER_PORT, default 8080".
    public var source: String {
        isSwitch ? "env \(environmentText)" : "env \(environment), default \(defaultText.replacingOccurrences(of: "`", with: ""))"
    }

    /// The help of the flag: "Port to listen on. (env TRACKER_PORT, default 8080)".
    public var help: String { "\(what) (\(source))" }

    /// Every server flag with its help, for `tracker --help`.
    public static var summary: String {
        all.map { setting in
            let flag = setting.flag + (setting.valueName.map { " <\($0)>" } ?? "")
            let indent = String(repeating: " ", count: 34)
            return "  \(flag.padding(toLength: 34, withPad: " ", startingAt: 0))\(setting.what)\n  \(indent)(\(setting.source))"
        }
        .joined(separator: "\n")
    }
}

/// The flags as typed and the environment, seen from one setting; each reading throws one clear error.
struct SettingInput {
    let setting: ServerSetting
    let flags: ConfigFlags
    let environment: [String: String]

    /// The setting's variable, when set.
    var variable: String? { environment[setting.environment] }

    /// True when the flag is given or the variable is `1`.
    func isOn(_ flag: Bool) -> Bool { flag || variable == "1" }

    /// `--no-backups` or `TRACKER_NO_BACKUPS=1`: the backup settings are then not read at all.
    var backupsOff: Bool { flags.noBackups || environment[ServerSetting.noBackups.environment] == "1" }

    func number(_ flag: Int?, _ what: String, default value: Int, in range: ClosedRange<Int>) throws -> Int {
        var result = value
        if let flag {
            result = flag
        } else if let text = variable {
            guard let number = Int(text) else { throw ConfigError(description: "\(setting.environment) is not a number: \(text)") }
            result = number
        }
        guard range.contains(result) else {
            throw ConfigError(description: "\(what) must be \(range.lowerBound)–\(range.upperBound), not \(result)")
        }
        return result
    }

    func duration(_ flag: Double?, _ what: String, default value: Duration) throws -> Duration {
        var seconds: Double? = flag
        if seconds == nil, let text = variable {
            guard let number = Double(text) else { throw ConfigError(description: "\(setting.environment) is not a number: \(text)") }
            seconds = number
        }
        guard let seconds else { return value }
        guard seconds.isFinite, seconds > 0, seconds <= 3600 else {
            throw ConfigError(description: "\(what) must be more than 0 and at most 3600 seconds, not \(seconds)")
        }
        return .milliseconds(Int64((seconds * 1000).rounded()))
    }
}
