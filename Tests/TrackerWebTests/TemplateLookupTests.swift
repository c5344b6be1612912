import Foundation
import Testing

/// The view models answer templates through hand-written `child(named:)` lookups (faster than
/// swift-mustache's reflection). This test reads the sources and fails when a stored property
/// has no lookup case, so a new field can't silently render as nothing.
@Suite("Template lookups")
struct TemplateLookupTests {
    private func sources() throws -> [(String, String)] {
        let root = repositoryRoot.appendingPathComponent("Sources/TrackerWeb")
        var found: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = enumerator?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            found.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
        }
        return found
    }

    /// The stored properties declared directly in `struct name { … }` (not in nested types).
    private func storedProperties(of name: String, in source: String) -> [String]? {
        guard let start = source.range(of: "struct \(name)") else { return nil }
        guard let open = source[start.upperBound...].firstIndex(of: "{") else { return nil }
        var depth = 0
        var properties: [String] = []
        for line in source[open...].split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if depth == 1, trimmed.hasPrefix("let ") || trimmed.hasPrefix("var "),
                !trimmed.contains("{"),
                let name = trimmed.dropFirst(4).split(whereSeparator: { ":= ".contains($0) }).first
            {
                properties.append(String(name))
            }
            depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
            if depth == 0 { break }
        }
        return properties
    }

    @Test func everyStoredPropertyHasALookup() throws {
        var checked = 0
        for (file, source) in try sources() {
            let pattern = try NSRegularExpression(pattern: #"extension ([A-Za-z.]+): MustacheParent \{"#)
            for match in pattern.matches(in: source, range: NSRange(source.startIndex..., in: source)) {
                guard let range = Range(match.range(at: 1), in: source) else { continue }
                let typeName = String(source[range])
                let shortName = String(typeName.split(separator: ".").last ?? "")
                let properties = try #require(storedProperties(of: shortName, in: source), "\(file): \(typeName)")
                let rest = source[range.upperBound...]
                let extensionText = rest.range(of: "\nextension ").map { rest[..<$0.lowerBound] } ?? rest
                for property in properties {
                    #expect(extensionText.contains("case \"\(property)\": return self.\(property)"), "\(file): \(typeName).\(property)")
                }
                checked += 1
            }
        }
        #expect(checked >= 20)
    }
}
