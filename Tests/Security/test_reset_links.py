"""The owner's password-reset links work once, for whoever holds one: the link's form sets the
member's password and ends every session of theirs; a used, revoked, replaced or expired link,
or one that never was, is a 404 on GET and POST and changes nothing."""

import sqlite3

from conftest import DEMO_PASSWORD, Client, create_reset, csrf_of, dump_tables, fail_if_any, read_db, user_id

NEW_PASSWORD = "a brand new password"


def set_password(c, token, password=NEW_PASSWORD):
    """Opens the link in browser `c` and sends its form; returns (the page, the answer)."""
    page = c.get(f"/reset/{token}")
    token_field = csrf_of(page) if page.status == 200 else c.csrf("/sign-in")
    return page, c.post(f"/reset/{token}", [("_csrf", token_field), ("password", password),
                                           ("password_confirmation", password)])


def expire(db, reset):
    """Moves a link's end into the past: the server's clock can't be moved from outside, so the
    row is written as a day-old link would be (as the fuzzing test writes its session back)."""
    writer = sqlite3.connect(db, timeout=30)
    try:
        writer.execute("UPDATE password_reset SET expires_at = '2000-01-01 00:00:00.000' WHERE id = ?", (reset,))
        writer.commit()
    finally:
        writer.close()


def test_a_reset_link_works_once_and_signs_the_member_out_everywhere(servers):
    server = servers(demo=True, name="reset-once")
    anna = Client(server).signed_in("anna")       # the owner
    boris = user_id(server.db, "boris")
    phones = [Client(server, source=f"127.0.0.{n}").signed_in("boris") for n in (2, 3)]
    token, _ = create_reset(anna, boris)
    anna.close()

    visitor = Client(server, source="127.0.0.4")
    page, response = set_password(visitor, token)
    assert page.status == 200, f"GET /reset/TOKEN of an open link answered {page!r}"
    assert response.status == 303 and response.location == "/sign-in?reset=1", (
        f"setting a new password with the link answered {response!r}")
    sessions = read_db(server.db, "SELECT id FROM session WHERE user_id = ?", (boris,))
    assert not sessions, f"boris still has {len(sessions)} sessions after his password was reset"
    for phone in phones:
        settings = phone.get("/settings")
        assert settings.status == 303 and settings.location.startswith("/sign-in"), (
            f"a browser boris signed in on before the reset still gets his settings: {settings!r}")
        phone.close()
    for password, status, what in ((DEMO_PASSWORD, 422, "the old password still works"),
                                   (NEW_PASSWORD, 303, "the new password does not work")):
        browser = Client(server, source="127.0.0.5")
        assert browser.sign_in("boris", password).status == status, what
        browser.close()

    before = dump_tables(server.db)
    page, response = set_password(visitor, token, "yet another password")
    after = dump_tables(server.db)
    visitor.close()
    assert (page.status, response.status) == (404, 404), (
        f"a used link answered GET {page.status}, POST {response.status}; both must be 404")
    assert before == after, "a used link changed the database"


def test_unusable_reset_links_are_not_found_and_change_nothing(servers):
    server = servers(demo=True, name="reset-unusable")
    anna = Client(server).signed_in("anna")
    vera, gleb, boris = (user_id(server.db, name) for name in ("vera", "gleb", "boris"))

    revoked, revoked_id = create_reset(anna, vera)
    response = anna.post(f"/resets/{revoked_id}/revoke", [("_csrf", anna.csrf("/members"))])
    assert response.status == 303, f"revoking a reset link answered {response!r}"
    replaced, _ = create_reset(anna, gleb)
    create_reset(anna, gleb)                       # a new link for gleb revokes his older one
    expired, expired_id = create_reset(anna, boris)
    expire(server.db, expired_id)
    anna.close()
    links = {"revoked": revoked, "replaced": replaced, "expired": expired, "unknown": "no-such-token",
             "unknown, shaped like one": "A" * 43}

    visitor = Client(server, source="127.0.0.4")
    before = dump_tables(server.db)
    wrong = []
    for what, token in links.items():
        page, response = set_password(visitor, token)
        if (page.status, response.status) != (404, 404):
            wrong.append(f"a {what} link answered GET {page.status}, POST {response.status} {response.location or ''}")
    after = dump_tables(server.db)
    visitor.close()
    fail_if_any(wrong, "unusable reset links must be 404:")
    assert before == after, "requests with unusable reset links changed the database"
