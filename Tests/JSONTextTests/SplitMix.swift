import JSONText
import TrackerAPI

/// A small seeded generator (SplitMix64), so a failing case comes back on every run, and the
/// random values the tests write.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Characters JSON escapes and those it doesn't, ASCII and not.
    private static let characters: [Character] = Array("ab Z09\"\\/\u{0}\u{7}\u{8}\u{9}\u{a}\u{c}\u{d}\u{1b}\u{1f}\u{7f}éЖ€😀\u{2028}")

    mutating func string() -> String {
        String((0..<Int.random(in: 0...12, using: &self)).map { _ in Self.characters.randomElement(using: &self)! })
    }

    /// Any finite double: from its bits, a whole number, a small decimal, or a boundary.
    mutating func double() -> Double {
        switch Int.random(in: 0..<5, using: &self) {
        case 0:
            let value = Double(bitPattern: next())
            return value.isFinite ? value : 0.5
        case 1: return Double(Int64.random(in: -2_000_000_000_000_000...2_000_000_000_000_000, using: &self))
        case 2: return Double(Int.random(in: -100_000...100_000, using: &self)) / 100
        case 3: return [0, -0.0, 1e15, -1e15, 1e16, 999_999_999_999_999.9, 1e-7].randomElement(using: &self)!
        default: return Double.random(in: 0...1, using: &self)
        }
    }

    mutating func leaves() -> JSONTextTests.Leaves {
        JSONTextTests.Leaves(
            aBool: Bool.random(using: &self),
            bDouble: double(),
            cFloat: Float(Int.random(in: -1000...1000, using: &self)) / 8,
            dInt: Int.random(in: Int.min...Int.max, using: &self),
            eInt8: Int8.random(in: Int8.min...Int8.max, using: &self),
            fInt64: Int64.random(in: Int64.min...Int64.max, using: &self),
            gMaybe: Bool.random(using: &self) ? string() : nil,
            hString: string(),
            iUInt16: UInt16.random(in: 0...UInt16.max, using: &self),
            jUInt64: UInt64.random(in: 0...UInt64.max, using: &self),
            kKind: Bool.random(using: &self) ? .habit : .irregular,
            lCount: [nil, .one, .two].randomElement(using: &self)!
        )
    }

    mutating func tree(depth: Int) -> JSONTextTests.Tree {
        JSONTextTests.Tree(
            aLeaves: (0..<Int.random(in: 0...3, using: &self)).map { _ in leaves() },
            bNames: (0..<Int.random(in: 0...3, using: &self)).map { _ in string() },
            cNested: (0..<Int.random(in: 0...2, using: &self)).map { _ in (0..<Int.random(in: 0...2, using: &self)).map { _ in Int.random(in: -9...9, using: &self) } },
            dChild: depth > 0 ? (0..<Int.random(in: 0...2, using: &self)).map { _ in tree(depth: depth - 1) } : [],
            eOptionalNumbers: (0..<Int.random(in: 0...3, using: &self)).map { _ in Bool.random(using: &self) ? double() : nil },
            fEmpty: JSONTextTests.Empty()
        )
    }

    mutating func maybe<T>(_ make: (inout SplitMix) -> T) -> T? { Bool.random(using: &self) ? make(&self) : nil }

    mutating func trackerList() -> Components.Schemas.TrackerList {
        let weekdays: [Components.Schemas.Frequency.WeekdaysPayloadPayload] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]
        let trackers = (0..<Int.random(in: 0...6, using: &self)).map { _ in
            Components.Schemas.Tracker(
                id: Int64.random(in: 1...1_000_000, using: &self),
                name: string(),
                kind: Bool.random(using: &self) ? .habit : .irregular,
                frequency: .init(
                    weekdays: weekdays.filter { _ in Bool.random(using: &self) },
                    times: maybe { Int.random(in: 1...31, using: &$0) },
                    period: maybe { Bool.random(using: &$0) ? .week : .month }),
                unit: maybe { $0.string() },
                target: maybe { $0.double() },
                limit: maybe { $0.double() },
                day: "2026-11-2\(Int.random(in: 0...9, using: &self))",
                done: Bool.random(using: &self),
                value: maybe { $0.double() },
                skipped: Bool.random(using: &self),
                note: maybe { $0.string() },
                streak: Int.random(in: 0...4000, using: &self),
                strength: maybe { Double.random(in: 0...1, using: &$0) }
            )
        }
        return Components.Schemas.TrackerList(day: "2026-11-21", trackers: trackers)
    }
}
