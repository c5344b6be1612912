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
        routes.add(Paths.settingsAvatar, use: show)
        routes.add(Paths.avatarPicture, use: upload)
        routes.add(Paths.avatarEmoji, use: chooseEmoji)
        routes.add(Paths.avatarRemovePicture, use: removePicture)
        routes.add(Paths.avatarInitials, use: useInitials)
        routes.add(Paths.avatarImage, use: picture)
    }

    /// The page; `?back=` names the page it was opened from.
    @Sendable func show(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        let person = try await services.database.person(id: user.id)
        let returning = AvatarReturn(request.uri.queryParameters["back"].map(String.init))
        return try services.renderer.response(AvatarPage(context: context, person: person, returning: returning), context)
    }

    /// A photo from the phone: whatever its name or type says, it must decode as a JPEG, PNG or
    /// WebP of a sane size, or the page comes back with why (422) and nothing changes.
    @Sendable func upload(request: Request, context: MemberContext) async throws -> Response {
        let user = context.user
        let catalog = Catalog.of(context.language)
        // The form middleware parsed the multipart body (up to the upload limit) for its token.
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
    struct EmojiForm: FormDecodable {
        var emoji: String?
        var color: String?
        var back: String?
    }

    /// An emoji on a colour, both from the palette, in place of any picture.
    @Sendable func chooseEmoji(request: Request, context: MemberContext, form: EmojiForm) async throws -> Response {
        let user = context.user
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
    @Sendable func removePicture(request: Request, context: MemberContext, form: ReturnForm) async throws -> Response {
        let user = context.user
        try await services.database.removeAvatarPicture(userID: user.id)
        return .redirect(to: AvatarReturn(form.back).afterChange)
    }

    /// "Show my initials instead": clears the emoji.
    @Sendable func useInitials(request: Request, context: MemberContext, form: ReturnForm) async throws -> Response {
        let user = context.user
        try await services.database.setAvatarEmoji(userID: user.id, emoji: nil, color: nil)
        return .redirect(to: AvatarReturn(form.back).afterChange)
    }

    /// `/avatars/ID/HASH.jpg`: the bytes never change at an address, so browsers keep them for a
    /// year (`immutable`); `private`, as only signed-in members may see them.
    @Sendable func picture(request: Request, context: MemberContext, image: AvatarImagePath) async throws -> Response {
        let id = image.member
        let file = image.file
        guard file.hasSuffix(".jpg") else { throw HTTPError(.notFound) }
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
        _ context: some SiteContext,
        _ user: User,
        _ returning: AvatarReturn,
        _ problems: [String: String],
        status: HTTPResponse.Status = .unprocessableContent,
        emoji: String? = nil,
        color: String? = nil
    ) async throws -> Response {
        let person = try await services.database.person(id: user.id)
        let page = AvatarPage(context: context, person: person, returning: returning, problems: problems, emoji: emoji, color: color)
        return try services.renderer.response(page, context, status: status)
    }
}
