import TemplateEngine
import TrackerCore
import TrackerStore

/// A member's avatar, which a template writes as `{{{avatar}}}`: the uploaded picture, else the
/// emoji on its colour, else the initials on a colour of the palette picked by the member's id.
/// It stands beside the member's name, so it is decorative (`alt=""`). It writes its own markup
/// (`TemplateMarkup`): the Household tab shows one per member, twice.
struct AvatarView: TemplateMarkup {
    let picture: String?
    let emoji: String?
    let initials: String?
    let colorClass: String
    /// `avatar-large` on a profile, else empty.
    let size: String

    init(_ person: Person, large: Bool = false) {
        size = large ? " avatar-large" : ""
        if let hash = person.pictureHash {
            picture = Paths.avatarImage(id: person.id, hash: hash)
            emoji = nil
            initials = nil
            colorClass = ""
            return
        }
        picture = nil
        if let chosen = person.avatarEmoji {
            emoji = chosen
            initials = nil
            colorClass = PaletteStyles.className(person.avatarColor ?? .blue)
        } else {
            emoji = nil
            initials = Self.initials(of: person.displayName)
            let index = Int(truncatingIfNeeded: person.id &* 7) % Palette.colors.count
            colorClass = PaletteStyles.className(Palette.colors[abs(index)])
        }
    }

    func write(into out: inout HTMLOutput, scope: TemplateScope) throws {
        if let picture {
            out.writeStaticString(#"<img class="avatar"#)
            out.writeHTMLEscaped(size)
            out.writeStaticString(#"" src=""#)
            out.writeHTMLEscaped(picture)
            out.writeStaticString(#"" alt="" width="256" height="256">"#)
        }
        if let emoji { writeSpan(emoji, classes: "avatar", into: &out) }
        if let initials { writeSpan(initials, classes: "avatar avatar-initials", into: &out) }
        out.writeStaticString("\n")
    }

    private func writeSpan(_ text: String, classes: StaticString, into out: inout HTMLOutput) {
        out.writeStaticString(#"<span class=""#)
        out.writeStaticString(classes)
        out.writeHTMLEscaped(size)
        out.writeStaticString(" ")
        out.writeHTMLEscaped(colorClass)
        out.writeStaticString(#"" aria-hidden="true">"#)
        out.writeHTMLEscaped(text)
        out.writeStaticString("</span>")
    }

    /// The first letter of the first two words, as capitals: "Anna Petrova" is "AP".
    static func initials(of name: String) -> String {
        let words = name.split(whereSeparator: { $0.isWhitespace })
        let letters = words.prefix(2).compactMap { $0.first.map { String($0).uppercased() } }
        return letters.isEmpty ? "?" : letters.joined()
    }
}

/// The emoji and colour grids of the tracker form and the avatar form (`partials/look`).
struct LookChoices: Sendable, Encodable {
    let emojis: [FormChoice]
    let colors: [FormChoice]
    let emojiError: String?
    let colorError: String?

    init(emoji: String?, color: String?, catalog: Catalog, problems: [String: String] = [:]) {
        let chosenEmoji = emoji ?? ""
        emojis = Palette.emoji.enumerated().map { index, emoji in
            FormChoice(id: "emoji-\(index + 1)", value: emoji, label: emoji, extra: "", checked: emoji == chosenEmoji)
        }
        let chosenColor = (color ?? "").uppercased()
        colors = Palette.colors.enumerated().map { index, color in
            FormChoice(
                id: "color-\(index + 1)",
                value: color,
                label: catalog.text("color.\(index + 1)"),
                extra: PaletteStyles.className(color),
                checked: color == chosenColor
            )
        }
        emojiError = problems["emoji"]
        colorError = problems["color"]
    }
}

/// One radio button or checkbox of a form: its id, value and label, an extra class, and
/// whether it is chosen.
struct FormChoice: Sendable, Encodable {
    let id: String
    let value: String
    let label: String
    let extra: String
    let checked: Bool
}
