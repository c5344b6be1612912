"""A member can't see or change another member's records by changing ids: every route of the
route table that takes an id answers 404 for another member's id, on GET and on POST with a
valid token and a complete form, and nothing in the database changes. The owner-only routes
(a member's reset link, removal) are a 404 for members whatever the id. The household routes
show any member, but of their trackers only the public ones, and of their pictures only the
current one. Every route with a parameter is swept by one of these."""

from datetime import date, timedelta
from itertools import product

from conftest import (HOUSEHOLD_KINDS, KIND_GROUPS, OWNED_KINDS, OWNER_ONLY_KINDS, Client, create_api_token, create_invite,
                      create_pending_import, create_reset,
                      dump_tables, fail_if_any, fill, ids_of, parameter_kind, parameters, picture_file,
                      private_trackers, public_trackers, read_db, throwaway_member, user_id)


def complete_form(token, own_category, other_category, day):
    """One form with a valid value for every field the site's forms have, so that a handler
    that forgot the owner check would go ahead and write."""
    return [
        ("_csrf", token), ("day", day), ("value", "3"), ("step", "1"), ("back", "/"), ("pinned", "1"),
        ("kind", "habit"), ("name", "Taken over"), ("category", str(own_category)),
        *[("days[]", str(n)) for n in range(1, 8)], ("emoji", "🙂"), ("color", "#FD4C49"),
        ("unit", "glasses"), ("target", "8"), ("reminder", "08:00"), ("public", "1"), ("start", day),
        ("category_name", "Taken over"), ("after", "list"), ("trackers", "move"), ("move_to", str(other_category)),
        ("move", "down"),
    ]


def routes_of_kinds(routes, wanted):
    """The routes whose parameters are all of the `wanted` kinds, each with {name: kind}."""
    found = []
    for route in routes:
        names = parameters(route["path"])
        kinds = {name: parameter_kind(route["path"], name) for name in names}
        if names and all(kind in wanted for kind in kinds.values()):
            found.append((route, kinds))
    return found


def changed_tables(before, after):
    """{table: (rows before, rows after)} for every table whose rows differ."""
    return {table: (len(before[table]), len(after.get(table, []))) for table in before
            if before[table] != after.get(table)}


