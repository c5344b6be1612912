"""Fixtures for the reliability and security suite: real `tracker` servers (from $TRACKER_BIN) on
free ports with their own database files, a copy of one demo household made once per run, the
server's own route table (`tracker routes`), and plain HTTP clients with cookie jars.

No browser: every check here is about what the server sends and stores, so the clients speak
HTTP/1.1 directly (keep-alive, no redirects followed, a timeout on every socket)."""

import hashlib
import http.client
import json
import os
import re
import secrets
import socket
import sqlite3
import subprocess
import sys
import tempfile
import time
import urllib.parse
from html import unescape
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "support"))

import tracker_process  # noqa: E402
from tracker_process import REPO, Server, copy_database, demo_database, run_tracker, tracker_binary  # noqa: E402

# A server that won't start or stop, or a command that fails, fails the test.
tracker_process.report_failures_with(pytest.fail)

# Hypothesis keeps nothing between runs here (no example database), and its caches stay out of
# the repository.
os.environ.setdefault("HYPOTHESIS_STORAGE_DIRECTORY", str(Path(tempfile.gettempdir()) / "tracker-security-hypothesis"))

REQUEST_TIMEOUT = 30

# No test may take longer than this (pytest-timeout); the fuzzing test sets its own.
TEST_TIME_LIMIT = 150
# The whole suite is meant to stay under five minutes on a 2-core machine with a debug build.
SUITE_BUDGET = 300

DEMO_PASSWORD = "demo password"


# ---------------------------------------------------------------------------------------------
# Time limits


def pytest_collection_modifyitems(config, items):
    for item in items:
        if HERE in Path(str(item.fspath)).parents and item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(TEST_TIME_LIMIT))


_SUITE_START = [None]


def pytest_sessionstart(session):
    _SUITE_START[0] = time.monotonic()


def pytest_terminal_summary(terminalreporter):
    if _SUITE_START[0] is None:
        return
    took = time.monotonic() - _SUITE_START[0]
    terminalreporter.write_line(f"security suite: {took:.0f} s (budget {SUITE_BUDGET} s)")
    if took > SUITE_BUDGET:
        terminalreporter.write_line(f"WARNING: the security suite took {took:.0f} s, over its {SUITE_BUDGET} s budget; "
                                    f"make the slowest tests (pytest --durations=5) cheaper", red=True)


# ---------------------------------------------------------------------------------------------
# The binary and its servers (Tests/support/tracker_process.py: TRACKER_BIN, free ports, commands,
# the demo household and Server)


@pytest.fixture(scope="session")
def demo_template(tmp_path_factory):
    """One demo household database per test run (4 members × 30 trackers × 2 years), copied
    for each server that wants it; making it takes a while, copying it does not."""
    path = tmp_path_factory.mktemp("demo") / "demo.sqlite"
    demo_database(path, timeout=180)
    return path


@pytest.fixture
def servers(tmp_path, demo_template):
    """A factory of servers: `servers(demo=True, args=[...])` starts one on its own database
    (a copy of the demo household, or empty). Every server is stopped at the end; one that died
    on its own during the test fails the test."""
    started = []

    def start(demo=True, args=(), env=None, name=None):
        name = name or f"server{len(started)}"
        db = tmp_path / f"{name}.sqlite"
        if demo:
            copy_database(demo_template, db)
        server = Server(db, tmp_path / f"{name}.log", args=args, env=env, log_tail=6000)
        started.append(server)
        return server.start()

    yield start

    problems = []
    for server in started:
        if server.process is not None and not server.alive() and not server.expected_exit:
            problems.append(f"tracker on {server.db.name} died by itself during the test "
                            f"(exit status {server.process.returncode}):\n{server.log()}")
        try:
            server.stop()
        except BaseException as error:   # pytest.fail included: stop the others first
            problems.append(str(error))
        finally:
            if server.alive():
                server.kill()
    if problems:
        pytest.fail("\n\n".join(problems))


# ---------------------------------------------------------------------------------------------
# The route table


