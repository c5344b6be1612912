import Foundation
import TrackerCore
import TrackerStore

/// A Settings form as posted: it changes one setting, or says what is wrong with what was typed.
protocol SettingForm: FormDecodable {
    /// The change asked for, or the page's entry with the typed value and its problem.
    func setting(user: User, catalog: Catalog) -> Result<PersonalSetting, SettingsEntry>
}

/// The Settings forms, each changing one setting, and their rules.
enum SettingsForms {
    /// The language choice that follows the browser.
    static let automatic = "auto"

    struct DisplayName: SettingForm {
        var display_name: String?

        func setting(user: User, catalog: Catalog) -> Result<PersonalSetting, SettingsEntry> {
            var entry = SettingsEntry(user)
            entry.displayName = display_name ?? ""
            guard let name = TextRule.displayName.check(display_name, field: "display_name", catalog: catalog, problems: &entry.problems)
            else { return .failure(entry) }
            return .success(.displayName(name))
        }
    }

    struct LanguageChoice: SettingForm {
        var language: String?

        func setting(user: User, catalog: Catalog) -> Result<PersonalSetting, SettingsEntry> {
            let value = language ?? ""
            if value == automatic { return .success(.language(nil)) }
            if let language = Language(rawValue: value) { return .success(.language(language)) }
            var entry = SettingsEntry(user)
            entry.language = value
            entry.problems["language"] = catalog.text("problem.language")
            return .failure(entry)
        }
    }

    struct TimeZoneChoice: SettingForm {
        var time_zone: String?

        /// Only a zone the list offers (or the one the member has) is saved; an unknown one
        /// can't be shown selected, so the list shows the saved zone with the message.
        func setting(user: User, catalog: Catalog) -> Result<PersonalSetting, SettingsEntry> {
            let value = (time_zone ?? "").trimmingWhitespace()
            if TimeZoneChoices.accepts(value, current: user.timeZone) { return .success(.timeZone(value)) }
            var entry = SettingsEntry(user)
            entry.problems["time_zone"] = catalog.text("problem.time_zone")
            return .failure(entry)
        }
    }

    struct DayStart: SettingForm {
        var day_start: String?

        func setting(user: User, catalog: Catalog) -> Result<PersonalSetting, SettingsEntry> {
            let value = (day_start ?? "").trimmingWhitespace()
            if let minute = ClockTime.minutes(value) { return .success(.dayStart(minute)) }
            var entry = SettingsEntry(user)
            entry.dayStart = value
            entry.problems["day_start"] = catalog.text("problem.day_start")
            return .failure(entry)
        }
    }

    /// Monday or Sunday, sent as `monday` or `sunday`; a form without the field keeps the saved one.
    struct FirstWeekday: SettingForm {
        var first_weekday: String?

        static let choices: [(word: String, weekday: Weekday)] = [("monday", .monday), ("sunday", .sunday)]

        func setting(user: User, catalog: Catalog) -> Result<PersonalSetting, SettingsEntry> {
            guard let word = first_weekday else { return .success(.firstWeekday(user.firstWeekday)) }
            if let choice = Self.choices.first(where: { $0.word == word }) { return .success(.firstWeekday(choice.weekday)) }
            var entry = SettingsEntry(user)
            entry.firstWeekday = word
            entry.problems["first_weekday"] = catalog.text("problem.first_weekday")
            return .failure(entry)
        }
    }

    /// Language, time zone and the start of the day: one form, saved together or not at all, so a
    /// change to one is never lost by saving another.
    struct DayAndTime: FormDecodable {
        var language: String?
        var time_zone: String?
        var day_start: String?
        var first_weekday: String?

        /// The four settings, or the page's entry with what was typed and each field's problem.
        func settings(user: User, catalog: Catalog) -> Result<[PersonalSetting], SettingsEntry> {
            let parts: [any SettingForm] = [
                LanguageChoice(language: language), TimeZoneChoice(time_zone: time_zone), DayStart(day_start: day_start),
                FirstWeekday(first_weekday: first_weekday),
            ]
            var settings: [PersonalSetting] = []
            var entry = SettingsEntry(user)
            for part in parts {
                switch part.setting(user: user, catalog: catalog) {
                case .success(let setting): settings.append(setting)
                case .failure(let refused): entry.problems.add(refused.problems)
                }
            }
            guard !entry.problems.isEmpty else { return .success(settings) }
            entry.language = language ?? entry.language
            entry.dayStart = day_start ?? entry.dayStart
            entry.firstWeekday = first_weekday ?? entry.firstWeekday
            // A zone that passed stays chosen; one that didn't can't be shown, so the saved one is.
            for case .timeZone(let zone) in settings { entry.timeZone = zone }
            return .failure(entry)
        }
    }

    /// A checkbox: sent as `1` when on, not sent at all when off.
    struct Notifications: SettingForm {
        var notifications: Bool

        func setting(user: User, catalog: Catalog) -> Result<PersonalSetting, SettingsEntry> {
            .success(.notifications(notifications))
        }
    }

    /// The word a saved change puts in `?saved=`.
    static func savedWord(_ setting: PersonalSetting) -> String {
        switch setting {
        case .displayName: "name"
        case .language, .timeZone, .dayStart, .firstWeekday: "day-and-time"
        case .notifications: "notifications"
        }
    }

    /// The Settings group (its anchor) whose "Saved." each `?saved=` word shows in.
    static let savedSection: [String: String] = [
        "name": "account", "password": "account", "day-and-time": "day-and-time", "notifications": "notifications",
        "avatar": "account",
    ]

    /// Change password, and a reset link's form: the current one (Settings only), and the new
    /// one twice.
    struct PasswordChange: FormDecodable {
        var current_password: String?
        var password: String?
        var password_confirmation: String?
    }
}
