import Foundation
import Hummingbird
import TemplateEngine
import TrackerCore

/// A page's view model: its own content, already formatted, and its `frame` (title, tab
/// section). The renderer adds what every page shares, from the request: `layout`, the strings
/// `t` and the `csrf` token (see `Framed`). The compiler writes how a template reads it
/// (`Encodable`); a template reading a name the view model lacks fails the render.
protocol Page: Sendable, Encodable {
    /// The template's name under `Templates/`, without `.mustache`.
    static var template: String { get }
    /// What the layout shows of this page.
    var frame: Frame { get }
}

/// What a page tells the layout about itself; the renderer makes the `Layout` from it and the
/// request.
struct Frame: Sendable, Encodable {
    let title: String
    /// The tab shown as current.
    var section: Layout.Section? = nil
    /// `false` for forms and confirmations: leaving them by a tab would lose what was typed, and
    /// each has its own Cancel.
    var showsTabs = true
    /// Extra class on `<body>`, for pages with their own look (onboarding).
    var bodyClass = ""
    /// The stylesheet the page links: the whole one, or the main page's own.
    var sheet = Layout.Sheet.whole

    /// Templates read the layout made from the frame, never the frame itself: it encodes as nothing.
    func encode(to encoder: any Encoder) throws {}
}

/// A page in its frame: what the template sees. The page's fields and the frame's `layout`, `t`
/// and `csrf` are one object, so templates and the partials they include read both alike, and a
/// nested view model (a card, an avatar) finds `csrf` and `t` further out.
struct Framed<P: Page>: Encodable {
    let page: P
    let layout: Layout
    let t: Strings
    let csrf: String

    init(_ page: P, language: Language, csrfToken: String, stylesheets: Stylesheets, signedIn: Bool, who: Layout.Who = .adult) {
        self.page = page
        layout = Layout(frame: page.frame, language: language, stylesheets: stylesheets, signedIn: signedIn, who: who)
        t = Strings.of(language)
        csrf = csrfToken
    }

    init(_ page: P, context: some SiteContext) {
        self.init(
            page,
            language: context.language,
            csrfToken: context.csrfToken,
            stylesheets: context.stylesheets,
            signedIn: context.signedIn != nil,
            who: Layout.Who(context.signedIn)
        )
    }

    private enum CodingKeys: String, CodingKey { case layout, t, csrf }

    /// The frame's names first (the layout reads them on every page), then the page's own, into
    /// the same object: the template encoder hands the same object to each request for it.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(layout, forKey: .layout)
        try container.encode(t, forKey: .t)
        try container.encode(csrf, forKey: .csrf)
        try page.encode(to: encoder)
    }
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

    /// Every page the site renders. A test holds it to the `Page` types in the sources.
    static var pages: [any Page.Type] {
        [
            ErrorPage.self, OnboardingPage.self, AccountFormPage.self, SignInPage.self, LinkInvalidPage.self,
            ResetPasswordPage.self, BoardPage.self, YourTrackersPage.self, KindChoicePage.self, TrackerFormPage.self,
            DeleteTrackerPage.self, LeaveEditPage.self, TrackerDetails.self, StatisticsPage.self, CategoriesPage.self,
            CategoryFormPage.self, DeleteCategoryPage.self, SettingsPage.self, PasswordPage.self, DevicesPage.self,
            MembersPage.self, RemoveMemberPage.self, GuidePage.self, HouseholdPage.self, FollowListPage.self,
            ProfilePage.self, AvatarPage.self, CalendarPage.self, CalendarConfirmPage.self, PushPage.self,
            PushRemovePage.self, ReminderDonePage.self, DaysOffPage.self, DaysOffRemovePage.self, DataPage.self, ImportPreviewPage.self,
            ImportReplacePage.self, NoteDayPage.self, ArchivedPage.self, ReorderPage.self,
            NewProfilePage.self, ManagedProfilePage.self, DeleteProfilePage.self, WhoIsTrackingPage.self, ChildLinkPage.self,
            LanguagePage.self, TokensPage.self, RevokeTokenPage.self,
        ]
    }

    /// The templates the site cannot run without: each page's. The layout, the partials and
    /// anything else a template includes are put in place when the templates load, which fails
    /// for one that is missing.
    public static var requiredTemplates: [String] { ["layout"] + pages.map { $0.template } }

    /// The page in its frame for this request, as an HTML response rendered now.
    func response<P: Page>(_ page: P, _ context: some SiteContext, status: HTTPResponse.Status = .ok) throws -> Response {
        try response(Framed(page, context: context), status: status)
    }

    /// A framed page as an HTML response, rendered now.
    func response<P: Page>(_ framed: Framed<P>, status: HTTPResponse.Status = .ok) throws -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: try library.render(framed, template: P.template))
        )
    }
}
