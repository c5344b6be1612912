import Foundation

/// The one fixed instant every test reads as "now": Saturday 2026-11-21, 10:00 UTC.
///
/// The store's fixtures stamp their rows with it, the web tests' application runs on a clock that
/// always answers it, and the HTML snapshots are taken at it; tests that need another instant say
/// so by counting from it (`fixedNow.addingTimeInterval(…)`) or by naming their own.
public let fixedNow = Date(timeIntervalSince1970: 1_795_255_200)
