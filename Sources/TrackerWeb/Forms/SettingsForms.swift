import Foundation
import TrackerCore
import TrackerStore

/// The Settings forms as posted, and their rules. Each form changes one setting.
enum SettingsForms {
    /// The language choice that follows the browser.
    static let automatic = "auto"

    struct DisplayName: Decodable, Sendable { var display_name: String? }
    struct LanguageChoice: Decodable, Sendable { var language: String? }
    struct TimeZoneChoice: Decodable, Sendable { var time_zone: String? }
    struct DayStart: Decodable, Sendable { var day_start: String? }
    struct Notifications: Decodable, Sendable { var notifications: String? }

    /// The change a form asks for, or the entry to show again with its problem.
    static func setting(
        _ form: some Decodable & Sendable,
        user: User,
        catalog: Catalog
    ) -> Result<PersonalSetting, SettingsEntry> {
        var entry = SettingsEntry(user)
        switch form {
        case let form as DisplayName:
            entry.displayName = form.display_name ?? ""
            if let name = TextRule.displayName.check(form.display_name, field: "display_name", catalog: catalog, problems: &entry.problems) {
                return .success(.displayName(name))
            }
        case let form as LanguageChoice:
            let value = form.language ?? ""
            entry.language = value
            if value == automatic { return .success(.language(nil)) }
            if let language = Language(rawValue: value) { return .success(.language(language.rawValue)) }
            entry.problems["language"] = catalog.text("problem.language")
        case let form as TimeZoneChoice:
            let value = (form.time_zone ?? "").trimmingWhitespace()
            entry.timeZone = value
            if TimeZoneChoices.accepts(value, current: user.timeZone) { return .success(.timeZone(value)) }
            entry.timeZone = user.timeZone
            entry.problems["time_zone"] = catalog.text("problem.time_zone")
        case let form as DayStart:
            let value = (form.day_start ?? "").trimmingWhitespace()
            entry.dayStart = value
            if let minute = ClockTime.minutes(value) { return .success(.dayStart(minute)) }
            entry.problems["day_start"] = catalog.text("problem.day_start")
        case let form as Notifications:
            return .success(.notifications(form.notifications == "1"))
        default:
            break
        }
        return .failure(entry)
    }

    /// Where the saved notice shows: (the `saved` word, the section's anchor).
    static func landing(_ setting: PersonalSetting) -> (String, String) {
        switch setting {
        case .displayName: ("name", "account")
        case .language: ("language", "day-and-time")
        case .timeZone: ("time-zone", "day-and-time")
        case .dayStart: ("day-start", "day-and-time")
        case .notifications: ("notifications", "notifications")
        }
    }

    /// Change password: the current one, and the new one twice.
    struct PasswordChange: Decodable, Sendable {
        var current_password: String?
        var password: String?
        var password_confirmation: String?
    }
}
