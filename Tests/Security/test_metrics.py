"""The metrics (`--metrics`, issue 34) are answered only to this machine. From the route table,
every `local` route is "not found", like an unknown page, while the metrics are off; while they
are on it is "not found" from any address but loopback, whatever a forwarded header says, and from
loopback it is Prometheus text whose route labels are the table's patterns, never an id asked for."""

import http.client
import re
import socket

import pytest

from conftest import Client, ids_of

OFF = {"TRACKER_METRICS": ""}
ROUTE_LABEL = re.compile(r'route="([^"]*)"')


def local_paths(route_table):
    routes = [r for r in route_table if r["access"] == "local"]
    assert routes, "the route table has no `local` route (GET /metrics)"
    assert all(r["method"] == "GET" and not r["parameters"] for r in routes), routes
    return [r["path"] for r in routes]


def own_address():
    """This machine's IPv4 address on its network (not loopback), or None when it has none."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))   # no packet is sent: this only picks the route's address
            address = probe.getsockname()[0]
        except OSError:
            return None
    return None if address.startswith("127.") or address == "0.0.0.0" else address


def get(host, port, path, headers=None):
    connection = http.client.HTTPConnection(host, port, timeout=10)
    try:
        connection.request("GET", path, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.getheader("Content-Type"), response.read().decode(errors="replace")
    finally:
        connection.close()


def test_off_every_local_route_is_not_found_like_an_unknown_page(servers, route_table):
    server = servers(demo=False, env=OFF, name="metrics-off")
    unknown = get("127.0.0.1", server.port, "/no-such-page")
    assert unknown[0] == 404
    for path in local_paths(route_table):
        status, content_type, _ = get("127.0.0.1", server.port, path)
        assert (status, content_type) == (404, unknown[1]), f"GET {path} with the metrics off answered {status} {content_type}"


def test_on_loopback_reads_route_patterns_and_never_an_id(servers, route_table):
    server = servers(demo=True, args=["--metrics"], name="metrics-on")
    anna = Client(server).signed_in("anna")
    trackers = ids_of(server.db, "anna")["tracker"][:3]
    for tracker in trackers:
        assert anna.get(f"/trackers/{tracker}").status == 200
    assert anna.get("/trackers/987654321").status == 404
    patterns = {r["path"] for r in route_table} | {"unmatched"}
    for path in local_paths(route_table):
        for source in ("127.0.0.1", "127.0.0.2"):
            response = Client(server, source=source).get(path)
            assert response.status == 200, f"GET {path} from {source} answered {response!r}"
            assert response.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8"
            assert not response.headers_named("Set-Cookie"), "the metrics set a cookie"
            text = response.text
            labels = set(ROUTE_LABEL.findall(text))
            assert labels <= patterns, f"route labels that are not the table's patterns: {labels - patterns}"
            assert 'route="/trackers/:id",status="200"' in text, text[:2000]
            assert all(f"/trackers/{tracker}" not in text for tracker in trackers) and "987654321" not in text


def test_on_any_other_address_gets_not_found_whatever_a_header_says(servers, route_table):
    address = own_address()
    if address is None:
        pytest.skip("this machine has no address but loopback to ask from")
    server = servers(demo=False, args=["--metrics", "--host", "0.0.0.0"], name="metrics-lan")
    unknown = get(address, server.port, "/no-such-page")
    assert unknown[0] == 404
    for path in local_paths(route_table):
        assert get("127.0.0.1", server.port, path)[0] == 200, "from loopback the metrics should be there"
        for headers in ({}, {"X-Forwarded-For": "127.0.0.1"}, {"Forwarded": "for=127.0.0.1"}, {"X-Real-IP": "::1"}):
            status, content_type, body = get(address, server.port, path, headers)
            assert (status, content_type) == (404, unknown[1]), f"GET {path} from {address} with {headers} answered {status}"
            assert "tracker_" not in body
