"""What people type is never sent back as markup: hostile strings stored in every text field a
form reaches (tracker name, category name, unit, display name, set on joining and in Settings)
and strings passed in query parameters appear only escaped on every GET route of the route
table, the household's pages included (members, a member's page, followers, shared trackers,
today's list). A picture's file name and type are never sent back at all; the data downloads
hold the text as it is, as attachments that are never rendered. A hostile User-Agent
is not kept either: a session's device name is only ever one of the known names."""

import itertools
import urllib.parse
from datetime import date, timedelta

from conftest import (DEMO_PICTURE, Client, create_api_token, create_invite, create_pending_import, create_reset, create_tracker,
                      fail_if_any, fill, join,
                      parameter_kind, parameters, picture_file, read_db, user_id)

# Each fits its field's limit (names 38 characters, unit 20, display name 40).
NAMES = ["<script>alert(1)</script>", '"><svg onload=alert(1)>', "'><img src=x onerror=1>", "</textarea><b>xss</b>"]
CATEGORIES = ["<script>alert(2)</script>", '"><svg onload=alert(2)>']
UNIT = '"><svg onload=3>'
DISPLAY_NAME = "<script>alert(4)</script><b>"
QUERY = '"><script>alert(5)</script>'
# A User-Agent naming no known browser or system: the device is "Unknown browser", nothing of it is kept.
DEVICE = "<svg onload=alert(6)>"
# anna's display name, set in Settings (the household shows it on her page, lists and today's list).
SETTINGS_NAME = "'><svg onload=alert(7)>"
# What an upload says of its file; the server keeps neither.
FILE_NAME = '"><script>alert(1)</script>.jpg'
FILE_TYPE = "text/html<script>"
PAYLOADS = NAMES + CATEGORIES + [UNIT, DISPLAY_NAME, QUERY, DEVICE, SETTINGS_NAME, FILE_NAME, FILE_TYPE]
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


def leaked(response, what):
    """What of the hostile text came back unescaped in `response`, with where; or None. The data
    downloads (JSON, CSV) carry the member's text as it is, which is their point: they may hold
    it only as attachments the browser saves and never renders or sniffs as a page."""
    if response.header("Content-Disposition", "").startswith("attachment"):
        kind = response.header("Content-Type", "")
        if (kind.startswith("application/json") or kind.startswith("text/csv")) and \
                response.header("X-Content-Type-Options") == "nosniff":
            return None
        return f"{what} ({response.status}) is a download of {kind!r} without nosniff"
    body = response.text
    found = [p for p in PAYLOADS if p in body] + [m for m in MARKERS if m in body.lower()]
    if not found:
        return None
    spot = body.lower().find(found[0].lower())
    return f"{what} ({response.status}) contains {found}: …{body[max(0, spot - 80):spot + 80]!r}…"


def sweep(c, routes, values, who):
    """GETs every GET route with each of `values` for its parameters, plain and with the hostile
    query; returns what leaked where."""
    leaks, statuses = [], {}
    for route in routes:
        if route["method"] != "GET":
            continue
        names = parameters(route["path"])
        choices = [values[parameter_kind(route["path"], name)] for name in names]
        assert all(choices), f"{who}: no value to fill in {route['path']} with, so the sweep would skip it: {values}"
        for combination in itertools.islice(itertools.product(*choices), 12):
            path = fill(route["path"], dict(zip(names, combination)))
            for url in (path, path + "?" + reflected_query()):
                response = c.get(url)
                statuses[url] = response.status
                assert response.status < 500, f"{who}: GET {url} answered {response!r}"
                leaks.append(leaked(response, f"{who}: GET {url}"))
    return [leak for leak in leaks if leak], statuses


