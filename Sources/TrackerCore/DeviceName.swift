/// A short name for a browser from its `User-Agent`, for the list of devices a person is signed
/// in on: "Firefox · Android", "Safari · iPhone". Only names from the lists below are ever kept,
/// never any of the header's own text: an unknown browser is "" (shown as "Unknown browser").
public enum DeviceName {
    public static func of(userAgent: String?) -> String {
        guard let agent = userAgent, !agent.isEmpty else { return "" }
        let browser = first(in: agent, of: browsers)
        let system = first(in: agent, of: systems)
        switch (browser, system) {
        case (let browser?, let system?): return browser + " · " + system
        case (let browser?, nil): return browser
        case (nil, let system?): return system
        case (nil, nil): return ""
        }
    }

    /// (text in the header, name); the first match wins, so the specific come before the general.
    private static let browsers: [(String, String)] = [
        ("Edg/", "Edge"), ("EdgiOS", "Edge"), ("EdgA/", "Edge"), ("OPR/", "Opera"), ("YaBrowser", "Yandex Browser"),
        ("SamsungBrowser", "Samsung Internet"), ("Firefox/", "Firefox"), ("FxiOS", "Firefox"), ("CriOS", "Chrome"),
        ("Chromium/", "Chromium"), ("Chrome/", "Chrome"), ("Safari/", "Safari"), ("curl/", "curl"),
    ]
    private static let systems: [(String, String)] = [
        ("iPhone", "iPhone"), ("iPad", "iPad"), ("Android", "Android"), ("Windows", "Windows"), ("CrOS", "ChromeOS"),
        ("Macintosh", "Mac"), ("Mac OS X", "Mac"), ("Linux", "Linux"),
    ]

    private static func first(in agent: String, of names: [(String, String)]) -> String? {
        names.first { agent.contains($0.0) }?.1
    }
}
