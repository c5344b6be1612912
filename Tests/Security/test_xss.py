"""What people type is never sent back as markup: hostile strings stored in every text field a
form reaches (tracker name, category name, unit, display name) and strings passed in query
parameters appear only escaped on every GET route of the route table. A hostile User-Agent is
not kept at all: a session's device name is only ever one of the known names."""

import itertools
import urllib.parse
from datetime import date, timedelta

from conftest import (Client, create_invite, create_reset, fail_if_any, fill, join, parameter_kind, parameters, read_db,
                      user_id)

# Each fits its field's limit (names 38 characters, unit 20, display name 40).
NAMES = ["<script>alert(1)</script>", '"><svg onload=alert(1)>', "'><img src=x onerror=1>", "</textarea><b>xss</b>"]
CATEGORIES = ["<script>alert(2)</script>", '"><svg onload=alert(2)>']
UNIT = '"><svg onload=3>'
DISPLAY_NAME = "<script>alert(4)</script><b>"
QUERY = '"><script>alert(5)</script>'
# A User-Agent naming no known browser or system: the device is "Unknown browser", nothing of it is kept.
DEVICE = "<svg onload=alert(6)>"
PAYLOADS = NAMES + CATEGORIES + [UNIT, DISPLAY_NAME, QUERY, DEVICE]
# Markup the site never sends itself: finding it anywhere means some text went out unescaped.
MARKERS = ["<script", "<svg onload", "<img src=x", "<b>xss", "onerror=1>", "<b></"]

QUERY_PARAMETERS = ["q", "next", "month", "day", "filter", "invite", "after", "kind", "name", "unit", "back", "revoked",
                    "saved", "reset", "removed", "signed-out"]
# A page carries `next` along only when it is a path on this site (the onboarding only an
# invite's /join/…), so its hostile string is one: that is the value that reaches the markup.
QUERY_VALUES = {"next": "/join/" + QUERY}


def reflected_query():
    """Every parameter the site reads, and one it doesn't, set to a hostile string; `return`
    makes the category pages carry the rest along."""
    pairs = [(name, QUERY_VALUES.get(name, QUERY)) for name in QUERY_PARAMETERS]
    pairs += [("return", "/trackers/new/habit"), (QUERY, QUERY)]
    return urllib.parse.urlencode(pairs)


def create_tracker(c, token, name, category, start, unit=None):
    fields = [("_csrf", token), ("kind", "habit"), ("name", name), ("category", str(category)),
              *[("days[]", str(n)) for n in range(1, 8)], ("emoji", "🙂"), ("color", "#FD4C49"), ("start", start)]
    if unit:
        fields += [("unit", unit), ("target", "8")]
    response = c.post("/trackers", fields)
    assert response.status == 303, f"creating the tracker {name!r} answered {response!r}"


def sweep(c, routes, values, who):
    """GETs every GET route with each of `values` for its parameters, plain and with the hostile
    query; returns what leaked where."""
    leaks, statuses = [], {}
    for route in routes:
        if route["method"] != "GET":
            continue
        names = parameters(route["path"])
        choices = [values[parameter_kind(route["path"], name)] for name in names]
        for combination in itertools.islice(itertools.product(*choices), 12):
            path = fill(route["path"], dict(zip(names, combination)))
            for url in (path, path + "?" + reflected_query()):
                response = c.get(url)
                statuses[url] = response.status
                assert response.status < 500, f"{who}: GET {url} answered {response!r}"
                body = response.text
                found = [p for p in PAYLOADS if p in body] + [m for m in MARKERS if m in body.lower()]
                if found:
                    spot = body.lower().find(found[0].lower())
                    leaks.append(f"{who}: GET {url} ({response.status}) contains {found}: "
                                 f"…{body[max(0, spot - 80):spot + 80]!r}…")
    return leaks, statuses


