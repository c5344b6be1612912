/// Prometheus metrics (issue 34): off unless asked for.
extension ServerSetting {
    public static let metrics = ServerSetting(
        name: "metrics",
        valueName: nil,
        environment: "TRACKER_METRICS",
        defaultText: "off",
        what: "Serve Prometheus metrics at /metrics, to this machine only."
    ) { config, input in config.metrics = input.isOn(input.flags.metrics) }
}
