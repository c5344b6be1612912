import TemplateEngine
import TrackerCore

/// A card's markup, written straight into the page's bytes (`TemplateMarkup`): the main page
/// repeats it for every tracker, and going through template values cost more than the rest of the
/// page (DECISIONS.md, "A card that writes itself"). The page's `csrf`, `day` and `back` come from
/// the values around the card, as the template's `{{csrf}}`, `{{day}}` and `{{back}}` did; every
/// text is escaped as the templates escape it.
extension TrackerCard: TemplateMarkup {
    func write(into out: inout HTMLOutput, scope: TemplateScope) throws {
        let page = try Fields(csrf: scope.text("csrf"), day: scope.text("day"), back: scope.text("back"))
        let trackerID = id
        let id = String(id)
        out.writeCardOpening(id: id, colorClass: colorClass, done: done, slipped: slipped, emoji: emoji)
        if pinned {
            out.writeStaticString(#"<span class="card-pin" role="img" aria-label=""#)
            out.writeHTMLEscaped(words.pinned)
            out.writeStaticString(#""></span>"#)
        }
        out.writeStaticString("\n")
        out.writeCardName(name) { Paths.trackerDetails.write(id: trackerID, into: &$0) }
        out.writeStaticString("<details class=\"card-menu\" name=\"sheet\">\n<summary aria-label=\"")
        out.writeHTMLEscaped(words.menu, name: name)
        out.writeStaticString(#""><span aria-hidden="true">⋯</span><span class="sheet-cancel" aria-hidden="true">"#)
        out.writeHTMLEscaped(words.cancel)
        out.writeStaticString("</span></summary>\n<div class=\"menu\" role=\"group\" aria-label=\"")
        out.writeHTMLEscaped(words.menu, name: name)
        out.writeStaticString("\">\n<p class=\"menu-title\"><span class=\"emoji\" aria-hidden=\"true\">")
        out.writeHTMLEscaped(emoji)
        out.writeStaticString("</span> ")
        out.writeHTMLEscaped(name)
        out.writeStaticString("</p>\n")
        if isPersonal {
            page.form(Paths.trackerPin, id: trackerID, into: &out)
            out.writeStaticString(pinned ? #"<input type="hidden" name="pinned" value="0">"# : #"<input type="hidden" name="pinned" value="1">"#)
            page.backField(into: &out)
            page.menuButton(pinned ? words.unpin : words.pin, into: &out)
        }
        out.writeStaticString("\n")
        if mayManage { menuLink(words.edit, into: &out) { Paths.trackerEdit.write(id: trackerID, into: &$0) } }
        out.writeStaticString("\n")
        menuLink(words.details, into: &out) { Paths.trackerDetails.write(id: trackerID, into: &$0) }
        out.writeStaticString("\n")
        if isPersonal {
            if hasNote {
                menuLink(words.noteLabel, into: &out) {
                    Paths.trackerDay.write(id: trackerID, into: &$0)
                    $0.writeHTMLEscaped(words.noteQuery)
                }
            }
            out.writeStaticString("\n")
            if mayArchive {
                page.form(Paths.trackerArchive, id: trackerID, into: &out)
                page.backField(into: &out)
                page.menuButton(words.archive, into: &out)
            }
            out.writeStaticString("\n")
            if let skipLabel {
                page.form(Paths.trackerSkip, id: trackerID, into: &out)
                page.dayAndBackFields(into: &out)
                page.menuButton(skipLabel, into: &out)
            }
        }
        out.writeStaticString("\n")
        if mayManage {
            out.writeStaticString(#"<a class="menu-item menu-danger" href=""#)
            Paths.trackerDelete.write(id: trackerID, into: &out)
            out.writeHTMLEscaped(words.backQuery)
            out.writeStaticString("\">")
            out.writeHTMLEscaped(words.delete)
            out.writeStaticString("</a>")
        }
        out.writeStaticString("\n</div>\n</details>\n</div>\n")
        if let chore {
            out.writeStaticString(#"<p class="card-chore">"#)
            if let doneBy = chore.doneBy, !doneBy.isEmpty {
                out.writeStaticString(#"<span class="chore-done-by">"#)
                out.writeHTMLEscaped(doneBy)
                out.writeStaticString("</span>")
            }
            if let turn = chore.turn, !turn.isEmpty {
                out.writeStaticString(#"<span class="chore-turn">"#)
                out.writeHTMLEscaped(turn)
                out.writeStaticString("</span>")
            }
            out.writeStaticString("</p>")
        }
        out.writeStaticString("<div class=\"card-bottom\">\n<p class=\"card-count\">")
        out.writeHTMLEscaped(count)
        if let skipText, !skipText.isEmpty {
            out.writeStaticString(#" <span class="card-skipped"><span aria-hidden="true">⤼</span> "#)
            out.writeHTMLEscaped(skipText)
            out.writeStaticString("</span>")
        }
        out.writeStaticString("</p>\n")
        guard let measure else {
            page.form(Paths.trackerDone, id: trackerID, into: &out)
            page.dayAndBackFields(into: &out)
            out.writeStaticString(#"<button class="mark-button" type="submit" aria-label=""#)
            out.writeHTMLEscaped(markLabel, name: name)
            out.writeStaticString(done || slipped ? #"" aria-pressed="true""# : #"" aria-pressed="false""#)
            if !canMark { out.writeStaticString(" disabled") }
            if futureNote { out.writeStaticString(#" aria-describedby="day-note""#) }
            out.writeStaticString(#"><span aria-hidden="true">"#)
            // The template wrote ✓ when done, ✕ when slipped, and + when neither.
            if done { out.writeStaticString("✓") }
            if slipped { out.writeStaticString("✕") }
            if !done && !slipped { out.writeStaticString("+") }
            out.writeStaticString("</span></button></form>\n</div>\n</li>\n")
            return
        }
        out.writeStaticString("</div>\n<form id=\"step-")
        out.writeString(id)
        out.writeStaticString(#"" method="post" action=""#)
        Paths.trackerStep.write(id: trackerID, into: &out)
        out.writeStaticString("\">")
        page.csrfField(into: &out)
        page.dayAndBackFields(into: &out)
        out.writeStaticString("</form>\n<form class=\"value-form\" method=\"post\" action=\"")
        Paths.trackerValue.write(id: trackerID, into: &out)
        out.writeStaticString("\">")
        page.csrfField(into: &out)
        page.dayAndBackFields(into: &out)
        out.writeStaticString("\n<label for=\"value-")
        out.writeString(id)
        out.writeStaticString("\">")
        out.writeHTMLEscaped(measure.progress)
        out.writeStaticString("</label>\n<progress class=\"value-bar\" max=\"")
        out.writeHTMLEscaped(measure.barMax)
        out.writeStaticString(#"" value=""#)
        out.writeHTMLEscaped(measure.barValue)
        out.writeStaticString("\" aria-hidden=\"true\"></progress>\n<span class=\"value-row\">")
        stepButton(id: id, step: "-1", label: words.minus, enabled: measure.canDecrease, symbol: "−", into: &out)
        out.writeStaticString(#"<input id="value-"#)
        out.writeString(id)
        out.writeStaticString(#"" type="number" name="value" min="0" step="any" inputmode="decimal" value=""#)
        out.writeHTMLEscaped(measure.fieldValue)
        out.writeStaticString(#"" aria-label=""#)
        out.writeHTMLEscaped(words.value, name: name)
        out.writeStaticString("\"")
        if !canMark { out.writeStaticString(" disabled") }
        out.writeStaticString(">")
        stepButton(id: id, step: "1", label: words.plus, enabled: canMark, symbol: "+", into: &out)
        out.writeStaticString(#"<button class="button button-small" type="submit""#)
        if !canMark { out.writeStaticString(" disabled") }
        out.writeStaticString(">")
        out.writeHTMLEscaped(words.save)
        out.writeStaticString("</button></span>\n</form>\n</li>\n")
    }

    private func menuLink(_ label: String, into out: inout HTMLOutput, href: (inout HTMLOutput) -> Void) {
        out.writeStaticString(#"<a class="menu-item" href=""#)
        href(&out)
        out.writeStaticString("\">")
        out.writeHTMLEscaped(label)
        out.writeStaticString("</a>")
    }

    private func stepButton(id: String, step: StaticString, label: String, enabled: Bool, symbol: StaticString, into out: inout HTMLOutput) {
        out.writeStaticString(#"<button class="step-button" type="submit" form="step-"#)
        out.writeString(id)
        out.writeStaticString(#"" name="step" value=""#)
        out.writeStaticString(step)
        out.writeStaticString(#"" aria-label=""#)
        out.writeHTMLEscaped(label, name: name)
        out.writeStaticString("\"")
        if !enabled { out.writeStaticString(" disabled") }
        if futureNote { out.writeStaticString(#" aria-describedby="day-note""#) }
        out.writeStaticString(#"><span aria-hidden="true">"#)
        out.writeStaticString(symbol)
        out.writeStaticString("</span></button>")
    }

    /// What every card's forms carry from the page: its CSRF token, day and address.
    private struct Fields {
        let csrf: String
        let day: String
        let back: String

        /// `partials/csrf`, with its line's end.
        func csrfField(into out: inout HTMLOutput) {
            out.writeStaticString(#"<input type="hidden" name="_csrf" value=""#)
            out.writeHTMLEscaped(csrf)
            out.writeStaticString("\">\n")
        }

        func form<A, F>(_ endpoint: Endpoint<A, TrackerID, F>, id: Int64, into out: inout HTMLOutput) {
            out.writeStaticString(#"<form method="post" action=""#)
            endpoint.write(id: id, into: &out)
            out.writeStaticString("\">")
            csrfField(into: &out)
        }

        func backField(into out: inout HTMLOutput) {
            out.writeStaticString(#"<input type="hidden" name="back" value=""#)
            out.writeHTMLEscaped(back)
            out.writeStaticString("\">")
        }

        func dayAndBackFields(into out: inout HTMLOutput) {
            out.writeStaticString(#"<input type="hidden" name="day" value=""#)
            out.writeHTMLEscaped(day)
            out.writeStaticString("\">")
            backField(into: &out)
        }

        func menuButton(_ label: String, into out: inout HTMLOutput) {
            out.writeStaticString(#"<button class="menu-item" type="submit">"#)
            out.writeHTMLEscaped(label)
            out.writeStaticString("</button></form>")
        }
    }
}
