import Testing

@testable import TrackerCore

@Suite("Name and account rules")
struct RulesTests {
    @Test func trackerNamesAreTrimmedAndCountedByGrapheme() throws {
        #expect(try TextRule.trackerName.validate("  Run  ").get() == "Run")
        let thumbs = String(repeating: "👍🏽", count: 38)
        #expect(try TextRule.trackerName.validate(thumbs).get() == thumbs)
        #expect(TextRule.trackerName.validate(String(repeating: "a", count: 39)) == .failure(.tooLong(limit: 38)))
        #expect(TextRule.trackerName.validate(" \n\t ") == .failure(.empty))
    }

    @Test func usernamesAreLowercaseLatin() throws {
        #expect(try AccountRules.username(" Anna.K ").get() == "anna.k")
        #expect(AccountRules.username("an") == .failure(.usernameLength))
        #expect(AccountRules.username("анна") == .failure(.usernameCharacters))
        #expect(AccountRules.username("a b c") == .failure(.usernameCharacters))
    }

    @Test func passwordsHaveBounds() {
        #expect(AccountRules.password("short", username: "anna") == .failure(.passwordTooShort))
        #expect(AccountRules.password(String(repeating: "я", count: 40), username: "anna") == .failure(.passwordTooLong))
        #expect((try? AccountRules.password("long enough", username: "anna").get()) == "long enough")
        #expect(AccountRules.password("anna.smith", username: "anna.smith") == .failure(.passwordIsUsername))
        #expect(AccountRules.password(" Anna.Smith ", username: "anna.smith") == .failure(.passwordIsUsername))
    }

    @Test func paletteHasEighteenOfEach() {
        #expect(Palette.emoji.count == 18 && Set(Palette.emoji).count == 18)
        #expect(Palette.colors.count == 18 && Set(Palette.colors).count == 18)
        #expect(TrackerColor(anyCase: "#3772e7") == nil)
        #expect(TrackerColor(anyCase: "#fd4c49") == .red)
        #expect(!Palette.isEmoji("🦄"))
    }

    @Test func trackerColoursAreThePaletteInItsOrder() {
        #expect(
            Palette.colors == [
                "#FD4C49", "#FF881E", "#007BFA", "#6E44FE", "#33CF69", "#E66DD4",
                "#F9D4D4", "#34A7FE", "#46E69D", "#35347C", "#FF674D", "#FF99CC",
                "#F6C48B", "#7994F5", "#832CF1", "#AD56DA", "#8D72E6", "#2FD058",
            ]
        )
        #expect(TrackerColor(rawValue: "#35347C") == .navy)
        #expect(TrackerColor(rawValue: "#35347c") == nil)
        #expect(TrackerColor(anyCase: "#35347c") == .navy)
        #expect(TrackerColor(anyCase: "#3772E7") == nil)
        #expect(TrackerColor(anyCase: "navy") == nil)
        #expect(ExampleTracker.all.allSatisfy { Palette.colors.contains($0.color.hex) })
    }

    @Test func storedSchedulesAreZeroTo127() {
        #expect(Schedule(exactly: 0)?.isEmpty == true)
        #expect(Schedule(exactly: 127) == .everyDay)
        #expect(Schedule(exactly: 128) == nil)
        #expect(Schedule(exactly: -1) == nil)
        #expect(Schedule(mask: 128 + 3) == Schedule(mask: 3))
    }

    @Test func textOnATrackerColourIsWhicheverContrastsMore() {
        #expect(abs(Palette.contrast("#000000", "#FFFFFF") - 21) < 0.001)
        #expect(abs(Palette.contrast("#777777", "#777777") - 1) < 0.001)
        #expect(Palette.textColor(on: "#FD4C49") == Palette.darkText)  // 5.15 against 3.33
        #expect(Palette.textColor(on: "#35347C") == Palette.lightText)  // 10.86 against 1.58
        #expect(Palette.textColor(on: "#6E44FE") == Palette.lightText)
        #expect(Palette.textColor(on: "#F9D4D4") == Palette.darkText)
        #expect(Palette.textColor(on: "#007BFA") == Palette.blackText)  // near-black only 4.26
        // Every colour's card text, and the tick on a done button (filled with the colour), read at AA.
        for color in Palette.colors {
            #expect(Palette.contrast(color, Palette.textColor(on: color)) >= 4.5, "text on \(color)")
        }
    }

    /// Bars, done days, swatches and rings draw a colour's edge: every colour shows at 3:1 on
    /// both the page and the cards, light and dark (WCAG 1.4.11), and a colour that already does
    /// is drawn as it is.
    @Test func everyColourShowsAsAGraphicInBothThemes() {
        for color in Palette.colors {
            for theme in Palette.Theme.allCases {
                let edge = Palette.edgeColor(of: color, in: theme)
                for background in [theme.page, theme.card] {
                    #expect(Palette.contrast(edge, background) >= 3, "edge of \(color) on \(background)")
                }
                let passes = Palette.contrast(color, theme.page) >= 3 && Palette.contrast(color, theme.card) >= 3
                #expect((edge == color) == passes, "\(color) in \(theme): \(edge)")
                // A shade of the colour itself, its hue kept to a few degrees (clipping to sRGB).
                #expect(abs(OKLab(edge).hue - OKLab(color).hue) < 5, "\(color) in \(theme): \(edge)")
                let lighter = OKLab(edge).lightness > OKLab(color).lightness
                #expect(edge == color || lighter == (theme == .dark), "\(color) in \(theme): \(edge)")
            }
        }
        // Pastels are darkened on white and kept on near-black; Navy is lightened on near-black,
        // and the strong blue, at 3.56 on light cards, is left alone.
        #expect(Palette.edgeColor(of: "#F9D4D4", in: .light) != "#F9D4D4")
        #expect(Palette.edgeColor(of: "#F9D4D4", in: .dark) == "#F9D4D4")
        #expect(Palette.edgeColor(of: "#35347C", in: .dark) != "#35347C")
        #expect(Palette.edgeColor(of: "#007BFA", in: .light) == "#007BFA")
    }

    @Test func okLabReadsAndWritesColoursAsTheyAre() {
        for color in Palette.colors + ["#000000", "#FFFFFF", "#1A1B22"] { #expect(OKLab(color).hex == color) }
        #expect(abs(OKLab("#FFFFFF").lightness - 1) < 0.001 && abs(OKLab("#000000").lightness) < 0.001)
        #expect(abs(OKLab("#FF0000").lightness - 0.628) < 0.001)  // Ottosson's published value
        #expect(abs(OKLab("#FF0000").hue - 29.2) < 0.1)
    }

    @Test func aKnownDeviceDrawsOnlyFromItsOwnAllowance() {
        let known = SignInLimits.allowances(username: "anna", address: "10.0.0.9", knownDevice: "h")
        #expect(known == [SignInLimits.Allowance(key: "device:h", limit: SignInLimits.perDevice)])
        let stranger = SignInLimits.allowances(username: "anna", address: "10.0.0.9", knownDevice: nil)
        #expect(stranger.map(\.key) == ["user:anna", "address:10.0.0.9"])
    }
}
