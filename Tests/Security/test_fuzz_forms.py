"""Generated form bodies over every POST route of the route table: no answer is a server error
(5xx), and the server is still up at the end.

The bodies mix a valid CSRF token with missing, wrong and mangled ones; known field names with
random ones, `name[]` and `name[x]`; valid values with unicode, control characters, huge values
and repeated fields; and percent-encoding with bad escapes (`%ZZ`, a cut `%F`), escapes of
invalid UTF-8 (`%FF`, `%C3%28`, encoded surrogates) and raw bytes. Path parameters are the
member's own ids, another member's, and garbage. The fuzzing member is the household's owner, so
the owner-only routes run their handlers too; the members they reset and remove are throwaway
ones made for the test. The fuzzer may sign itself out (a valid token on `/sign-out`); the
session is then put back in the database as it was, so the run keeps exercising signed-in
handlers."""

import queue
import random
import sqlite3
import threading
import urllib.parse
from datetime import date, timedelta

import pytest
from hypothesis import HealthCheck, Phase, given, settings, strategies as st

from conftest import (CONNECTION_ERRORS, Client, create_invite, create_reset, fail_if_any, fill, ids_of, parameter_kind,
                      parameters, read_db, throwaway_member, user_id)

BODIES = 10_000              # answered bodies at least
PER_EXAMPLE = 5
EXAMPLES = 2_050             # × PER_EXAMPLE sent; a few huge ones may end in a dropped connection
FORM_LIMIT = 64 * 1024
SENDERS = 2                  # connections sending at once
DEMO_MEMBERS = ("boris", "vera", "gleb")   # the owner's household, which the fuzzer must not remove

pytestmark = pytest.mark.timeout(240)

KNOWN_FIELDS = [
    "_csrf", "day", "value", "back", "pinned", "name", "category", "days[]", "emoji", "color", "unit", "target",
    "reminder", "public", "start", "kind", "category_name", "after", "trackers", "move_to", "go", "return",
    "username", "password", "password_confirmation", "display_name", "next", "q", "month", "filter",
    "current_password", "language", "time_zone", "day_start", "notifications", "step", "move",
]

BAD_ESCAPES = [b"%ZZ", b"%", b"%F", b"%FF", b"%C3%28", b"%ED%A0%80", b"%F4%90%80%80", b"%C0%AF", b"%00", b"%2",
               b"%G1", b"%%", b"%u0041", b"\xff", b"\xc3", b"\x00", b"%E2%80%AE", b"%0D%0A"]

GARBAGE_IDS = ["0", "-1", "99999999", "9223372036854775807", "9223372036854775808", "abc", "1e3", "1.5", " 1",
               "1 ", "+1", "0x10", "%00", "..", ".", "١", "０", "1;1", "", "new", "1%2F2", "%ZZ", "%FF"]

CONTENT_TYPES = ["application/x-www-form-urlencoded", "application/x-www-form-urlencoded; charset=utf-8",
                 "application/x-www-form-urlencoded; charset=latin1", "multipart/form-data; boundary=x",
                 "text/plain", "application/json", None]


def quote(text):
    return urllib.parse.quote_plus(text.encode("utf-8", errors="surrogatepass")).encode()


def raw(text):
    """Text as raw UTF-8 with only `&`, `=`, `%` and `+` escaped: what a sloppy client sends."""
    data = text.encode("utf-8", errors="surrogatepass")
    for byte, escaped in ((b"%", b"%25"), (b"&", b"%26"), (b"=", b"%3D"), (b"+", b"%2B")):
        data = data.replace(byte, escaped)
    return data


def with_bad_escape(text, position, bad):
    data = quote(text)
    cut = position % (len(data) + 1)
    return data[:cut] + bad + data[cut:]


def encoded(text_strategy):
    """A name or value, encoded well, sloppily, or with a broken escape."""
    return st.one_of(
        text_strategy.map(quote),
        text_strategy.map(raw),
        st.builds(with_bad_escape, text_strategy, st.integers(0, 1_000), st.sampled_from(BAD_ESCAPES)),
    )


