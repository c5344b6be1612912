/// Each day's record in a range of days, read by the day's ordinal: `nil` when nothing was
/// recorded, `.some(nil)` for a mark with no value. Kept as one array from the range's first day,
/// as every page of progress reads it day by day (a dictionary hashed every day of the years).
public struct DayRecords: Sequence, Sendable {
    /// The ordinal of the range's first day, and of its last.
    public let first: Int
    public let last: Int
    private var values: [Double??]

    /// The records of `completions` from `first` through `last`; marks outside are dropped.
    /// Should a day have two, the larger value wins, so the day is done when either one is.
    public init(_ completions: [DayValue], first: Int, last: Int) {
        self.first = first
        self.last = last
        values = [Double??](repeating: nil, count: Swift.max(0, last - first + 1))
        for completion in completions {
            let offset = completion.day.ordinal - first
            guard offset >= 0, offset < values.count else { continue }
            if case .some(let existing) = values[offset] {
                values[offset] = .some(Self.larger(existing, completion.value))
            } else {
                values[offset] = .some(completion.value)
            }
        }
    }

    /// The record of the day with this ordinal; `nil` outside the range.
    public subscript(ordinal: Int) -> Double?? {
        let offset = ordinal - first
        return offset >= 0 && offset < values.count ? values[offset] : nil
    }

    /// The recorded days, oldest first: each one's ordinal and value.
    public func makeIterator() -> Iterator { Iterator(records: self) }

    public struct Iterator: IteratorProtocol {
        let records: DayRecords
        var offset = 0

        public mutating func next() -> (ordinal: Int, value: Double?)? {
            while offset < records.values.count {
                defer { offset += 1 }
                if case .some(let value) = records.values[offset] { return (records.first + offset, value) }
            }
            return nil
        }
    }

    private static func larger(_ a: Double?, _ b: Double?) -> Double? {
        guard let a else { return b }
        guard let b else { return a }
        return Swift.max(a, b)
    }
}
