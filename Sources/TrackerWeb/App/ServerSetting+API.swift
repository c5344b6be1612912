extension ServerSetting {
    /// The JSON API's per-token rate limit (issue 34); the bench and the tests raise it.
    static let apiRate = ServerSetting(
        name: nil,
        valueName: "n",
        environment: "TRACKER_API_RATE_PER_MINUTE",
        defaultText: "`60`",
        what: "Requests a minute one API token may make, in a burst of as many."
    ) { config, input in
        config.apiRequestsPerMinute = try input.number(nil, "the API rate", default: config.apiRequestsPerMinute, in: 1...10_000_000)
    }
}
