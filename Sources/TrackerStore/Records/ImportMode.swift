/// "Add to my data" merges a tracker with one of the same name and kind, day by day;
/// "replace my data" deletes every category, tracker and mark first.
public enum ImportMode: String, Sendable, CaseIterable, Decodable {
    case add, replace
}
