import ArgumentParser
import Foundation
import TrackerWeb

/// `tracker routes`: prints every route the server registers, as JSON, for tools and the
/// security sweeps.
struct RoutesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "routes",
        abstract: "Print the server's routes as JSON: [{\"method\": \"GET\", \"path\": \"/trackers/:id\"}, …]."
    )

    @OptionGroup var options: ServerOptions

    func run() async throws {
        let routes = try await routeTable(config: try options.config())
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        print(String(decoding: try encoder.encode(routes), as: UTF8.self))
    }
}
