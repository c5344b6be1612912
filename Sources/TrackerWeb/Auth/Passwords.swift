import HummingbirdBcrypt
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import TrackerStore

/// bcrypt hashing and checking, run on NIO's thread pool so a slow hash never blocks an event
/// loop, and through a gate that leaves a core for the pages.
public struct Passwords: Sendable {
    public let cost: UInt8
    /// Half the cores (at least one) hash at once; a few more wait, the rest hear "busy".
    private let gate: WorkGate

    /// A real hash of a random secret, made on first need, so that checking it costs a full bcrypt.
    private let dummyHash = NIOLockedValueBox<String?>(nil)

    public init(cost: UInt8, waitingAtMost queueLimit: Int = 16) {
        self.cost = min(max(cost, 4), 31)
        self.gate = WorkGate(width: System.coreCount / 2, queueLimit: queueLimit)
    }

    /// A new bcrypt hash of the password.
    public func hash(_ password: String) async throws -> String {
        let cost = self.cost
        return try await gate.run {
            try await NIOThreadPool.singleton.runIfActive { Bcrypt.hash(password, cost: cost) }
        }
    }

    /// Whether the password matches the hash.
    public func verify(_ password: String, hash: String) async throws -> Bool {
        // A managed profile's hash is no bcrypt hash: nothing matches it (issue 33).
        guard hash != User.noPassword else { return false }
        return try await gate.run {
            try await NIOThreadPool.singleton.runIfActive { Bcrypt.verify(password, hash: hash) }
        }
    }

    /// A hash of nothing anyone can type, checked when the username is unknown so that a wrong
    /// username costs as long as a wrong password.
    func burnTime(_ password: String) async throws {
        let known = dummyHash.withLockedValue { $0 }
        if let known {
            _ = try await verify(password, hash: known)
        } else {
            let made = try await hash(SecretTokenSource.random())
            dummyHash.withLockedValue { $0 = made }
        }
    }
}

/// A throwaway secret for the dummy hash.
private enum SecretTokenSource {
    static func random() -> String { String(UInt64.random(in: .min ... .max), radix: 36) }
}
