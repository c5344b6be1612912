import Foundation
import NIOCore

/// Every template of a folder, read and parsed once, with each one's partials and parents put in
/// place at load; renders view models straight into the bytes sent.
public struct TemplateLibrary: Sendable {
    private let templates: [String: [Step]]

    /// The `.mustache` files under `directory`, each named by its path there without the
    /// extension (`trackers/board`).
    public init(directory: String) throws {
        let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
        var sources: [String: [UInt8]] = [:]
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "mustache" else { continue }
            let path = url.standardizedFileURL.path
            let name = String(path.dropFirst(root.path.count + 1).dropLast(".mustache".count))
            sources[name] = Array(try Data(contentsOf: url))
        }
        try self.init(sources: sources)
    }

    /// Templates given as text, by name.
    public init(templates: [String: String]) throws {
        try self.init(sources: templates.mapValues { Array($0.utf8) })
    }

    private init(sources: [String: [UInt8]]) throws {
        var parsed: [String: [Node]] = [:]
        for (name, source) in sources {
            parsed[name] = try TemplateParser(template: name, source: source).parse()
        }
        var linked: [String: [Step]] = [:]
        for (name, nodes) in parsed {
            linked[name] = try Linker(parsed: parsed, template: name).steps(nodes, blocks: [:], depth: 0)
        }
        templates = linked
    }

    /// The templates' names.
    public var names: [String] { templates.keys.sorted() }

    /// Whether a template of that name was loaded.
    public func contains(_ name: String) -> Bool { templates[name] != nil }

    /// Renders a view model with a template, appending the HTML to `buffer`.
    public func render(_ view: some Encodable, template: String, into buffer: inout ByteBuffer) throws {
        guard let steps = templates[template] else { throw TemplateError.missingTemplate(template) }
        var writer = TemplateWriter(
            template: template, stack: [try TemplateEncoder.value(of: view)], buffer: HTMLOutput(capacity: 64 * 1024))
        try writer.write(steps)
        writer.buffer.withBytes { _ = buffer.writeBytes($0) }
    }

    /// Renders a view model with a template into a new buffer.
    public func render(_ view: some Encodable, template: String) throws -> ByteBuffer {
        var buffer = ByteBuffer()
        try render(view, template: template, into: &buffer)
        return buffer
    }
}

/// Puts partials and parents in place, so a template renders without looking anything up.
private struct Linker {
    let parsed: [String: [Node]]
    let template: String
    /// Deeper than this, templates include each other in a loop.
    static let maximumDepth = 16

    func steps(_ nodes: [Node], blocks: [String: [Node]], depth: Int) throws -> [Step] {
        guard depth <= Self.maximumDepth else { throw TemplateError.tooDeep(template: template) }
        var linked: [Step] = []
        func append(_ more: [Step]) {
            for step in more {
                if case .text(let bytes) = step, case .text(let previous) = linked.last {
                    linked[linked.count - 1] = .text(previous + bytes)
                } else {
                    linked.append(step)
                }
            }
        }
        for node in nodes {
            switch node {
            case .text(let bytes):
                append([.text(bytes)])
            case .variable(let name, let escaped):
                append([.variable(name, escaped: escaped)])
            case .section(let name, let content, let inverted):
                append([.section(name, try steps(content, blocks: blocks, depth: depth), inverted: inverted)])
            case .partial(let name):
                append(try steps(try included(name), blocks: [:], depth: depth + 1))
            case .parent(let name, let filled):
                // A block filled further out wins over one filled here.
                let merged = blocks.merging(filled) { outer, _ in outer }
                append(try steps(try included(name), blocks: merged, depth: depth + 1))
            case .block(let name, let fallback):
                append(try steps(blocks[name] ?? fallback, blocks: blocks, depth: depth))
            }
        }
        return linked
    }

    private func included(_ name: String) throws -> [Node] {
        guard let nodes = parsed[name] else { throw TemplateError.missingPartial(template: template, partial: name) }
        return nodes
    }
}
