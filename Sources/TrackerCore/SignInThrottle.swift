/// How sign-in slows down after failures: a few tries are free, then each failure locks the
/// username for longer (30 s, 60 s, 120 s, … up to 15 minutes) until a success clears it.
public enum SignInThrottle {
    public static let freeFailures = 4
    public static let firstLockSeconds = 30
    public static let longestLockSeconds = 15 * 60

    /// The lock, in seconds, that follows the `failures`-th failure in a row; `nil` means none.
    public static func lockSeconds(afterFailures failures: Int) -> Int? {
        guard failures > freeFailures else { return nil }
        let doublings = min(failures - freeFailures - 1, 10)
        return min(firstLockSeconds << doublings, longestLockSeconds)
    }
}
