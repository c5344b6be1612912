import Testing

@testable import TrackerCore

/// Turns of a household tracker (PRODUCT.md "Kids and chores"): the turn moves to the next member
/// in order after each done day, and stays while a day is not done.
@Suite struct ChoreTurnsTests {
    @Test func theTurnMovesOnAfterEachDoneDayOnly() {
        let members = ["Anna", "Boris", "Vera"]
        #expect(ChoreTurns.turn(of: members, doneBefore: 0) == "Anna")
        #expect(ChoreTurns.next(of: members, doneBefore: 0, isDone: false) == "Anna")
        #expect(ChoreTurns.next(of: members, doneBefore: 0, isDone: true) == "Boris")
        #expect(ChoreTurns.turn(of: members, doneBefore: 2) == "Vera")
        #expect(ChoreTurns.turn(of: members, doneBefore: 3) == "Anna")
        #expect(ChoreTurns.turn(of: [String](), doneBefore: 4) == nil)
    }

    /// Oracle: a household walks through days, each one done or not; a pointer steps to the next
    /// member after every done day. The turn read from the count of done days agrees every day,
    /// and once a member leaves, the others keep taking turns and the one who left never has one.
    @Test func theTurnAgreesWithAStepByStepWalk() {
        var random = SeededRandom(seed: 33)
        for _ in 0..<200 {
            var members = Array(["Anna", "Boris", "Vera", "Gleb"].prefix(Int.random(in: 1...4, using: &random)))
            var pointer = 0
            var done = 0
            var turnsSinceLeaving: [String: Int] = [:]
            var leaver: String?
            for day in 0..<40 {
                if day == 20, members.count > 1 {
                    leaver = members.remove(at: Int.random(in: 0..<members.count, using: &random))
                    pointer = done % members.count
                }
                let expected = members[pointer]
                #expect(ChoreTurns.turn(of: members, doneBefore: done) == expected)
                if day >= 20 { turnsSinceLeaving[expected, default: 0] += 1 }
                let isDone = Bool.random(using: &random)
                #expect(ChoreTurns.next(of: members, doneBefore: done, isDone: isDone) == members[(pointer + (isDone ? 1 : 0)) % members.count])
                if isDone {
                    done += 1
                    pointer = (pointer + 1) % members.count
                }
            }
            if let leaver { #expect(turnsSinceLeaving[leaver] == nil) }
        }
    }
}
