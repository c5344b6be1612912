import TrackerCore

/// The two swipeable onboarding pages and the button that leads on.
struct OnboardingPage: Page {
    static let template = "onboarding/show"
    let layout: Layout
    let t: Strings
    let csrf: String
    let action = Paths.onboarding
    let panes: [Pane]
    /// Where the button leads: an invite's join form for a new member, else the main page.
    let next: String?

    /// One full-screen page of the onboarding.
    struct Pane: Sendable, Encodable {
        let id: String
        let title: String
        let tone: String
        let dots: [Dot]
    }

    /// A page-control dot: a link to a pane, marked on its own pane.
    struct Dot: Sendable, Encodable {
        let href: String
        let label: String
        let current: Bool
    }

    init(context: AppRequestContext, next: String? = nil) {
        self.next = next
        let catalog = Catalog.of(context.language)
        layout = Layout(context: context, title: catalog.text("onboarding.title"), bodyClass: "onboarding-body")
        t = Strings.of(context.language)
        csrf = context.csrfToken
        let titles = [("blue", catalog.text("onboarding.page1")), ("red", catalog.text("onboarding.page2"))]
        panes = titles.enumerated().map { index, item in
            Pane(
                id: "onboarding-\(index + 1)",
                title: item.1,
                tone: item.0,
                dots: titles.indices.map { other in
                    Dot(
                        href: "#onboarding-\(other + 1)",
                        label: catalog.text("onboarding.dot", ["number": String(other + 1)]),
                        current: other == index
                    )
                }
            )
        }
    }
}
