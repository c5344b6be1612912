import TemplateEngine
import TrackerCore
import TrackerStore

/// A member in a list (the Household tab, followers, following): avatar, names, "Follows you",
/// and a Follow or Unfollow button that comes back to this row (`#member-ID`). It writes its own
/// markup (`CardMarkup.swift`), each list as one value.
struct MemberRow: Sendable {
    let id: Int64
    let avatar: AvatarView
    let displayName: String
    let username: String
    /// "Follows you" (the same on every row, looked up once per page), or nil.
    let followsYou: String?
    /// `nil` on the viewer's own row, which has no button.
    let button: FollowButton?

    init(_ member: HouseholdMember, viewerID: Int64, back: String, followsYou: String, catalog: Catalog) {
        let person = member.person
        id = person.id
        avatar = AvatarView(person)
        displayName = person.displayName
        username = person.shownUsername
        self.followsYou = member.followsYou ? followsYou : nil
        button =
            person.id == viewerID
            ? nil : FollowButton(member, back: back + "#" + Paths.memberAnchor(person.id), small: true, catalog: catalog)
    }
}

/// Follow or Unfollow: a form that says which, so a second press changes nothing. It writes its
/// own markup (`{{{button}}}`), in a member's row (`small`) and on a member's page.
struct FollowButton: Sendable {
    let action: String
    let label: String
    let ariaLabel: String
    let followed: Bool
    /// Where the answer returns, with the anchor of the place the button sits.
    let back: String
    let small: Bool

    init(_ member: HouseholdMember, back: String, small: Bool = false, catalog: Catalog) {
        let id = member.person.id
        let names: KeyValuePairs = ["name": member.person.displayName]
        followed = member.followed
        action = member.followed ? Paths.unfollow(id: id) : Paths.follow(id: id)
        label = catalog.text(member.followed ? "household.unfollow" : "household.follow")
        ariaLabel = catalog.text(member.followed ? "household.unfollow.label" : "household.follow.label", names)
        self.back = back
        self.small = small
    }
}

/// The Household tab: today's shared trackers of the people you follow first, then your own
/// card, the search and the members.
struct HouseholdPage: Page {
    static let template = "household/index"
    let frame: Frame
    let me: ProfileHeader
    let search: String
    let searchAction = Paths.household.path
    let members: MarkupList<MemberRow>
    /// The viewer's children's profiles (issue 33); nil while switched to one.
    var profiles: ProfilesSection?
    let membersEmpty: String?
    /// Each followed member's group, written one after another (`{{{today}}}`).
    let today: MarkupList<TodayGroup>
    let todayEmpty: String?

    /// One followed member's shared trackers for their today: the done ones, then the others,
    /// each run in the member page's order. It writes its own markup (`CardMarkup.swift`): a
    /// household follows several members, each with a dozen chips.
    struct TodayGroup: Sendable {
        let avatar: AvatarView
        let displayName: String
        let memberID: Int64
        /// "3 of 10 done".
        let count: String
        let done: [TodayChip]
        let open: [TodayChip]
        let labels: Labels

        /// The lists' headings, the same in every group.
        struct Labels: Sendable {
            let done: String
            let open: String

            init(catalog: Catalog) {
                done = catalog.text("household.done")
                open = catalog.text("household.not_done")
            }
        }

        init(_ today: HouseholdToday, labels: Labels, catalog: Catalog) {
            let person = today.person
            avatar = AvatarView(person)
            displayName = person.displayName
            memberID = person.id
            var done: [TodayChip] = []
            var open: [TodayChip] = []
            for shared in today.trackers {
                let chip = TodayChip(
                    name: shared.name,
                    emoji: shared.emoji,
                    colorClass: PaletteStyles.className(shared.color),
                    memberID: person.id,
                    trackerID: shared.trackerID
                )
                if shared.isDone { done.append(chip) } else { open.append(chip) }
            }
            count = catalog.text(
                "household.today.count",
                ["done": String(done.count), "count": String(today.trackers.count)]
            )
            self.done = done
            self.open = open
            self.labels = labels
        }
    }

