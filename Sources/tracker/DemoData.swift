import ArgumentParser
import Foundation
import TrackerCore
import TrackerStore
import TrackerWeb

/// `tracker demo-data`: fills an empty database with a made-up household, to try Tracker or
/// to benchmark it.
struct DemoData: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-data",
        abstract: "Fill an empty database with a demo household: 4 members × 30 trackers, 2 years of history.",
        discussion: "Members anna, boris, vera and gleb all have the password \"\(DemoData.password)\"."
    )

    static let password = "demo password"

    @OptionGroup var database: DatabaseOption
    @Option(help: "Seed of the random history; the same seed gives the same data.") var seed: UInt64 = 2026

    func run() async throws {
        let db = Console.openDatabase(try database.config())
        let now = Date()
        let zone = TimeZone.current
        let today = DayClock(timeZone: zone).day(at: now)
        let hash = try await Passwords(cost: AppConfig().bcryptCost).hash(Self.password)
        do {
            let written = try await db.insertDemo(
                DemoPlan(seed: seed, today: today),
                passwordHash: hash,
                timeZone: zone.identifier,
                now: now
            )
            print("demo household written: 4 members, 120 trackers, \(written) completions")
            print("sign in as anna, boris, vera or gleb with the password \"\(Self.password)\"")
        } catch StoreError.setupClosed {
            Console.fail("the database already has accounts; demo data goes into an empty one")
        }
    }
}
