import TrackerCore

/// The two swipeable onboarding pages. Each has its own action, as a page without JavaScript
/// can't know which one is shown: the first a "Next" link to the second, the second the button
/// that leads on. Both offer "Sign in" when the server has accounts.
struct OnboardingPage: Page {
    static let template = "onboarding/show"
    let frame: Frame
    let action = Paths.onboarding.path
    let panes: [Pane]
    /// Where the button leads: an invite's join form for a new member, else the main page.
    let next: String?
    /// Whether "Already have an account? Sign in" is offered: only when there are accounts to
    /// sign in to, and not on the way to an invite.
    let offersSignIn: Bool

    /// One full-screen page of the onboarding.
    struct Pane: Sendable, Encodable {
        let id: String
        let title: String
        let tone: String
        let dots: [Dot]
        /// "Next": the following pane's anchor; `nil` on the last pane, which has the button.
        let nextPane: String?
    }

    /// A page-control dot: a link to a pane, marked on its own pane.
    struct Dot: Sendable, Encodable {
        let href: String
        let label: String
        let current: Bool
    }

    init(context: some SiteContext, next: String? = nil, hasAccounts: Bool) {
        self.next = next
        offersSignIn = hasAccounts && next == nil
        let catalog = Catalog.of(context.language)
        frame = Frame(title: catalog.text("onboarding.title"), bodyClass: "onboarding-body")
        let titles = [("blue", catalog.text("onboarding.page1")), ("red", catalog.text("onboarding.page2"))]
        let anchors = titles.indices.map { "onboarding-\($0 + 1)" }
        panes = titles.enumerated().map { index, item in
            Pane(
                id: anchors[index],
                title: item.1,
                tone: item.0,
                dots: anchors.enumerated().map { other, anchor in
                    Dot(
                        href: "#" + anchor,
                        label: catalog.text("onboarding.dot", ["number": String(other + 1)]),
                        current: other == index
                    )
                },
                nextPane: index + 1 < anchors.count ? "#" + anchors[index + 1] : nil
            )
        }
    }
}
