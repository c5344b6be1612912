/// The catalog keys of weekday names, for schedules written for people.
public enum ScheduleText {
    /// The catalog keys of the short weekday names, Monday first.
    public static let shortKeys = [
        "weekday.short.mon", "weekday.short.tue", "weekday.short.wed", "weekday.short.thu", "weekday.short.fri", "weekday.short.sat",
        "weekday.short.sun",
    ]
    /// The catalog keys of the full weekday names, Monday first.
    public static let longKeys = ["weekday.mon", "weekday.tue", "weekday.wed", "weekday.thu", "weekday.fri", "weekday.sat", "weekday.sun"]
}
