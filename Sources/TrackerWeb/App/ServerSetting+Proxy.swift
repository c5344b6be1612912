import HTTPTypes

/// Living behind a reverse proxy: whose forwarded addresses and sign-in header are believed.
extension ServerSetting {
    public static let trustedProxy = ServerSetting(
        name: "trusted-proxy",
        valueName: "cidr,…",
        environment: "TRACKER_TRUSTED_PROXY",
        defaultText: "none",
        what: "Proxies whose X-Forwarded-For and Forwarded headers name the client."
    ) { config, input in
        guard let text = input.flags.trustedProxy ?? input.variable else { return }
        config.trustedProxies = try TrustedProxies(parsing: text)
    }

    public static let authHeader = ServerSetting(
        name: "auth-header",
        valueName: "name",
        environment: "TRACKER_AUTH_HEADER",
        defaultText: "none",
        what: "Header in which a trusted proxy names the member signed in."
    ) { config, input in
        guard let text = input.flags.authHeader ?? input.variable, !text.isEmpty else { return }
        guard HTTPField.Name(text) != nil else {
            throw ConfigError(description: "the auth header must be a header name such as Remote-User, not \(text)")
        }
        guard !config.trustedProxies.isEmpty else {
            throw ConfigError(description: "--auth-header needs --trusted-proxy: only a trusted proxy may say who is signed in")
        }
        config.authHeader = text
    }

    public static let writeTimeout = ServerSetting(
        name: "write-timeout",
        valueName: "s",
        environment: "TRACKER_WRITE_TIMEOUT",
        defaultText: "`30`",
        what: "Seconds a client may leave a response unread before it is cut off."
    ) { config, input in
        config.connections.writeTimeout = try input.duration(input.flags.writeTimeout, "the write timeout", default: config.connections.writeTimeout)
    }
}