# What each route's parameters name, by pattern, as the route table says (filled by `route_table`).
_PARAMETER_KINDS = {}

# member: anyone signed in (a child's session too); manager: not a child's session; adult: a member
# as themselves (not switched to a child, not a child); owner: the owner as themselves (issue 33).
# local: this machine only, no session (the metrics, issue 34; test_metrics.py).
ACCESS_LEVELS = {"anyone", "local", "visitor", "member", "manager", "adult", "owner", "token-read", "token-write"}
CSRF_POLICIES = {"none", "token", "signed-link", "bearer"}

# The JSON API (issue 34): its operations need an API token (`Authorization: Bearer trk_…`), read
# or read-and-write, and no cookie counts; its changes carry no CSRF token ("bearer"). The sweeps
# of the pages (`routes`) leave everything under API_PREFIX to the API's own checks (`api_routes`).
TOKEN_ACCESS = {"token-read", "token-write"}
API_PREFIX = "/api/"


@pytest.fixture(scope="session")
def route_table():
    """Every route the server declares, from `tracker routes`: [{"method", "path", "access",
    "csrf", "bodyLimit", "form", "parameters": {name: kind}}, …]. The sweeps read who may call a
    route, its CSRF policy and what its parameters name from here, and from nowhere else."""
    result = run_tracker("routes", "--templates", str(REPO / "Templates"), "--public", str(REPO / "Public"),
                         timeout=60)
    try:
        table = json.loads(result.stdout)
    except json.JSONDecodeError as error:
        pytest.fail(f"`tracker routes` did not print JSON ({error}):\n{result.stdout[:2000]}")
    def well_formed(r):
        return (isinstance(r, dict) and isinstance(r.get("method"), str) and isinstance(r.get("path"), str)
                and r.get("access") in ACCESS_LEVELS and r.get("csrf") in CSRF_POLICIES
                and isinstance(r.get("parameters"), dict)
                and sorted(r["parameters"]) == sorted(parameters(r["path"])))
    if not isinstance(table, list) or not table or not all(well_formed(r) for r in table):
        pytest.fail("`tracker routes` must print a list of {\"method\", \"path\", \"access\", \"csrf\", "
                    f"\"parameters\"}} objects, a kind for each :name of the path, not:\n{result.stdout[:2000]}")
    for r in table:
        r["method"] = r["method"].upper()
        _PARAMETER_KINDS[r["path"]] = dict(r["parameters"])
    return table


@pytest.fixture(scope="session")
def routes(route_table):
    """Every page route the server registers: [{"method", "path"}, …] (the API's are `api_routes`)."""
    return [{"method": r["method"], "path": r["path"]} for r in route_table if not r["path"].startswith(API_PREFIX)]


@pytest.fixture(scope="session")
def api_routes(route_table):
    """The JSON API's routes, as the route table lists them (from the generated registration)."""
    found = [r for r in route_table if r["path"].startswith(API_PREFIX)]
    assert found, "the route table has no API route"
    return found


PARAMETER = re.compile(r":([A-Za-z_][A-Za-z0-9_]*)")


def parameters(path):
    return PARAMETER.findall(path)


def parameter_kind(path, name):
    """What a `:name` in a route pattern stands for, as the route table says (each endpoint's
    parameters are typed in the server). A new kind must be put in one of the kind groups below,
    or the sweeps can't fill it in (test_idor.py fails on it)."""
    kind = _PARAMETER_KINDS.get(path, {}).get(name)
    if kind is None:
        pytest.fail(f"the route table gives no kind for :{name} of {path}")
    return kind


# Parameter kinds that name one member's record: another member's value must be a 404.
OWNED_KINDS = {"tracker", "category", "invite", "pending-import", "api-token"}

# Parameter kinds that only the household's owner acts on: members (reset links, removal) and the
# reset links the owner made. They are household-wide, not one member's records, so they are not
# in OWNED_KINDS: for the owner another member's id is the point of these routes. For anyone
# else every route with one of them is a 404, whatever the value (test_idor.py).
OWNER_ONLY_KINDS = {"member", "password-reset"}

