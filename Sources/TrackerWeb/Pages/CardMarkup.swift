import TemplateEngine

/// What the main page's cards and a member's page's cards both begin with, written as
/// `TrackerCard` and `SharedCard` write themselves (`TemplateMarkup`); and the household's groups
/// and their chips.
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

extension HouseholdPage.TodayGroup: TemplateMarkup {
    func write(into out: inout HTMLOutput, scope: TemplateScope) throws {
        out.writeStaticString("<div class=\"today-group\">\n<div class=\"today-head\">\n")
        out.writeStaticString(#"<h3 class="today-title"><a class="member-link today-person" href=""#)
        Paths.member.write(id: memberID, into: &out)
        out.writeStaticString(#"">"#)
        try avatar.write(into: &out, scope: scope)
        out.writeStaticString(#"<span class="member-name">"#)
        out.writeHTMLEscaped(displayName)
        out.writeStaticString("</span></a></h3>\n<p class=\"today-count\">")
        out.writeHTMLEscaped(count)
        out.writeStaticString("</p>\n</div>\n")
        try writeChips(done, label: labels.done, listClass: "today-chips is-done", into: &out, scope: scope)
        try writeChips(open, label: labels.open, listClass: "today-chips", into: &out, scope: scope)
        out.writeStaticString("</div>\n")
    }

    /// A list's heading and its chips, when it has any; its line ends either way.
    private func writeChips(
        _ chips: [HouseholdPage.TodayChip],
        label: String,
        listClass: StaticString,
        into out: inout HTMLOutput,
        scope: TemplateScope
    ) throws {
        if !chips.isEmpty {
            out.writeStaticString(#"<p class="today-label">"#)
            out.writeHTMLEscaped(label)
            out.writeStaticString("</p>\n<ul class=\"")
            out.writeStaticString(listClass)
            out.writeStaticString("\">")
            for chip in chips { try chip.write(into: &out, scope: scope) }
            out.writeStaticString("</ul>")
        }
        out.writeStaticString("\n")
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

extension MemberRow: TemplateMarkup {
    func write(into out: inout HTMLOutput, scope: TemplateScope) throws {
        out.writeStaticString(#"<li class="person-row" id=""#)
        out.writeHTMLEscaped(Paths.memberAnchor(id))
        out.writeStaticString("\">\n<a class=\"member-link\" href=\"")
        Paths.member.write(id: id, into: &out)
        out.writeStaticString(#"">"#)
        try avatar.write(into: &out, scope: scope)
        out.writeStaticString(#"<span class="member-names"><span class="member-name">"#)
        out.writeHTMLEscaped(displayName)
        out.writeStaticString("</span>")
        if !username.isEmpty {
            out.writeStaticString(#"<span class="member-username">@"#)
            out.writeHTMLEscaped(username)
            out.writeStaticString("</span>")
        }
        if let followsYou {
            out.writeStaticString(#"<span class="follows-you">"#)
            out.writeHTMLEscaped(followsYou)
            out.writeStaticString("</span>")
        }
        out.writeStaticString("</span></a>\n")
        try button?.write(into: &out, scope: scope)
        out.writeStaticString("\n</li>\n")
    }
}

extension FollowButton: TemplateMarkup {
    func write(into out: inout HTMLOutput, scope: TemplateScope) throws {
        out.writeStaticString(#"<form method="post" action=""#)
        out.writeHTMLEscaped(action)
        out.writeStaticString(#"">"#)
        try out.writeCSRFField(scope)
        out.writeStaticString("\n<input type=\"hidden\" name=\"back\" value=\"")
        out.writeHTMLEscaped(back)
        out.writeStaticString(small ? #""><button class="button button-small"# : #""><button class="button"#)
        if !followed { out.writeStaticString(" button-primary") }
        out.writeStaticString(#"" type="submit" aria-label=""#)
        out.writeHTMLEscaped(ariaLabel)
        out.writeStaticString(#"">"#)
        out.writeHTMLEscaped(label)
        out.writeStaticString("</button></form>")
    }
}
