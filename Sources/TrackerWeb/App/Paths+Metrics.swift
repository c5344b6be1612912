extension Paths {
    /// Prometheus metrics (`--metrics`): "not found" when off, and for anyone not on this machine.
    static let metrics: Endpoint<ForLocal, NoParameters, NoForm> = .get("/metrics")
}
