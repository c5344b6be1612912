import PushDelivery
import TrackerStore

/// What controllers share: the database, the templates, the clock, password hashing, cookies,
/// links, the avatar pictures' workshop, and push notifications' sender and writer.
struct Services: Sendable {
    let database: AppDatabase
    let renderer: Renderer
    let clock: AppClock
    let passwords: Passwords
    let cookies: SiteCookies
    let links: SiteLinks
    let pictures = Pictures()
    /// How often one calendar feed address may be fetched: calendar apps poll every 15 minutes to
    /// a few hours, and a person may press "refresh" a few times, so 30 in 10 minutes is plenty;
    /// more is a runaway client, answered 429 with `Retry-After`.
    let feedLimiter = RateLimiter<String>(limit: 30, per: 600)
    let pushSender: PushSender
    let pushComposer: PushComposer
    /// What `/metrics` reports; nil unless `--metrics`, and then nothing is counted at all.
    let metrics: SiteMetrics?

    init(
        config: AppConfig,
        database: AppDatabase,
        renderer: Renderer,
        clock: AppClock,
        pushTransport: any PushTransport = HTTPPushTransport()
    ) {
        self.database = database
        self.renderer = renderer
        self.clock = clock
        self.passwords = Passwords(cost: config.bcryptCost)
        self.cookies = SiteCookies(secure: config.secureCookies)
        self.links = SiteLinks(config: config)
        let metrics = config.metrics ? SiteMetrics(config: config) : nil
        self.metrics = metrics
        pushSender = PushSender(
            database: database,
            transport: pushTransport,
            now: clock.now,
            counted: { [metrics] outcome in metrics?.pushDelivered(outcome) }
        )
        let publicURL = config.publicURL
        pushComposer = PushComposer(
            absolute: { path, site in publicURL?.link(path) ?? site.map { $0 + path } },
            dayPath: { Paths.cardOnDay($0, $1) },
            donePath: { Paths.reminderDone(token: $0) }
        )
    }
}
