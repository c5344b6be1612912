"""Each route is as closed as the route table says (`tracker routes`: its access and CSRF
policy), with no list of paths kept here: a route added later is swept with no edit.

- A member's or the owner's route sends a visitor to sign in, on GET and on POST with the
  visitor's own valid token, and nothing changes.
- The owner's routes are "not found" for a member, whatever the parameters, and nothing changes.
- Every change that needs a token refuses a signed-in member's POST without one, or with a
  wrong one (403), and nothing changes.
- The JSON API's routes (token-read, token-write) answer 401 with `WWW-Authenticate: Bearer`
  without an API token, a signed-in member's session cookie included; a read token's changes are
  403; nothing changes.
"""

import json

from conftest import TOKEN_ACCESS, Client, bearer, create_api_token, dump_tables, fail_if_any, fill

# A value of each kind of path parameter: any well-formed value will do, as every refusal here
# comes before the record is looked up. The table names the kinds; a kind missing here fails.
EXAMPLES = {
    "tracker": "1", "category": "1", "invite": "1", "member": "2", "password-reset": "1",
    "pending-import": "1", "household-member": "2", "shared-tracker": "1", "avatar-member": "2",
    "avatar-file": "0123456789abcdef.jpg", "join-token": "x" * 43, "reset-token": "x" * 43,
    "calendar-token": "x" * 43, "done-token": "x" * 43, "push-kind": "ntfy",
    "profile": "2", "device-link": "1", "child-session": "1", "device-token": "x" * 43, "api-token": "1",
    "day": "2026-11-20",
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
        assert route["access"] in {"anyone", "local", "visitor", *SIGNED_IN, *TOKEN_ACCESS}, route
        assert route["csrf"] in {"none", "token", "signed-link", "bearer"}, route
        assert (route["method"] == "GET") == (route["csrf"] == "none"), f"a change without a CSRF policy: {route}"
        # A change without a CSRF token needs a credential that no browser sends by itself.
        assert (route["csrf"] == "bearer") == (route["access"] == "token-write"), route
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


def test_the_apis_routes_need_an_api_token_and_no_cookie_counts(servers, route_table):
    server = servers(demo=True, name="access-api")
    anna = Client(server).signed_in("anna")
    read_token = create_api_token(server.db, "anna", scope="read")
    before = dump_tables(server.db, skip=("session", "sign_in_limit", "known_device", "grdb_migrations", "sqlite_sequence", "api_token"))
    wrong = []
    api = [r for r in route_table if r["access"] in TOKEN_ACCESS]
    assert len(api) >= 6, f"only {len(api)} API routes in the table"
    for route in api:
        path = example_path(route)
        body = json.dumps({"done": True}) if route["method"] == "PUT" else None
        json_header = {"Content-Type": "application/json"} if body else {}
        for who, options in (("no token", {"use_cookies": False}), ("anna's session cookie", {}),
                             ("a wrong token", {"headers": bearer("trk_" + "x" * 43)})):
            headers = {**json_header, **options.pop("headers", {})}
            response = anna.request(route["method"], path, body=body, headers=headers, **options)
            if response.status != 401 or not (response.header("WWW-Authenticate") or "").startswith("Bearer"):
                wrong.append(f"{route['method']} {path} with {who} answered {response.status}")
            if response.headers_named("Set-Cookie"):
                wrong.append(f"{route['method']} {path} set a cookie")
        if route["access"] == "token-write":
            response = anna.request(route["method"], path, body=body, headers={**json_header, **bearer(read_token)},
                                    use_cookies=False)
            if response.status != 403:
                wrong.append(f"{route['method']} {path} with a read token answered {response.status}")
    fail_if_any(wrong, "the API's routes must need an API token, and writes a read-and-write one:")
    after = dump_tables(server.db, skip=("session", "sign_in_limit", "known_device", "grdb_migrations", "sqlite_sequence", "api_token"))
    assert after == before, "refused API requests changed the database"
