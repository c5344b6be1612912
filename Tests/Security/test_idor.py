"""A member can't see or change another member's records by changing ids: every route of the
route table that takes an id answers 404 for another member's id, on GET and on POST with a
valid token and a complete form, and nothing in the database changes."""

from datetime import date, timedelta

from conftest import (OWNED_KINDS, Client, create_invite, dump_tables, fail_if_any, fill, ids_of, parameter_kind,
                      parameters, read_db, user_id)


def complete_form(token, own_category, other_category, day):
    """One form with a valid value for every field the site's forms have, so that a handler
    that forgot the owner check would go ahead and write."""
    return [
        ("_csrf", token), ("day", day), ("value", "3"), ("back", "/"), ("pinned", "1"),
        ("kind", "habit"), ("name", "Taken over"), ("category", str(own_category)),
        *[("days[]", str(n)) for n in range(1, 8)], ("emoji", "🙂"), ("color", "#FD4C49"),
        ("unit", "glasses"), ("target", "8"), ("reminder", "08:00"), ("public", "1"), ("start", day),
        ("category_name", "Taken over"), ("after", "list"), ("trackers", "move"), ("move_to", str(other_category)),
    ]


def test_another_members_ids_are_not_found_and_change_nothing(servers, routes):
    server = servers(demo=True, name="idor")
    boris = Client(server, source="127.0.0.2").signed_in("boris")
    create_invite(boris)
    boris.close()
    anna = Client(server).signed_in("anna")
    create_invite(anna)
    token = anna.csrf("/")

    theirs = ids_of(server.db, "boris")
    # Only boris's private trackers: a public one may one day be shown to the household.
    private = "SELECT id FROM tracker WHERE user_id = ? AND is_public = 0 ORDER BY id"
    theirs["tracker"] = [r["id"] for r in read_db(server.db, private, (user_id(server.db, "boris"),))]
    mine = ids_of(server.db, "anna")
    for kind in OWNED_KINDS:
        assert theirs[kind] and mine[kind], f"need ids of kind {kind} for both members: {theirs}, {mine}"
    day = (date.today() - timedelta(days=2)).isoformat()

    owned_routes = []
    for route in routes:
        names = parameters(route["path"])
        kinds = {name: parameter_kind(route["path"], name) for name in names}
        if names and all(kind in OWNED_KINDS for kind in kinds.values()):
            owned_routes.append((route, kinds))
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
    changed = {table: (len(before[table]), len(after.get(table, []))) for table in before
               if before[table] != after.get(table)}
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
