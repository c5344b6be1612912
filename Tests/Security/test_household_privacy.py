"""The household (issue 14) shows members to each other, and of their trackers only the ones they
share: what a person would check, route by route. A private tracker is found nowhere but on its
owner's own pages, and making a tracker private hides it at once; a profile's counts are the
follow table's and the public trackers'; following needs no approval, unfollowing always works,
and a form can only change the signed-in member's own follows. Pictures are for signed-in
members only, keep no metadata, and a new one has a new address; uploads have their own 5 MB
limit, every other form keeps 64 KB, and a file that isn't a picture changes nothing."""

import re
import struct
import time
import zlib
from datetime import date, timedelta
from html import unescape
from html.parser import HTMLParser

import pytest

from conftest import (DEMO_PICTURE, Client, create_tracker, dump_tables, fill, follows, ids_of, multipart,
                      parameter_kind, parameters, picture_file, public_trackers, read_db, user_id)

SECRET = "Therapy notes 4f2c"       # a private tracker's name: found on no page of anyone else
SHARED = "Morning swim 4f2c"        # a public one's, the control: the pages do show it
UPLOAD_LIMIT = 5 * 1024 * 1024
IMMUTABLE = "private, max-age=31536000, immutable"


@pytest.fixture
def household(servers):
    """The demo household (anna follows boris, vera and gleb; boris has a picture): the server
    and the members' ids."""
    server = servers(demo=True, name="household")
    return server, {name: user_id(server.db, name) for name in ("anna", "boris", "vera", "gleb")}


def browser(server, name, number):
    """A browser of its own (its own address), signed in as `name`."""
    return Client(server, source=f"127.0.3.{number}").signed_in(name)


def start_day():
    return (date.today() - timedelta(days=3)).isoformat()


def mentions(page, tracker):
    """Whether a page links to or names the tracker by its id anywhere."""
    return re.search(rf"(trackers/|tracker-){tracker}(?!\d)", page.text) is not None


def section(page, anchor):
    """The page from the element with id=`anchor` on (the Household tab's `today`, `members`)."""
    start = page.text.find(f'id="{anchor}"')
    assert start >= 0, f"the page has no #{anchor}: {page!r}"
    return page.text[start:]


def make_trackers(server, boris):
    """boris's private SECRET and public SHARED trackers (habits on every day, so shown today)."""
    token = boris.csrf("/")
    category = ids_of(server.db, "boris")["category"][0]
    secret = create_tracker(boris, token, SECRET, category, start_day())
    shared = create_tracker(boris, token, SHARED, category, start_day(), public=True)
    return secret, shared


# ---------------------------------------------------------------------------------------------
# Private trackers


def test_a_private_tracker_is_not_found_anywhere_in_the_household(household):
    server, uid = household
    boris = browser(server, "boris", 2)
    secret, shared = make_trackers(server, boris)
    anna = browser(server, "anna", 1)
    assert (uid["anna"], uid["boris"]) in follows(server.db), "the demo household should have anna follow boris"
    before = dump_tables(server.db)

    shown = anna.get(f"/household/{uid['boris']}/trackers/{shared}")
    assert shown.status == 200 and SHARED in shown.text, f"boris's shared tracker should open for anna: {shown!r}"
    for member in uid.values():
        response = anna.get(f"/household/{member}/trackers/{secret}")
        assert response.status == 404, f"boris's private tracker under member {member} answered {response!r}"
        assert SECRET not in response.text

    # The owner's own pages stay his, even for his shared tracker: the household's copy is read-only.
    token = anna.csrf("/")
    for tracker in (secret, shared):
        for path in (f"/trackers/{tracker}", f"/trackers/{tracker}/edit", f"/trackers/{tracker}/delete"):
            response = anna.get(path)
            assert response.status == 404 and SECRET not in response.text, f"GET {path} answered {response!r}"
        for action, field in (("done", ("day", start_day())), ("pin", ("pinned", "1"))):
            path = f"/trackers/{tracker}/{action}"
            response = anna.post(path, [("_csrf", token), field, ("back", "/")])
            assert response.status == 404, f"POST {path} answered {response!r}"

    yesterday = (date.today() - timedelta(days=1)).isoformat()
    pages = [f"/household/{uid['boris']}", f"/household/{uid['boris']}?day={yesterday}", "/household",
             "/household?q=" + SECRET.replace(" ", "+"), "/household?q=boris", f"/household/{uid['boris']}/followers",
             f"/household/{uid['boris']}/following"]
    for path in pages:
        page = anna.get(path)
        assert page.status == 200, f"GET {path} answered {page!r}"
        # A search for the name shows the words typed back (in the field and in "No member
        # matches"): that is anna's own text, not boris's tracker.
        text = page.text.replace(f'value="{SECRET}"', "").replace(f"“{SECRET}”", "")
        assert SECRET not in text and not mentions(page, secret), f"GET {path} shows boris's private tracker"
    member_page, household_tab = anna.get(pages[0]), anna.get("/household")
    assert SHARED in member_page.text and mentions(member_page, shared), "boris's page should show his shared tracker"
    assert SHARED in section(household_tab, "today"), "anna follows boris: his shared tracker belongs in her today"
    assert dump_tables(server.db) == before, "looking for boris's private tracker changed the database"


