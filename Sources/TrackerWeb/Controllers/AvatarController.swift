import AvatarImage
import Foundation
import Hummingbird
import Logging
import TrackerCore
import TrackerStore

/// Settings › Profile picture (upload, emoji, initials), and the pictures themselves, served to
/// signed-in members only at addresses named by their content. The page is opened from Settings
/// or the Household tab, and returns there (`back`) by Cancel and after each change.
struct AvatarController: Sendable {
    let services: Services

    func addRoutes(to routes: Routes) {
        routes.get(Paths.settingsAvatar, use: show)
        routes.post(Paths.avatarPicture, use: upload)
        routes.post(Paths.avatarEmoji, use: chooseEmoji)
        routes.post(Paths.avatarRemovePicture, use: removePicture)
        routes.post(Paths.avatarInitials, use: useInitials)
        routes.get(Paths.avatarImagePattern, use: picture)
    }

    /// The page; `?back=` names the page it was opened from.
    @Sendable func show(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let person = try await services.database.person(id: user.id)
        let returning = AvatarReturn(request.uri.queryParameters["back"].map(String.init))
        return try services.renderer.response(AvatarPage(context: context, person: person, returning: returning))
    }

    /// A photo from the phone: whatever its name or type says, it must decode as a JPEG, PNG or
    /// WebP of a sane size, or the page comes back with why (422) and nothing changes.
    @Sendable func upload(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let catalog = Catalog.of(context.language)
        // The CSRF middleware parsed the multipart body (up to the upload limit) for its token.
        guard let form = context.upload else { throw HTTPError(.badRequest) }
        let returning = AvatarReturn(form.text("back"))
        guard let file = form.file("picture"), file.body.readableBytes > 0 else {
            return try await refused(context, user, returning, ["picture": catalog.text("problem.avatar.missing")])
        }
        let result: Result<[UInt8], AvatarImageError>
        do {
            result = try await services.pictures.avatar(from: Array(file.body.readableBytesView))
        } catch is ServerBusy {
            return try await refused(
                context,
                user,
                returning,
                ["picture": catalog.text("problem.avatar.busy")],
                status: .serviceUnavailable
            )
        }
        switch result {
        case .success(let jpeg):
            _ = try await services.database.setAvatarPicture(userID: user.id, jpeg: Data(jpeg), now: services.clock.now())
            return .redirect(to: returning.afterChange)
        case .failure(.tooManyPixels(let width, let height)):
            let problem = catalog.text(
                "problem.avatar.too_large",
                [
                    "width": context.language.grouped(width), "height": context.language.grouped(height),
                    "limit": String(AvatarImage.maximumPixels / 1_000_000),
                ]
            )
            return try await refused(context, user, returning, ["picture": problem])
        case .failure(.failed):
            // Not the upload's fault: libvips is missing or broken here, or could not encode.
            context.logger.error("Could not make an avatar", metadata: ["reason": "\(AvatarImage.problem ?? "encoding failed")"])
            let problem = catalog.text("problem.avatar.failed")
            return try await refused(context, user, returning, ["picture": problem], status: .internalServerError)
        case .failure(.notAnImage):
            return try await refused(context, user, returning, ["picture": catalog.text("problem.avatar.not_image")])
        }
    }

    /// The emoji and colour forms' fields.
    struct EmojiForm: Decodable, Sendable {
        var emoji: String?
        var color: String?
        var back: String?
    }

    /// The remove and initials forms: only where to return.
    struct ReturnForm: Decodable, Sendable {
        var back: String?
    }

    /// An emoji on a colour, both from the palette, in place of any picture.
    @Sendable func chooseEmoji(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await request.decode(as: EmojiForm.self, context: context)
        let catalog = Catalog.of(context.language)
        let returning = AvatarReturn(form.back)
        var problems: [String: String] = [:]
        let emoji = form.emoji.flatMap { Palette.emoji.contains($0) ? $0 : nil }
        let color = form.color.flatMap(TrackerColor.init(anyCase:))
        if emoji == nil { problems["emoji"] = catalog.text("problem.avatar.emoji") }
        if color == nil { problems["color"] = catalog.text("problem.avatar.color") }
        guard problems.isEmpty else {
            return try await refused(context, user, returning, problems, emoji: form.emoji, color: form.color)
        }
        try await services.database.setAvatarEmoji(userID: user.id, emoji: emoji, color: color)
        return .redirect(to: returning.afterChange)
    }

    /// "Remove picture": back to the emoji or the initials.
    @Sendable func removePicture(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await request.decode(as: ReturnForm.self, context: context)
        try await services.database.removeAvatarPicture(userID: user.id)
        return .redirect(to: AvatarReturn(form.back).afterChange)
    }

    /// "Show my initials instead": clears the emoji.
    @Sendable func useInitials(request: Request, context: AppRequestContext) async throws -> Response {
        let user = try context.requireUser()
        let form = try await request.decode(as: ReturnForm.self, context: context)
        try await services.database.setAvatarEmoji(userID: user.id, emoji: nil, color: nil)
        return .redirect(to: AvatarReturn(form.back).afterChange)
    }

    /// `/avatars/ID/HASH.jpg`: the bytes never change at an address, so browsers keep them for a
    /// year (`immutable`); `private`, as only signed-in members may see them.
    @Sendable func picture(request: Request, context: AppRequestContext) async throws -> Response {
        _ = try context.requireUser()
        let id = try context.recordID()
        guard let file = context.parameters.get("file"), file.hasSuffix(".jpg") else { throw HTTPError(.notFound) }
        let hash = String(file.dropLast(4))
        guard hash.count == 16, hash.allSatisfy(\.isHexDigit),
            let picture = try await services.database.avatarPicture(userID: id, hash: hash)
        else { throw HTTPError(.notFound) }
        return Response(
            status: .ok,
            headers: [
                .contentType: picture.mediaType, .cacheControl: "private, max-age=31536000, immutable",
                .eTag: "\"\(picture.hash)\"",
            ],
            body: .init(byteBuffer: ByteBuffer(bytes: picture.data))
        )
    }

    /// The page again with what was wrong, and nothing changed.
    private func refused(
        _ context: AppRequestContext,
        _ user: User,
        _ returning: AvatarReturn,
        _ problems: [String: String],
        status: HTTPResponse.Status = .unprocessableContent,
        emoji: String? = nil,
        color: String? = nil
    ) async throws -> Response {
        let person = try await services.database.person(id: user.id)
        let page = AvatarPage(context: context, person: person, returning: returning, problems: problems, emoji: emoji, color: color)
        return try services.renderer.response(page, status: status)
    }
}
