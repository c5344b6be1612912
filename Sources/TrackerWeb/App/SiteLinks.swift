import Foundation
import NIOCore

/// Full addresses of this site, for links people copy (invites). They come from `--public-url`,
/// or else from the request's `Host` when it names this server; a `Host` that a visitor made up
/// never ends up in a link.
struct SiteLinks: Sendable {
    let publicURL: PublicURL?
    let scheme: String
    let port: Int
    /// Lowercased names and addresses this server answers to.
    let names: Set<String>

    init(config: AppConfig, names: Set<String> = SiteLinks.machineNames()) {
        publicURL = config.publicURL
        scheme = config.secureCookies ? "https" : "http"
        port = config.port
        var names = names
        let host = config.host.lowercased()
        if host != "0.0.0.0" && host != "::" && !host.isEmpty { names.insert(host) }
        self.names = names
    }

    /// The full address of `path`, or `nil` when the site's address isn't known for sure.
    func absolute(_ path: String, host: String?) -> String? {
        if let publicURL { return publicURL.link(path) }
        guard let host, let authority = Authority(host), names.contains(authority.name),
            authority.port ?? (scheme == "https" ? 443 : 80) == port
        else { return nil }
        return "\(scheme)://\(host.lowercased())\(path)"
    }

    /// The link to show for copying: the full address when known, else the path alone.
    func shareable(_ path: String, host: String?) -> String { absolute(path, host: host) ?? path }

    /// The machine's own names: loopback, its host name (also with `.local`), and the
    /// addresses of its network interfaces.
    static func machineNames() -> Set<String> {
        var names: Set<String> = ["localhost", "127.0.0.1", "::1"]
        let host = ProcessInfo.processInfo.hostName.lowercased()
        if !host.isEmpty {
            names.insert(host)
            if !host.contains(".") { names.insert(host + ".local") }
        }
        for device in (try? System.enumerateDevices()) ?? [] {
            guard let address = device.address?.ipAddress?.lowercased() else { continue }
            names.insert(address.split(separator: "%").first.map(String.init) ?? address)
        }
        return names
    }
}

/// A `Host` header split into a name and a port: `tracker.home:8080`, `[fe80::1]:8080`.
struct Authority: Equatable {
    let name: String
    let port: Int?

    init(name: String, port: Int?) {
        self.name = name
        self.port = port
    }

    init?(_ text: String) {
        let text = text.lowercased()
        guard !text.isEmpty,
            text.unicodeScalars.allSatisfy({ $0.isASCII && (isalnum(Int32($0.value)) != 0 || ".-:[]".unicodeScalars.contains($0)) })
        else { return nil }
        var rest = Substring(text)
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            name = String(rest[rest.index(after: rest.startIndex)..<close])
            rest = rest[rest.index(after: close)...]
        } else {
            let colon = rest.firstIndex(of: ":") ?? rest.endIndex
            name = String(rest[..<colon])
            rest = rest[colon...]
        }
        if rest.isEmpty {
            port = nil
        } else {
            guard rest.hasPrefix(":"), let number = Int(rest.dropFirst()), (1...65535).contains(number) else { return nil }
            port = number
        }
        if name.isEmpty { return nil }
    }
}
