"""Redirect targets taken from a request (`next` on sign-in and on the onboarding, `back` on the
card forms, on the Follow and Unfollow buttons and on the profile picture page) never send a browser to another site: each
known bypass form either lands on the decoded local target or on the page's default, and every
Location is a plain local path."""

import re
import urllib.parse
from datetime import date, timedelta
from html import unescape

import pytest

from conftest import Client, create_invite, csrf_of, read_db, user_id

EVIL = "evil.example"

# Targets as the server sees them after the query or form is decoded. Each must end on itself
# (if it is a path on this site) or on the default page, "/".
BYPASSES = [
    "//evil.example",
    "///evil.example",
    "////evil.example",
    "//evil.example/",
    "//evil.example@127.0.0.1",
    "//127.0.0.1@evil.example",
    "/\\evil.example",
    "\\/evil.example",
    "\\\\evil.example",
    "\\/\\/evil.example",
    "/\\/evil.example",
    "/\t/evil.example",
    "\t//evil.example",
    "/\r\n/evil.example",
    "/\n/evil.example",
    " //evil.example",
    "/\x00/evil.example",
    "\x00//evil.example",
    "/%2F/evil.example",
    "/%2f%2fevil.example",
    "%2F%2Fevil.example",
    "/%5Cevil.example",
    "%5C%5Cevil.example",
    "%2f%5cevil.example",
    "/%09/evil.example",
    "/%0d%0a/evil.example",
    "/%252F%252Fevil.example",
    "/.//evil.example",
    "/./\\evil.example",
    "https://evil.example",
    "HTTPS://evil.example",
    "https:evil.example",
    "https:/evil.example",
    "http:\\\\evil.example",
    "https:%2F%2Fevil.example",
    "javascript:alert(1)",
    "JavaScript:alert(1)",
    "java\tscript:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "vbscript:msgbox(1)",
    "@evil.example",
    "evil.example",
    ".evil.example",
    "/\u2215evil.example",
    "\u2215\u2215evil.example",
    "/\uff0fevil.example",
    "\uff0f\uff0fevil.example",
    "\u2044\u2044evil.example",
    "/%E2%88%95evil.example",
    "//evil.example%00/",
    "//evil.example\\@127.0.0.1",
    "/" + "a" * 5000,
]

# Real pages of the site: each must be landed on exactly (after sign-in; the onboarding goes to / for them).
LOCAL = ["/statistics", "/trackers/new/habit", "/?q=run", "/categories?return=%2Ftrackers%2Fnew%2Fhabit"]

# The onboarding follows `next` only to an invite's join form, /join/TOKEN; these dress other
# targets up as one. The dot segments stay on this site (a browser resolves them in the path).
JOIN_BYPASSES = [
    "/join/..//evil.example",
    "/join/../../\\evil.example",
    "/join//evil.example",
    "/join/\\evil.example",
    "/join/\t/evil.example",
    "/join/%2e%2e/%2F%2Fevil.example",
    "/join/x?next=//evil.example",
    "/join/x#//evil.example",
    "//join/evil.example",
    "https://evil.example/join/x",
    "/join/" + "a" * 5000,
]

# Sign-ins per browser before another browser is used, well inside any per-device allowance.
SIGN_INS_PER_BROWSER = 5


def problems_with_location(location, base):
    """Why `location` is not a plain path on `base`'s site, or None."""
    if location is None:
        return "no Location header"
    if not location.startswith("/"):
        return "does not start with /"
    if location.startswith("//") or location.startswith("/\\"):
        return "starts with // or /\\, which a browser reads as another host"
    if "\\" in location:
        return "contains a backslash, which a browser reads as /"
    if any(ord(ch) < 0x21 or ord(ch) > 0x7E for ch in location):
        return "contains control characters, spaces or non-ASCII"
    if browser_origin(base, location) != browser_origin(base, base):
        return f"a browser would go to {browser_origin(base, location)}"
    return None


def browser_origin(base, reference):
    """The scheme and host a browser ends up on for `reference` from `base`, after the WHATWG URL
    parser's leniencies: leading and trailing C0 controls and spaces are stripped, tabs and line
    breaks removed anywhere, backslashes read as slashes (http is a special scheme)."""
    reference = reference.strip("".join(chr(c) for c in range(0x21)))
    reference = re.sub(r"[\t\n\r]", "", reference).replace("\\", "/")
    absolute = urllib.parse.urljoin(base, reference)
    if re.match(r"^[A-Za-z][A-Za-z0-9+.-]*:", reference):
        scheme = reference.split(":", 1)[0].lower()
        base_scheme = urllib.parse.urlsplit(base).scheme
        if scheme != base_scheme:
            return (scheme, urllib.parse.urlsplit(absolute).netloc.lower())
        rest = reference.split(":", 1)[1]
        if not rest.startswith("/"):
            # "http:evil.example" from an http page is relative; "https:evil.example" is not.
            return (scheme, urllib.parse.urlsplit(base).netloc.lower())
        absolute = scheme + "://" + rest.lstrip("/")
    split = urllib.parse.urlsplit(absolute)
    return (split.scheme.lower(), split.netloc.lower())