# Parameter kinds of the household pages, which every member may see for every member: a
# member's user id (their page, follower lists, following; avatars), one of that member's PUBLIC
# trackers (`/household/:id/trackers/:tracker`: a private one, or another member's, is a 404),
# and the file name of that member's current picture (`HASH.jpg`; any other is a 404).
HOUSEHOLD_KINDS = {"household-member", "shared-tracker", "avatar-member", "avatar-file"}

# Secret tokens in addresses: one-time links, checked by test_invite_links.py and
# test_reset_links.py, calendar feed addresses (Tests/Browser/test_calendar_feed.py; a wrong one
# is a 404), and the signed "Done" links of push notifications (Tests/Browser/test_push_reminders.py
# and ReminderSchedulerTests; a forged one is a 404).
# A child-device link (issue 33) is one too (test_profiles_access.py).
LINK_KINDS = {"join-token", "reset-token", "calendar-token", "done-token", "device-token"}

# Parameter kinds of a child's managed profile (issue 33): the profile, its device links and its
# devices. Its guardians (and, for some, the owner) act on them; any other member or a child's
# session gets a 404 or 403, whatever the value (test_profiles_access.py).
GUARDIAN_KINDS = {"profile", "device-link", "child-session"}

# Fixed words that name one of the member's own settings (`/settings/push/:kind`: ntfy, gotify or
# webhook). Each member has their own, so there is no one else's to reach; any other word is a 404.
WORD_KINDS = {"push-kind"}

# The day of an API address (`/api/v1/trackers/:id/days/:day`): a date, whoever asks.
DAY_KINDS = {"day"}

# Every kind is in exactly one group; a route whose parameters mix groups is swept by none
# (test_idor.py fails on it).
KIND_GROUPS = {"owned": OWNED_KINDS, "owner-only": OWNER_ONLY_KINDS, "household": HOUSEHOLD_KINDS,
               "links": LINK_KINDS, "words": WORD_KINDS, "guardian": GUARDIAN_KINDS, "days": DAY_KINDS}


def fill(path, values):
    """The pattern with each `:name` replaced by `values[name]`."""
    return PARAMETER.sub(lambda match: urllib.parse.quote(str(values[match.group(1)]), safe=""), path)


# ---------------------------------------------------------------------------------------------
# HTTP


class Response:
    def __init__(self, status, reason, headers, body):
        self.status = status
        self.reason = reason
        self.headers = headers  # [(name, value)], repeated names kept
        self.body = body

    def header(self, name, default=None):
        name = name.lower()
        for key, value in self.headers:
            if key.lower() == name:
                return value
        return default

    def headers_named(self, name):
        name = name.lower()
        return [value for key, value in self.headers if key.lower() == name]

    @property
    def location(self):
        return self.header("Location")

    @property
    def text(self):
        return self.body.decode("utf-8", errors="replace")

    def __repr__(self):
        return f"<{self.status} {self.reason} Location={self.location!r} {self.text[:300]!r}>"


CONNECTION_ERRORS = (OSError, http.client.HTTPException)


