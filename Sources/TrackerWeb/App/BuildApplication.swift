import TrackerCore
import Foundation
import Hummingbird
import Logging
import PushDelivery
import ServiceLifecycle
import TrackerStore

/// Why the server refused to start; each reads as one clear line.
public enum StartupError: Error, CustomStringConvertible {
    case missingDirectory(what: String, path: String)
    case database(path: String, reason: String)
    case databaseInUse(path: String)
    case backupDirectory(reason: String)
    case apiDocument(reason: String)
    case catalogue(reason: String)

    public var description: String {
        switch self {
        case .missingDirectory(let what, let path): return "\(what) directory not found or not readable: \(path)"
        case .database(let path, let reason): return "cannot open database \(path): \(reason)"
        case .databaseInUse(let path): return "another Tracker server is using \(path)"
        case .backupDirectory(let reason): return "cannot keep backups: \(reason)"
        case .apiDocument(let reason): return "openapi.yaml can't be served as JSON: \(reason)"
        case .catalogue(let reason): return "language catalogue: \(reason)"
        }
    }
}

/// The composition root: wires configuration, database, templates, middleware, routes, the
/// push reminders' scheduler and automatic backups. Tests call exactly this, with an in-memory database, a fixed
/// clock, and their own transport for notifications.
public func buildApplication(
    config: AppConfig,
    database: AppDatabase,
    clock: AppClock = .system,
    logger: Logger? = nil,
    pushTransport: any PushTransport = HTTPPushTransport()
) async throws -> some ApplicationProtocol {
    let logger = logger ?? Logger(label: "tracker")
    guard isReadableDirectory(config.publicPath) else {
        throw StartupError.missingDirectory(what: "public", path: config.publicPath)
    }
    let renderer: Renderer
    do {
        renderer = try Renderer(directory: config.templatesPath)
    } catch RenderError.missingDirectory(let path) {
        throw StartupError.missingDirectory(what: "templates", path: path)
    }
    do throws(CatalogueError) {
        try CatalogueLibrary.install(directory: config.localesPath)
    } catch {
        throw StartupError.catalogue(reason: error.description)
    }
    let services = Services(config: config, database: database, renderer: renderer, clock: clock, pushTransport: pushTransport)

    let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: try StaticFilesMiddleware(directory: config.publicPath, additions: [Paths.stylesheet: PaletteStyles.css]))
    if let metrics = services.metrics { router.add(middleware: RequestMetricsMiddleware(metrics: metrics.requests)) }
    router.add(middleware: GzipMiddleware())
    router.add(middleware: ErrorPageMiddleware(renderer: renderer))
    addProxyMiddleware(to: router, config: config, services: services)
    router.add(middleware: VisitorMiddleware(database: database, clock: clock, cookies: services.cookies))
    let routes = Routes(router: router)
    addRoutes(to: routes, services: services)
    try APIRoutes.add(to: router, services: services, config: config, logger: logger)

    let background = try backgroundServices(config: config, services: services, logger: logger)
    let limits = config.connections.applyingFileDescriptorLimit(logger: logger)
    return Application(
        router: router,
        server: limits.serverBuilder(trustedProxies: config.trustedProxies, additionalChannelHandlers: { [CloseAfterResponseHandler()] }),
        configuration: .init(address: .hostname(config.host, port: config.port), serverName: "Tracker"),
        services: background,
        logger: logger
    )
}

/// The services that run beside the server: push reminders and automatic backups, each unless
/// the configuration turns it off.
func backgroundServices(config: AppConfig, services: Services, logger: Logger) throws -> [any Service] {
    var background: [any Service] = []
    if let interval = config.reminderCheck {
        background.append(
            ReminderScheduler(
                database: services.database,
                sender: services.pushSender,
                composer: services.pushComposer,
                now: services.clock.now,
                interval: interval,
                logger: logger
            )
        )
    }
    if let plan = config.backups {
        let folder = BackupFolder(directory: plan.directory, name: BackupName(database: config.databasePath))
        do { try folder.prepare() } catch { throw StartupError.backupDirectory(reason: error.description) }
        background.append(
            BackupScheduler(
                database: services.database,
                folder: folder,
                keep: plan.keep,
                interval: plan.interval,
                now: services.clock.now,
                logger: logger
            )
        )
    }
    return background
}

