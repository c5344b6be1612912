import TemplateEngine
import TrackerCore

/// A card's markup, written straight into the page's bytes (`TemplateMarkup`): the main page
/// repeats it for every tracker, and going through template values cost more than the rest of the
/// page (DECISIONS.md, "A card that writes itself"). Every text is escaped as the templates escape it.
///
/// The card's buttons (mark, −1 and +1, pin, archive, skip) submit the page's one form of card
/// actions (`form="card-actions"`, in `board.mustache`), which carries the CSRF token, the day and
/// the address to come back to once for the page; each button names its own address
/// (`formaction`) and, where it has one, its own field. Only the value field, which a person types
/// into, keeps a form of its own (DECISIONS.md, "One form of card actions, and bytes without strings").
extension TrackerCard: TemplateMarkup {
    func write(into out: inout HTMLOutput, scope: TemplateScope) throws {
        let trackerID = id
        out.writeCardOpening(id: trackerID, colorClass: colorClass, done: done, slipped: slipped, emoji: emoji)
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
            actionButton(Paths.trackerPin, id: trackerID, class: "menu-item", into: &out)
            out.writeStaticString(pinned ? #" name="pinned" value="0">"# : #" name="pinned" value="1">"#)
            menuButtonEnd(pinned ? words.unpin : words.pin, into: &out)
        }
        out.writeStaticString("\n")
        if mayManage { menuLink(words.edit, into: &out) { Paths.trackerEdit.write(id: trackerID, into: &$0) } }
        out.writeStaticString("\n")
        menuLink(words.details, into: &out) { Paths.trackerDetails.write(id: trackerID, into: &$0) }
        out.writeStaticString("\n")
        if isPersonal {
            if canMark {
                menuLink(words.noteLabel, into: &out) {
                    Paths.trackerDay.write(id: trackerID, into: &$0)
                    $0.writeHTMLEscaped(words.noteQuery)
                }
            }
            out.writeStaticString("\n")
            if mayArchive {
                actionButton(Paths.trackerArchive, id: trackerID, class: "menu-item", into: &out)
                out.writeStaticString(">")
                menuButtonEnd(words.archive, into: &out)
            }
            out.writeStaticString("\n")
            if let skipLabel {
                actionButton(Paths.trackerSkip, id: trackerID, class: "menu-item", into: &out)
                out.writeStaticString(">")
                menuButtonEnd(skipLabel, into: &out)
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
            actionButton(Paths.trackerDone, id: trackerID, class: "mark-button", into: &out)
            out.writeStaticString(#" aria-label=""#)
            out.writeHTMLEscaped(markLabel, name: name)
            out.writeStaticString(done || slipped ? #"" aria-pressed="true""# : #"" aria-pressed="false""#)
            if !canMark { out.writeStaticString(" disabled") }
            if futureNote { out.writeStaticString(#" aria-describedby="day-note""#) }
            out.writeStaticString(#"><span aria-hidden="true">"#)
            // The template wrote ✓ when done, ✕ when slipped, and + when neither.
            if done { out.writeStaticString("✓") }
            if slipped { out.writeStaticString("✕") }
            if !done && !slipped { out.writeStaticString("+") }
            out.writeStaticString("</span></button>\n</div>\n</li>\n")
            return
        }
        out.writeStaticString("</div>\n<form class=\"value-form\" method=\"post\" action=\"")
        Paths.trackerValue.write(id: trackerID, into: &out)
        // The page's CSRF token, day and address, as the form of card actions carries them.
        out.writeStaticString(#"">"#)
        try out.writeCSRFField(scope)
        out.writeStaticString("\n<input type=\"hidden\" name=\"day\" value=\"")
        out.writeHTMLEscaped(try scope.text("day"))
        out.writeStaticString(#""><input type="hidden" name="back" value=""#)
        out.writeHTMLEscaped(try scope.text("back"))
        out.writeStaticString("\">")
        out.writeStaticString("\n<label for=\"value-")
        out.writeNumber(trackerID)
        out.writeStaticString("\">")
        out.writeHTMLEscaped(measure.progress)
        out.writeStaticString("</label>\n<progress class=\"value-bar\" max=\"")
        out.writeHTMLEscaped(measure.barMax)
        out.writeStaticString(#"" value=""#)
        out.writeHTMLEscaped(measure.barValue)
        out.writeStaticString("\" aria-hidden=\"true\"></progress>\n<span class=\"value-row\">")
        stepButton(id: trackerID, step: "-1", label: words.minus, enabled: measure.canDecrease, symbol: "−", into: &out)
        out.writeStaticString(#"<input id="value-"#)
        out.writeNumber(trackerID)
        out.writeStaticString(#"" type="number" name="value" min="0" step="any" inputmode="decimal" value=""#)
        out.writeHTMLEscaped(measure.fieldValue)
        out.writeStaticString(#"" aria-label=""#)
        out.writeHTMLEscaped(words.value, name: name)
        out.writeStaticString("\"")
        if !canMark { out.writeStaticString(" disabled") }
        out.writeStaticString(">")
        stepButton(id: trackerID, step: "1", label: words.plus, enabled: canMark, symbol: "+", into: &out)
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

    /// A button of the page's form of card actions, up to its own attributes: `<button class="…"
    /// type="submit" form="card-actions" formaction="/trackers/6/done"`.
    private func actionButton<A, F>(_ endpoint: Endpoint<A, TrackerID, F>, id: Int64, class name: StaticString, into out: inout HTMLOutput) {
        out.writeStaticString(#"<button class=""#)
        out.writeStaticString(name)
        out.writeStaticString(#"" type="submit" form="card-actions" formaction=""#)
        endpoint.write(id: id, into: &out)
        out.writeStaticString("\"")
    }

    /// A menu button's label and end, after its opening tag.
    private func menuButtonEnd(_ label: String, into out: inout HTMLOutput) {
        out.writeHTMLEscaped(label)
        out.writeStaticString("</button>")
    }

    /// A −1 or +1 button: `step` on the page's form of card actions.
    private func stepButton(id: Int64, step: StaticString, label: String, enabled: Bool, symbol: StaticString, into out: inout HTMLOutput) {
        actionButton(Paths.trackerStep, id: id, class: "step-button", into: &out)
        out.writeStaticString(#" name="step" value=""#)
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
}