def test_making_a_tracker_private_hides_it_at_once(household):
    server, uid = household
    boris = browser(server, "boris", 2)
    _, shared = make_trackers(server, boris)
    anna = browser(server, "anna", 1)
    details = f"/household/{uid['boris']}/trackers/{shared}"
    assert anna.get(details).status == 200 and SHARED in section(anna.get("/household"), "today")

    # The edit form as a browser sends it, with the "Shared with the household" switch off.
    form = FormFields(f"/trackers/{shared}/edit")
    form.feed(boris.get(f"/trackers/{shared}/edit").text)
    assert ("public", "1") in form.fields, f"a shared tracker's edit form should have it switched on: {form.fields}"
    response = boris.post(f"/trackers/{shared}/edit", [field for field in form.fields if field[0] != "public"])
    assert response.status == 303, f"saving the tracker as private answered {response!r}"
    saved = read_db(server.db, "SELECT name, is_public FROM tracker WHERE id = ?", (shared,))[0]
    assert saved == {"name": SHARED, "is_public": 0}, f"the edit should only have made it private: {saved}"

    assert anna.get(details).status == 404, "a tracker made private still opens in the household"
    for path in (f"/household/{uid['boris']}", "/household"):
        page = anna.get(path)
        assert page.status == 200 and SHARED not in page.text and not mentions(page, shared), (
            f"GET {path} still shows the tracker made private")


class FormFields(HTMLParser):
    """The fields a browser sends for the form with `action` (checked boxes only)."""

    def __init__(self, action):
        super().__init__()
        self.action, self.inside, self.fields = action, False, []

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "form":
            self.inside = attrs.get("action") == self.action
        elif tag == "input" and self.inside and attrs.get("name"):
            if attrs.get("type") not in ("checkbox", "radio") or "checked" in attrs:
                self.fields.append((attrs["name"], unescape(attrs.get("value") or "")))

    def handle_endtag(self, tag):
        if tag == "form":
            self.inside = False


# ---------------------------------------------------------------------------------------------
# Profiles and following


def counts(page):
    """The followers and following counts a profile shows."""
    followers = re.search(r">(\d+) followers?<", page.text)
    following = re.search(r">(\d+) following<", page.text)
    assert followers and following, f"the profile shows no follower counts: {page!r}"
    return int(followers.group(1)), int(following.group(1))


def rows(page):
    """The member ids of a list's rows."""
    return {int(n) for n in re.findall(r'<li class="person-row" id="member-(\d+)"', page.text)}


def test_a_profile_counts_followers_and_following_from_the_follow_table(household):
    server, uid = household
    vera = browser(server, "vera", 3)
    # vera starts following boris: the counts and lists follow at once.
    assert (uid["vera"], uid["boris"]) not in follows(server.db)
    assert vera.post(f"/household/{uid['boris']}/follow", [("_csrf", vera.csrf("/household"))]).status == 303
    table = follows(server.db)
    anna = browser(server, "anna", 1)
    for name, member in uid.items():
        followers = {a for a, b in table if b == member}
        following = {b for a, b in table if a == member}
        page = anna.get(f"/household/{member}")
        assert page.status == 200 and counts(page) == (len(followers), len(following)), (
            f"{name}'s page counts {counts(page)}; the follow table says {len(followers)} followers, "
            f"{len(following)} following")
        assert rows(anna.get(f"/household/{member}/followers")) == followers, f"{name}'s followers list"
        assert rows(anna.get(f"/household/{member}/following")) == following, f"{name}'s following list"
    own = anna.get("/household")
    assert counts(own) == (sum(b == uid["anna"] for _, b in table), sum(a == uid["anna"] for a, _ in table)), (
        "anna's own card on the Household tab counts her follows wrongly")


