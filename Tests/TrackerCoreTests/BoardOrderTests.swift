import Testing

@testable import TrackerCore

/// The main page follows the member's order (issue 32): categories and trackers by position,
/// the pinned group in the same order, names only when no order is known.
@Suite("Board: the member's order")
struct BoardOrderTests {
    let monday = Day(iso: "2026-11-23")!

    private func entry(_ id: Int64, _ name: String, category: Int64, _ categoryName: String, position: Int, pinned: Bool = false) -> BoardEntry {
        BoardEntry(
            trackerID: id, name: name, categoryID: category, categoryName: categoryName, pinned: pinned,
            timing: TrackerTiming(kind: .irregular, schedule: Schedule(mask: 0), startDay: Day(iso: "2026-11-01")!),
            isDone: false, position: position
        )
    }

    @Test func groupsAndCardsFollowPositionsNotNames() {
        // Work before Health, and within each, not by name; Zumba and Art pinned.
        let entries = [
            entry(1, "Apple", category: 2, "Health", position: 5),
            entry(2, "Zumba", category: 2, "Health", position: 3, pinned: true),
            entry(3, "Mail", category: 1, "Work", position: 2),
            entry(4, "Art", category: 1, "Work", position: 1, pinned: true),
            entry(5, "Bike", category: 2, "Health", position: 4),
        ]
        let board = Board(entries: entries.shuffled(), day: monday, filter: .all, search: NameSearch(""))
        #expect(board.groups.map(\.categoryName) == ["", "Work", "Health"])
        #expect(board.groups.map { $0.entries.map(\.name) } == [["Art", "Zumba"], ["Mail"], ["Bike", "Apple"]])
    }

    @Test func withoutPositionsNamesDecideAsBefore() {
        let entries = [entry(1, "Walk", category: 1, "B", position: 0), entry(2, "Read", category: 2, "A", position: 0)]
        let board = Board(entries: entries, day: monday, filter: .all, search: NameSearch(""))
        #expect(board.groups.map(\.categoryName) == ["A", "B"])
    }
}
