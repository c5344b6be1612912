import TrackerCore

/// How a Loop habit repeats, as Tracker keeps it. Loop stores "numerator times in denominator
/// days": 1/1 is every day, x/7 x times a week, x/30 x times a month (its picker writes 30, and
/// reads 30 or 31 as a month), and anything else (2/10, "every 3 days" 1/3) as it is.
enum LoopFrequency {
    /// A yes/no habit's quota (nil: every day), and whether Tracker has that very frequency. One
    /// it lacks takes the nearest: the period nearer in length to Loop's days (a week up to 18
    /// days, a month from 19), with the times scaled to it and rounded; every day when that is
    /// nearer than the period's most.
    static func quota(numerator: Int, denominator: Int) -> (quota: Quota?, exact: Bool) {
        guard numerator > 0, denominator > 0 else { return (nil, false) }
        if numerator >= denominator { return (nil, true) }
        if denominator == 7 || denominator == 30 || denominator == 31,
            let quota = Quota(times: numerator, period: denominator == 7 ? .week : .month)
        {
            return (quota, true)
        }
        let period: Period = denominator <= 18 ? .week : .month
        let days = period == .week ? 7 : 30
        let times = max(1, Int((Double(numerator * days) / Double(denominator)).rounded()))
        if times > period.maximumTimes {
            return days - times <= times - period.maximumTimes ? (nil, false) : (Quota(times: period.maximumTimes, period: period), false)
        }
        return (Quota(times: times, period: period), false)
    }

    /// A numerical habit's target per day: Loop counts its target over the frequency's days (a
    /// week's or a month's total), Tracker per day, so it is divided by them, to two decimals and
    /// at least 0.01.
    static func dailyTarget(_ target: Double, days: Int) -> Double {
        guard days > 1 else { return target }
        return max(0.01, (target / Double(days) * 100).rounded() / 100)
    }
}