def household_text(server, anna, mallory, start):
    """Puts hostile text on the household's pages: anna's display name from Settings, mallory's
    shared tracker, anna and mallory following each other (so each is on the other's today's
    list and follower lists); and anna's picture uploaded with a hostile file name and type.
    Returns what the forms' own answers leaked."""
    token = anna.csrf("/settings")
    response = anna.post("/settings/name", [("_csrf", token), ("display_name", SETTINGS_NAME)])
    assert response.status == 303, f"setting anna's display name answered {response!r}"
    mallory_token = mallory.csrf("/settings")
    response = mallory.post("/categories", [("_csrf", mallory_token), ("category_name", "Mine"), ("after", "list")])
    assert response.status == 303, f"mallory's category answered {response!r}"
    category = read_db(server.db, "SELECT id FROM category WHERE user_id = ?",
                       (user_id(server.db, "mallory"),))[0]["id"]
    create_tracker(mallory, mallory_token, NAMES[1], category, start, public=True)
    for c, its_token, other in ((anna, token, "mallory"), (mallory, mallory_token, "anna")):
        response = c.post(f"/household/{user_id(server.db, other)}/follow", [("_csrf", its_token),
                                                                              ("back", "/household")])
        assert response.status == 303, f"following {other} answered {response!r}"

    leaks = []
    picture = DEMO_PICTURE.read_bytes()
    for data, status in ((b"<html>not a picture</html>", 422), (picture, 303)):
        response = anna.upload("/settings/avatar/picture", [("_csrf", token)],
                               [("picture", FILE_NAME, FILE_TYPE, data)])
        assert response.status == status, f"uploading {len(data)} bytes named {FILE_NAME!r} answered {response!r}"
        leaks.append(leaked(response, f"POST /settings/avatar/picture ({len(data)} bytes)"))
    response = anna.post("/settings/avatar/emoji", [("_csrf", token), ("emoji", QUERY), ("color", QUERY)])
    assert response.status == 422, f"an emoji and colour from no palette answered {response!r}"
    leaks.append(leaked(response, "POST /settings/avatar/emoji"))
    return [leak for leak in leaks if leak]


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
    # Shared with the household, so that they are on anna's page and in mallory's today's list too.
    trackers = [create_tracker(anna, token, name, categories[index % len(categories)], start, public=True)
                for index, name in enumerate(NAMES)]
    trackers.append(create_tracker(anna, token, "Water", categories[0], start, unit=UNIT, public=True))
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
    leaks = household_text(server, anna, mallory, start)

    # anna signed in on a second device whose name is hostile, for her list of devices.
    Client(server, source="127.0.0.6").signed_in("anna", headers={"User-Agent": DEVICE}).close()

    # A file to import, with hostile category names and file name: its preview shows both.
    pending = create_pending_import(anna, categories=CATEGORIES + ["<b>xss</b>"], file_name=FILE_NAME)
    open_token = create_invite(anna)
    create_api_token(anna, name=DISPLAY_NAME)
    api_tokens = [str(r["id"]) for r in read_db(server.db, "SELECT id FROM api_token WHERE user_id = ?", (uid,))]
    invites = [str(r["id"]) for r in read_db(server.db, "SELECT id FROM invite WHERE created_by = ?", (uid,))]
    values = {"tracker": [str(t) for t in trackers], "category": [str(c) for c in categories], "invite": invites,
              "join-token": [mallory_token, open_token], "member": [str(mallory_id), str(uid)],
              "password-reset": [str(reset)], "reset-token": [reset_token, "no-such-token"], "calendar-token": ["no-such-token"],
              "done-token": ["no-such-token"], "push-kind": ["ntfy", "gotify", "webhook"], "pending-import": [str(pending)],
              "profile": ["1"], "device-link": ["1"], "child-session": ["1"], "device-token": ["no-such-token"],
              "api-token": api_tokens,
              "household-member": [str(uid), str(mallory_id)], "shared-tracker": [str(t) for t in trackers],
              "avatar-member": [str(uid)], "avatar-file": [picture_file(server.db, uid)]}

    # The hostile text is really on the pages, escaped (else the sweep proves nothing).
    stranger = Client(server, source="127.0.0.9").onboarded()
    for c, path, text in ((anna, "/", NAMES[0]), (anna, "/", UNIT), (anna, "/categories", CATEGORIES[0]),
                          (anna, "/?q=" + urllib.parse.quote(QUERY), QUERY), (mallory, "/settings", DISPLAY_NAME),
                          (stranger, f"/join/{mallory_token}", DISPLAY_NAME), (anna, "/members", DISPLAY_NAME),
                          (anna, f"/members/{mallory_id}/remove", DISPLAY_NAME),
                          (anna, f"/members?reset={reset_token}", DISPLAY_NAME),
                          (stranger, "/onboarding?next=" + urllib.parse.quote(QUERY_VALUES["next"]), QUERY),
                          (anna, "/household", DISPLAY_NAME), (anna, "/household#today", NAMES[1]),
                          (anna, f"/household/{mallory_id}", DISPLAY_NAME), (anna, f"/household/{uid}", NAMES[0]),
                          (anna, f"/household/{uid}/followers", DISPLAY_NAME),
                          (anna, f"/household/{uid}/trackers/{trackers[0]}", NAMES[0]),
                          (mallory, "/household#today", SETTINGS_NAME), (mallory, "/household#today", NAMES[0]),
                          (mallory, f"/household/{mallory_id}/following", SETTINGS_NAME),
                          (anna, "/household?q=" + urllib.parse.quote(QUERY), QUERY),
                          (anna, f"/settings/data/import/{pending}", CATEGORIES[0]),
                          (anna, f"/settings/data/import/{pending}", FILE_NAME)):
        path, _, section = path.partition("#")
        page = c.get(path)
        part = page.text[page.text.find(f'id="{section}"'):] if section else page.text
        tag = text.lstrip("\"'>")          # the markup part, whose escaping doesn't depend on quote style
        escaped = tag.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        assert page.status == 200 and escaped in part, (
            f"GET {path} should show {text!r} escaped ({escaped!r}) {'in #' + section if section else ''}; "
            f"it answered {page!r}")
    stranger.close()
    devices = anna.get("/settings/devices")
    assert devices.status == 200 and "Unknown browser" in devices.text and "onload=alert(6)" not in devices.text, (
        "a User-Agent naming no known browser is shown as 'Unknown browser', and none of its text is kept")

    more, statuses = sweep(anna, routes, values, "anna")
    leaks += more
    more, _ = sweep(mallory, routes, {**values, "tracker": ["1"], "category": ["1"], "invite": ["1"], "pending-import": ["1"], "api-token": ["1"]},
                    "mallory")
    leaks += more
    # Onboarded, so invite links show their form (with the inviter's name) rather than redirect.
    visitor = Client(server, source="127.0.0.8").onboarded()
    more, _ = sweep(visitor, routes, values, "a visitor")
    leaks += more
    for c in (anna, mallory, visitor):
        c.close()

    fail_if_any(leaks, "hostile text came back unescaped:")
    shown = [url for url, status in statuses.items() if status == 200 and "?" not in url]
    for prefix in ("/trackers/", f"/household/{mallory_id}", f"/household/{uid}/trackers/", f"/avatars/{uid}/"):
        assert any(url.startswith(prefix) for url in shown), f"no {prefix}… page was shown to anna: {statuses}"