def test_a_profile_says_how_many_trackers_it_shares_counting_public_ones_only(household):
    """ProfileHeader works out "N shared trackers" (public ones only), but the profile templates
    don't show it: this fails until they do."""
    server, uid = household
    boris = browser(server, "boris", 2)
    anna = browser(server, "anna", 1)
    before = len(public_trackers(server.db, uid["boris"]))
    make_trackers(server, boris)     # one private, one public
    shared = len(public_trackers(server.db, uid["boris"]))
    assert shared == before + 1
    page = anna.get(f"/household/{uid['boris']}")
    shown = re.search(r"(\d+) shared trackers?", page.text)
    assert shown, f"boris's page doesn't say how many trackers he shares ({shared}): {page!r}"
    assert int(shown.group(1)) == shared, f"boris's page says {shown.group(0)!r}; he shares {shared} (public only)"


def test_following_needs_no_approval_and_unfollowing_always_works(household):
    server, uid = household
    boris = browser(server, "boris", 2)
    _, shared = make_trackers(server, boris)
    vera = browser(server, "vera", 3)
    token = vera.csrf("/household")
    pair = (uid["vera"], uid["boris"])
    others = follows(server.db) - {pair}
    assert pair not in follows(server.db) and SHARED not in section(vera.get("/household"), "today")

    follow, unfollow = f"/household/{uid['boris']}/follow", f"/household/{uid['boris']}/unfollow"
    for attempt in (1, 2):               # following twice is harmless
        response = vera.post(follow, [("_csrf", token)])
        assert response.status == 303, f"following boris (time {attempt}) answered {response!r}"
        assert pair in follows(server.db), "following should need no approval: no follow row after the 303"
    assert read_db(server.db, "SELECT count(*) AS n FROM follow WHERE follower_id = ? AND followee_id = ?",
                   pair)[0]["n"] == 1
    assert SHARED in section(vera.get("/household"), "today"), "vera follows boris: his shared tracker is in her today"
    assert f'action="{unfollow}"' in vera.get(f"/household/{uid['boris']}").text, "boris's page should offer Unfollow"
    row = re.search(rf'id="member-{uid["vera"]}".*?</li>', boris.get("/household").text, re.S)
    assert row and "Follows you" in row.group(0), "boris should see at once that vera follows him"

    for attempt in (1, 2):               # unfollowing always works, also when not following
        response = vera.post(unfollow, [("_csrf", token)])
        assert response.status == 303, f"unfollowing boris (time {attempt}) answered {response!r}"
        assert pair not in follows(server.db)
    assert SHARED not in section(vera.get("/household"), "today"), "vera unfollowed boris: his tracker left her today"

    for path in (f"/household/{uid['vera']}/follow", f"/household/{uid['vera']}/unfollow",
                 "/household/99999999/follow", "/household/99999999/unfollow"):
        response = vera.post(path, [("_csrf", token)])
        assert response.status == 404, f"POST {path} (oneself, or nobody) answered {response!r}"
    assert follows(server.db) == others, "following and unfollowing boris changed other follows"


def test_follow_forms_change_only_the_signed_in_members_follows(household):
    """A forged form (fields or query naming another follower, a missing or another session's
    token, no session at all) can't make boris follow anyone or stop following anyone."""
    server, uid = household
    boris = browser(server, "boris", 2)
    boris_token = boris.csrf("/household")
    anna = browser(server, "anna", 1)
    token = anna.csrf("/household")
    before = follows(server.db)
    assert (uid["boris"], uid["anna"]) not in before and (uid["boris"], uid["vera"]) in before
    forged = [(name, str(uid["boris"])) for name in ("follower_id", "follower", "user_id", "user", "id", "from")]
    forged += [("username", "boris")]
    query = f"?follower_id={uid['boris']}&user_id={uid['boris']}"

    # Make boris follow anna: anna can't follow herself, whoever the form names.
    response = anna.post(f"/household/{uid['anna']}/follow{query}", [("_csrf", token), *forged])
    assert response.status == 404, f"a follow of oneself naming boris as the follower answered {response!r}"
    # Make boris stop following vera: only anna's own follow of vera goes.
    response = anna.post(f"/household/{uid['vera']}/unfollow{query}", [("_csrf", token), *forged])
    assert response.status == 303, f"anna unfollowing vera answered {response!r}"
    assert follows(server.db) == before - {(uid["anna"], uid["vera"])}, (
        "a forged unfollow changed follows other than anna's own of vera")

    now = follows(server.db)
    visitor = Client(server, source="127.0.3.9")
    visitor_token = visitor.csrf("/sign-in")
    for who, c, fields in (("no token", anna, []), ("boris's token in anna's session", anna, [("_csrf", boris_token)]),
                           ("a visitor", visitor, [("_csrf", visitor_token)])):
        for action in ("follow", "unfollow"):
            response = c.post(f"/household/{uid['gleb']}/{action}", fields + forged)
            refused = response.status in (403, 404) or (response.status == 303 and
                                                         response.location.startswith("/sign-in"))
            assert refused, f"{action} with {who} answered {response!r}"
    assert follows(server.db) == now, "refused follow forms changed the follow table"


