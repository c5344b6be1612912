import Foundation
import Hummingbird
import Mustache

/// A page's view model: the data one template needs, already formatted.
protocol Page: Sendable {
    /// The template's name under `Templates/`, without `.mustache`.
    static var template: String { get }
}

/// Why start-up or rendering failed.
public enum RenderError: Error, CustomStringConvertible {
    case missingDirectory(String)
    case unreadableTemplates(String, String)
    case missingTemplate(String)

    public var description: String {
        switch self {
        case .missingDirectory(let path): return "templates directory not found: \(path)"
        case .unreadableTemplates(let path, let reason): return "templates in \(path) could not be loaded: \(reason)"
        case .missingTemplate(let name): return "template not found: \(name)"
        }
    }
}

/// The templates, loaded once at start; renders view models into HTML responses.
public struct Renderer: Sendable {
    let library: MustacheLibrary
    /// Cards and month grids, weighed by their HTML (a card is about 1 KB; with its key some
    /// 4 KB of memory, measured): every card of a household of four on a few days.
    let fragments = RecentValues<String>(capacity: 384 * 1024, cost: { $0.utf8.count })
    /// Whole pages as sent (a main page is some 34 KB, plain and gzipped): each person's pages
    /// in use.
    let pages = RecentValues<SentPage>(capacity: 1024 * 1024, cost: { $0.size })

    /// Loads every `.mustache` file under `directory`, and checks the ones the site needs exist.
    public init(directory: String, required: [String] = Renderer.requiredTemplates) async throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.isReadableFile(atPath: directory)
        else { throw RenderError.missingDirectory(directory) }
        do {
            library = try await MustacheLibrary(directory: directory)
        } catch let error as MustacheLibrary.ParserError {
            throw RenderError.unreadableTemplates(
                directory,
                "\(error.filename) line \(error.context.lineNumber): \(error.error)"
            )
        } catch {
            throw RenderError.unreadableTemplates(directory, "\(error)")
        }
        for name in required where library.getTemplate(named: name) == nil {
            throw RenderError.missingTemplate(name)
        }
    }

    /// The templates the site cannot run without.
    public static let requiredTemplates = [
        "layout", "page", "error", "onboarding/show", "accounts/setup", "accounts/sign-in", "accounts/join-invalid",
        "trackers/board", "trackers/new", "trackers/form", "trackers/delete", "trackers/details-body", "partials/card",
        "partials/calendar", "statistics/index", "categories/index", "categories/form", "categories/delete",
        "settings/index",
    ]

    /// Renders a template; an unknown name throws instead of sending an empty page.
    func render(_ object: Any, template: String) throws -> String {
        guard let html = library.render(object, withTemplate: template) else {
            throw RenderError.missingTemplate(template)
        }
        return html
    }

    /// A fragment's HTML, rendered at most once while it stays in use.
    func html<F: Fragment>(_ fragment: F) throws -> String {
        try fragments.value(for: fragment) { try render(fragment.viewModel(), template: F.template) }
    }

    /// The page as an HTML response.
    func response<P: Page>(_ page: P, status: HTTPResponse.Status = .ok) throws -> Response {
        let html = try render(page, template: P.template)
        var buffer = ByteBuffer()
        buffer.writeString(html)
        return Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: buffer)
        )
    }
}
