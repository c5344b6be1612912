import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import TrackerStore
import TrackerTesting
@testable import TrackerWeb

/// The repository's root, found from this file, so tests use the real templates and static files.
let repositoryRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The configuration tests use: the real templates and files, and a cheap bcrypt.
func testConfig() -> AppConfig {
    AppConfig(
        databasePath: ":memory:",
        templatesPath: repositoryRoot.appendingPathComponent("Templates").path,
        localesPath: repositoryRoot.appendingPathComponent("Locales").path,
        publicPath: repositoryRoot.appendingPathComponent("Public").path,
        bcryptCost: 4,
        reminderCheck: nil
    )
}

/// Builds the application exactly as `tracker serve` does, on the given database and a clock that
/// always answers `now` (TrackerTesting's `fixedNow` unless told otherwise),
/// and runs `test` against it through HummingbirdTesting's router client (or, with `testing: .live`
/// and port 0 in `config`, a real server on 127.0.0.1).
func withApp<Value: Sendable>(
    database: AppDatabase? = nil,
    now: Date = fixedNow,
    config: AppConfig = testConfig(),
    push: RecordingTransport = RecordingTransport(),
    testing: TestingSetup = .router,
    _ test: @Sendable (TestBrowser) async throws -> Value
) async throws -> Value {
    let database = try database ?? AppDatabase.inMemory()
    var logger = Logger(label: "test")
    logger.logLevel = .critical
    let app = try await buildApplication(
        config: config,
        database: database,
        clock: AppClock { now },
        logger: logger,
        pushTransport: push
    )
    return try await app.test(testing) { client in
        try await test(TestBrowser(client: client))
    }
}
