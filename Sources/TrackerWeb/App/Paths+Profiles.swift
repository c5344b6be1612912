import TrackerCore

/// Managed profiles (issue 33): making one, its page for guardians, switching to it on a shared
/// device, and a child's own device.
extension Paths {
    static let newProfile: Endpoint<ForAdults, NoParameters, NoForm> = .get("/profiles/new")
    static let createProfile = newProfile.post(form: ProfileForm.self)
    /// A profile's page: its guardians, devices and links (its guardians and the owner).
    static let profile: Endpoint<ForAdults, ProfileID, NoForm> = .get("/profiles/:id")
    /// A guardian changes the profile's name, avatar and language.
    static let profileEdit: Endpoint<ForAdults, ProfileID, NoForm> = .get("/profiles/:id/edit")
    static let updateProfile = profileEdit.post(form: ProfileForm.self)
    static let addGuardian: Endpoint<ForOwner, ProfileID, GuardianForm> = .post("/profiles/:id/guardians")
    static let removeGuardian: Endpoint<ForOwner, ProfileID, GuardianForm> = .post("/profiles/:id/guardians/remove")
    static let profileDelete: Endpoint<ForOwner, ProfileID, NoForm> = .get("/profiles/:id/delete")
    static let deleteProfile = profileDelete.post()

    /// A guardian downloads the child's data, as the child's own "Your data" would.
    static let profileExportJSON: Endpoint<ForAdults, ProfileID, NoForm> = .get("/profiles/:id/export.json")
    static let profileExportCSV: Endpoint<ForAdults, ProfileID, NoForm> = .get("/profiles/:id/export.csv")

    /// "Who's tracking?": the guardian and their profiles, each a switch.
    static let whoIsTracking: Endpoint<ForManagers, NoParameters, NoForm> = .get("/switch")
    static let switchToProfile: Endpoint<ForManagers, ProfileID, NoForm> = .post("/profiles/:id/switch")
    static let switchBack: Endpoint<ForManagers, NoParameters, NoForm> = .post("/switch/back")

    /// A child's device: the guardian's one-time link, its revocation, and signing a device out.
    static let createDeviceLink: Endpoint<ForAdults, ProfileID, NoForm> = .post("/profiles/:id/links")
    static let revokeDeviceLink: Endpoint<ForAdults, DeviceLinkID, NoForm> = .post("/device-links/:id/revoke")
    static let signOutChildDevice: Endpoint<ForAdults, ChildSessionID, NoForm> = .post("/child-devices/:id/sign-out")
    /// The link itself: GET asks (a link preview must not use it up), POST signs the device in.
    static let childLink: Endpoint<ForVisitors, DeviceToken, NoForm> = .get("/child/:token")
    static let useChildLink = childLink.post()

    /// The one setting a child's session has: its language.
    static let language: Endpoint<ForMembers, NoParameters, NoForm> = .get("/language")
    static let saveLanguage = language.post(form: SettingsForms.LanguageChoice.self)

    /// A profile's page right after a link was made: the only time it is shown.
    static func profile(id: Int64, newLink token: String) -> String { profile(id: id) + "?link=" + token + "#new-link" }
}

/// A new profile as typed.
struct ProfileForm: FormDecodable {
    var display_name: String?
    var emoji: String?
    var color: String?
    var language: String?
}

/// The member made (or no longer) a guardian.
struct GuardianForm: FormDecodable {
    var guardian: String?
}