# ---------------------------------------------------------------------------------------------
# Pictures


def picture_address(page):
    """The address of the large picture on a profile or on Settings › Profile picture."""
    found = re.search(r'<img class="avatar avatar-large" src="(/avatars/[^"]+)"', page.text)
    return found.group(1) if found else None


def test_pictures_are_served_to_signed_in_members_only(household):
    server, uid = household
    anna = browser(server, "anna", 1)
    address = picture_address(anna.get(f"/household/{uid['boris']}"))
    assert address == f"/avatars/{uid['boris']}/{picture_file(server.db, uid['boris'])}", (
        f"boris's page should show his picture at its address: {address!r}")
    stored = read_db(server.db, "SELECT data FROM avatar WHERE user_id = ?", (uid["boris"],))[0]["data"]

    shown = anna.get(address)
    assert shown.status == 200 and shown.body == stored, f"anna should get boris's picture: {shown!r}"
    assert shown.header("Content-Type") == "image/jpeg" and shown.header("Cache-Control") == IMMUTABLE, (
        f"a picture is a JPEG kept privately for a year: {shown.headers}")

    stranger = Client(server, source="127.0.3.8")
    forged = Client(server, source="127.0.3.7")
    forged.cookies["tracker_session"] = "x" * 43
    for who, c in (("a visitor", stranger), ("a made-up session", forged)):
        response = c.get(address)
        assert response.status == 303 and response.location.startswith("/sign-in"), (
            f"{who} asking for boris's picture should be sent to sign in: {response!r}")
        assert stored[:64] not in response.body and b"\xff\xd8" not in response.body[:4]
    anna.post("/sign-out", [("_csrf", anna.csrf("/"))])
    response = anna.get(address)
    assert response.status == 303 and stored[:64] not in response.body, f"signed out, the picture answered {response!r}"

    vera = browser(server, "vera", 3)
    file = picture_file(server.db, uid["boris"])
    for path in (f"/avatars/{uid['vera']}/{file}", f"/avatars/{uid['boris']}/{'0' * 16}.jpg"):
        response = vera.get(path)
        assert response.status == 404 and stored[:64] not in response.body, f"GET {path} answered {response!r}"


def jpeg_segments(data):
    """The (marker, payload) of a JPEG's segments before its image data."""
    assert data[:2] == b"\xff\xd8", "not a JPEG"
    segments, at = [], 2
    while at + 4 <= len(data) and data[at] == 0xFF and data[at + 1] != 0xDA:
        length = struct.unpack(">H", data[at + 2:at + 4])[0]
        segments.append((data[at + 1], data[at + 4:at + 2 + length]))
        at += 2 + length
    return segments