def test_another_members_ids_are_not_found_and_change_nothing(servers, routes):
    server = servers(demo=True, name="idor")
    boris = Client(server, source="127.0.0.2").signed_in("boris")
    create_invite(boris)
    create_pending_import(boris)
    create_api_token(boris)
    boris.close()
    anna = Client(server).signed_in("anna")
    create_invite(anna)
    create_pending_import(anna)
    create_api_token(anna)
    token = anna.csrf("/")

    theirs = ids_of(server.db, "boris")
    # boris's first and last private trackers and, picked in the middle, a public one: the
    # household sees a shared tracker read-only under /household/…, never on its owner's routes.
    boris_id = user_id(server.db, "boris")
    private = private_trackers(server.db, boris_id)
    theirs["tracker"] = [private[0], public_trackers(server.db, boris_id)[0], private[-1]]
    mine = ids_of(server.db, "anna")
    for kind in OWNED_KINDS:
        assert theirs[kind] and mine[kind], f"need ids of kind {kind} for both members: {theirs}, {mine}"
    day = (date.today() - timedelta(days=2)).isoformat()

    owned_routes = routes_of_kinds(routes, OWNED_KINDS)
    assert owned_routes, "the route table has no route with a member's id in it"

    before = dump_tables(server.db)
    wrong = []
    for route, kinds in owned_routes:
        # Each of boris's records of the kind: the first, the last, and one in the middle.
        for pick in (0, -1, len(theirs[next(iter(kinds.values()))]) // 2):
            path = fill(route["path"], {name: theirs[kind][pick] for name, kind in kinds.items()})
            if route["method"] == "GET":
                attempts = [("GET", anna.get(path), {404})]
            else:
                attempts = [
                    ("POST complete form", anna.post(path, complete_form(token, mine["category"][0],
                                                                         theirs["category"][0], day)), {404}),
                    # A form missing its fields may be refused as malformed before the id is looked up.
                    ("POST token only", anna.post(path, [("_csrf", token)]), {400, 404}),
                ]
            for how, response, allowed in attempts:
                if response.status not in allowed:
                    wrong.append(f"{how} {path} ({route['path']}) answered {response.status} "
                                 f"{response.location or response.text[:120]!r}")
    after = dump_tables(server.db)
    anna.close()

    fail_if_any(wrong, "another member's ids must be 404:")
    changed = changed_tables(before, after)
    assert not changed, f"requests with another member's ids changed the database: {changed} (rows before, after)"


def test_another_members_ids_in_form_fields_change_nothing(servers, routes):
    """Ids also travel in fields: a tracker put in another member's category, or one's trackers
    moved into another member's category when deleting a category, must be refused."""
    server = servers(demo=True, name="idor-fields")
    anna = Client(server).signed_in("anna")
    token = anna.csrf("/")
    theirs = ids_of(server.db, "boris")
    mine = ids_of(server.db, "anna")
    day = (date.today() - timedelta(days=2)).isoformat()
    assert {"method": "POST", "path": "/trackers"} in routes
    assert {"method": "POST", "path": "/categories/:id/delete"} in routes

    before = dump_tables(server.db)
    form = complete_form(token, theirs["category"][0], theirs["category"][0], day)
    create = anna.post("/trackers", form)
    edit = anna.post(f"/trackers/{mine['tracker'][0]}/edit", form)
    delete = anna.post(f"/categories/{mine['category'][0]}/delete",
                       [("_csrf", token), ("trackers", "move"), ("move_to", str(theirs["category"][0]))])
    after = dump_tables(server.db)
    anna.close()

    for what, response in (("creating a tracker in boris's category", create),
                           ("moving a tracker to boris's category", edit),
                           ("moving a category's trackers to boris's category", delete)):
        assert 400 <= response.status < 500, f"{what} answered {response!r}"
    changed = [table for table in before if before[table] != after.get(table)]
    assert not changed, f"another member's category ids in form fields changed the tables {changed}"


def test_owner_only_routes_are_not_found_for_a_member_and_change_nothing(servers, routes):
    """Members and reset links are the owner's to act on. For a member, every route with one in
    its path is a 404 whatever the id (their own, the owner's, another member's, a live reset
    link's, one that doesn't exist), as for a page that doesn't exist, and nothing changes; then
    the owner gets through on each of the same routes, so the 404s are about who asks."""
    server = servers(demo=True, name="owner-only")
    anna = Client(server).signed_in("anna")           # the demo household's owner
    members = {name: user_id(server.db, name) for name in ("anna", "boris", "vera")}
    reset_token, reset = create_reset(anna, members["vera"])
    candidates = {"member": [*members.values(), 99999999], "password-reset": [reset, 99999999]}

    owner_routes = routes_of_kinds(routes, OWNER_ONLY_KINDS)
    assert owner_routes, "the route table has no owner-only route (members' reset links, removal)"

    boris = Client(server, source="127.0.0.2").signed_in("boris")
    token = boris.csrf("/")
    mine, theirs = ids_of(server.db, "boris"), ids_of(server.db, "anna")
    day = (date.today() - timedelta(days=2)).isoformat()
    before = dump_tables(server.db)
    wrong = []
    for route, kinds in owner_routes:
        for combination in product(*[candidates[kind] for kind in kinds.values()]):
            path = fill(route["path"], dict(zip(kinds, combination)))
            if route["method"] == "GET":
                attempts = [("GET", boris.get(path))]
            else:
                # No form is read before the owner check: even a bare one must not tell a member
                # (by a 400) that the page exists.
                attempts = [("POST complete form", boris.post(path, complete_form(token, mine["category"][0],
                                                                                  theirs["category"][0], day))),
                            ("POST token only", boris.post(path, [("_csrf", token)]))]
            wrong += [f"{how} {path} ({route['path']}) answered {response.status} "
                      f"{response.location or response.text[:120]!r}"
                      for how, response in attempts if response.status != 404]
    # The members' list is everyone's, but a reset link on it is shown to the owner who made it alone.
    listed = boris.get(f"/members?reset={reset_token}")
    after = dump_tables(server.db)
    boris.close()

    fail_if_any(wrong, "owner-only routes must be 404 for a member:")
    assert listed.status == 200 and reset_token not in listed.text, (
        f"GET /members?reset=TOKEN showed boris the owner's reset link: {listed!r}")
    changed = changed_tables(before, after)
    assert not changed, f"a member's requests on owner-only routes changed the database: {changed} (rows before, after)"

    # The owner, on each route with a member made for it (so removing one costs the suite nobody).
    token = anna.csrf("/")
    refused = []
    for index, (route, kinds) in enumerate(owner_routes):
        member = throwaway_member(anna, f"throwaway{index}")
        values = {"member": member, "password-reset": create_reset(anna, member)[1]}
        path = fill(route["path"], {name: values[kind] for name, kind in kinds.items()})
        response = anna.get(path) if route["method"] == "GET" else anna.post(path, [("_csrf", token)])
        if response.status not in (200, 303):
            refused.append(f"{route['method']} {path} ({route['path']}) answered {response!r}")
    anna.close()
    fail_if_any(refused, "the owner must get through on the owner-only routes (else the 404s above prove nothing):")


def test_every_route_with_a_parameter_is_swept(routes):
    """Each sweep takes the routes whose parameters are all of its group's kinds; a route that
    mixes groups would be skipped by all of them without a word."""
    unswept = []
    for route in routes:
        kinds = {parameter_kind(route["path"], name) for name in parameters(route["path"])}
        if kinds and not any(kinds <= group for group in KIND_GROUPS.values()):
            unswept.append(f"{route['method']} {route['path']}: kinds {sorted(kinds)}")
    fail_if_any(unswept, "routes whose parameters mix kind groups (conftest.KIND_GROUPS), so no IDOR sweep covers "
                         "them; teach test_idor.py how to check them:")


def household_case(method, kinds, values, viewer, db):
    """Whether a household route with these {name: value} must open (else it must be a 404):
    every member id names a member, a tracker is a PUBLIC one of the member in the same path, a
    picture's file is that member's current one; following or unfollowing oneself is a 404."""
    given = {kinds[name]: value for name, value in values.items()}
    members = {r["id"] for r in read_db(db, "SELECT id FROM user")}
    member = given.get("household-member", given.get("avatar-member"))
    if member not in members or (method == "POST" and member == viewer):
        return False
    if "shared-tracker" in given and given["shared-tracker"] not in public_trackers(db, member):
        return False
    return "avatar-file" not in given or given["avatar-file"] == picture_file(db, member)


def test_household_routes_show_any_member_but_only_their_public_trackers(servers, routes):
    """anna (the owner, so any exception for her shows) on every household route with every mix
    of: herself, boris, vera, nobody; their public and private trackers; boris's picture and
    near misses of it. Only the combinations household_case() allows open; the rest are 404 and
    change nothing (follow and unfollow included)."""
    server = servers(demo=True, name="idor-household")
    anna = Client(server).signed_in("anna")
    token = anna.csrf("/")
    db = server.db
    uid = {name: user_id(db, name) for name in ("anna", "boris", "vera")}
    picture = picture_file(db, uid["boris"])
    assert picture, "boris has no picture in the demo household (docs/demo-avatar.jpg)"
    members = [*uid.values(), 99999999]
    trackers = [ids(db, member)[0] for member in uid.values() for ids in (public_trackers, private_trackers)]
    flipped = picture[:15] + ("0" if picture[15] != "0" else "1") + picture[16:]
    candidates = {"household-member": [*members, "abc"], "avatar-member": members,
                  "shared-tracker": [*trackers, 99999999],
                  "avatar-file": [picture, flipped, picture[:16].upper() + ".jpg", picture[:-4], "0" * 16 + ".jpg"]}

    household_routes = routes_of_kinds(routes, HOUSEHOLD_KINDS)
    patterns = {route["path"] for route, _ in household_routes}
    assert {"/household/:id/trackers/:tracker", "/household/:id/follow", "/avatars/:id/:file"} <= patterns, (
        f"the household routes are not all in the route table: {sorted(patterns)}")
    cases = []
    for route, kinds in household_routes:
        for combination in product(*[candidates[kind] for kind in kinds.values()]):
            values = dict(zip(kinds, combination))
            opens = household_case(route["method"], kinds, values, uid["anna"], db)
            cases.append((opens, route, fill(route["path"], values)))
    # The ones that must be refused first, so that the database can be compared around them.
    cases.sort(key=lambda case: case[0])

    day = (date.today() - timedelta(days=2)).isoformat()
    mine, theirs = ids_of(db, "anna"), ids_of(db, "boris")
    before, after = dump_tables(db), None
    wrong, opened = [], 0
    for opens, route, path in cases:
        if opens and after is None:
            after = dump_tables(db)
        expected = (200 if route["method"] == "GET" else 303) if opens else 404
        if route["method"] == "GET":
            attempts = [("GET", anna.get(path))]
        else:
            attempts = [("POST complete form", anna.post(path, complete_form(token, mine["category"][0],
                                                                             theirs["category"][0], day))),
                        ("POST token only", anna.post(path, [("_csrf", token)]))]
        for how, response in attempts:
            opened += opens and response.status == expected
            if response.status != expected:
                wrong.append(f"{how} {path} ({route['path']}) answered {response.status}, not {expected} "
                             f"{response.location or response.text[:120]!r}")
    anna.close()

    fail_if_any(wrong, "household routes must open for any member and their public trackers only, else 404:")
    assert opened, "no household page opened: the sweep proves nothing"
    changed = changed_tables(before, after)
    assert not changed, f"refused household requests changed the database: {changed} (rows before, after)"
