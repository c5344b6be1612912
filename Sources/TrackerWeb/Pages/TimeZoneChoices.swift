import Foundation
import NIOConcurrencyHelpers
import TemplateEngine
import TrackerCore

/// The time zones Settings and the account forms offer: IANA's zones grouped by region, each
/// shown with its place in the reader's language and the time there now, so a person can find
/// theirs by the clock without JavaScript.
enum TimeZoneChoices {
    static let regions = ["Africa", "America", "Antarctica", "Arctic", "Asia", "Atlantic", "Australia", "Europe", "Indian", "Pacific"]

    /// Every zone offered, by region, sorted by city; "Other" holds UTC and the fixed offsets
    /// from UTC−12 to UTC+14 (IANA's `Etc/GMT+12` … `Etc/GMT-14`, whose signs are inverted).
    static let zones: [(region: String, identifiers: [String])] = {
        let known = TimeZone.knownTimeZoneIdentifiers
        var groups = regions.map { region in
            (region, known.filter { $0.hasPrefix(region + "/") }.sorted { city($0) < city($1) })
        }
        let offsets: [String] = (-14...12).reversed().map { (hours: Int) -> String in
            if hours == 0 { return "UTC" }
            let sign = hours > 0 ? "+" : ""
            return "Etc/GMT" + sign + String(hours)
        }
        groups.append(("Other", offsets.filter { TimeZone(identifier: $0) != nil }))
        return groups.filter { !$0.1.isEmpty }
    }()

    /// The server's own zone: what a new account's form starts with.
    static let serverZone = TimeZone.current.identifier

    static let offered: Set<String> = Set(zones.flatMap(\.identifiers))

    /// Each offered zone, made once: making a `TimeZone` reads its rules, which is slow.
    private static let timeZones: [String: TimeZone] = Dictionary(
        uniqueKeysWithValues: zones.flatMap(\.identifiers).compactMap { id in TimeZone(identifier: id).map { (id, $0) } }
    )

    /// Each language's place names and zone order, made the first time the language asks
    /// (Foundation's zone names are slow to read, and a server may have many languages installed).
    private static let perLanguage = NIOLockedValueBox<[Language: (places: [String: String], ordered: [(region: String, identifiers: [String])])]>([:])

    private static func names(in language: Language) -> (places: [String: String], ordered: [(region: String, identifiers: [String])]) {
        if let made = perLanguage.withLockedValue({ $0[language] }) { return made }
        let names = placeNames(in: language)
        let locale = Locale(identifier: language.rawValue)
        let ordered = zones.map { region, identifiers in
            guard region != "Other" else { return (region, identifiers) }
            return (
                region,
                identifiers.sorted {
                    (names[$0] ?? $0).compare(names[$1] ?? $1, options: [.caseInsensitive], locale: locale) == .orderedAscending
                }
            )
        }
        perLanguage.withLockedValue { $0[language] = (names, ordered) }
        return (names, ordered)
    }

    /// Each offered zone's label ("Buenos Aires (Argentina) · 07:15"), made once a minute per
    /// language: the clocks only change then, and reading every zone's offset on every request was slow.
    private static let labelsThisMinute = NIOLockedValueBox<[Language: (minute: Int, labels: [String: String])]>([:])

    private static func labels(at now: Date, in language: Language) -> [String: String] {
        let minute = Int((now.timeIntervalSince1970 / 60).rounded(.down))
        if let kept = labelsThisMinute.withLockedValue({ $0[language]?.minute == minute ? $0[language]?.labels : nil }) { return kept }
        let names = names(in: language).places
        var made: [String: String] = [:]
        for (identifier, zone) in timeZones {
            made[identifier] = (names[identifier] ?? city(identifier)) + " · " + ClockTime.text(at: now, in: zone)
        }
        labelsThisMinute.withLockedValue { $0[language] = (minute, made) }
        return made
    }

