import Foundation
import Hummingbird
import TemplateEngine

/// A page's view model: everything one template reads, already formatted, the layout's part,
/// the strings and the CSRF token included. The compiler writes how a template reads it
/// (`Encodable`); a template reading a name the view model lacks fails the render.
protocol Page: Sendable, Encodable {
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

/// The templates, loaded once at start; renders each page fresh, straight into the bytes sent.
public struct Renderer: Sendable {
    let library: TemplateLibrary

    /// Loads every `.mustache` file under `directory`, and checks the ones the site needs exist.
    public init(directory: String, required: [String] = Renderer.requiredTemplates) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue,
            FileManager.default.isReadableFile(atPath: directory)
        else { throw RenderError.missingDirectory(directory) }
        do {
            library = try TemplateLibrary(directory: directory)
        } catch {
            throw RenderError.unreadableTemplates(directory, "\(error)")
        }
        for name in required where !library.contains(name) {
            throw RenderError.missingTemplate(name)
        }
    }

    /// The templates the site cannot run without.
    public static let requiredTemplates = [
        "layout", "error", "onboarding/show", "accounts/setup", "accounts/sign-in", "accounts/link-invalid",
        "accounts/reset",
        "trackers/board", "trackers/index", "trackers/new", "trackers/form", "trackers/delete", "trackers/details", "partials/card",
        "partials/month", "statistics/index", "categories/index", "categories/form", "categories/delete",
        "settings/index", "settings/password", "settings/devices", "members/index", "members/remove", "guide/index",
        "guide/en", "guide/ru", "household/index", "household/member", "household/list", "settings/avatar",
        "partials/avatar", "partials/look", "partials/member-row", "partials/shared-card", "partials/profile-header",
        "partials/today-chip", "settings/calendar", "settings/confirm",
        "settings/push", "reminders/done", "settings/data", "settings/import",
    ]

    /// The page as an HTML response, rendered now.
    func response<P: Page>(_ page: P, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: try library.render(page, template: P.template))
        )
    }
}