def is_local(target):
    return problems_with_location(target, "http://127.0.0.1:1") is None


def check_redirect(response, target, base, what, anchor="", default="/"):
    """The redirect goes to the target (if it is a path here) or to the page's `default`; a
    card's form may add the card's `anchor` (#tracker-N) to either, so the page lands on the card."""
    assert response.status == 303, f"{what} with target {target!r} answered {response!r}"
    location = response.location
    problem = problems_with_location(location, base)
    assert problem is None, f"{what} with target {target!r} redirected to {location!r}: {problem}"
    allowed = {default} | ({target} if is_local(target) else set())
    if anchor and location.endswith(anchor):
        location = location[: -len(anchor)]
    assert location in allowed, (
        f"{what} with target {target!r} redirected to {location!r}; only the target itself (if it is a path here) "
        f"or the default {default} may be used")


def query(target):
    return urllib.parse.quote(target.encode("utf-8", errors="surrogatepass"), safe="")


class SignIns:
    """Successful sign-ins, spread over the demo members and over several browsers each (a
    browser signed in before draws from its own allowance), so the limiter never interferes."""

    def __init__(self, server):
        self.server = server
        self.browsers = []
        self.count = 0

    def browser(self):
        index = self.count // SIGN_INS_PER_BROWSER
        self.count += 1
        if index == len(self.browsers):
            member = ["anna", "boris", "vera", "gleb"][index % 4]
            self.browsers.append((Client(self.server, source=f"127.0.2.{index + 1}"), member))
        c, member = self.browsers[index]
        c.cookies.pop("tracker_session", None)   # signed out, as far as this browser knows
        return c, member

    def close(self):
        for c, _ in self.browsers:
            c.close()


def test_sign_in_next_never_leaves_the_site(servers):
    server = servers(demo=True, name="next")
    base = server.base_url
    sign_ins = SignIns(server)
    try:
        for target in LOCAL + BYPASSES:
            c, member = sign_ins.browser()
            page = c.get("/sign-in?next=" + query(target))
            assert page.status == 200, f"GET /sign-in?next={query(target)} answered {page!r}"
            carried = carried_next(page)
            assert carried in ("", target) and (carried == "" or is_local(carried)), (
                f"the sign-in page for next={target!r} carries next={carried!r} in its form")
            if target in LOCAL:
                assert carried == target, f"the sign-in page dropped the local target {target!r}"

            # What an attacker's own form would post, whatever the page carried.
            token = re.search(r'name="_csrf"\s+value="([^"]*)"', page.text).group(1)
            response = c.post("/sign-in", [("_csrf", token), ("username", member), ("password", "demo password"),
                                           ("next", target)])
            assert response.status != 429, (
                f"the sign-in limiter refused {member}'s browser after {sign_ins.count} sign-ins; the suite spreads "
                f"them at {SIGN_INS_PER_BROWSER} per browser (SIGN_INS_PER_BROWSER)")
            check_redirect(response, target, base, "signing in")
            if target in LOCAL:
                assert response.location == target, f"signing in with next={target!r} went to {response.location!r}"
    finally:
        sign_ins.close()


def carried_next(page):
    """The `next` a page's form carries on (unescaped), or ""."""
    carried = re.search(r'<input[^>]*name="next"[^>]*value="([^"]*)"', page.text)
    return unescape(carried.group(1)) if carried else ""


def test_onboarding_next_never_leaves_the_site(servers, routes):
    """An invite's link leads a new browser through the onboarding with `next=/join/TOKEN`; the
    onboarding carries that on and follows it, and nothing else: any other target lands on /."""
    assert {"method": "POST", "path": "/onboarding"} in routes, "the route table has no POST /onboarding"
    server = servers(demo=True, name="onboarding-next")
    anna = Client(server, source="127.0.0.2").signed_in("anna")
    join_form = f"/join/{create_invite(anna)}"
    anna.close()
    visitor = Client(server)
    first = visitor.get(join_form)
    sent_to = urllib.parse.urlsplit(first.location or "")
    assert first.status == 303 and sent_to.path == "/onboarding" and \
        urllib.parse.parse_qs(sent_to.query).get("next") == [join_form], (
            f"a new browser on an invite link should be sent to /onboarding?next={join_form}: {first!r}")
    try:
        for target in [join_form] + LOCAL + BYPASSES + JOIN_BYPASSES:
            page = visitor.get("/onboarding?next=" + query(target))
            assert page.status == 200, f"GET /onboarding?next={query(target)} answered {page!r}"
            carried = carried_next(page)
            assert carried in ("", target) and (carried == "" or is_local(carried)), (
                f"the onboarding for next={target!r} carries next={carried!r} in its form")
            response = visitor.post("/onboarding", [("_csrf", csrf_of(page)), ("next", target)])
            check_redirect(response, target, server.base_url, "finishing the onboarding")
            if target == join_form:
                assert carried == target and response.location == target, (
                    f"the onboarding dropped the invite's join form {target!r}: it carried {carried!r} and went to "
                    f"{response.location!r}")
            elif target in LOCAL:
                assert response.location == "/", f"the onboarding followed next={target!r}, which is no join form"
        onboarded = visitor.get(join_form)
        assert onboarded.status == 200, f"after the onboarding, the invite link should show its form: {onboarded!r}"
    finally:
        visitor.close()


