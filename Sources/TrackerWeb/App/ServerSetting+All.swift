/// The server's settings, in the order of the README's configuration table and `tracker --help`.
extension ServerSetting {
    public static let all: [ServerSetting] = [
        host, port, db, templates, locales, publicDirectory, secureCookies, publicURL, metrics, headerTimeout, bodyTimeout, idleTimeout,
        maxConnections, maxConnectionsPerClient, backupDirectory, backupsKeep, noBackups,
        trustedProxy, authHeader, writeTimeout,
    ]

    /// Settings only the test suites change, read from the environment after `all`.
    static let testOnly: [ServerSetting] = [reminderCheck, backupInterval, apiRate]

    public static let host = ServerSetting(
        name: "host",
        valueName: "host",
        environment: "TRACKER_HOST",
        defaultText: "`127.0.0.1`",
        what: "Address to listen on; 0.0.0.0 serves the whole LAN."
    ) { config, input in config.host = input.flags.host ?? input.variable ?? config.host }

    public static let port = ServerSetting(
        name: "port",
        valueName: "port",
        environment: "TRACKER_PORT",
        defaultText: "`8080`",
        what: "Port to listen on."
    ) { config, input in config.port = try input.number(input.flags.port, "the port", default: config.port, in: 0...65535) }

    public static let db = ServerSetting(
        name: "db",
        valueName: "db",
        environment: "TRACKER_DB",
        defaultText: "`./tracker.sqlite`",
        what: "SQLite database file; created if missing."
    ) { config, input in config.databasePath = input.flags.database ?? input.variable ?? config.databasePath }

    public static let templates = ServerSetting(
        name: "templates",
        valueName: "dir",
        environment: "TRACKER_TEMPLATES",
        defaultText: "`./Templates`",
        what: "Directory of the page templates."
    ) { config, input in config.templatesPath = input.flags.templates ?? input.variable ?? config.templatesPath }

    public static let locales = ServerSetting(
        name: "locales",
        valueName: "dir",
        environment: "TRACKER_LOCALES",
        defaultText: "`./Locales`",
        what: "Directory of the language catalogues (tracker.pot and a .po file per language)."
    ) { config, input in config.localesPath = input.flags.locales ?? input.variable ?? config.localesPath }

    public static let publicDirectory = ServerSetting(
        name: "public",
        valueName: "dir",
        environment: "TRACKER_PUBLIC",
        defaultText: "`./Public`",
        what: "Directory of static files."
    ) { config, input in config.publicPath = input.flags.publicDirectory ?? input.variable ?? config.publicPath }

    public static let secureCookies = ServerSetting(
        name: "secure-cookies",
        valueName: nil,
        environment: "TRACKER_SECURE_COOKIES",
        defaultText: "off",
        what: "Mark cookies Secure, for a TLS proxy in front."
    ) { config, input in config.secureCookies = input.isOn(input.flags.secureCookies) }

    public static let publicURL = ServerSetting(
        name: "public-url",
        valueName: "url",
        environment: "TRACKER_PUBLIC_URL",
        defaultText: "none",
        what: "Address people use, for invite links."
    ) { config, input in
        guard let text = input.flags.publicURL ?? input.variable, !text.isEmpty else { return }
        guard let url = PublicURL(text) else {
            throw ConfigError(description: "the public URL must look like https://tracker.home, not \(text)")
        }
        config.publicURL = url
    }
}