/// Every controller's routes, in one place.
func addRoutes(to routes: Routes, services: Services) {
    HomeController(services: services).addRoutes(to: routes)
    OnboardingController(services: services).addRoutes(to: routes)
    SetupController(services: services).addRoutes(to: routes)
    SignInController(services: services).addRoutes(to: routes)
    JoinController(services: services).addRoutes(to: routes)
    MarkController(services: services).addRoutes(to: routes)
    SkipController(services: services).addRoutes(to: routes)
    AwayController(services: services).addRoutes(to: routes)
    ProgressController(services: services).addRoutes(to: routes)
    NoteController(services: services).addRoutes(to: routes)
    TrackerFormController(services: services).addRoutes(to: routes)
    CategoryController(services: services).addRoutes(to: routes)
    SettingsController(services: services).addRoutes(to: routes)
    AccountSettingsController(services: services).addRoutes(to: routes)
    MembersController(services: services).addRoutes(to: routes)
    HouseholdController(services: services).addRoutes(to: routes)
    AvatarController(services: services).addRoutes(to: routes)
    CalendarController(services: services).addRoutes(to: routes)
    PushController(services: services).addRoutes(to: routes)
    DataController(services: services).addRoutes(to: routes)
    ReminderDoneController(services: services).addRoutes(to: routes)
    ArchiveAndOrderController(services: services).addRoutes(to: routes)
    ProfilesController(services: services).addRoutes(to: routes)
    SwitchController(services: services).addRoutes(to: routes)
    DeviceLinkController(services: services).addRoutes(to: routes)
    TokensController(services: services).addRoutes(to: routes)
    MetricsController(services: services).addRoutes(to: routes)
}

/// The site's routes, as the server registers them (for `tracker routes` and the sweeps).
public func routeTable(config: AppConfig) async throws -> [RouteEntry] {
    let services = Services(
        config: config,
        database: try AppDatabase.inMemory(),
        renderer: try Renderer(directory: config.templatesPath),
        clock: .system
    )
    let routes = Routes(router: Router(context: AppRequestContext.self))
    addRoutes(to: routes, services: services)
    return routes.entries + (try APIRoutes.entries(services: services))
}

/// Opens the database file named in the configuration, with a clear error when it can't be.
public func openDatabase(config: AppConfig) throws -> AppDatabase {
    let directory = URL(fileURLWithPath: config.databasePath).deletingLastPathComponent().path
    guard isReadableDirectory(directory) else {
        throw StartupError.database(path: config.databasePath, reason: "its directory does not exist")
    }
    do {
        return try AppDatabase.open(path: config.databasePath)
            .readingInPlace(when: { EventLoopTaskExecutor.onEventLoop })
    } catch let error as DatabaseOpenError {
        throw StartupError.database(path: config.databasePath, reason: error.reason)
    }
}

/// Takes the lock that marks the database as served, before it is opened, so that
/// `tracker restore` refuses to replace it and a second server on the same file refuses to start.
/// The lock lasts as long as the value.
public func lockDatabase(config: AppConfig) throws -> DatabaseLock {
    let directory = URL(fileURLWithPath: config.databasePath).deletingLastPathComponent().path
    guard isReadableDirectory(directory) else {
        throw StartupError.database(path: config.databasePath, reason: "its directory does not exist")
    }
    let lock: DatabaseLock?
    do { lock = try DatabaseLock.take(database: config.databasePath) } catch {
        throw StartupError.database(path: config.databasePath, reason: error.description)
    }
    guard let lock else { throw StartupError.databaseInUse(path: config.databasePath) }
    return lock
}

func isReadableDirectory(_ path: String) -> Bool {
    var isDirectory: ObjCBool = false
    return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        && FileManager.default.isReadableFile(atPath: path)
}