@pytest.fixture
def marking(servers):
    """anna signed in, with a yes/no tracker, a measurable one and a past day on both."""
    server = servers(demo=True, name="back")
    anna = Client(server).signed_in("anna")
    uid = user_id(server.db, "anna")
    plain = read_db(server.db, "SELECT id, start_day FROM tracker WHERE user_id = ? AND unit IS NULL ORDER BY id",
                    (uid,))[0]
    measured = read_db(server.db, "SELECT id, start_day FROM tracker WHERE user_id = ? AND unit IS NOT NULL "
                                  "ORDER BY id", (uid,))
    assert measured, "the demo household has no measurable tracker for anna"
    day = date.today() - timedelta(days=2)
    for tracker in (plain, measured[0]):
        assert date.fromisoformat(tracker["start_day"]) <= day, f"tracker {tracker} starts after {day}"
    yield server, anna, plain["id"], measured[0]["id"], day.isoformat()
    anna.close()


@pytest.mark.parametrize("form", ["done", "value", "step", "pin"])
def test_card_forms_back_never_leaves_the_site(marking, routes, form):
    server, anna, plain, measured, day = marking
    pattern = f"/trackers/:id/{form}"
    assert {"method": "POST", "path": pattern} in routes, f"the route table has no POST {pattern}"
    token = anna.csrf("/")
    tracker = measured if form in ("value", "step") else plain
    extra = {"done": [("day", day)], "value": [("day", day), ("value", "1")], "step": [("day", day), ("step", "1")],
             "pin": [("pinned", "1")]}[form]
    for target in LOCAL + BYPASSES:
        response = anna.post(f"/trackers/{tracker}/{form}", [("_csrf", token), *extra, ("back", target)])
        check_redirect(response, target, server.base_url, f"POST /trackers/{tracker}/{form}",
                       anchor=f"#tracker-{tracker}")
        if target in LOCAL:
            # Back to the main page, the card's anchor is added, so the page lands on the card.
            expected = target + f"#tracker-{tracker}" if urllib.parse.urlsplit(target).path == "/" else target
            assert response.location == expected, f"POST {form} with back={target!r} went to {response.location!r}"


@pytest.mark.parametrize("action", ["follow", "unfollow"])
def test_follow_buttons_back_never_leaves_the_site(servers, routes, action):
    """A Follow or Unfollow button comes back to where it sits (`back`, with the row's anchor);
    any target that is not a path here lands on the member's page."""
    pattern = f"/household/:id/{action}"
    assert {"method": "POST", "path": pattern} in routes, f"the route table has no POST {pattern}"
    server = servers(demo=True, name=action)
    anna = Client(server).signed_in("anna")
    boris = user_id(server.db, "boris")
    token = anna.csrf("/household")
    path = f"/household/{boris}/{action}"
    try:
        local = LOCAL + [f"/household#member-{boris}"]
        for target in local + BYPASSES:
            response = anna.post(path, [("_csrf", token), ("back", target)])
            check_redirect(response, target, server.base_url, f"POST {path}", default=f"/household/{boris}#profile")
            if target in local:
                assert response.location == target, f"POST {path} with back={target!r} went to {response.location!r}"
    finally:
        anna.close()


def test_avatar_page_back_never_leaves_the_site(servers, routes):
    """The profile picture page goes back where it was opened from (`back`, in its address and in
    each of its forms): its Back link, Cancel and every change; any target that is not a path here
    goes to Settings instead."""
    for route in ({"method": "GET", "path": "/settings/avatar"}, {"method": "POST", "path": "/settings/avatar/initials"}):
        assert route in routes, f"the route table has no {route}"
    server = servers(demo=True, name="avatar-back")
    anna = Client(server).signed_in("anna")
    try:
        local = LOCAL + ["/household#you"]
        for target in local + BYPASSES:
            page = anna.get("/settings/avatar?back=" + query(target))
            assert page.status == 200, f"GET /settings/avatar?back={query(target)} answered {page!r}"
            links = [unescape(href) for href in re.findall(
                r'<a class="[^"]*(?:back-link|button-cancel-wide)[^"]*" href="([^"]*)"', page.text)]
            allowed = {"/settings#account"} | ({target} if is_local(target) else set())
            assert len(links) == 2 and set(links) <= allowed, (
                f"the avatar page for back={target!r} links back to {links}")
            if target in local:
                assert links == [target, target], f"the avatar page dropped back={target!r}: {links}"
            response = anna.post("/settings/avatar/initials", [("_csrf", csrf_of(page)), ("back", target)])
            check_redirect(response, target, server.base_url, "POST /settings/avatar/initials",
                           default="/settings?saved=avatar#account")
            if target in local:
                assert response.location == target, f"back={target!r} went to {response.location!r}"
    finally:
        anna.close()