class Client:
    """One browser's worth of HTTP: a cookie jar and a keep-alive connection from `source`
    (any 127.x.y.z works as a source address on Linux). Redirects are not followed."""

    def __init__(self, server, source="127.0.0.1", timeout=REQUEST_TIMEOUT, retry=True, language="en"):
        self.server = server
        self.source = source
        self.timeout = timeout
        self.retry = retry
        self.cookies = {}
        self.language = language
        self.connection = None
        self.connection_port = None
        self.used = False

    def close(self):
        if self.connection is not None:
            self.connection.close()
        self.connection = None

    def _connect(self):
        if self.connection is None or self.connection_port != self.server.port:
            self.close()
            self.connection = http.client.HTTPConnection("127.0.0.1", self.server.port, timeout=self.timeout,
                                                         source_address=(self.source, 0))
            self.connection_port = self.server.port
            self.used = False
        return self.connection

    def cookie_header(self):
        return "; ".join(f"{name}={value}" for name, value in self.cookies.items())

    def request(self, method, path, body=None, headers=None, use_cookies=True, keep_cookies=True):
        all_headers = {"Accept-Language": self.language}
        if body is not None:
            all_headers["Content-Type"] = "application/x-www-form-urlencoded"
        if use_cookies and self.cookies:
            all_headers["Cookie"] = self.cookie_header()
        all_headers.update(headers or {})
        if isinstance(body, str):
            body = body.encode()
        for attempt in (0, 1):
            connection = self._connect()
            reused = self.used
            try:
                connection.request(method, path, body=body, headers=all_headers)
                raw = connection.getresponse()
                data = raw.read()
                self.used = True
                response = Response(raw.status, raw.reason, raw.getheaders(), data)
                if raw.will_close:
                    self.close()
                break
            except CONNECTION_ERRORS:
                self.close()
                # A kept-alive connection the server had already closed: send again once, as
                # browsers do. A fresh connection's failure is the test's to see.
                if attempt == 0 and reused and self.retry:
                    continue
                raise
        if keep_cookies:
            self._keep_cookies(response)
        return response

    def _keep_cookies(self, response):
        for header in response.headers_named("Set-Cookie"):
            parts = [part.strip() for part in header.split(";")]
            name, _, value = parts[0].partition("=")
            attributes = {p.partition("=")[0].lower(): p.partition("=")[2] for p in parts[1:]}
            if value == "" or attributes.get("max-age", "1").strip() in ("0", "-1"):
                self.cookies.pop(name, None)
            else:
                self.cookies[name] = value

    def get(self, path, **options):
        return self.request("GET", path, **options)

    def head(self, path, **options):
        return self.request("HEAD", path, **options)

    def upload(self, path, fields, files, **options):
        """POSTs a multipart/form-data body, as a form with a file input sends it (see multipart())."""
        body, content_type = multipart(fields, files)
        headers = {"Content-Type": content_type, **options.pop("headers", {})}
        return self.request("POST", path, body=body, headers=headers, **options)

    def post(self, path, fields, **options):
        """POSTs `fields` ([(name, value)] or a dict, URL-encoded as UTF-8) or raw bytes/str."""
        if isinstance(fields, dict):
            fields = list(fields.items())
        body = fields if isinstance(fields, (bytes, str)) else urllib.parse.urlencode(fields)
        return self.request("POST", path, body=body, **options)

    # -- the site's own steps

    def csrf(self, path="/sign-in"):
        """The `_csrf` token from the page at `path` (the visitor's, or the session's)."""
        page = self.get(path)
        assert page.status == 200, f"GET {path} for a CSRF token answered {page!r}"
        return csrf_of(page)

    def sign_in(self, username, password=DEMO_PASSWORD, next=None, headers=None):
        token = self.csrf("/sign-in")
        fields = [("_csrf", token), ("username", username), ("password", password)]
        if next is not None:
            fields.append(("next", next))
        return self.post("/sign-in", fields, headers=headers)

    def onboarded(self):
        """Goes through the onboarding as a browser's first visit does, which remembers it in a
        cookie; until then an invite's /join/TOKEN leads to the onboarding instead of its form."""
        response = self.post("/onboarding", [("_csrf", self.csrf("/onboarding"))])
        assert response.status == 303 and "tracker_onboarded" in self.cookies, f"POST /onboarding answered {response!r}"
        return self

    def signed_in(self, username, password=DEMO_PASSWORD, headers=None):
        response = self.sign_in(username, password, headers=headers)
        assert response.status == 303, f"signing in as {username} answered {response!r}"
        assert "tracker_session" in self.cookies, f"signing in as {username} set no session cookie: {response.headers}"
        return self


def multipart(fields, files=()):
    """A multipart/form-data body and its Content-Type: text `fields` [(name, value)], then
    `files` [(field name, file name, content type, bytes)]. Names and types go out as given
    (UTF-8), quotes included, as a hostile client would send them."""
    boundary = "----tracker-security-" + os.urandom(8).hex()
    parts = [f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n'.encode() + value.encode()
             for name, value in fields]
    parts += [f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"; filename="{file_name}"\r\n'
              f'Content-Type: {content_type}\r\n\r\n'.encode() + data
              for name, file_name, content_type, data in files]
    body = b"\r\n".join(parts) + f"\r\n--{boundary}--\r\n".encode()
    return body, f"multipart/form-data; boundary={boundary}"


