import Foundation

/// Every installed language's catalogue, read from one directory when the server starts:
/// `tracker.pot` is English (its `msgid`s) and the template of the others; each `<code>.po` is a
/// language. Loading checks each file as a translator's tool would, and one mistake stops the
/// start with a line that names the file and the key (`CatalogueCheck`).
public final class CatalogueLibrary: Sendable {
    /// The English source and template of every language's file.
    public static let templateName = "tracker.pot"

    public let languages: [Language]
    /// The directory it was read from, as an absolute path.
    let directory: String
    private let catalogs: [String: Catalog]
    private let english: Catalog

    init(english: Catalog, others: [Catalog], directory: String) {
        self.english = english
        self.directory = directory
        var catalogs = [english.language.rawValue: english]
        for catalog in others { catalogs[catalog.language.rawValue] = catalog }
        self.catalogs = catalogs
        languages = catalogs.keys.sorted().map { Language(code: $0) }
    }

    func has(_ code: String) -> Bool { catalogs[code] != nil }

    /// The language's catalogue, or English's when it has none.
    public func catalog(of language: Language) -> Catalog { catalogs[language.rawValue] ?? english }

    /// Reads and checks `tracker.pot` and every `.po` file in `directory`.
    public static func load(directory: String) throws(CatalogueError) -> CatalogueLibrary {
        let files: [String]
        do {
            files = try FileManager.default.contentsOfDirectory(atPath: directory)
        } catch {
            throw CatalogueError("no catalogue directory at \(directory)")
        }
        func read(_ name: String) throws(CatalogueError) -> POFile {
            let path = (directory as NSString).appendingPathComponent(name)
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw CatalogueError("\(name): can’t be read as UTF-8 text")
            }
            return try POFile(name: name, text: text)
        }
        guard files.contains(templateName) else { throw CatalogueError("no \(templateName) in \(directory)") }
        let template = try read(templateName)
        let english = try CatalogueCheck.english(template)
        var others: [Catalog] = []
        for name in files.sorted() where name.hasSuffix(".po") {
            let code = String(name.dropLast(3))
            guard Language.isCode(code), code != english.language.rawValue else {
                throw CatalogueError("\(name): a catalogue is named by its language code, such as de.po or pt-br.po")
            }
            others.append(try CatalogueCheck.translation(try read(name), code: code, template: template))
        }
        return CatalogueLibrary(english: english, others: others, directory: absolute(directory))
    }

    // MARK: - The installed library

    private static let lock = NSLock()
    nonisolated(unsafe) private static var installed: CatalogueLibrary?

    /// The library the server started with (`install`), else the one in `./Locales`, else the
    /// source tree's (for tests and tools run from anywhere).
    public static var current: CatalogueLibrary {
        lock.lock()
        defer { lock.unlock() }
        if let installed { return installed }
        let loaded = (try? load(directory: defaultDirectory)) ?? CatalogueLibrary(english: .missing, others: [], directory: "")
        installed = loaded
        return loaded
    }

    /// Reads and checks the catalogues in `directory` and makes them the ones every `Catalog.of`
    /// reads; the server does so as it starts. Those already read from there are kept.
    public static func install(directory: String) throws(CatalogueError) {
        let path = absolute(directory)
        lock.lock()
        let kept = installed?.directory == path
        lock.unlock()
        guard !kept else { return }
        let library = try load(directory: path)
        lock.lock()
        installed = library
        lock.unlock()
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    /// `./Locales` when the working directory has one, else the repository's.
    public static var defaultDirectory: String {
        if FileManager.default.fileExists(atPath: "Locales/\(templateName)") { return "Locales" }
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Locales").path
    }
}

extension Catalog {
    /// What a failed load leaves: English with no text, so every page shows its keys (`⟦key⟧`).
    fileprivate static let missing = Catalog(
        language: .en, strings: [:], plurals: [:], pluralRule: .oneAndOther
    )
}
