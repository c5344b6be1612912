import Foundation

/// The site's public address, as `--public-url` gives it: a scheme (`http` or `https`), a host,
/// maybe a port and a path prefix, and nothing else.
public struct PublicURL: Sendable, Equatable {
    /// The address without a trailing slash, ready to have a path appended.
    public let base: String

    /// The address, or `nil` when it is not an absolute `http`/`https` address without query,
    /// fragment or user name.
    public init?(_ text: String) {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = components.host, !host.isEmpty,
            components.user == nil, components.password == nil, components.query == nil,
            components.fragment == nil
        else { return nil }
        var base = text
        while base.hasSuffix("/") { base.removeLast() }
        self.base = base
    }

    /// The full address of a path on this site.
    public func link(_ path: String) -> String { base + path }
}
