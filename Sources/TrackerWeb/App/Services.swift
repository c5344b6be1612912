import TrackerStore

/// What controllers share: the database, the templates, the clock, password hashing, cookies,
/// links and the avatar pictures' workshop.
struct Services: Sendable {
    let database: AppDatabase
    let renderer: Renderer
    let clock: AppClock
    let passwords: Passwords
    let cookies: SiteCookies
    let links: SiteLinks
    let pictures = Pictures()
    let feedLimiter = FeedLimiter()

    init(config: AppConfig, database: AppDatabase, renderer: Renderer, clock: AppClock) {
        self.database = database
        self.renderer = renderer
        self.clock = clock
        self.passwords = Passwords(cost: config.bcryptCost)
        self.cookies = SiteCookies(secure: config.secureCookies)
        self.links = SiteLinks(config: config)
    }
}
