import Foundation
import Metrics
import NIOCore
import NIOPosix
import Prometheus
import PushDelivery
import TrackerStore

/// What `/metrics` reports when `--metrics` is on (docs/metrics.md lists each metric).
///
/// Each application has its own Prometheus registry, handed to swift-metrics' counters, timers
/// and gauges as their factory: nothing is bootstrapped into the process-wide `MetricsSystem`,
/// which can be bootstrapped only once, while the route tests run many applications in one
/// process, each counting its own.
final class SiteMetrics: Sendable {
    let registry: PrometheusCollectorRegistry
    let factory: PrometheusMetricsFactory
    /// Requests by route, method and status, and their latency.
    let requests: RequestMetrics
    private let config: AppConfig
    private let signInRefusals: [SignInRefusal: Metrics.Counter]
    private let pushDeliveries: [PushResult: Metrics.Counter]
    /// The backups' folder, when automatic backups are on.
    private let backups: BackupFolder?

    init(config: AppConfig) {
        let registry = PrometheusCollectorRegistry()
        self.registry = registry
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = RequestMetrics.latencyBuckets
        self.factory = factory
        self.config = config
        requests = RequestMetrics(factory: factory)
        // Made at once, so each reads 0 before its first event (a rate needs a start).
        signInRefusals = Dictionary(
            uniqueKeysWithValues: SignInRefusal.allCases.map { reason in
                (reason, Metrics.Counter(label: "tracker_sign_in_refusals_total", dimensions: [("reason", reason.rawValue)], factory: factory))
            }
        )
        pushDeliveries = Dictionary(
            uniqueKeysWithValues: PushResult.allCases.map { result in
                (result, Metrics.Counter(label: "tracker_push_deliveries_total", dimensions: [("result", result.rawValue)], factory: factory))
            }
        )
        backups = config.backups.map { BackupFolder(directory: $0.directory, name: BackupName(database: config.databasePath)) }
    }

    /// Whether a connection from `peer` may read the metrics (`MetricsAccess`).
    func admits(peer: SocketAddress?) -> Bool { MetricsAccess.admits(config, peer: peer) }

    /// A password check refused at sign-in.
    func signInRefused(_ reason: SignInRefusal) { signInRefusals[reason]?.increment() }

    /// A push notification sent (after its retries), by how it went.
    func pushDelivered(_ outcome: SendOutcome) { pushDeliveries[PushResult(outcome)]?.increment() }

    /// The text format, with the last backup's age measured now.
    func exposition(now: Date) async -> [UInt8] {
        await recordBackupAge(now: now)
        return registry.emitToBuffer()
    }

    /// `tracker_backup_age_seconds`: how long ago the newest backup in the folder was taken (by
    /// the server or by `tracker backup`). Absent while backups are off or the folder has none.
    private func recordBackupAge(now: Date) async {
        guard let backups else { return }
        let newest = try? await NIOThreadPool.singleton.runIfActive { try backups.backups().last?.instant }
        let gauge = Metrics.Gauge(label: "tracker_backup_age_seconds", factory: factory)
        guard let newest else {
            gauge.destroy()
            return
        }
        gauge.record(max(0, now.timeIntervalSince(newest)).rounded())
    }
}

/// Why a sign-in was refused: `tracker_sign_in_refusals_total{reason}`.
enum SignInRefusal: String, CaseIterable, Sendable {
    /// A wrong password, or a username nobody has (the two look the same from outside).
    case wrongPassword = "wrong_password"
    /// Past the sign-in limits (429).
    case rateLimited = "rate_limited"
    /// bcrypt's queue was full (503).
    case busy
}

/// How a push notification went: `tracker_push_deliveries_total{result}`.
enum PushResult: String, CaseIterable, Sendable {
    /// The target answered 2xx.
    case delivered
    /// It answered with another status.
    case rejected
    /// No answer in time.
    case timeout
    /// No connection.
    case unreachable

    init(_ outcome: SendOutcome) {
        switch outcome {
        case .delivered: self = .delivered
        case .status: self = .rejected
        case .timeout: self = .timeout
        case .unreachable: self = .unreachable
        }
    }
}
