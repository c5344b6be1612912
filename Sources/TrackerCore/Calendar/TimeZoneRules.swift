import Foundation

/// A `VTIMEZONE` (RFC 5545 3.6.5) of an IANA zone, written from the system's time-zone data:
/// the offset in force at the start, then every change of offset up to the end, each kind of
/// change (from, to, summer or not) as one observance with its dates listed. Calendar apps that
/// know the zone by name use their own rules; the others get these.
enum TimeZoneRules {
    /// One kind of change of offset, and the wall-clock times (in the offset before it) it
    /// happened at.
    private struct Observance {
        let from: Int
        let to: Int
        let isSummer: Bool
        let name: String?
        var starts: [String]
    }

    static func add(_ zone: TimeZone, from start: Date, to end: Date, to text: inout ICalendarText) {
        let first = zone.secondsFromGMT(for: start)
        var observances = [
            Observance(
                from: first,
                to: first,
                isSummer: zone.isDaylightSavingTime(for: start),
                name: zone.abbreviation(for: start),
                starts: [ICalendarText.wall(Int(start.timeIntervalSince1970) + first)]
            )
        ]
        var instant = start
        while let change = zone.nextDaylightSavingTimeTransition(after: instant), change < end, change > instant {
            let from = zone.secondsFromGMT(for: change.addingTimeInterval(-1))
            let to = zone.secondsFromGMT(for: change)
            let isSummer = zone.isDaylightSavingTime(for: change)
            let wall = ICalendarText.wall(Int(change.timeIntervalSince1970.rounded()) + from)
            if let index = observances.indices.dropFirst().first(where: {
                observances[$0].from == from && observances[$0].to == to && observances[$0].isSummer == isSummer
            }) {
                observances[index].starts.append(wall)
            } else {
                let name = zone.abbreviation(for: change)
                observances.append(Observance(from: from, to: to, isSummer: isSummer, name: name, starts: [wall]))
            }
            instant = change
        }
        text.add("BEGIN", "VTIMEZONE")
        text.add("TZID", zone.identifier)
        for observance in observances {
            let kind = observance.isSummer ? "DAYLIGHT" : "STANDARD"
            text.add("BEGIN", kind)
            text.add("DTSTART", observance.starts[0])
            for start in observance.starts.dropFirst() { text.add("RDATE", start) }
            text.add("TZOFFSETFROM", ICalendarText.offset(observance.from))
            text.add("TZOFFSETTO", ICalendarText.offset(observance.to))
            if let name = observance.name { text.add("TZNAME", ICalendarText.escaped(name)) }
            text.add("END", kind)
        }
        text.add("END", "VTIMEZONE")
    }
}