# Big bodies, made once: a huge value (over and under the 64 KiB limit), many fields, many
# list items, a huge field name.
HUGE = [
    b"name=" + b"a" * 70_000,
    b"name=" + b"%C3%A9" * 12_000,
    b"value=" + b"9" * 60_000,
    b"&".join(b"f%d=1" % i for i in range(9_000)),
    b"days%5B%5D=1&" * 4_500,
    b"days[]=" + b"7" * 63_000,
    b"a" * 65_000 + b"=1",
    b"&" * 66_000,
    b"back=/" + b"%2F" * 20_000,
]

SPECIAL_TEXTS = ["\u202e", "\u2028", "\ufeff", "\ud800", "\udfff", "\x00", "\x7f", "\x85", "%", "&", "=", "+", "[]",
                 "\\", "\r\n", "\t", "<script>", "{{x}}", "../../etc/passwd", "' OR 1=1 --", "NaN", "-0", "1e309",
                 "\U0001F44D\U0001F3FD" * 39, "e\u0301" * 40, "\u0301" * 300]


def build_strategies(context):
    own, foreign = context["own"], context["foreign"]
    days = [(date.today() - timedelta(days=n)).isoformat() for n in (2, 3, 10, 100, 400)]
    valid_values = {
        "day": days + [(date.today() + timedelta(days=3)).isoformat(), "2024-02-30", "0000-01-01", "today"],
        "value": ["1", "0", "2.5", "1,5", "-1", "1e308", "nan", "inf", "", "99999999999"],
        "step": ["1", "-1", "+1", "2", "0", "1e308", "nan", "−1", ""],
        "back": ["/", "/statistics", "//evil.example", "https://evil.example", "/\\evil", "/%2F%2Fevil"],
        "pinned": ["1", "0", "2", ""],
        "name": ["Walk", "<b>x</b>", "x" * 39, "👍🏽" * 38, ""],
        "category": [str(i) for i in own["category"][:3] + foreign["category"][:2]] + ["", "abc"],
        "days[]": [str(n) for n in range(0, 9)],
        "emoji": ["🙂", "😻", "x", ""],
        "color": ["#FD4C49", "#fd4c49", "#000000", "red", ""],
        "unit": ["glasses", "", "u" * 21],
        "target": ["8", "0", "-1", "1e9", "abc", ""],
        "reminder": ["08:00", "24:00", "7:5", ""],
        # Push targets: only addresses where nothing listens, so a test send fails at once.
        "url": ["http://127.0.0.1:9/hook", "https://[::1]:9/topic", "ftp://x", "not a url", "javascript:alert(1)", ""],
        "token": ["tk_1", "two words", "", "t" * 501],
        "public": ["1", "0", "on"],
        "start": days + ["", "2024-13-01"],
        "kind": ["habit", "irregular", "other"],
        "category_name": ["Home", "<i>y</i>", "c" * 39, ""],
        "after": ["list", "form", ""],
        "trackers": ["move", "delete", "keep", ""],
        "move": ["up", "down", "sideways", ""],
        "move_to": [str(i) for i in own["category"][:2] + foreign["category"][:1]] + ["", "x"],
        "go": ["add", "manage", "x"],
        "return": ["/trackers/new/habit", f"/trackers/{own['tracker'][0]}/edit", "//evil", ""],
        "username": ["anna", "boris", "nobody", "ANNA ", ""],
        "password": ["demo password", "wrong", "", "p" * 200],
        "password_confirmation": ["demo password", "x"],
        "display_name": ["Newcomer", "<svg onload=1>", ""],
        "next": ["/", "//evil", "/statistics", f"/join/{context['tokens']['join-token'][0]}", "/join/..//evil",
                 "/join/x?y=1"],
        "current_password": ["demo password", "wrong", ""],
        "language": ["auto", "en", "ru", "de", "EN", ""],
        "time_zone": ["Europe/Berlin", "UTC", "America/St_Johns", "Mars/Phobos", "../../etc/localtime", "+05:00", ""],
        "day_start": ["00:00", "04:30", "23:59", "24:00", "7:5", "-01:00", "12:60", ""],
        "notifications": ["1", "0", "on", ""],
    }

    text = st.one_of(
        st.text(max_size=16),
        st.text(alphabet=st.characters(max_codepoint=0x1F), max_size=6),      # control characters
        st.sampled_from(SPECIAL_TEXTS),
    )
    names = st.one_of(
        st.sampled_from(KNOWN_FIELDS),
        st.sampled_from(KNOWN_FIELDS).map(lambda n: n.removesuffix("[]") + "[]"),
        st.sampled_from(KNOWN_FIELDS).map(lambda n: n.removesuffix("[]") + "[x]"),
        st.sampled_from(["", "[]", "[", "]", "a]b", "_csrf[]", "days[][]", "days[0]"]),
        st.text(max_size=8),
    )

    every_valid_value = sorted({value for values in valid_values.values() for value in values})
    random_field = st.tuples(
        st.one_of(names.map(quote), encoded(names)),
        st.one_of(st.sampled_from(every_valid_value).map(quote), encoded(text)),
        st.booleans(),                                     # with or without "="
    )

    def plausible(seed, extras, malformed):
        """A form that could pass: a value for most known fields; then, for a malformed one, a
        field repeated, bracketed or broken by a bad escape."""
        rng = random.Random(seed)
        fields = []
        for name, values in valid_values.items():
            # Mostly left out: these let a form reach bcrypt (signing in, joining, a password change,
            # 0.3 s a check, one or two at once), so most bodies stay cheap.
            if name in ("username", "password", "password_confirmation", "next", "current_password") and \
                    rng.random() < 0.7:
                continue
            if rng.random() < 0.93:
                repeat = rng.randint(1, 7) if name == "days[]" else 1
                fields += [(quote(name), quote(rng.choice(values)), True) for _ in range(repeat)]
        for _ in range(rng.randint(1, 2) if malformed else 0):
            if fields:
                mutation = rng.choice(["repeat", "bracket", "escape"])
                index = rng.randrange(len(fields))
                name, value, _ = fields[index]
                if mutation == "repeat":
                    fields.append(fields[index])
                elif mutation == "bracket":
                    fields[index] = (name + b"%5B%5D", value, True)
                else:
                    cut = rng.randint(0, len(value))
                    fields[index] = (name, value[:cut] + rng.choice(BAD_ESCAPES) + value[cut:], True)
        rng.shuffle(fields)
        return fields + extras

    # Well-formed fields the forms don't have: the server must ignore them.
    unknown_names = st.text(alphabet="abcdefghijklmnopqrstuvwxyz_-.0123456789", min_size=1, max_size=10).map(
        lambda name: "x_" + name)
    well_formed_field = st.tuples(unknown_names.map(quote),
                                  st.one_of(st.sampled_from(every_valid_value), text).map(quote), st.just(True))
    plausible_body = st.builds(plausible, st.integers(0, 2**32), st.just([]), st.just(False))
    body = st.one_of(  # repeated branches weigh more: most bodies are well-formed, so handlers run
        plausible_body, plausible_body, plausible_body, plausible_body,
        st.builds(plausible, st.integers(0, 2**32), st.lists(well_formed_field, max_size=2), st.just(False)),
        st.builds(plausible, st.integers(0, 2**32), st.lists(random_field, max_size=2), st.just(True)),
        st.lists(well_formed_field, max_size=6),
        st.lists(random_field, max_size=6),
    )

    token = context["token"]
    csrf = st.sampled_from([[("_csrf", token)]] * 10 + [                   # mostly valid
        [],                                                            # missing
        [("_csrf", "")],
        [("_csrf", "x" * 43)],                                         # wrong
        [("_csrf", context["other_token"])],                           # another session's
        [("_csrf", token), ("_csrf", token)],                          # repeated
        [("_csrf", token + "%00")],
        [("_csrf[]", token)],
        [("_csrf", "".join(f"%{b:02X}" for b in token.encode()))],     # valid, every byte escaped
        [("_csrf", token[:-1] + "%ZZ")],
    ])
    layouts = st.sampled_from(["plain"] * 12 + ["csrf-last", "doubled-amp", "trailing-amp", "semicolons", "huge"])
    content_types = st.sampled_from(CONTENT_TYPES[:1] * 12 + CONTENT_TYPES)

    def param_values(kind):
        if kind in context["tokens"]:
            return st.one_of(st.sampled_from(context["tokens"][kind]), st.sampled_from(GARBAGE_IDS),
                             st.text(max_size=50))
        numbers = st.integers(-2**70, 2**70)
        if kind == "member":
            # The owner's own id (never removed) and throwaway members': a valid token on
            # /members/:id/remove deletes whom it names, so no number may name a demo member
            # (Hypothesis draws small ones often).
            numbers = numbers.filter(lambda n: n not in context["kept_members"])
            return st.one_of(st.sampled_from(context["members"]), st.sampled_from(GARBAGE_IDS), numbers.map(str))
        return st.one_of(st.sampled_from(own.get(kind) or ["1"]), st.sampled_from(foreign.get(kind) or ["1"]),
                         st.sampled_from(GARBAGE_IDS), numbers.map(str))

    def request(route):
        path = route["path"]
        names_in_path = parameters(path)
        kinds = [parameter_kind(path, name) for name in names_in_path]
        return st.builds(
            lambda values, token_fields, fields, layout, huge, content_type: (
                path, fill(path, dict(zip(names_in_path, values))), assemble(token_fields, fields, layout, huge),
                content_type),
            st.tuples(*[param_values(kind) for kind in kinds]),
            csrf, body, layouts, st.sampled_from(HUGE), content_types,
        )

    return st.lists(st.one_of([request(route) for route in context["routes"]]),
                    min_size=PER_EXAMPLE, max_size=PER_EXAMPLE)


