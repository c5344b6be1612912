/// Automatic backups: none are read when `--no-backups` is given.
extension ServerSetting {
    public static let backupDirectory = ServerSetting(
        name: "backup-dir",
        valueName: "dir",
        environment: "TRACKER_BACKUP_DIR",
        defaultText: "`backups` beside the database",
        what: "Directory of the daily backups."
    ) { config, input in
        guard !input.backupsOff else { return }
        let directory = input.flags.backupDirectory ?? input.variable ?? ""
        config.backups = BackupPlan(
            directory: directory.isEmpty ? BackupPlan.defaultDirectory(database: config.databasePath) : directory
        )
    }

    public static let backupsKeep = ServerSetting(
        name: "backups-keep",
        valueName: "n",
        environment: "TRACKER_BACKUPS_KEEP",
        defaultText: "`7`",
        what: "How many backups to keep; older ones are removed."
    ) { config, input in
        guard !input.backupsOff, var plan = config.backups else { return }
        plan.keep = try input.number(input.flags.backupsKeep, "the number of backups kept", default: plan.keep, in: 1...10_000)
        config.backups = plan
    }

    public static let noBackups = ServerSetting(
        name: "no-backups",
        valueName: nil,
        environment: "TRACKER_NO_BACKUPS",
        defaultText: "off",
        what: "Take no automatic backups."
    ) { config, input in if input.backupsOff { config.backups = nil } }

    /// The browser and security suites take a backup every few seconds; people have no need to
    /// change it. Names are to the second, so backups can't come closer than that.
    static let backupInterval = ServerSetting(
        name: nil,
        valueName: "s",
        environment: "TRACKER_BACKUP_INTERVAL_SECONDS",
        defaultText: "`86400`",
        what: "Seconds between automatic backups."
    ) { config, input in
        guard var plan = config.backups else { return }
        plan.interval = try input.duration(nil, "the backup interval", default: plan.interval)
        guard plan.interval >= .seconds(1) else {
            throw ConfigError(description: "the backup interval must be at least 1 second")
        }
        config.backups = plan
    }
}
