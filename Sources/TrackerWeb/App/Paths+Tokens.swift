extension Paths {
    // API tokens (issue 34): Settings → API tokens, where a member makes a token (shown once, in
    // the answer to the form) and revokes one after a confirmation.
    static let settingsTokens: Endpoint<ForAdults, NoParameters, NoForm> = .get("/settings/tokens")
    static let createToken = settingsTokens.post(form: TokenForm.self)
    static let revokeToken: Endpoint<ForAdults, APITokenID, NoForm> = .get("/settings/tokens/:id/revoke")
    static let confirmRevokeToken = revokeToken.post()
}

extension Paths {
    /// Where the JSON API lives (its document is at `/api/v1/openapi.json`).
    static let apiBase = "/api/v1"
}
