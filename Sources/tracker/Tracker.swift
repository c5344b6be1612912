import ArgumentParser

/// The `tracker` command: with no subcommand it serves the site (like `tracker serve`), and it
/// looks after accounts from the shell.
@main
struct Tracker: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tracker",
        abstract: "A habit tracker for a household's own network. With no subcommand, runs the web server.",
        subcommands: [Serve.self, UserCommand.self, Backup.self]
    )

    @OptionGroup var options: ServerOptions

    func run() async throws {
        try await Server.run(options: options)
    }
}