def csrf_of(response):
    match = re.search(r'name="_csrf"\s+value="([^"]*)"', response.text) or \
        re.search(r'value="([^"]*)"\s+name="_csrf"', response.text)
    assert match, f"no _csrf field in the page: {response!r}"
    return unescape(match.group(1))


# ---------------------------------------------------------------------------------------------
# The database, read directly (read-only) to pick real ids and to check what was stored


def read_db(path, sql, args=()):
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True, timeout=30)
    try:
        db.row_factory = sqlite3.Row
        return [dict(row) for row in db.execute(sql, args)]
    finally:
        db.close()


def create_api_token(db, username, scope="write", name="sweep"):
    """A new API token for the member, written straight into the database as the store keeps it
    (only the SHA-256 of the secret); returns the secret (`trk_…`)."""
    secret = "trk_" + secrets.token_urlsafe(32)
    uid = user_id(db, username)
    connection = sqlite3.connect(str(db), timeout=30)
    try:
        connection.execute("INSERT INTO api_token (user_id, token_hash, name, scope, created_at) VALUES (?, ?, ?, ?, ?)",
                           (uid, hashlib.sha256(secret.encode()).hexdigest(), name, scope, "2026-01-01 00:00:00.000"))
        connection.commit()
    finally:
        connection.close()
    return secret


def bearer(secret):
    return {"Authorization": f"Bearer {secret}"}


def user_id(db, username):
    rows = read_db(db, "SELECT id FROM user WHERE username = ?", (username,))
    assert rows, f"no member {username} in {db}"
    return rows[0]["id"]


def ids_of(db, username):
    """A member's tracker, category, invite and password-reset ids (the links they made), and
    what the household pages name them by: their user id, their public trackers and their
    picture's file (none without a picture), from the database."""
    uid = user_id(db, username)
    picture = picture_file(db, uid)
    return {
        "tracker": [r["id"] for r in read_db(db, "SELECT id FROM tracker WHERE user_id = ? ORDER BY id", (uid,))],
        "category": [r["id"] for r in read_db(db, "SELECT id FROM category WHERE user_id = ? ORDER BY id", (uid,))],
        "invite": [r["id"] for r in read_db(db, "SELECT id FROM invite WHERE created_by = ? ORDER BY id", (uid,))],
        "pending-import": [r["id"] for r in read_db(db, "SELECT id FROM pending_import WHERE user_id = ? ORDER BY id",
                                                    (uid,))],
        "api-token": [r["id"] for r in read_db(db, "SELECT id FROM api_token WHERE user_id = ? ORDER BY id", (uid,))],
        "password-reset": [r["id"] for r in read_db(db, "SELECT id FROM password_reset WHERE created_by = ? "
                                                        "ORDER BY id", (uid,))],
        "household-member": [uid],
        "shared-tracker": public_trackers(db, uid),
        "avatar-member": [uid],
        "avatar-file": [picture] if picture else [],
    }


def public_trackers(db, uid):
    return [r["id"] for r in read_db(db, "SELECT id FROM tracker WHERE user_id = ? AND is_public = 1 ORDER BY id",
                                     (uid,))]


def private_trackers(db, uid):
    return [r["id"] for r in read_db(db, "SELECT id FROM tracker WHERE user_id = ? AND is_public = 0 ORDER BY id",
                                     (uid,))]


def picture_file(db, uid):
    """The file name of a member's current picture (`HASH.jpg`, as in /avatars/ID/HASH.jpg), or None."""
    rows = read_db(db, "SELECT hash FROM avatar WHERE user_id = ?", (uid,))
    return f"{rows[0]['hash']}.jpg" if rows else None


