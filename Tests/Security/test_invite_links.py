"""Invite links, which people copy and send, never carry a host a visitor made up: with
`--public-url` they use that address; without it, a request's Host header naming another site
never ends up in a link."""

import re
import urllib.parse

from conftest import Client, fail_if_any

PUBLIC_URL = "https://tracker.example"
EVIL = "evil.example"


def invite_token(c, headers=None):
    response = c.post("/invites", [("_csrf", c.csrf("/settings"))], headers=headers)
    assert response.status == 303, f"POST /invites answered {response!r}"
    assert EVIL not in (response.location or "").lower(), f"the invite's redirect names {EVIL}: {response.location!r}"
    token = urllib.parse.parse_qs(urllib.parse.urlsplit(response.location).query).get("invite", [None])[0]
    assert token, f"the invite's redirect carries no token: {response.location!r}"
    return token


def links_to(page, token):
    """Everything in the page that leads to the invite: what stands before /join/TOKEN."""
    return re.findall(r'([^\s"\'<>]*)/join/' + re.escape(token), page.text)


def test_invite_links_use_the_public_url(servers):
    server = servers(demo=True, name="public-url", args=["--public-url", PUBLIC_URL])
    anna = Client(server).signed_in("anna")
    token = invite_token(anna)
    for host in (None, f"127.0.0.1:{server.port}", EVIL):
        page = anna.get(f"/settings?invite={token}", headers={"Host": host} if host else None)
        assert page.status == 200, f"the settings page with the new invite (Host {host}) answered {page!r}"
        prefixes = links_to(page, token)
        assert prefixes, f"the settings page (Host {host}) does not show the invite link for {token}"
        assert all(prefix == PUBLIC_URL for prefix in prefixes), (
            f"with --public-url {PUBLIC_URL}, the invite link (Host {host}) is shown as "
            f"{[p + '/join/…' for p in prefixes]}")
    anna.close()


def test_a_made_up_host_never_ends_up_in_an_invite_link(servers):
    server = servers(demo=True, name="no-public-url")
    anna = Client(server).signed_in("anna")
    token = invite_token(anna, headers={"Host": EVIL})
    port = server.port
    must_answer = [EVIL, f"{EVIL}:{port}", EVIL.upper()]
    may_refuse = [f"127.0.0.1@{EVIL}", f"{EVIL}#@127.0.0.1:{port}", f"127.0.0.1:{port}.{EVIL}",
                  f"{EVIL}/127.0.0.1", f"{EVIL}\\@127.0.0.1", f"127.0.0.1:{port}, {EVIL}"]
    attempts = [({"Host": host}, host in must_answer) for host in must_answer + may_refuse]
    attempts += [({"X-Forwarded-Host": EVIL}, True), ({"Forwarded": f"host={EVIL}"}, True),
                 ({"X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "https"}, True)]
    wrong = []
    for headers, must in attempts:
        page = anna.get(f"/settings?invite={token}", headers=headers)
        if page.status != 200:
            if must or page.status != 400:
                wrong.append(f"{headers} answered {page.status}")
            continue
        if not links_to(page, token):
            wrong.append(f"{headers}: the page does not show the invite link")
        if EVIL in page.text.lower():
            spot = page.text.lower().find(EVIL)
            wrong.append(f"{headers}: the page names {EVIL}: …{page.text[max(0, spot - 100):spot + 40]!r}…")
    anna.close()
    fail_if_any(wrong, "invite links must not use a host the request made up:")
