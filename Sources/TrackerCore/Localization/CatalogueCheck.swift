/// The checks a catalogue passes before the server uses it. Each failure is one line naming the
/// file, the line and the key:
/// - every key of `tracker.pot` is translated (not empty, not fuzzy);
/// - a plural entry has one form for each of the language's plural categories, as its
///   `Plural-Forms` rule counts them, and the rule reaches each form and no other;
/// - a translation has the same `{placeholders}` as the English (a form the rule picks for at
///   most two numbers, such as "one", may leave out `{count}`: „ein Tag“);
/// - markup (the user guide's paragraphs) uses only tags the English uses, links to the same
///   addresses, and no other attribute.
enum CatalogueCheck {
    /// The numbers a rule is tried on: enough to meet every category of every CLDR rule for
    /// whole numbers, the millions of "many" in French and Spanish included.
    static let sampleNumbers: [Int] = Array(0...1100) + [1_000_000, 2_000_000, 1_000_001, 10_000_000, 1_100_000]

    static func english(_ file: POFile) throws(CatalogueError) -> Catalog {
        let rule = try file.header["Plural-Forms"].map { header throws(CatalogueError) in try PluralRule(header: header) } ?? .oneAndOther
        guard rule.count == 2 else { throw CatalogueError("\(file.name): English has two plural forms (nplurals=2)") }
        var strings: [String: String] = [:]
        var plurals: [String: [String]] = [:]
        for entry in file.entries {
            guard let key = entry.context, strings[key] == nil, plurals[key] == nil else {
                throw CatalogueError("\(file.name):\(entry.line): the key “\(entry.context ?? "")” is there twice")
            }
            guard !entry.id.isEmpty else { throw CatalogueError("\(file.name):\(entry.line): “\(key)” has no English text") }
            if let other = entry.idPlural {
                plurals[key] = [entry.id, other]
            } else {
                strings[key] = entry.id
            }
        }
        return Catalog(language: .en, strings: strings, plurals: plurals, pluralRule: rule)
    }

    static func translation(_ file: POFile, code: String, template: POFile) throws(CatalogueError) -> Catalog {
        let name = file.name
        guard file.header["Language"] == code else {
            throw CatalogueError("\(name): its header says Language: \(file.header["Language"] ?? "(none)"), not \(code)")
        }
        guard let rulesText = file.header["Plural-Forms"] else { throw CatalogueError("\(name): no Plural-Forms in its header") }
        let rule: PluralRule
        do {
            rule = try PluralRule(header: rulesText)
        } catch {
            throw CatalogueError("\(name): \(error.description)")
        }
        let reached = Dictionary(grouping: sampleNumbers, by: { rule.rawIndex(for: $0) })
        if let wrong = reached.keys.first(where: { !(0..<rule.count).contains($0) }) {
            throw CatalogueError("\(name): Plural-Forms gives form \(wrong) for \(reached[wrong]![0]), but nplurals is \(rule.count)")
        }
        if let unused = (0..<rule.count).first(where: { reached[$0] == nil }) {
            throw CatalogueError("\(name): Plural-Forms never picks form \(unused); nplurals is too large")
        }
        // Forms chosen for at most two numbers ("one") may say the number in words.
        let fewNumbers = Set((0..<rule.count).filter { reached[$0]!.count <= 2 })

        var byKey: [String: POFile.Entry] = [:]
        for entry in file.entries {
            guard let key = entry.context else { continue }
            guard byKey[key] == nil else { throw CatalogueError("\(name):\(entry.line): the key “\(key)” is there twice") }
            byKey[key] = entry
        }
        var strings: [String: String] = [:]
        var plurals: [String: [String]] = [:]
        for source in template.entries {
            guard let key = source.context else { continue }
            guard let entry = byKey[key] else { throw CatalogueError("\(name): “\(key)” is missing (it is in \(template.name))") }
            let at = "\(name):\(entry.line): “\(key)”"
            guard !entry.fuzzy else { throw CatalogueError("\(at) is marked fuzzy: check it and take the mark away") }
            if let englishPlural = source.idPlural {
                guard entry.idPlural != nil else { throw CatalogueError("\(at) needs msgid_plural and plural forms") }
                var forms: [String] = []
                for index in 0..<rule.count {
                    guard let form = entry.translations[index], !form.isEmpty else {
                        throw CatalogueError("\(at) has no msgstr[\(index)]; \(code) has \(rule.count) plural forms")
                    }
                    try same(form, as: englishPlural, mayOmitCount: fewNumbers.contains(index), at: "\(at) msgstr[\(index)]")
                    forms.append(form)
                }
                if let extra = entry.translations.keys.first(where: { $0 >= rule.count }) {
                    throw CatalogueError("\(at) has msgstr[\(extra)], but \(code) has \(rule.count) plural forms")
                }
                plurals[key] = forms
            } else {
                guard entry.idPlural == nil else { throw CatalogueError("\(at) is a plain text in \(template.name), not a plural") }
                guard let text = entry.translations[0], !text.isEmpty else { throw CatalogueError("\(at) is not translated") }
                try same(text, as: source.id, mayOmitCount: false, at: at)
                strings[key] = text
            }
        }
        if let group = strings["number.group.min"], Int(group).map({ (1...9).contains($0) }) != true {
            throw CatalogueError("\(name): number.group.min is a number of digits, not “\(group)”")
        }
        return Catalog(language: Language(code: code), strings: strings, plurals: plurals, pluralRule: rule)
    }

