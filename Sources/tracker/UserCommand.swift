import ArgumentParser
import Foundation
import TrackerCore
import TrackerStore
import TrackerWeb

/// `tracker user …`: accounts from the shell, for an owner who is locked out.
struct UserCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "user",
        abstract: "Create accounts and reset passwords.",
        subcommands: [CreateUser.self, ResetPassword.self]
    )
}

/// `tracker user create`: adds an account (the owner, when it is the first).
struct CreateUser: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create an account; the first one becomes the owner. The password is read from standard input."
    )

    @OptionGroup var database: DatabaseOption
    @Argument(help: "The username (3–32 characters: a–z, 0–9, dot, dash, underscore).") var username: String
    @Option(help: "The name shown to the household; defaults to the username.") var displayName: String?

    func run() async throws {
        let db = Console.openDatabase(try database.config())
        let name: String
        switch AccountRules.username(username) {
        case .success(let value): name = value
        case .failure: Console.fail("invalid username: use 3–32 characters a–z, 0–9, dot, dash or underscore")
        }
        let display = displayName ?? name
        guard case .success(let shownName) = TextRule.displayName.validate(display) else {
            Console.fail("invalid display name: use 1–\(TextRule.displayName.limit) characters")
        }
        let hash = try await PasswordInput.readNewHash(username: name)
        let new = NewUser(username: name, displayName: shownName, passwordHash: hash, timeZone: TimeZone.current.identifier)
        do {
            let user = try await (db.hasUsers() ? db.createMember(new, now: Date()) : db.createOwner(new, now: Date()))
            print("created \(user.role.rawValue) @\(user.username)")
        } catch StoreError.usernameTaken {
            Console.fail("the username @\(name) is taken")
        }
    }
}

/// `tracker user reset-password`: sets a new password, signs the person out and lifts any lock.
struct ResetPassword: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset-password",
        abstract: "Set a new password, read from standard input."
    )

    @OptionGroup var database: DatabaseOption
    @Argument(help: "The username.") var username: String

    func run() async throws {
        let db = Console.openDatabase(try database.config())
        guard let user = try await db.user(username: username) else { Console.fail("no account @\(username)") }
        // A child's managed profile never has a password (issue 33).
        if try await db.isManaged(user.id) { Console.fail("@\(user.username) is a child's profile: it has no password") }
        let hash = try await PasswordInput.readNewHash(username: user.username)
        try await db.resetPassword(userID: user.id, passwordHash: hash)
        print("password reset for @\(user.username); their sessions were ended")
    }
}

/// Reading a new password from the terminal (twice, hidden) or from a pipe (one line).
enum PasswordInput {
    static func readNewHash(username: String) async throws -> String {
        let password: String
        if isatty(STDIN_FILENO) == 1 {
            let first = String(cString: getpass("New password: "))
            let second = String(cString: getpass("Repeat it: "))
            guard first == second else { Console.fail("the passwords don't match") }
            password = first
        } else {
            guard let line = readLine(strippingNewline: true) else { Console.fail("no password on standard input") }
            password = line
        }
        switch AccountRules.password(password, username: username) {
        case .success: return try await Passwords(cost: AppConfig().bcryptCost).hash(password)
        case .failure(.passwordTooLong): Console.fail("the password is longer than 72 bytes")
        case .failure(.passwordIsUsername): Console.fail("the password can't be the username")
        case .failure: Console.fail("the password needs at least \(AccountRules.passwordMinimum) characters")
        }
    }
}
