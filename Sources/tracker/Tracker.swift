import ArgumentParser

/// The `tracker` command: serves the site, and looks after accounts from the shell.
@main
struct Tracker: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tracker",
        abstract: "A habit tracker for a household's own network.",
        subcommands: [Serve.self, UserCommand.self],
        defaultSubcommand: Serve.self)
}
