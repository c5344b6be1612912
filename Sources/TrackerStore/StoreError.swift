/// Why a write was refused; the web layer turns each into a message next to the right field.
public enum StoreError: Error, Equatable, Sendable {
    /// The owner account exists already, so setup is closed.
    case setupClosed
    /// Another person has this username.
    case usernameTaken
    /// The invite is unknown, used, revoked or expired.
    case inviteUnusable
    /// The password-reset link is unknown, used, revoked or expired.
    case resetUnusable
    /// The record does not exist or does not belong to this person.
    case notFound
    /// The person already has a category with this name (ignoring case).
    case categoryNameTaken
    /// The day cannot be marked: it is in the future or before the tracker's start.
    case dayNotMarkable
    /// The day cannot be skipped: in the future, before the start, not due, or an irregular event.
    case dayNotSkippable
    /// The away range ends before it starts, or overlaps another.
    case awayRangeRefused
    /// A value was sent for a yes/no tracker, which has none.
    case notMeasurable
    /// A step (−1) would take the day's value below 0.
    case valueBelowZero
    /// The member already has `APIToken.perMember` API tokens.
    case tooManyTokens
}