def with_gps_exif(jpeg):
    """The JPEG with an APP1 Exif segment after its start: IFD0 pointing to a GPS IFD with a
    latitude, a longitude reference and a processing method that says "GPS"."""
    method = b"ASCII\0\0\0GPS-FUSED"
    gps_at = 8 + 2 + 12 + 4
    values_at = gps_at + 2 + 4 * 12 + 4
    latitude = struct.pack("<6I", 52, 1, 31, 1, 1234, 100)
    gps = struct.pack("<H", 4) + b"".join([
        struct.pack("<HHI4s", 0x0001, 2, 2, b"N\0\0\0"),                       # GPSLatitudeRef
        struct.pack("<HHII", 0x0002, 5, 3, values_at),                        # GPSLatitude
        struct.pack("<HHI4s", 0x0003, 2, 2, b"E\0\0\0"),                       # GPSLongitudeRef
        struct.pack("<HHII", 0x001B, 7, len(method), values_at + len(latitude)),  # GPSProcessingMethod
    ]) + struct.pack("<I", 0) + latitude + method
    ifd0 = struct.pack("<H", 1) + struct.pack("<HHII", 0x8825, 4, 1, gps_at) + struct.pack("<I", 0)
    payload = b"Exif\0\0" + b"II*\0" + struct.pack("<I", 8) + ifd0 + gps
    return jpeg[:2] + b"\xff\xe1" + struct.pack(">H", len(payload) + 2) + payload + jpeg[2:]


