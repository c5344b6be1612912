import Hummingbird
import TrackerCore
import TrackerStore

extension Services {
    /// The allowances a password check for `username` draws from (`SignInLimits`): a browser
    /// that signed in to the account before has its own; anyone else draws from the username's
    /// and the address's.
    func passwordAllowances(
        username: String,
        userID: Int64?,
        request: Request,
        context: some SiteContext
    ) async throws -> [SignInLimits.Allowance] {
        let deviceToken = request.cookie(SiteCookies.device)
        var knownDevice: String?
        if let userID, let deviceToken, try await database.knownDeviceOwner(token: deviceToken) == userID {
            knownDevice = SecretToken.hash(deviceToken)
        }
        return SignInLimits.allowances(username: username, address: context.clientAddress, knownDevice: knownDevice)
    }
}
