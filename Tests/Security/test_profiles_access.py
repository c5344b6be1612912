"""Managed profiles (issue 33), swept from the route table with no list of paths kept here:

- A child's own session (opened from a child-device link) is refused every route outside a
  child's rights (manager's and adult's: 403; the owner's: 403 or 404), the owner's trackers are
  "not found" to it, every change needs its token, and nothing changes.
- A member who is not the profile's guardian gets a 404 on every route naming the profile, its
  links or its devices, with real ids, and nothing changes (the session table included); the
  guardian gets through on the same pages.
- A child-device link works once.
"""

import re
import urllib.parse
from datetime import date, timedelta

from conftest import GUARDIAN_KINDS, OWNED_KINDS, Client, dump_tables, fail_if_any, fill, ids_of, read_db
from test_access_policy import example_path
from test_idor import changed_tables, complete_form, routes_of_kinds


def make_profile(anna):
    response = anna.post("/profiles/new", [("_csrf", anna.csrf("/profiles/new")), ("display_name", "Masha"),
                                          ("language", "auto")])
    assert response.status == 303, f"making a profile answered {response!r}"
    return int(re.search(r"/profiles/(\d+)$", response.location).group(1))


def make_link(anna, profile):
    response = anna.post(f"/profiles/{profile}/links", [("_csrf", anna.csrf(f"/profiles/{profile}"))])
    assert response.status == 303, f"making a device link answered {response!r}"
    token = urllib.parse.parse_qs(urllib.parse.urlsplit(response.location).query)["link"][0].split("#")[0]
    return token


def open_child_session(server, token, source="127.0.0.3"):
    child = Client(server, source=source)
    child.onboarded()
    response = child.post(f"/child/{token}", [("_csrf", child.csrf(f"/child/{token}"))])
    assert response.status == 303 and "tracker_session" in child.cookies, f"using the link answered {response!r}"
    return child


def sessions(db):
    return read_db(db, "SELECT id, user_id, acting_as, child FROM session ORDER BY id")


def test_a_child_session_is_refused_everything_outside_its_rights(servers, route_table):
    server = servers(demo=True, name="profiles-child")
    anna = Client(server).signed_in("anna")
    profile = make_profile(anna)
    child = open_child_session(server, make_link(anna, profile))
    token = child.csrf("/language")
    theirs = ids_of(server.db, "anna")
    day = (date.today() - timedelta(days=2)).isoformat()
    before, before_sessions = dump_tables(server.db), sessions(server.db)
    wrong = []
    for route in route_table:
        if route["access"] not in ("manager", "adult", "owner"):
            continue
        path = example_path(route)
        response = child.get(path) if route["method"] == "GET" else child.post(path, [("_csrf", token), ("back", "/")])
        allowed = {403, 404} if route["access"] == "owner" else {403}
        if response.status not in allowed:
            wrong.append(f"{route['method']} {path} ({route['access']}) answered {response.status}")
    # The members' routes a child may use find nothing of anyone else's.
    for route, kinds in routes_of_kinds(route_table, OWNED_KINDS):
        if route["access"] != "member" or not all(theirs[kind] for kind in kinds.values()):
            continue
        path = fill(route["path"], {name: theirs[kind][0] for name, kind in kinds.items()})
        response = child.get(path) if route["method"] == "GET" else child.post(
            path, complete_form(token, theirs["category"][0], theirs["category"][0], day))
        if response.status != 404:
            wrong.append(f"{route['method']} {path} with the owner's id answered {response.status}")
    # Every change needs the child's token.
    for route in route_table:
        if route["csrf"] == "token":
            response = child.post(example_path(route), [("_csrf", "not-the-token"), ("back", "/")])
            if response.status != 403:
                wrong.append(f"POST {route['path']} without the token answered {response.status}")
    fail_if_any(wrong, "a child's session must be refused outside its rights:")
    assert not changed_tables(before, dump_tables(server.db)), "a child's refused requests changed the database"
    assert sessions(server.db) == before_sessions, "a child's refused requests changed the sessions"


def test_a_member_who_is_not_the_guardian_finds_nothing_of_the_profile(servers, route_table):
    server = servers(demo=True, name="profiles-boris")
    anna = Client(server).signed_in("anna")
    profile = make_profile(anna)
    open_child_session(server, make_link(anna, profile))
    make_link(anna, profile)
    link_id = read_db(server.db, "SELECT id FROM device_link WHERE used_at IS NULL")[0]["id"]
    device = read_db(server.db, "SELECT id FROM session WHERE child = 1")[0]["id"]
    values = {"profile": profile, "device-link": link_id, "child-session": device}
    guarded = routes_of_kinds(route_table, GUARDIAN_KINDS)
    assert len(guarded) >= 8, f"only {len(guarded)} routes name a profile"

    boris = Client(server, source="127.0.0.2").signed_in("boris")
    token = boris.csrf("/")
    before, before_sessions = dump_tables(server.db), sessions(server.db)
    wrong = []
    for route, kinds in guarded:
        path = fill(route["path"], {name: values[kind] for name, kind in kinds.items()})
        response = boris.get(path) if route["method"] == "GET" else boris.post(
            path, [("_csrf", token), ("guardian", "2"), ("back", "/")])
        if response.status != 404:
            wrong.append(f"{route['method']} {path} answered {response.status}")
    fail_if_any(wrong, "a member who is not the guardian must get 404 on the profile's routes:")
    assert not changed_tables(before, dump_tables(server.db)), "a non-guardian's requests changed the database"
    assert sessions(server.db) == before_sessions, "a non-guardian's requests changed the sessions"
    # The guardian opens the same pages, so the 404s are about who asks.
    for route, kinds in guarded:
        if route["method"] == "GET":
            path = fill(route["path"], {name: values[kind] for name, kind in kinds.items()})
            assert anna.get(path).status == 200, f"the guardian was refused GET {path}"


def test_a_child_device_link_works_once(servers):
    server = servers(demo=True, name="profiles-link")
    anna = Client(server).signed_in("anna")
    token = make_link(anna, make_profile(anna))
    open_child_session(server, token)
    again = Client(server, source="127.0.0.4")
    again.onboarded()
    assert again.get(f"/child/{token}").status == 404
    response = again.post(f"/child/{token}", [("_csrf", again.csrf("/sign-in"))])
    assert response.status == 404 and "tracker_session" not in again.cookies, f"a used link answered {response!r}"
    assert again.get(f"/child/{'x' * 43}").status == 404
