"""Each route is as closed as the route table says (`tracker routes`: its access and CSRF
policy), with no list of paths kept here: a route added later is swept with no edit.

- A member's or the owner's route sends a visitor to sign in, on GET and on POST with the
  visitor's own valid token, and nothing changes.
- The owner's routes are "not found" for a member, whatever the parameters, and nothing changes.
- Every change that needs a token refuses a signed-in member's POST without one, or with a
  wrong one (403), and nothing changes.
"""

from conftest import Client, dump_tables, fail_if_any, fill

# A value of each kind of path parameter: any well-formed value will do, as every refusal here
# comes before the record is looked up. The table names the kinds; a kind missing here fails.
EXAMPLES = {
    "tracker": "1", "category": "1", "invite": "1", "member": "2", "password-reset": "1",
    "pending-import": "1", "household-member": "2", "shared-tracker": "1", "avatar-member": "2",
    "avatar-file": "0123456789abcdef.jpg", "join-token": "x" * 43, "reset-token": "x" * 43,
    "calendar-token": "x" * 43, "done-token": "x" * 43, "push-kind": "ntfy",
    "profile": "2", "device-link": "1", "child-session": "1", "device-token": "x" * 43, "api-token": "1",
}

# Every level that needs a session (issue 33 added manager and adult between member and owner).
SIGNED_IN = ("member", "manager", "adult", "owner")


def example_path(route):
    missing = set(route["parameters"].values()) - EXAMPLES.keys()
    assert not missing, f"{route['path']}: teach test_access_policy.EXAMPLES a value of {missing}"
    return fill(route["path"], {name: EXAMPLES[kind] for name, kind in route["parameters"].items()})


def test_the_table_gives_every_route_its_policy(route_table):
    assert route_table, "the route table is empty"
    for route in route_table:
        assert route["access"] in {"anyone", "local", "visitor", *SIGNED_IN}, route
        assert route["csrf"] in {"none", "token", "signed-link"}, route
        assert (route["method"] == "GET") == (route["csrf"] == "none"), f"a change without a CSRF policy: {route}"
    assert any(r["access"] == "owner" for r in route_table) and any(r["access"] == "member" for r in route_table)


def test_members_routes_send_a_visitor_to_sign_in_and_change_nothing(servers, route_table):
    server = servers(demo=True, name="access-visitor")
    visitor = Client(server)
    visitor.onboarded()
    token = visitor.csrf("/sign-in")
    before = dump_tables(server.db)
    wrong = []
    closed = [r for r in route_table if r["access"] in SIGNED_IN]
    for route in closed:
        path = example_path(route)
        if route["method"] == "GET":
            response = visitor.get(path)
            expected = "/sign-in?next=" if path != "/" else "/sign-in"
        else:
            response = visitor.post(path, [("_csrf", token), ("back", "/")])
            expected = "/sign-in"
        if response.status != 303 or not (response.location or "").startswith(expected):
            wrong.append(f"{route['method']} {path} ({route['access']}) answered {response.status} {response.location}")
    fail_if_any(wrong, "members' routes must send a visitor to sign in:")
    assert dump_tables(server.db) == before, "a visitor's requests on members' routes changed the database"
    assert len(closed) > 50, f"only {len(closed)} members' routes in the table"


def test_the_owners_routes_are_not_found_for_a_member_and_change_nothing(servers, route_table):
    server = servers(demo=True, name="access-member")
    boris = Client(server).signed_in("boris")
    token = boris.csrf("/settings")
    before = dump_tables(server.db)
    wrong = []
    owners = [r for r in route_table if r["access"] == "owner"]
    assert owners, "the route table has no owner's route"
    for route in owners:
        path = example_path(route)
        response = boris.get(path) if route["method"] == "GET" else boris.post(path, [("_csrf", token)])
        if response.status != 404:
            wrong.append(f"{route['method']} {path} answered {response.status}")
    fail_if_any(wrong, "the owner's routes must be 404 for a member:")
    assert dump_tables(server.db) == before, "a member's requests on the owner's routes changed the database"


def test_every_change_needs_the_token(servers, route_table):
    server = servers(demo=True, name="access-csrf")
    anna = Client(server).signed_in("anna")
    before = dump_tables(server.db)
    wrong = []
    changes = [r for r in route_table if r["csrf"] == "token"]
    for route in changes:
        path = example_path(route)
        for fields in ([("back", "/")], [("_csrf", "not-the-token"), ("back", "/")]):
            response = anna.post(path, fields)
            if response.status != 403:
                wrong.append(f"POST {path} with {fields[0][0]} answered {response.status}")
    fail_if_any(wrong, "a change without the CSRF token must be refused (403):")
    assert dump_tables(server.db) == before, "a change without the token changed the database"
    assert len(changes) > 30, f"only {len(changes)} changes in the table"