    /// The place names of the offered zones in `language`. English uses IANA's own names;
    /// another language takes the exemplar city (or country) that Foundation's time-zone names
    /// give in that language, and a name two zones share gets the IANA city after it.
    private static func placeNames(in language: Language) -> [String: String] {
        var names: [String: String] = [:]
        for identifier in offered { names[identifier] = place(identifier, in: language) }
        guard language != .en else { return names }
        let shared = Dictionary(grouping: names.keys, by: { names[$0] ?? "" }).filter { $0.value.count > 1 }
        for (name, identifiers) in shared {
            for identifier in identifiers { names[identifier] = name + " (" + city(identifier) + ")" }
        }
        return names
    }

    /// One zone's place name in `language`: see `placeNames(in:)`.
    static func place(_ identifier: String, in language: Language) -> String {
        guard language != .en, !identifier.hasPrefix("Etc/"), identifier != "UTC", let zone = TimeZone(identifier: identifier),
            let name = zone.localizedName(for: .shortGeneric, locale: Locale(identifier: language.rawValue)),
            !name.hasPrefix("GMT"), !name.isEmpty
        else { return city(identifier) }
        return name
    }

    /// Whether a posted zone may be saved: one of the list, or the one the person has now.
    static func accepts(_ identifier: String, current: String) -> Bool {
        (offered.contains(identifier) || identifier == current) && TimeZone(identifier: identifier) != nil
    }

    /// "Buenos Aires (Argentina)" for `America/Argentina/Buenos_Aires`, "Berlin" for
    /// `Europe/Berlin`, "UTC−12" for `Etc/GMT+12`.
    static func city(_ identifier: String) -> String {
        if identifier.hasPrefix("Etc/GMT"), let hours = Int(identifier.dropFirst("Etc/GMT".count)) {
            return "UTC" + (hours > 0 ? "−" : "+") + String(abs(hours))
        }
        let parts = identifier.split(separator: "/").map { $0.replacingOccurrences(of: "_", with: " ") }
        guard parts.count > 1 else { return identifier }
        return parts.count > 2 ? "\(parts[parts.count - 1]) (\(parts[1]))" : parts[parts.count - 1]
    }

    /// A `<select>`'s groups, the chosen zone selected (and added under "Other" when it is not offered).
    static func groups(chosen: String, now: Date, catalog: Catalog) -> [OptionGroup] {
        var all = names(in: catalog.language).ordered
        if !offered.contains(chosen), TimeZone(identifier: chosen) != nil {
            all = all.map { $0.region == "Other" ? ($0.region, [chosen] + $0.identifiers) : $0 }
        }
        let shown = labels(at: now, in: catalog.language)
        return all.map { region, identifiers in
            OptionGroup(
                label: catalog.text("zone." + region),
                options: identifiers.map { identifier in
                    let label =
                        shown[identifier]
                        ?? (city(identifier) + " · " + (TimeZone(identifier: identifier).map { ClockTime.text(at: now, in: $0) } ?? ""))
                    return Option(value: identifier, label: label, selected: identifier == chosen)
                }
            )
        }
    }
}

extension TimeZoneChoices {
    /// The groups of `groups(chosen:now:catalog:)` as `<optgroup>` and `<option>` markup, every
    /// text escaped. Written here rather than by the template: the list is some 475 options, and
    /// going through the template's values made it most of the Settings page's time.
    static func markup(chosen: String, now: Date, catalog: Catalog) -> String {
        var out = HTMLOutput(capacity: 40_000)
        for group in groups(chosen: chosen, now: now, catalog: catalog) {
            out.writeStaticString("<optgroup label=\"")
            out.writeHTMLEscaped(group.label)
            out.writeStaticString("\">\n")
            for option in group.options {
                out.writeStaticString("<option value=\"")
                out.writeHTMLEscaped(option.value)
                out.writeStaticString(option.selected ? "\" selected>" : "\">")
                out.writeHTMLEscaped(option.label)
                out.writeStaticString("</option>\n")
            }
            out.writeStaticString("</optgroup>\n")
        }
        return out.string
    }
}

/// One `<option>`.
struct Option: Sendable, Encodable {
    let value: String
    let label: String
    let selected: Bool
    /// The language the label is written in, when it isn't the page's (a language's own name).
    var lang: String? = nil
}

/// One `<optgroup>`.
struct OptionGroup: Sendable, Encodable {
    let label: String
    let options: [Option]
}