def assemble(token_fields, body, layout, huge):
    fields = [(name.encode(), value.encode(), True) for name, value in token_fields]
    fields = body + fields if layout == "csrf-last" else fields + body
    parts = [name + (b"=" + value if has_equals else b"") for name, value, has_equals in fields]
    if layout == "huge":
        parts.append(huge)
    separator = {"doubled-amp": b"&&", "semicolons": b";"}.get(layout, b"&")
    data = separator.join(parts)
    return data + b"&" if layout == "trailing-amp" else data


class SessionKeeper:
    """Puts the fuzzing session back after the fuzzer has ended it (a valid token on
    /sign-out does that), by writing its saved row back into the database."""

    def __init__(self, db, uid):
        self.db = db
        rows = read_db(db, "SELECT * FROM session WHERE user_id = ?", (uid,))
        assert len(rows) == 1, f"expected the fuzzing session to be the member's only one, found {len(rows)}"
        self.row = rows[0]
        self.restored = 0

    def ensure(self):
        db = sqlite3.connect(self.db, timeout=30)
        try:
            present = db.execute("SELECT 1 FROM session WHERE token_hash = ?", (self.row["token_hash"],)).fetchone()
            if present is None:
                columns = list(self.row)
                placeholders = ", ".join("?" * len(columns))
                db.execute(f"INSERT OR REPLACE INTO session ({', '.join(columns)}) VALUES ({placeholders})",
                           [self.row[c] for c in columns])
                db.commit()
                self.restored += 1
        finally:
            db.close()