def follows(db):
    """Who follows whom: {(follower id, followee id)}."""
    return {(r["follower_id"], r["followee_id"]) for r in read_db(db, "SELECT follower_id, followee_id FROM follow")}


def dump_tables(db, skip=("session", "sign_in_limit", "known_device", "grdb_migrations", "sqlite_sequence")):
    """Every row of every table but the bookkeeping ones, for before/after comparisons."""
    tables = [r["name"] for r in read_db(db, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")]
    dump = {}
    for table in tables:
        if table not in skip:
            order = " ORDER BY rowid" if _has_rowid(db, table) else ""
            rows = read_db(db, f'SELECT * FROM "{table}"{order}')
            dump[table] = rows if order else sorted(rows, key=repr)
    return dump


def _has_rowid(db, table):
    try:
        read_db(db, f'SELECT rowid FROM "{table}" LIMIT 1')
        return True
    except sqlite3.OperationalError:
        return False


def create_tracker(c, token, name, category, start, unit=None, public=False):
    """Makes a habit on every day of the week through the form, as the signed-in client;
    returns its id (from the redirect to its card)."""
    fields = [("_csrf", token), ("kind", "habit"), ("name", name), ("category", str(category)),
              *[("days[]", str(n)) for n in range(1, 8)], ("emoji", "🙂"), ("color", "#FD4C49"), ("start", start)]
    if unit:
        fields += [("unit", unit), ("target", "8")]
    if public:
        fields.append(("public", "1"))
    response = c.post("/trackers", fields)
    assert response.status == 303, f"creating the tracker {name!r} answered {response!r}"
    made = re.search(r"#tracker-(\d+)$", response.location or "")
    assert made, f"the redirect after creating the tracker {name!r} names no card: {response.location!r}"
    return int(made.group(1))


# A real photo (360×480 JPEG), the one the demo household's second member has as a picture.
DEMO_PICTURE = REPO / "docs" / "demo-avatar.jpg"


def _link_token(c, path, page, name):
    """POSTs the form at `path` (token from `page`), which makes a one-time link and redirects to
    a page showing it once as `?name=TOKEN`; returns that token."""
    response = c.post(path, [("_csrf", c.csrf(page))])
    assert response.status == 303, f"POST {path} answered {response!r}"
    query = urllib.parse.urlsplit(response.location).query
    token = urllib.parse.parse_qs(query).get(name, [None])[0]
    assert token, f"the redirect after POST {path} carries no ?{name}= token: {response.location!r}"
    return token


def create_invite(c):
    """Makes an invite as the signed-in client; returns its token (from the one-time link)."""
    return _link_token(c, "/invites", "/settings", "invite")


def make_api_token(c, name="Shortcut", scope="write"):
    """Makes an API token in Settings as the signed-in client; returns its secret, which the
    answer to the form shows once."""
    response = c.post("/settings/tokens", [("_csrf", c.csrf("/settings/tokens")), ("name", name), ("scope", scope)])
    match = re.search(r"trk_[A-Za-z0-9_-]{43}", response.text)
    assert response.status == 200 and match, f"making an API token answered {response!r}"
    return match.group(0)


def create_pending_import(c, categories=("Imported",), file_name="my-data.json"):
    """Uploads a small Tracker data file as the signed-in client, as the import form does, and
    returns the id of the upload waiting for its preview."""
    data = json.dumps({"format": "tracker-data", "version": 1,
                       "categories": [{"name": name} for name in categories], "trackers": []}).encode()
    response = c.upload("/settings/data/import", [("_csrf", c.csrf("/settings/data"))],
                        [("file", file_name, "application/json", data)])
    match = re.fullmatch(r"/settings/data/import/(\d+)", response.location or "")
    assert response.status == 303 and match, f"uploading a data file answered {response!r}"
    return int(match.group(1))


def create_reset(owner, member_id):
    """Makes a password-reset link for a member as the signed-in owner; returns its token and
    its id (the member's newest link: making one revokes any older open one)."""
    token = _link_token(owner, f"/members/{member_id}/reset", "/members", "reset")
    rows = read_db(owner.server.db, "SELECT id FROM password_reset WHERE user_id = ? ORDER BY id DESC LIMIT 1",
                   (member_id,))
    assert rows, f"POST /members/{member_id}/reset stored no password_reset row"
    return token, rows[0]["id"]


def join(server, token, username, display_name=None, source="127.0.0.1", password="newcomer password"):
    """A new member joins through the invite `token` in a new browser; returns that browser,
    signed in as them."""
    c = Client(server, source=source).onboarded()
    response = c.post(f"/join/{token}", [
        ("_csrf", c.csrf(f"/join/{token}")), ("username", username), ("display_name", display_name or username),
        ("password", password), ("password_confirmation", password)])
    assert response.status == 303, f"joining as {username} answered {response!r}"
    return c


def throwaway_member(owner, username):
    """A member invited by the signed-in owner only to be reset or removed by a sweep, so that no
    member the suite needs is; returns their id."""
    join(owner.server, create_invite(owner), username, source=owner.source).close()
    return user_id(owner.server.db, username)


# ---------------------------------------------------------------------------------------------
# Raw HTTP/1.1 over a socket, for what http.client won't send or hides


class RawConnection:
    """A socket to the server that sends bytes as given and reads responses as they come."""

    def __init__(self, server, source="127.0.0.1", timeout=10):
        self.sock = socket.create_connection(("127.0.0.1", server.port), timeout=timeout, source_address=(source, 0))
        self.buffer = b""

    def send(self, data):
        self.sock.sendall(data)

    def _fill(self):
        data = self.sock.recv(65536)
        if not data:
            raise EOFError("the server closed the connection")
        self.buffer += data

    def _take_until(self, marker):
        while marker not in self.buffer:
            self._fill()
        head, _, self.buffer = self.buffer.partition(marker)
        return head

    def _take(self, count):
        while len(self.buffer) < count:
            self._fill()
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def read_response(self, head=False):
        """The next response; `head=True` for a response to HEAD (no body whatever it says)."""
        lines = self._take_until(b"\r\n\r\n").decode("latin-1").split("\r\n")
        version, status, *reason = lines[0].split(" ", 2)
        assert version.startswith("HTTP/1."), f"not an HTTP response: {lines[0]!r}"
        headers = [tuple(part.strip() for part in line.split(":", 1)) for line in lines[1:] if ":" in line]
        response = Response(int(status), reason[0] if reason else "", headers, b"")
        code = int(status)
        if head or code < 200 or code in (204, 304):
            return response
        if (response.header("Transfer-Encoding") or "").lower() == "chunked":
            body = b""
            while True:
                size = int(self._take_until(b"\r\n").split(b";")[0], 16)
                if size == 0:
                    self._take_until(b"\r\n")
                    break
                body += self._take(size)
                self._take(2)
            response.body = body
        elif response.header("Content-Length") is not None:
            response.body = self._take(int(response.header("Content-Length")))
        else:
            response.body = self.read_until_closed()
        return response

    def read_until_closed(self, timeout=None):
        """Everything until the server closes; raises socket.timeout if it doesn't."""
        if timeout is not None:
            self.sock.settimeout(timeout)
        data, self.buffer = self.buffer, b""
        while True:
            try:
                chunk = self.sock.recv(65536)
            except (ConnectionResetError, ConnectionAbortedError):
                return data
            if not chunk:
                return data
            data += chunk

    def close(self):
        self.sock.close()


def request_bytes(method, path, headers=(), body=b""):
    lines = [f"{method} {path} HTTP/1.1", "Host: 127.0.0.1", *[f"{name}: {value}" for name, value in headers]]
    return ("\r\n".join(lines) + "\r\n\r\n").encode("utf-8") + body


def fail_if_any(problems, heading, show=20):
    """Fails with every problem listed (the first `show` of them), or does nothing."""
    if problems:
        more = f"\n… and {len(problems) - show} more" if len(problems) > show else ""
        pytest.fail(f"{heading}\n" + "\n".join(str(p) for p in problems[:show]) + more)
