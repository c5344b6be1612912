import ArgumentParser
import TrackerWeb

/// The `tracker` command: serves the site (the default), and looks after accounts and backups.
@main
struct Tracker: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tracker",
        abstract: "A habit tracker for a household's own network. With no subcommand, runs the web server.",
        discussion: "Server flags (for `tracker` and `tracker serve`):\n" + ServerSetting.summary,
        subcommands: [Serve.self, UserCommand.self, Backup.self, Restore.self, DemoData.self, RoutesCommand.self],
        defaultSubcommand: Serve.self
    )
}