def png(width, height, rgb, rows=None):
    """A PNG of one colour, made by hand; with `rows`, only that many rows of pixels follow the
    header's claimed size."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    pixels = b"".join(b"\0" + bytes(rgb) * min(width, 256) for _ in range(height if rows is None else rows))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(pixels)) + chunk(b"IEND", b""))


def upload(c, data, name="photo.jpg", kind="image/jpeg", token=None):
    return c.upload("/settings/avatar/picture", [("_csrf", token or c.csrf("/settings/avatar"))],
                    [("picture", name, kind, data)])


def test_a_new_picture_has_a_new_address_and_no_exif(household):
    server, uid = household
    anna = browser(server, "anna", 1)
    boris = browser(server, "boris", 2)
    photo = with_gps_exif(DEMO_PICTURE.read_bytes())
    assert any(marker == 0xE1 and payload.startswith(b"Exif") for marker, payload in jpeg_segments(photo))
    assert b"GPS" in photo

    response = upload(anna, photo)
    assert response.status == 303, f"uploading a photo with GPS data answered {response!r}"
    first = picture_address(anna.get("/settings/avatar"))
    assert first and first.startswith(f"/avatars/{uid['anna']}/"), f"Settings shows no picture: {first!r}"
    served = boris.get(first)
    assert served.status == 200 and served.header("Content-Type") == "image/jpeg", f"GET {first}: {served!r}"
    exif = [payload[:16] for marker, payload in jpeg_segments(served.body) if marker == 0xE1]
    assert not exif and b"Exif" not in served.body and b"GPS" not in served.body, (
        f"the served picture keeps metadata (APP1 segments {exif})")

    response = upload(anna, png(64, 64, (200, 40, 90)), name="red.png", kind="image/png")
    assert response.status == 303, f"uploading a new picture answered {response!r}"
    second = picture_address(anna.get("/settings/avatar"))
    assert second and second != first, f"a new picture should have a new address, not {second!r}"
    for c in (anna, boris):
        assert c.get(first).status == 404, "the old picture's address still answers"
        assert c.get(second).status == 200
    assert picture_address(boris.get(f"/household/{uid['anna']}")) == second, "anna's page shows an old address"

    response = anna.post("/settings/avatar/remove-picture", [("_csrf", anna.csrf("/settings/avatar"))])
    assert response.status == 303 and boris.get(second).status == 404, "a removed picture is still served"


# ---------------------------------------------------------------------------------------------
# Uploads


def avatars(db):
    return read_db(db, "SELECT user_id, hash, data FROM avatar ORDER BY user_id") + \
        read_db(db, "SELECT id, avatar_emoji, avatar_color FROM user ORDER BY id")


def test_an_upload_over_5_mb_is_413_and_changes_nothing(household):
    server, _ = household
    boris = browser(server, "boris", 2)
    token = boris.csrf("/settings/avatar")
    before = avatars(server.db)
    # 5 MB and one byte in all: a real photo, padded.
    photo = DEMO_PICTURE.read_bytes()
    body_without_file = len(upload_body(token, b""))
    padded = photo + b"\0" * (UPLOAD_LIMIT + 1 - body_without_file - len(photo))
    assert len(upload_body(token, padded)) == UPLOAD_LIMIT + 1
    response = upload(boris, padded, token=token)
    assert response.status == 413 and "5 MB" in response.text, f"an upload of 5 MB + 1 byte answered {response!r}"
    assert avatars(server.db) == before, "a refused upload changed the pictures"

    # Over 64 KB is fine here: a real photo with 200 KB of comments in it.
    comments = b"".join(b"\xff\xfe" + struct.pack(">H", 50_002) + b"c" * 50_000 for _ in range(4))
    response = upload(boris, photo[:2] + comments + photo[2:], token=token)
    assert response.status == 303, f"an upload of {len(photo) + len(comments)} bytes answered {response!r}"


def upload_body(token, data):
    """The body upload() sends."""
    return multipart([("_csrf", token)], [("picture", "photo.jpg", "image/jpeg", data)])[0]


def test_a_multipart_body_over_64_kb_is_413_on_every_other_route(household, routes):
    server, uid = household
    anna = browser(server, "anna", 1)
    token = anna.csrf("/")
    mine = {kind: ids[0] for kind, ids in ids_of(server.db, "anna").items() if ids}
    # The body is refused before any id is looked up, so any value does where anna has none.
    values = {"invite": 1, "password-reset": 1, "join-token": "x", "reset-token": "x", "calendar-token": "x", "done-token": "x",
              "push-kind": "ntfy", "pending-import": 1, "profile": 1, "device-link": 1, "child-session": 1, "api-token": 1,
              "device-token": "x", **mine,
              "household-member": uid["boris"], "member": uid["anna"]}
    before = dump_tables(server.db)
    wrong = []
    posts = [route["path"] for route in routes if route["method"] == "POST" and route["path"] not in
             ("/settings/avatar/picture", "/settings/data/import")]
    for pattern in posts:
        path = fill(pattern, {name: values[parameter_kind(pattern, name)] for name in parameters(pattern)})
        response = anna.upload(path, [("_csrf", token)], [("picture", "photo.jpg", "image/jpeg", b"\0" * 100_000)])
        if response.status != 413:
            wrong.append(f"POST {path}: {response.status}")
    assert not wrong, f"a 100 KB multipart body must be 413 on every route but the uploads': {wrong}"
    assert dump_tables(server.db) == before, "refused multipart bodies changed the database"


def test_a_file_that_is_not_a_picture_is_422_and_changes_nothing(household):
    server, _ = household
    boris = browser(server, "boris", 2)
    token = boris.csrf("/settings/avatar")
    before = avatars(server.db)
    response = upload(boris, b"Dear diary, today I ...\n" * 40, name="photo.jpg", kind="image/jpeg", token=token)
    assert response.status == 422 and "not a JPEG, PNG or WebP picture" in response.text, (
        f"a text file named photo.jpg answered {response!r}")
    started = time.monotonic()
    response = upload(boris, png(20000, 20000, (0, 0, 0), rows=1), name="huge.png", kind="image/png", token=token)
    took = time.monotonic() - started
    assert response.status == 422 and "20,000 × 20,000" in response.text, f"a 20000×20000 PNG answered {response!r}"
    assert took < 3, f"refusing a PNG that claims 20000×20000 pixels took {took:.1f} s: it was decoded"
    for fields in ([("emoji", "🙂"), ("color", "#123456")], [("emoji", "<b>"), ("color", "#FD4C49")]):
        response = boris.post("/settings/avatar/emoji", [("_csrf", token), *fields])
        assert response.status == 422, f"an emoji and colour {fields} not from the palette answered {response!r}"
    assert avatars(server.db) == before, "refused pictures and looks changed the avatars"


def test_an_upload_without_its_csrf_token_is_403_and_changes_nothing(household):
    server, _ = household
    boris = browser(server, "boris", 2)
    token = boris.csrf("/settings/avatar")
    photo = DEMO_PICTURE.read_bytes()
    before = avatars(server.db)
    attempts = {
        "no token": ([], [("picture", "photo.jpg", "image/jpeg", photo)]),
        "a wrong token": ([("_csrf", "x" * len(token))], [("picture", "photo.jpg", "image/jpeg", photo)]),
        "the token as a file": ([], [("_csrf", "token.txt", "text/plain", token.encode()),
                                     ("picture", "photo.jpg", "image/jpeg", photo)]),
    }
    for what, (fields, files) in attempts.items():
        response = boris.upload("/settings/avatar/picture", fields, files)
        assert response.status == 403, f"an upload with {what} answered {response!r}"
    response = boris.upload(f"/settings/avatar/picture?_csrf={token}", [], [("picture", "photo.jpg", "image/jpeg",
                                                                              photo)])
    assert response.status == 403, f"an upload with the token in the query answered {response!r}"
    assert avatars(server.db) == before, "uploads refused for their token changed the avatars"