def test_generated_form_bodies_on_every_post_route_never_get_a_server_error(servers, routes):
    server = servers(demo=True, name="fuzz")
    post_routes = [r for r in routes if r["method"] == "POST"]
    assert post_routes, "the route table has no POST routes"

    boris = Client(server, source="127.0.0.2").signed_in("boris")
    create_invite(boris)
    other_token = boris.csrf("/")
    boris.close()
    anna = Client(server).signed_in("anna")       # the owner
    # Throwaway members for the owner-only routes to reset and remove; the last one's reset link
    # is offered only to /reset/:token (neither its id nor its member's anywhere), so it stays
    # open long enough for that form's checks to run, not just its "no such link".
    throwaways = [throwaway_member(anna, f"throwaway{n}") for n in range(3)]
    resets = [create_reset(anna, member) for member in throwaways]
    tokens = {"join-token": [create_invite(anna), create_invite(anna)],
              "reset-token": [token for token, _ in resets],
              "done-token": ["1.20261124.1795564800.abc", "no-such-token"],
              "push-kind": ["ntfy", "gotify", "webhook", "email"]}
    token = anna.csrf("/")
    # Ending the member's other sessions (/settings/devices/sign-out-others, a password change)
    # keeps the one asking, and this is the member's only one (checked here): the fuzzer can post
    # them without signing anything out that the test relies on.
    keeper = SessionKeeper(server.db, user_id(server.db, "anna"))
    cookie = anna.cookie_header()
    anna.close()

    own = {kind: [str(i) for i in ids] for kind, ids in ids_of(server.db, "anna").items()}
    own["password-reset"] = [str(reset) for _, reset in resets[:-1]]
    foreign = {kind: [str(i) for i in ids] for kind, ids in ids_of(server.db, "boris").items()}
    members = [str(member) for member in (user_id(server.db, "anna"), *throwaways[:-1])]
    kept_members = {user_id(server.db, name) for name in DEMO_MEMBERS}
    context = {"own": own, "foreign": foreign, "token": token, "other_token": other_token, "tokens": tokens,
               "members": members, "kept_members": kept_members, "routes": post_routes}

    # Hypothesis makes the bodies; two connections send them meanwhile.
    failures, transport_errors = [], []
    answered = {"bodies": 0}
    statuses = {}
    seen_routes = set()
    lock = threading.Lock()
    work = queue.Queue(maxsize=100)
    down = threading.Event()

    def send():
        fuzzer = Client(server, timeout=15)
        try:
            while True:
                item = work.get()
                if item is None:
                    return
                pattern, path, body, content_type = item
                headers = {"Cookie": cookie}
                if content_type is not None:
                    headers["Content-Type"] = content_type
                try:
                    response = fuzzer.request("POST", path, body=body, headers=headers, use_cookies=False,
                                              keep_cookies=False)
                except CONNECTION_ERRORS as error:
                    # A too-large body may be cut off by the server's 413 and close while it is
                    # still being sent; any other dropped connection is a failure.
                    with lock:
                        if len(body) <= FORM_LIMIT:
                            transport_errors.append((pattern, path, body[:400], repr(error)))
                    if not server.healthy():
                        with lock:
                            failures.append((pattern, path, body[:400], "server down", repr(error)))
                        down.set()
                    continue
                touched_session = any(h.startswith("tracker_session=") for h in response.headers_named("Set-Cookie"))
                with lock:
                    answered["bodies"] += 1
                    statuses[response.status] = statuses.get(response.status, 0) + 1
                    seen_routes.add(pattern)
                    if response.status >= 500:
                        failures.append((pattern, path, body[:1000], response.status, response.text[:300]))
                    if touched_session or answered["bodies"] % 200 == 0:
                        keeper.ensure()
        finally:
            fuzzer.close()

    @settings(max_examples=EXAMPLES, deadline=None, derandomize=True, database=None,
              phases=[Phase.explicit, Phase.generate], suppress_health_check=list(HealthCheck))
    @given(build_strategies(context))
    def fuzz(batch):
        if down.is_set():
            raise AssertionError("the server stopped answering")
        for item in batch:
            work.put(item, timeout=60)

    senders = [threading.Thread(target=send, daemon=True) for _ in range(SENDERS)]
    for sender in senders:
        sender.start()
    try:
        fuzz()
    finally:
        for _ in senders:
            work.put(None)
        for sender in senders:
            sender.join(timeout=120)
    sent = answered
    print(f"fuzzing: {sent['bodies']} bodies answered; statuses {dict(sorted(statuses.items()))}; "
          f"session restored {keeper.restored} times")

    assert server.healthy(), f"the server is down after fuzzing:\n{server.log()}"
    left = {r["id"] for r in read_db(server.db, "SELECT id FROM user")}
    assert kept_members <= left, "the fuzzer removed a demo member: it must only name throwaway ones"
    if failures:
        print(f"server log (end):\n{server.log()[-4000:]}")
        # The shortest body for each route and status tells most.
        shortest = {}
        for failure in sorted(failures, key=lambda f: len(f[2])):
            shortest.setdefault((failure[0], failure[3]), failure)
        fail_if_any(list(shortest.values()), f"{len(failures)} of {sent['bodies']} generated bodies got a server "
                    f"error; the shortest for each route and status (route, path, body, status, page) follow, and "
                    f"the server's log is in the captured output:", show=10)
    assert sent["bodies"] >= BODIES, f"only {sent['bodies']} bodies were answered"
    missing = {r["path"] for r in post_routes} - seen_routes
    assert not missing, f"the fuzzer never reached these POST routes: {sorted(missing)}"
    fail_if_any(transport_errors, f"{len(transport_errors)} bodies within the size limit got no answer (connection "
                                  f"dropped):", show=5)
