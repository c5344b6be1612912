import Foundation
import PushDelivery

/// A push transport that records every request and answers from a script: the scripted
/// outcomes in order, then `standing` for ever.
final class RecordingTransport: PushTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var script: [SendOutcome]
    private let standing: SendOutcome
    private var sent: [PushRequest] = []

    init(_ script: [SendOutcome] = [], then standing: SendOutcome = .delivered) {
        self.script = script
        self.standing = standing
    }

    var requests: [PushRequest] { lock.withLock { sent } }

    /// The JSON bodies sent so far.
    var bodies: [[String: Any]] {
        requests.compactMap { try? JSONSerialization.jsonObject(with: Data($0.body)) as? [String: Any] }
    }

    func send(_ request: PushRequest) async -> SendOutcome {
        lock.withLock {
            sent.append(request)
            return script.isEmpty ? standing : script.removeFirst()
        }
    }
}
