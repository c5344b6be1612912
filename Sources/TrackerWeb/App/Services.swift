import TrackerStore

/// What controllers share: the database, the templates, the clock, password hashing and cookies.
struct Services: Sendable {
    let database: AppDatabase
    let renderer: Renderer
    let clock: AppClock
    let passwords: Passwords
    let cookies: SiteCookies
}
