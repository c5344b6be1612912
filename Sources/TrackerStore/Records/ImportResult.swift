/// What an import did.
public struct ImportResult: Sendable, Equatable {
    public var trackersAdded: Int
    public var trackersMerged: Int
    public var daysAdded: Int

    public init(trackersAdded: Int, trackersMerged: Int, daysAdded: Int) {
        self.trackersAdded = trackersAdded
        self.trackersMerged = trackersMerged
        self.daysAdded = daysAdded
    }
}
