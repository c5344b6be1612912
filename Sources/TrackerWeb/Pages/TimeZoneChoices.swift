import Foundation
import NIOConcurrencyHelpers
import TrackerCore

/// The time zones Settings offers: IANA's zones grouped by region, each shown with its city and
/// the time there now, so a person can find theirs by the clock without JavaScript.
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

    static let offered: Set<String> = Set(zones.flatMap(\.identifiers))

    /// Each offered zone, made once: making a `TimeZone` reads its rules, which is slow.
    private static let timeZones: [String: TimeZone] = Dictionary(
        uniqueKeysWithValues: zones.flatMap(\.identifiers).compactMap { id in TimeZone(identifier: id).map { (id, $0) } }
    )

    /// Each offered zone's label ("Buenos Aires (Argentina) · 07:15"), made once a minute: the
    /// clocks only change then, and reading every zone's offset on every request was slow.
    private static let labelsThisMinute = NIOLockedValueBox<(minute: Int, labels: [String: String])>((-1, [:]))

    private static func labels(at now: Date) -> [String: String] {
        let minute = Int((now.timeIntervalSince1970 / 60).rounded(.down))
        if let kept = labelsThisMinute.withLockedValue({ $0.minute == minute ? $0.labels : nil }) { return kept }
        var made: [String: String] = [:]
        for (identifier, zone) in timeZones { made[identifier] = city(identifier) + " · " + ClockTime.text(at: now, in: zone) }
        labelsThisMinute.withLockedValue { $0 = (minute, made) }
        return made
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
        var all = zones
        if !offered.contains(chosen), TimeZone(identifier: chosen) != nil {
            all = all.map { $0.region == "Other" ? ($0.region, [chosen] + $0.identifiers) : $0 }
        }
        let shown = labels(at: now)
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

/// One `<option>`.
struct Option: Sendable, Encodable {
    let value: String
    let label: String
    let selected: Bool
}

/// One `<optgroup>`.
struct OptionGroup: Sendable, Encodable {
    let label: String
    let options: [Option]
}
