import ArgumentParser
import AvatarImage
import Foundation
import TrackerCore
import TrackerStore
import TrackerWeb

/// `tracker demo-data`: fills an empty database with a made-up household, to try Tracker or
/// to benchmark it.
struct DemoData: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "demo-data",
        abstract: "Fill an empty database with a demo household: members × 30 trackers, 2 years of history.",
        discussion: """
            Members anna, boris, vera, gleb (and with --members up to 10: dina, egor, zoya, ilya, kira, lev) \
            all have the password "\(DemoData.password)". They follow each other, have emoji avatars or initials, \
            and boris has an uploaded picture (docs/demo-avatar.jpg, through the same processing as an upload).
            """
    )

    static let password = "demo password"

    @OptionGroup var database: DatabaseOption
    @Option(help: "Seed of the random history; the same seed gives the same data.") var seed: UInt64 = 2026
    @Option(help: "How many members (1 to \(DemoPlan.memberNames.count)).") var members: Int = 4
    @Option(help: "A photo for the second member's avatar; skipped when the file is missing.")
    var picture: String = "docs/demo-avatar.jpg"

    func run() async throws {
        guard (1...DemoPlan.memberNames.count).contains(members) else {
            Console.fail("--members takes 1 to \(DemoPlan.memberNames.count)")
        }
        let db = Console.openDatabase(try database.config())
        let now = Date()
        let zone = TimeZone.current
        let today = DayClock(timeZone: zone).day(at: now)
        let hash = try await Passwords(cost: AppConfig().bcryptCost).hash(Self.password)
        let plan = DemoPlan(seed: seed, today: today, members: members)
        do {
            let written = try await db.insertDemo(plan, passwordHash: hash, timeZone: zone.identifier, now: now)
            let trackers = plan.members.reduce(0) { $0 + $1.trackers.count }
            let chores = plan.chore == nil ? "" : " and a chore"
            print("demo household written: \(plan.members.count) members, \(trackers) trackers\(chores), \(written) completions")
            print("sign in as \(plan.members.map(\.username).joined(separator: ", ")) with the password \"\(Self.password)\"")
        } catch StoreError.setupClosed {
            Console.fail("the database already has accounts; demo data goes into an empty one")
        }
        if plan.members.count > 1, let bytes = FileManager.default.contents(atPath: picture),
            let second = try await db.user(username: plan.members[1].username)
        {
            do {
                let jpeg = try AvatarImage.square(from: Array(bytes))
                _ = try await db.setAvatarPicture(userID: second.id, jpeg: Data(jpeg), now: now)
            } catch {
                print("the demo picture \(picture) was not used: \(error)")
            }
        }
    }
}
