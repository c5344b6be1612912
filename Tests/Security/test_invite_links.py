"""One-time links, which people copy and send (invites, and the owner's password-reset links),
never carry a host a visitor made up: with `--public-url` they use that address; without it, a
request's Host header naming another site never ends up in a link."""

import re
import urllib.parse

import pytest

from conftest import Client, fail_if_any, user_id

PUBLIC_URL = "https://tracker.example"
EVIL = "evil.example"


class Link:
    """A kind of one-time link: the form that makes one (as anna, the owner), the page that then
    shows it once (`page?param=TOKEN`), and the path the link leads to (`/path/TOKEN`)."""

    def __init__(self, make, page, param, path):
        self.make, self.page, self.param, self.path = make, page, param, path

    def create(self, c, headers=None):
        response = c.post(self.make(c.server.db), [("_csrf", c.csrf(self.page))], headers=headers)
        assert response.status == 303, f"making a {self.param} link answered {response!r}"
        assert EVIL not in (response.location or "").lower(), f"the redirect names {EVIL}: {response.location!r}"
        token = urllib.parse.parse_qs(urllib.parse.urlsplit(response.location).query).get(self.param, [None])[0]
        assert token, f"the redirect after making a {self.param} link carries no token: {response.location!r}"
        return token

    def shown(self, token):
        return f"{self.page}?{self.param}={token}"

    def prefixes(self, page, token):
        """Everything in the page that leads to the link: what stands before /path/TOKEN."""
        return re.findall(r'([^\s"\'<>]*)' + re.escape(self.path + token), page.text)


LINKS = {
    "invite": Link(lambda db: "/invites", "/settings", "invite", "/join/"),
    "reset": Link(lambda db: f"/members/{user_id(db, 'boris')}/reset", "/members", "reset", "/reset/"),
}


@pytest.mark.parametrize("kind", list(LINKS))
def test_links_use_the_public_url(servers, kind):
    link = LINKS[kind]
    server = servers(demo=True, name="public-url", args=["--public-url", PUBLIC_URL])
    anna = Client(server).signed_in("anna")
    token = link.create(anna)
    for host in (None, f"127.0.0.1:{server.port}", EVIL):
        page = anna.get(link.shown(token), headers={"Host": host} if host else None)
        assert page.status == 200, f"GET {link.shown(token)} (Host {host}) answered {page!r}"
        prefixes = link.prefixes(page, token)
        assert prefixes, f"GET {link.page} (Host {host}) does not show the {kind} link for {token}"
        assert all(prefix == PUBLIC_URL for prefix in prefixes), (
            f"with --public-url {PUBLIC_URL}, the {kind} link (Host {host}) is shown as "
            f"{[p + link.path + '…' for p in prefixes]}")
    anna.close()


@pytest.mark.parametrize("kind", list(LINKS))
def test_a_made_up_host_never_ends_up_in_a_link(servers, kind):
    link = LINKS[kind]
    server = servers(demo=True, name="no-public-url")
    anna = Client(server).signed_in("anna")
    token = link.create(anna, headers={"Host": EVIL})
    port = server.port
    must_answer = [EVIL, f"{EVIL}:{port}", EVIL.upper()]
    may_refuse = [f"127.0.0.1@{EVIL}", f"{EVIL}#@127.0.0.1:{port}", f"127.0.0.1:{port}.{EVIL}",
                  f"{EVIL}/127.0.0.1", f"{EVIL}\\@127.0.0.1", f"127.0.0.1:{port}, {EVIL}"]
    attempts = [({"Host": host}, host in must_answer) for host in must_answer + may_refuse]
    attempts += [({"X-Forwarded-Host": EVIL}, True), ({"Forwarded": f"host={EVIL}"}, True),
                 ({"X-Forwarded-Host": EVIL, "X-Forwarded-Proto": "https"}, True)]
    wrong = []
    for headers, must in attempts:
        page = anna.get(link.shown(token), headers=headers)
        if page.status != 200:
            if must or page.status != 400:
                wrong.append(f"{headers} answered {page.status}")
            continue
        if not link.prefixes(page, token):
            wrong.append(f"{headers}: the page does not show the {kind} link")
        if EVIL in page.text.lower():
            spot = page.text.lower().find(EVIL)
            wrong.append(f"{headers}: the page names {EVIL}: …{page.text[max(0, spot - 100):spot + 40]!r}…")
    anna.close()
    fail_if_any(wrong, f"{kind} links must not use a host the request made up:")