def test_stored_and_reflected_text_is_always_escaped(servers, routes):
    server = servers(demo=True, name="xss")
    anna = Client(server).signed_in("anna")
    token = anna.csrf("/")
    start = (date.today() - timedelta(days=5)).isoformat()

    for name in CATEGORIES:
        response = anna.post("/categories", [("_csrf", token), ("category_name", name), ("after", "list")])
        assert response.status == 303, f"creating the category {name!r} answered {response!r}"
    uid = user_id(server.db, "anna")
    categories = [r["id"] for r in read_db(server.db, "SELECT id FROM category WHERE user_id = ? AND name IN (?, ?)",
                                           (uid, *CATEGORIES))]
    assert len(categories) == len(CATEGORIES), "the hostile category names were not stored as typed"
    for index, name in enumerate(NAMES):
        create_tracker(anna, token, name, categories[index % len(categories)], start)
    create_tracker(anna, token, "Water", categories[0], start, unit=UNIT)
    trackers = [r["id"] for r in read_db(server.db, "SELECT id FROM tracker WHERE user_id = ? AND start_day = ? "
                                                    "AND created_at = updated_at ORDER BY id DESC LIMIT 5",
                                         (uid, start))]
    stored = {r["name"] for r in read_db(server.db, "SELECT name FROM tracker WHERE user_id = ?", (uid,))}
    assert set(NAMES) <= stored, f"the hostile tracker names were not stored as typed: {set(NAMES) - stored}"

    # A new member whose display name is hostile, through an invite.
    mallory = join(server, create_invite(anna), "mallory", DISPLAY_NAME, source="127.0.0.7")
    mallory_token = create_invite(mallory)
    mallory_id = user_id(server.db, "mallory")
    assert read_db(server.db, "SELECT display_name FROM user WHERE id = ?", (mallory_id,))[0]["display_name"] == \
        DISPLAY_NAME, "the hostile display name was not stored as typed"
    # anna is the household's owner: a reset link for mallory puts the name on the members' pages.
    reset_token, reset = create_reset(anna, mallory_id)

    # anna signed in on a second device whose name is hostile, for her list of devices.
    Client(server, source="127.0.0.6").signed_in("anna", headers={"User-Agent": DEVICE}).close()

    open_token = create_invite(anna)
    invites = [str(r["id"]) for r in read_db(server.db, "SELECT id FROM invite WHERE created_by = ?", (uid,))]
    values = {"tracker": [str(t) for t in trackers], "category": [str(c) for c in categories], "invite": invites,
              "join-token": [mallory_token, open_token], "member": [str(mallory_id), str(uid)],
              "password-reset": [str(reset)], "reset-token": [reset_token, "no-such-token"]}

    # The hostile text is really on the pages, escaped (else the sweep proves nothing).
    stranger = Client(server, source="127.0.0.9").onboarded()
    for c, path, text in ((anna, "/", NAMES[0]), (anna, "/", UNIT), (anna, "/categories", CATEGORIES[0]),
                          (anna, "/?q=" + urllib.parse.quote(QUERY), QUERY), (mallory, "/settings", DISPLAY_NAME),
                          (stranger, f"/join/{mallory_token}", DISPLAY_NAME), (anna, "/members", DISPLAY_NAME),
                          (anna, f"/members/{mallory_id}/remove", DISPLAY_NAME),
                          (anna, f"/members?reset={reset_token}", DISPLAY_NAME),
                          (stranger, "/onboarding?next=" + urllib.parse.quote(QUERY_VALUES["next"]), QUERY)):
        page = c.get(path)
        tag = text.lstrip("\"'>")          # the markup part, whose escaping doesn't depend on quote style
        escaped = tag.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        assert page.status == 200 and escaped in page.text, (
            f"GET {path} should show {text!r} escaped ({escaped!r}); it answered {page!r}")
    stranger.close()
    devices = anna.get("/settings/devices")
    assert devices.status == 200 and "Unknown browser" in devices.text and "onload=alert(6)" not in devices.text, (
        "a User-Agent naming no known browser is shown as 'Unknown browser', and none of its text is kept")

    leaks, statuses = sweep(anna, routes, values, "anna")
    more, _ = sweep(mallory, routes, {**values, "tracker": ["1"], "category": ["1"], "invite": ["1"]}, "mallory")
    leaks += more
    # Onboarded, so invite links show their form (with the inviter's name) rather than redirect.
    visitor = Client(server, source="127.0.0.8").onboarded()
    more, _ = sweep(visitor, routes, values, "a visitor")
    leaks += more
    for c in (anna, mallory, visitor):
        c.close()

    fail_if_any(leaks, "hostile text came back unescaped:")
    shown = [url for url, status in statuses.items() if status == 200 and "?" not in url]
    assert any(url.startswith("/trackers/") for url in shown), f"no tracker page was shown to anna: {statuses}"
