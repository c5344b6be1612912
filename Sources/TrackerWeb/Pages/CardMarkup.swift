import TemplateEngine

/// What the main page's cards and a member's page's cards both begin with, written as
/// `TrackerCard` and `SharedCard` write themselves (`TemplateMarkup`); and the household's chips.
extension HTMLOutput {
    /// The card's item, its top and its emoji.
    mutating func writeCardOpening(id: Int64, colorClass: String, done: Bool, slipped: Bool = false, emoji: String) {
        writeStaticString(#"<li class="tracker-card "#)
        writeHTMLEscaped(colorClass)
        if done { writeStaticString(" is-done") }
        if slipped { writeStaticString(" is-slipped") }
        writeStaticString(#"" id="tracker-"#)
        writeNumber(id)
        writeStaticString("\">\n<div class=\"card-top\">\n<span class=\"card-emoji\" aria-hidden=\"true\">")
        writeHTMLEscaped(emoji)
        writeStaticString("</span>\n")
    }

    /// The card's name, a link to its details, with its line's end.
    mutating func writeCardName(_ name: String, href: String) {
        writeCardName(name) { $0.writeHTMLEscaped(href) }
    }

    /// The card's name, its link's address written by `href` (escaped as it writes it).
    mutating func writeCardName(_ name: String, href: (inout HTMLOutput) -> Void) {
        writeStaticString("<p class=\"card-name\"><a class=\"card-link\" href=\"")
        href(&self)
        writeStaticString("\">")
        writeHTMLEscaped(name)
        writeStaticString("</a></p>\n")
    }
}

extension SharedCard: TemplateMarkup {
    func write(into out: inout HTMLOutput, scope: TemplateScope) throws {
        out.writeCardOpening(id: id, colorClass: colorClass, done: done, emoji: emoji)
        out.writeCardName(name, href: detailsHref)
        out.writeStaticString("</div>\n<div class=\"card-bottom\">\n<p class=\"card-count\">")
        out.writeHTMLEscaped(count)
        out.writeStaticString("</p>\n<span class=\"mark-state\" role=\"img\" aria-label=\"")
        out.writeHTMLEscaped(state)
        out.writeStaticString(done ? "\"><span aria-hidden=\"true\">✓</span></span>\n</div>\n" : "\"><span aria-hidden=\"true\"></span></span>\n</div>\n")
        if let progress, !progress.isEmpty {
            out.writeStaticString(#"<p class="value-progress">"#)
            out.writeHTMLEscaped(progress)
            out.writeStaticString(#"</p><progress class="value-bar" max=""#)
            out.writeHTMLEscaped(barMax)
            out.writeStaticString(#"" value=""#)
            out.writeHTMLEscaped(barValue)
            out.writeStaticString(#"" aria-hidden="true"></progress>"#)
        }
        out.writeStaticString("\n</li>\n")
    }
}

extension HouseholdPage.TodayChip: TemplateMarkup {
    func write(into out: inout HTMLOutput, scope: TemplateScope) throws {
        out.writeStaticString(#"<li><a class="today-chip "#)
        out.writeHTMLEscaped(colorClass)
        out.writeStaticString(#"" href=""#)
        Paths.memberTracker.write(member: memberID, tracker: trackerID, into: &out)
        out.writeStaticString(#""><span class="today-emoji" aria-hidden="true">"#)
        out.writeHTMLEscaped(emoji)
        out.writeStaticString("</span>")
        out.writeHTMLEscaped(name)
        out.writeStaticString("</a></li>\n")
    }
}