    /// The translation keeps the English text's placeholders and markup.
    private static func same(_ text: String, as english: String, mayOmitCount: Bool, at: String) throws(CatalogueError) {
        let wanted = placeholders(english)
        var found = placeholders(text)
        if mayOmitCount, wanted.contains("count") { found.insert("count") }
        if found != wanted {
            let missing = wanted.subtracting(found).sorted().map { "{\($0)}" }
            let unknown = found.subtracting(wanted).sorted().map { "{\($0)}" }
            throw CatalogueError(
                "\(at): " + (missing.isEmpty ? "" : "lacks \(missing.joined(separator: ", "))")
                    + (missing.isEmpty || unknown.isEmpty ? "" : "; ")
                    + (unknown.isEmpty ? "" : "has \(unknown.joined(separator: ", ")), which the English doesn’t")
            )
        }
        let (tags, links) = markup(text)
        let (englishTags, englishLinks) = markup(english)
        if let tag = tags.first(where: { tag in !tag.plain || !englishTags.contains { $0.name == tag.name } }) {
            throw CatalogueError("\(at): the tag <\(tag.name)…> is not in the English text (or has other attributes)")
        }
        if Set(links) != Set(englishLinks) {
            throw CatalogueError("\(at): links to \(links.sorted()), the English to \(englishLinks.sorted())")
        }
    }

    /// The names inside `{…}`, where a name is lower-case letters, digits and `_`.
    static func placeholders(_ text: String) -> Set<String> {
        var names: Set<String> = []
        // Scanned as bytes (ASCII braces and names): every catalogue is checked as the server starts.
        var rest = text[...]
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "{")) {
            let after = rest.utf8.index(after: open)
            guard let close = rest.utf8[after...].firstIndex(of: UInt8(ascii: "}")) else { break }
            let name = rest[after..<close]
            let isNameByte = { (byte: UInt8) in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "_")
            }
            if !name.isEmpty, name.utf8.allSatisfy(isNameByte) {
                names.insert(String(name))
                rest = rest[rest.utf8.index(after: close)...]
            } else {
                rest = rest[after...]
            }
        }
        return names
    }

    /// The tags of a text (`plain` when the tag has no attribute but an `<a>`'s `href`), and
    /// the addresses it links to.
    static func markup(_ text: String) -> (tags: [(name: String, plain: Bool)], links: [String]) {
        var tags: [(String, Bool)] = []
        var links: [String] = []
        var rest = text[...]
        while let open = rest.utf8.firstIndex(of: UInt8(ascii: "<")) {
            guard let close = rest.utf8[open...].firstIndex(of: UInt8(ascii: ">")) else { break }
            var inside = rest[rest.utf8.index(after: open)..<close]
            if inside.first == "/" { inside = inside.dropFirst() }
            let name = String(inside.prefix { $0.isLetter || $0.isNumber }).lowercased()
            let attributes = String(inside.dropFirst(name.count)).trimmingWhitespace()
            var plain = attributes.isEmpty
            if name == "a", attributes.hasPrefix("href=\""), attributes.hasSuffix("\""), attributes.count >= 7 {
                let address = String(attributes.dropFirst(6).dropLast())
                if !address.contains("\"") {
                    links.append(address)
                    plain = true
                }
            }
            tags.append((name, plain))
            rest = rest[rest.utf8.index(after: close)...]
        }
        return (tags, links)
    }
}
