"""Requests the server can't read as sent are refused plainly: a broken form or broken chunked
encoding is a 400 (not a 403 or a 500) and changes nothing; a body over 64 KiB is a 413 and the
connection ends there; HEAD answers like GET, without a body."""

import itertools
import select
import socket
import time
from datetime import date, timedelta

import pytest

from conftest import (HOUSEHOLD_KINDS, Client, RawConnection, create_pending_import, create_reset, dump_tables, fail_if_any, fill, ids_of,
                      parameter_kind, parameters, read_db, request_bytes, user_id)

FORM_LIMIT = 64 * 1024
CLOSE_WITHIN = 6.0       # seconds after a 413 by which the server must have closed the connection


@pytest.fixture
def signed_in(servers):
    server = servers(demo=True, name="malformed")
    anna = Client(server).signed_in("anna")
    uid = user_id(server.db, "anna")
    tracker = read_db(server.db, "SELECT id FROM tracker WHERE user_id = ? AND unit IS NULL AND start_day <= ? "
                                 "ORDER BY id LIMIT 1", (uid, (date.today() - timedelta(days=2)).isoformat()))[0]["id"]
    yield server, anna, tracker
    anna.close()


def test_broken_form_bodies_are_400_and_change_nothing(signed_in):
    server, anna, tracker = signed_in
    token = anna.csrf("/")
    day = (date.today() - timedelta(days=2)).isoformat()
    ok = f"_csrf={token}&day={day}&back=%2F"
    cases = {
        "a bad %ZZ escape": f"_csrf={token}&day=%ZZ&back=%2F",
        "a cut escape at the end": f"{ok}%",
        "a cut escape %F": f"_csrf={token}&day={day}&back=%2F%F",
        "invalid UTF-8 (%FF)": f"{ok}%FF",
        "invalid UTF-8 (%C3%28)": f"_csrf={token}&day={day}&back=%2F%C3%28",
        "an encoded surrogate (%ED%A0%80)": f"_csrf={token}&day={day}&back=%2F%ED%A0%80",
        "an overlong encoding (%C0%AF)": f"_csrf={token}&day={day}&back=%2F%C0%AF",
        "a repeated field": f"{ok}&day={day}",
        "a repeated token": f"{ok}&_csrf={token}",
        "name[]= on a plain field": f"_csrf={token}&day[]={day}&back=%2F",
        "name[x]= on a plain field": f"_csrf={token}&day[x]={day}&back=%2F",
        "a bad escape in the token": f"_csrf={token[:-2]}%ZZ&day={day}",
        "a bad escape in a field name": f"{ok}&ba%ZZck=1",
    }
    before = dump_tables(server.db)
    wrong = []
    for what, body in cases.items():
        response = anna.post(f"/trackers/{tracker}/done", body)
        if response.status != 400:
            wrong.append(f"{what}: {body!r} answered {response.status}")
    # Before sign-in, with the visitor's token.
    visitor = Client(server, source="127.0.0.2")
    visitor_token = visitor.csrf("/sign-in")
    for what, body in {
        "a bad %ZZ escape": f"_csrf={visitor_token}&username=%ZZ&password=x",
        "invalid UTF-8 (%FF)": f"_csrf={visitor_token}&username=anna&password=%FF",
        "a repeated field": f"_csrf={visitor_token}&username=anna&username=boris&password=x",
        "name[]= on a plain field": f"_csrf={visitor_token}&username[]=anna&password=x",
    }.items():
        response = visitor.post("/sign-in", body)
        if response.status != 400:
            wrong.append(f"sign-in with {what}: {body!r} answered {response.status}")
    visitor.close()
    after = dump_tables(server.db)
    fail_if_any(wrong, "malformed form bodies must be answered 400:")
    assert before == after, "a malformed form changed the database"
    # And the well-formed one still works, so the 400s were about the breakage.
    assert anna.post(f"/trackers/{tracker}/done", ok).status == 303


CHUNKED_BODIES = {
    "chunk size zz": b"zz\r\nabc\r\n0\r\n\r\n",
    "chunk size -1": b"-1\r\nabc\r\n0\r\n\r\n",
    "chunk size past 64 bits": b"fffffffffffffffffffff\r\nabc\r\n0\r\n\r\n",
    "chunk longer than its size": b"3\r\nabcdef\r\n0\r\n\r\n",
    "a size that is not hex": b"3g\r\nabc\r\n0\r\n\r\n",
    "a size with a space inside": b"1 0\r\nabc\r\n0\r\n\r\n",
}


@pytest.mark.parametrize("what", list(CHUNKED_BODIES))
def test_broken_chunked_encoding_is_400(signed_in, what):
    server, anna, tracker = signed_in
    raw = RawConnection(server)
    try:
        raw.send(request_bytes("POST", f"/trackers/{tracker}/done", [
            ("Cookie", anna.cookie_header()), ("Content-Type", "application/x-www-form-urlencoded"),
            ("Transfer-Encoding", "chunked")], CHUNKED_BODIES[what]))
        try:
            response = raw.read_response()
        except (EOFError, ConnectionResetError, socket.timeout) as error:
            raise AssertionError(f"a body with {what} got no answer ({error!r})") from None
    finally:
        raw.close()
    assert response.status == 400, f"a body with {what} answered {response!r}"
    assert server.healthy()


def oversized_request(cookie, chunked):
    headers = [("Cookie", cookie), ("Content-Type", "application/x-www-form-urlencoded")]
    if chunked:
        return headers + [("Transfer-Encoding", "chunked")]
    return headers + [("Content-Length", str(10**12))]    # more than anyone could send in the test


