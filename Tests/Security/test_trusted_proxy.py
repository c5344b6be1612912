"""Behind a trusted proxy each client counts as itself, and the proxy may sign a member in by a
header (forward auth); from any other address `X-Forwarded-For`, `Forwarded` and that header
change nothing. `--trusted-proxy 127.0.0.1/32` makes 127.0.0.1 the proxy; 127.0.0.2 and up are
other peers on the LAN."""

import select
import time

from conftest import Client, RawConnection, csrf_of, request_bytes, run_tracker

PER_ADDRESS_LIMIT = 20   # sign-in checks per client address in a window (docs/SECURITY.md)
PROXY = ["--trusted-proxy", "127.0.0.1/32"]
FORWARD_AUTH = PROXY + ["--auth-header", "Remote-User"]


def wrong_password(server, source, address, username):
    """A new browser's wrong guess for `username`, forwarded for `address`: the status."""
    c = Client(server, source=source)
    forwarded = {"X-Forwarded-For": address}
    token = csrf_of(c.get("/sign-in", headers=forwarded))
    status = c.post("/sign-in", [("_csrf", token), ("username", username), ("password", "wrong password")],
                    headers=forwarded).status
    c.close()
    return status


def test_behind_the_proxy_each_client_has_its_own_sign_in_allowance(servers):
    server = servers(demo=True, name="proxied", args=PROXY)
    for n in range(PER_ADDRESS_LIMIT):
        assert wrong_password(server, "127.0.0.1", "192.0.2.1", f"guess{n}") == 422, f"guess {n + 1}"
    assert wrong_password(server, "127.0.0.1", "192.0.2.1", "stranger") == 429
    # Another phone behind the same proxy still has its whole allowance.
    assert wrong_password(server, "127.0.0.1", "192.0.2.2", "stranger") == 422
    # A made-up entry left of the proxy's own doesn't get the first phone a new allowance.
    assert wrong_password(server, "127.0.0.1", "203.0.113.9, 192.0.2.1", "stranger") == 429


def test_an_untrusted_peer_cant_choose_its_address(servers):
    server = servers(demo=True, name="spoofed", args=PROXY)
    for n in range(PER_ADDRESS_LIMIT):
        assert wrong_password(server, "127.0.0.2", f"192.0.2.{n + 1}", f"guess{n}") == 422, f"guess {n + 1}"
    assert wrong_password(server, "127.0.0.2", "198.51.100.1", "stranger") == 429


def test_forward_auth_signs_in_from_the_proxy_only(servers):
    server = servers(demo=True, name="forward-auth", args=FORWARD_AUTH)

    stranger = Client(server, source="127.0.0.2")
    refused = stranger.get("/settings", headers={"Remote-User": "anna"})
    assert refused.status == 303 and refused.location.startswith("/sign-in"), refused
    assert "tracker_session" not in stranger.cookies

    phone = Client(server, source="127.0.0.1")
    first = phone.get("/settings", headers={"Remote-User": "anna"})
    assert first.status == 200, first
    session = phone.cookies.get("tracker_session")
    assert session, "the first proxied request sets a session cookie"
    # Signed in once: later requests keep the session.
    again = phone.get("/settings", headers={"Remote-User": "anna"})
    assert again.status == 200 and phone.cookies.get("tracker_session") == session

    for name in ["nobody", "profile:anything", ""]:
        visitor = Client(server, source="127.0.0.1")
        response = visitor.get("/settings", headers={"Remote-User": name})
        assert response.status == 303 and response.location.startswith("/sign-in"), (name, response)


def test_a_trusted_proxys_connections_count_against_the_overall_cap_only(servers):
    server = servers(demo=False, name="proxy-cap", args=PROXY + ["--max-connections-per-client", "3"])
    held = []
    try:
        for source in ["127.0.0.1"] * 6 + ["127.0.0.2"] * 3:
            connection = RawConnection(server, source=source)
            connection.send(request_bytes("GET", "/healthz"))
            assert connection.read_response().status == 200, f"connection {len(held) + 1} from {source}"
            held.append(connection)
        refused = RawConnection(server, source="127.0.0.2")
        try:
            refused.send(request_bytes("GET", "/healthz"))
            answer = refused.read_until_closed(timeout=5)
        except (BrokenPipeError, ConnectionResetError):
            answer = b""
        assert answer == b"", "a fourth connection from 127.0.0.2 is closed unanswered"
        refused.close()
    finally:
        for connection in held:
            connection.close()


def test_behind_the_proxy_each_client_is_held_to_the_per_client_cap(servers):
    """Requests whose bodies are still coming are under way; past the cap, one more from the same
    forwarded address is answered 429 at once, while another address is served."""
    server = servers(demo=False, name="proxy-requests", args=PROXY + ["--max-connections-per-client", "2"])

    def started(address):
        connection = RawConnection(server, source="127.0.0.1")
        connection.send(request_bytes("POST", "/sign-in", headers=[
            ("X-Forwarded-For", address), ("Content-Type", "application/x-www-form-urlencoded"),
            ("Content-Length", "10")]))
        return connection

    # Three requests at once from one phone; the server takes them in whatever order they come.
    connections = [started("192.0.2.1") for _ in range(3)]
    try:
        answered = []
        deadline = time.monotonic() + 5
        while not answered and time.monotonic() < deadline:
            readable, _, _ = select.select([c.sock for c in connections], [], [], 0.2)
            answered = [c for c in connections if c.sock in readable]
        assert len(answered) == 1, f"{len(answered)} of 3 requests under way were answered before their bodies"
        refused = answered[0].read_response()
        assert refused.status == 429 and refused.header("Retry-After") == "1", refused
        assert answered[0].read_until_closed(timeout=5) == b"", "the refused request's connection closes"

        neighbour = RawConnection(server, source="127.0.0.1")
        neighbour.send(request_bytes("GET", "/healthz", headers=[("X-Forwarded-For", "192.0.2.2")]))
        assert neighbour.read_response().status == 200
        neighbour.close()
        for connection in connections:
            if connection is not answered[0]:
                connection.send(b"username=x")
                assert connection.read_response().status != 429
    finally:
        for connection in connections:
            connection.close()


def test_a_bad_range_or_an_auth_header_without_a_proxy_stops_the_start(tmp_path):
    db = str(tmp_path / "tracker.sqlite")
    bad = run_tracker("--db", db, "--port", "0", "--trusted-proxy", "10.0.0.0/33", timeout=30, check=False)
    assert bad.returncode != 0 and "not 10.0.0.0/33" in bad.stderr, bad.stderr
    alone = run_tracker("--db", db, "--port", "0", "--auth-header", "Remote-User", timeout=30, check=False)
    assert alone.returncode != 0 and "--auth-header needs --trusted-proxy" in alone.stderr, alone.stderr
