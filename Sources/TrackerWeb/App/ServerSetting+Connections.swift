/// The time limits and connection caps.
extension ServerSetting {
    public static let headerTimeout = ServerSetting(
        name: "header-timeout",
        valueName: "s",
        environment: "TRACKER_HEADER_TIMEOUT",
        defaultText: "`10`",
        what: "Seconds a client has to send a request's headers."
    ) { config, input in
        config.connections.headerTimeout = try input.duration(
            input.flags.headerTimeout,
            "the header timeout",
            default: config.connections.headerTimeout
        )
    }

    public static let bodyTimeout = ServerSetting(
        name: "body-timeout",
        valueName: "s",
        environment: "TRACKER_BODY_TIMEOUT",
        defaultText: "`30`",
        what: "Seconds a client has to send a request's body."
    ) { config, input in
        config.connections.bodyTimeout = try input.duration(input.flags.bodyTimeout, "the body timeout", default: config.connections.bodyTimeout)
    }

    public static let idleTimeout = ServerSetting(
        name: "idle-timeout",
        valueName: "s",
        environment: "TRACKER_IDLE_TIMEOUT",
        defaultText: "`60`",
        what: "Seconds an idle keep-alive connection stays open."
    ) { config, input in
        config.connections.idleTimeout = try input.duration(input.flags.idleTimeout, "the idle timeout", default: config.connections.idleTimeout)
    }

    public static let maxConnections = ServerSetting(
        name: "max-connections",
        valueName: "n",
        environment: "TRACKER_MAX_CONNECTIONS",
        defaultText: "`512`",
        what: "Open connections at most, overall."
    ) { config, input in
        config.connections.maxConnections = try input.number(
            input.flags.maxConnections,
            "the connection cap",
            default: config.connections.maxConnections,
            in: 1...1_000_000
        )
    }

    public static let maxConnectionsPerClient = ServerSetting(
        name: "max-connections-per-client",
        valueName: "n",
        environment: "TRACKER_MAX_CONNECTIONS_PER_CLIENT",
        defaultText: "`64`",
        what: "Open connections at most from one address."
    ) { config, input in
        config.connections.maxConnectionsPerClient = try input.number(
            input.flags.maxConnectionsPerClient,
            "the per-client connection cap",
            default: config.connections.maxConnectionsPerClient,
            in: 1...1_000_000
        )
    }

    /// Tests check for due reminders every second; people have no need to change it.
    static let reminderCheck = ServerSetting(
        name: nil,
        valueName: "s",
        environment: "TRACKER_REMINDER_CHECK_SECONDS",
        defaultText: "`60`",
        what: "Seconds between looks for due push reminders."
    ) { config, input in config.reminderCheck = try input.duration(nil, "the reminder check", default: .seconds(60)) }
}
