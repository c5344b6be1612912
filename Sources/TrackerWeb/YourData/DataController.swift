import Foundation
import Hummingbird
import TrackerCore
import TrackerStore

/// Settings › Your data: "Download my data" (JSON), "Download CSV", and import: upload a file,
/// see what it holds and what it would change, then choose "add" or "replace" (confirmed).
struct DataController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.add(Paths.settingsData, use: show)
        routes.add(Paths.dataExportJSON, use: exportJSON)
        routes.add(Paths.dataExportCSV, use: exportCSV)
        routes.add(Paths.dataImport, use: upload)
        routes.add(Paths.importPreview, use: preview)
        routes.add(Paths.importFile, use: importFile)
    }

    /// The page; after an import, `?added=&merged=&days=` say what it did.
    @Sendable func show(request: Request, context: MemberContext) async throws -> Response {
        let query = request.uri.queryParameters
        let counts = ["added", "merged", "days"].compactMap { query[$0].flatMap { Int(String($0)) } }
        let imported =
            counts.count == 3 ? ImportResult(trackersAdded: counts[0], trackersMerged: counts[1], daysAdded: counts[2]) : nil
        return try services.renderer.response(DataPage(context: context, imported: imported, fileError: nil), context)
    }

    @Sendable func exportJSON(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        return MemberExport.json(try await services.database.memberData(userID: user.id), now: services.clock.now())
    }

    @Sendable func exportCSV(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        return MemberExport.csv(try await services.database.memberData(userID: user.id), now: services.clock.now())
    }

    /// Reads the uploaded file whole, checking every item; a good one waits for the member's
    /// choice on the preview page, a bad one is named on the page again (422).
    @Sendable func upload(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        let catalog = Catalog.of(context.language)
        // The form middleware parsed the multipart body (up to the import limit) for its token.
        guard let form = context.upload else { throw HTTPError(.badRequest) }
        guard let file = form.file("file"), file.body.readableBytes > 0 else {
            return try refused(context, catalog.text("import.problem.no_file"))
        }
        let data = Data(file.body.readableBytesView)
        let source = ImportReader.source(of: data)
        switch reader(user, catalog).plan(data, source: source) {
        case .failure(let problem): return try refused(context, problem.message)
        case .success:
            let id = try await services.database.savePendingImport(
                userID: user.id,
                source: source,
                fileName: file.fileName ?? "",
                data: data,
                now: services.clock.now()
            )
            return .redirect(to: Paths.importPreview(id: id))
        }
    }

    @Sendable func preview(request: Request, context: MemberContext, id: ImportID) async throws -> Response {
        let user = context.user
        return try await previewPage(context, user: user, pending: try await pending(id, user), mode: nil)
    }

    /// The choice from the preview: "add" imports now; "replace" asks first, then imports.
    @Sendable func importFile(request: Request, context: MemberContext, id: ImportID, form: ImportChoice) async throws -> Response {
        let user = context.user
        let pending = try await pending(id, user)
        guard let mode = form.mode else {
            return try await previewPage(context, user: user, pending: pending, mode: nil, status: .unprocessableContent)
        }
        let catalog = Catalog.of(context.language)
        let plan: ImportPlan
        switch reader(user, catalog).plan(pending.data, source: pending.source) {
        case .failure(let problem): return try refused(context, problem.message)
        case .success(let checked): plan = checked.0
        }
        let applySettings = form.settings
        if mode == .replace && !form.confirm {
            let current = try await services.database.importPreview(userID: user.id, plan: plan).current
            return try services.renderer.response(
                ImportReplacePage(context: context, pendingID: pending.id, current: current, applySettings: applySettings),
                context
            )
        }
        let result = try await services.database.importData(
            userID: user.id,
            plan: plan,
            mode: mode,
            applySettings: applySettings,
            pendingID: pending.id,
            now: services.clock.now()
        )
        return .redirect(to: Paths.settingsDataImported(result))
    }

    /// The preview's form.
    struct ImportChoice: FormDecodable {
        /// "add" or "replace"; none chosen shows the preview again, asking.
        var mode: ImportMode?
        /// "Also apply the file's settings".
        var settings: Bool
        /// Sent by the "replace" confirmation's button.
        var confirm: Bool
    }

    private func reader(_ user: User, _ catalog: Catalog) -> ImportReader {
        ImportReader(catalog: catalog, user: user, now: services.clock.now())
    }

    /// The member's waiting upload; another member's, or one that is gone, is not found.
    private func pending(_ id: ImportID, _ user: User) async throws -> PendingImport {
        try await services.database.pendingImport(id: id.id, userID: user.id, now: services.clock.now())
    }

    private func previewPage(
        _ context: some SiteContext,
        user: User,
        pending: PendingImport,
        mode: String?,
        status: HTTPResponse.Status = .ok
    ) async throws -> Response {
        let catalog = Catalog.of(context.language)
        switch reader(user, catalog).plan(pending.data, source: pending.source) {
        case .failure(let problem): return try refused(context, problem.message)
        case .success(let (plan, notes)):
            let preview = try await services.database.importPreview(userID: user.id, plan: plan)
            let page = ImportPreviewPage(
                context: context,
                pending: pending,
                plan: plan,
                loopNotes: notes,
                preview: preview,
                mode: mode,
                modeError: status == .unprocessableContent
            )
            return try services.renderer.response(page, context, status: status)
        }
    }

    /// The page again with why the file can't be imported; nothing changed.
    private func refused(_ context: some SiteContext, _ message: String) throws -> Response {
        try services.renderer.response(
            DataPage(context: context, imported: nil, fileError: message),
            context,
            status: .unprocessableContent
        )
    }
}