    /// A shared tracker, read-only; which list it is in says whether it is done.
    struct TodayChip: Sendable {
        let name: String
        let emoji: String
        let colorClass: String
        /// Its page is the member's shared tracker's (`Paths.memberTracker`).
        let memberID: Int64
        let trackerID: Int64
    }

    init(
        context: some SiteContext,
        household: Household,
        search: String
    ) {
        let me = household.me
        let members = household.members
        let language = context.language
        let catalog = Catalog.of(language)
        let title = catalog.text("household.title")
        frame = Frame(title: title, section: .household)
        self.me = ProfileHeader(me, viewerID: me.member.person.id, back: Paths.household.path, catalog: catalog)
        self.search = search
        let query = NameSearch(search)
        let back = search.isEmpty ? Paths.household.path : Paths.household.path + "?q=" + Paths.queryEncoded(search)
        let viewerID = me.member.person.id
        let found =
            query.isEmpty
            ? members
            : members.filter {
                query.matches(folded: NameSearch.fold($0.person.displayName))
                    || query.matches(folded: NameSearch.fold($0.person.shownUsername))
            }
        let followsYou = catalog.text("household.follows_you")
        self.members = MarkupList(found.map { MemberRow($0, viewerID: viewerID, back: back, followsYou: followsYou, catalog: catalog) })
        if members.isEmpty {
            membersEmpty = catalog.text("household.members.none")
        } else if found.isEmpty {
            membersEmpty = catalog.text("household.members.nothing_found", ["query": search])
        } else {
            membersEmpty = nil
        }

        let labels = TodayGroup.Labels(catalog: catalog)
        let groups = household.today.map { TodayGroup($0, labels: labels, catalog: catalog) }
        self.today = MarkupList(groups)
        todayEmpty =
            groups.isEmpty ? catalog.text(me.following > 0 ? "household.today.none" : "household.today.nobody") : nil
    }
}

/// The top of a member's page and of your own card: avatar, names, "Follows you", the follow
/// button, and the counts, each count linking to its list.
struct ProfileHeader: Sendable, Encodable {
    let isYou: Bool
    let avatar: AvatarView
    let displayName: String
    let username: String
    let href: String
    let followsYou: Bool
    let button: FollowButton?
    let followersText: String
    let followersHref: String
    let followingText: String
    let followingHref: String
    let sharedText: String
    /// "Change picture" on the Household tab, which comes back to this card.
    let avatarHref = Paths.settingsAvatar(back: Paths.householdYou)

    init(_ profile: Profile, viewerID: Int64, back: String, catalog: Catalog) {
        let person = profile.member.person
        isYou = person.id == viewerID
        avatar = AvatarView(person, large: true)
        displayName = person.displayName
        username = person.shownUsername
        href = Paths.member(id: person.id)
        followsYou = profile.member.followsYou
        button = isYou ? nil : FollowButton(profile.member, back: back + "#profile", catalog: catalog)
        followersText = catalog.plural("household.followers", count: profile.followers)
        followersHref = Paths.followers(id: person.id)
        followingText = catalog.plural("household.following", count: profile.following)
        followingHref = Paths.following(id: person.id)
        sharedText = catalog.plural("household.shared", count: profile.publicTrackers)
    }
}

/// Who follows a member, or whom they follow.
struct FollowListPage: Page {
    static let template = "household/list"
    let frame: Frame
    let backHref: String
    let backLabel: String
    let rows: MarkupList<MemberRow>
    let isEmpty: Bool

    init(context: some SiteContext, profile: Profile, followers: Bool, members: [HouseholdMember], viewerID: Int64) {
        let language = context.language
        let catalog = Catalog.of(language)
        let person = profile.member.person
        let title = catalog.text(
            followers ? "household.followers.title" : "household.following.title",
            ["name": person.displayName]
        )
        frame = Frame(title: title, section: .household)
        backHref = Paths.member(id: person.id)
        backLabel = person.displayName
        let back = followers ? Paths.followers(id: person.id) : Paths.following(id: person.id)
        let followsYou = catalog.text("household.follows_you")
        rows = MarkupList(members.map { MemberRow($0, viewerID: viewerID, back: back, followsYou: followsYou, catalog: catalog) })
        isEmpty = members.isEmpty
    }
}