@pytest.mark.parametrize("chunked", [False, True], ids=["content-length", "chunked"])
def test_a_body_over_64_kib_is_413_and_the_connection_ends(signed_in, chunked):
    server, anna, tracker = signed_in
    token = anna.csrf("/")
    raw = RawConnection(server, timeout=10)
    try:
        raw.send(request_bytes("POST", f"/trackers/{tracker}/done", oversized_request(anna.cookie_header(), chunked)))
        piece = f"_csrf={token}&day=2020-01-01&back=".encode() + b"a" * (16 * 1024)
        sent = 0
        response = None
        # Send a little over the limit, then look for the answer.
        while sent < FORM_LIMIT + 8 * 1024:
            data = piece if sent == 0 else b"a" * (16 * 1024)
            raw.send(b"%x\r\n%s\r\n" % (len(data), data) if chunked else data)
            sent += len(data)
        raw.sock.settimeout(5)
        try:
            response = raw.read_response()
        except (EOFError, ConnectionResetError, socket.timeout) as error:
            raise AssertionError(f"after {sent} bytes of a too-large body, no 413 came ({error!r})") from None
        assert response.status == 413, f"a body over 64 KiB answered {response!r}"

        # The server must not go on reading: the client keeps sending, and the connection must
        # end (end of stream, or a reset once the server has closed it).
        started = time.monotonic()
        ended = None
        raw.sock.settimeout(1)
        while ended is None and time.monotonic() - started < CLOSE_WITHIN:
            try:
                raw.send(b"a" * 65536 if not chunked else b"10000\r\n" + b"a" * 65536 + b"\r\n")
            except (BrokenPipeError, ConnectionResetError, ConnectionAbortedError) as error:
                ended = f"sending failed: {error!r}"
                break
            except socket.timeout:
                pass      # not reading; whether it is closed, the read below tells
            if select.select([raw.sock], [], [], 0.02)[0]:    # a few MB/s is plenty to tell
                try:
                    if raw.sock.recv(65536) == b"":
                        ended = "end of stream"
                except (ConnectionResetError, ConnectionAbortedError):
                    ended = "reset"
        assert ended, (f"{CLOSE_WITHIN:.0f} s after the 413 the connection was still open "
                       f"(the server kept reading or just stopped reading without closing)")
        assert response.header("Connection", "").lower() == "close", (
            f"the 413 should say Connection: close; headers: {response.headers}")
    finally:
        raw.close()
    assert server.healthy()


def test_head_answers_like_get_without_a_body(signed_in, routes):
    server, anna, _ = signed_in
    # anna is the owner: boris's id opens his removal page, and a reset link for him opens its form.
    boris = user_id(server.db, "boris")
    reset_token, reset = create_reset(anna, boris)
    mine = ids_of(server.db, "anna")
    # boris's page, one of his shared trackers and his picture (the demo household gives him one).
    his = {kind: [str(value) for value in ids[:1]] for kind, ids in ids_of(server.db, "boris").items()}
    values = {"tracker": [str(mine["tracker"][0])], "category": [str(mine["category"][0])],
              "invite": [str(i) for i in mine["invite"][:1]] or ["1"], "join-token": ["no-such-token"], "calendar-token": ["no-such-token"],
              "done-token": ["no-such-token"], "push-kind": ["ntfy", "email"],
              "profile": ["1"], "device-link": ["1"], "child-session": ["1"], "device-token": ["no-such-token"],
              "api-token": [str(i) for i in mine["api-token"][:1]] or ["1"],
              "pending-import": [str(create_pending_import(anna))],
              "member": [str(boris)], "password-reset": [str(reset)], "reset-token": [reset_token],
              **{kind: his[kind] for kind in HOUSEHOLD_KINDS}}
    visitor = Client(server, source="127.0.0.2")
    wrong = []
    checked = 0
    for route in routes:
        if route["method"] != "GET":
            continue
        names = parameters(route["path"])
        choices = [values[parameter_kind(route["path"], name)] for name in names]
        assert all(choices), f"no value to fill in {route['path']} with, so it would be skipped: {values}"
        for combination in itertools.product(*choices):
            path = fill(route["path"], dict(zip(names, combination)))
            for who, c in (("anna", anna), ("a visitor", visitor)):
                get = c.get(path, keep_cookies=False)
                raw = RawConnection(server)
                try:
                    headers = [("Cookie", c.cookie_header())] if c.cookies else []
                    # HEAD, then a GET on the same connection: a body after the HEAD's headers
                    # would be read as the start of the next response.
                    raw.send(request_bytes("HEAD", path, headers) + request_bytes("GET", "/healthz"))
                    head = raw.read_response(head=True)
                    try:
                        after = raw.read_response()
                        followed = after.status == 200 and after.body.strip() == b"ok"
                        extra = b"" if followed else after.body[:80]
                    except (EOFError, ConnectionResetError):
                        followed, extra = True, raw.buffer[:80]   # closed after HEAD: nothing may be left over
                    except (AssertionError, ValueError):
                        followed, extra = False, raw.buffer[:80]
                finally:
                    raw.close()
                checked += 1
                if head.status != get.status:
                    wrong.append(f"{who}: HEAD {path} answered {head.status}, GET {get.status}")
                if not followed or extra:
                    wrong.append(f"{who}: HEAD {path} was followed by bytes of a body: {extra!r}")
    visitor.close()
    assert checked, "the route table has no GET routes"
    fail_if_any(wrong, "HEAD must answer like GET, without a body:")
