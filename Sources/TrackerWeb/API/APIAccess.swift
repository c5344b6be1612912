import Foundation
import HTTPTypes
import TrackerAPI

/// What an API operation asks of its caller: the document, nothing; a read, any token; a
/// change, a read-and-write token. The gate checks it and `tracker routes` lists it.
enum APIAccess: String, Sendable {
    case anyone
    case tokenRead = "token-read"
    case tokenWrite = "token-write"

    /// `path`: the operation's path, or a request's (with or without its query).
    static func of(method: HTTPRequest.Method, path: String) -> APIAccess {
        if path.split(separator: "?", maxSplits: 1).first.map(String.init) == APIRoutes.documentPath { return .anyone }
        return method == .get || method == .head ? .tokenRead : .tokenWrite
    }
}
