"""Password guessing is limited before any password is checked: guesses sent all at once get no
more checks than the limit, one address can't spread guesses over many usernames, and a
stranger's failures can't lock a member out of the browser they use."""

import threading

from conftest import Client

# Password checks (422) the server lets through per username, from browsers that never signed in
# to it, in one window (docs/SECURITY.md: 10 per 15 minutes).
LIMIT = 10
# Password checks per client address, over any usernames, from unknown browsers (20 per 15 min).
PER_ADDRESS_LIMIT = 20

PARALLEL_GUESSES = 100
SPREAD_GUESSES = 60
SPREAD_THREADS = 8       # few at once, so bcrypt's queue never answers 503 "busy"


def guess(c, token, username, password="wrong password"):
    return c.post("/sign-in", [("_csrf", token), ("username", username), ("password", password)])


def summary(statuses):
    return {status: statuses.count(status) for status in sorted(set(statuses))}


def test_a_hundred_guesses_at_once_get_at_most_the_limit_of_checks(servers):
    server = servers(demo=True, name="parallel")
    # Each guesser is its own browser on its own address, with its own visitor cookie and token.
    guessers = []
    for n in range(PARALLEL_GUESSES):
        c = Client(server, source=f"127.0.1.{n + 1}", timeout=120)
        guessers.append((c, c.csrf("/sign-in")))
    statuses = [None] * PARALLEL_GUESSES
    barrier = threading.Barrier(PARALLEL_GUESSES)

    def attempt(index):
        c, token = guessers[index]
        barrier.wait(timeout=30)
        try:
            statuses[index] = guess(c, token, "anna").status
        except OSError as error:
            statuses[index] = repr(error)

    threads = [threading.Thread(target=attempt, args=(n,)) for n in range(PARALLEL_GUESSES)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=180)
    for c, _ in guessers:
        c.close()

    checked = statuses.count(422)
    refused = statuses.count(429)
    assert checked + refused == PARALLEL_GUESSES, (
        f"every guess must be checked (422) or refused by the limiter (429); got {summary(statuses)}")
    assert checked <= LIMIT, (
        f"{PARALLEL_GUESSES} wrong passwords for one username sent at once: {checked} were checked (422), "
        f"{refused} refused (429); at most {LIMIT} may be checked")


def test_one_address_cannot_spread_guesses_over_many_usernames(servers):
    server = servers(demo=True, name="spread")
    usernames = ["anna", "boris", "vera", "gleb"] + [f"guess{n:02d}" for n in range(SPREAD_GUESSES - 4)]
    statuses = []
    lock = threading.Lock()
    pending = iter(usernames)

    def attempt():
        while True:
            with lock:
                username = next(pending, None)
            if username is None:
                return
            c = Client(server, source="127.0.0.4", timeout=120)   # a new browser each time
            try:
                status = guess(c, c.csrf("/sign-in"), username).status
            except OSError as error:
                status = repr(error)
            finally:
                c.close()
            with lock:
                statuses.append(status)

    threads = [threading.Thread(target=attempt) for _ in range(SPREAD_THREADS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=240)

    checked = statuses.count(422)
    assert checked + statuses.count(429) == len(usernames), (
        f"every guess must be checked (422) or refused by the limiter (429); got {summary(statuses)}")
    assert checked <= PER_ADDRESS_LIMIT, (
        f"{len(usernames)} wrong guesses over {len(usernames)} usernames from one address: {checked} were checked "
        f"(422); at most {PER_ADDRESS_LIMIT} may be")


def test_a_strangers_failures_do_not_lock_a_member_out_of_their_browser(servers):
    server = servers(demo=True, name="lockout")
    member = Client(server, source="127.0.0.1")
    signed_in = member.sign_in("anna")
    assert signed_in.status == 303, f"anna's first sign-in answered {signed_in!r}"
    assert "tracker_device" in member.cookies, (
        f"a successful sign-in must leave a long-lived device cookie (tracker_device); cookies: {list(member.cookies)}")
    signed_out = member.post("/sign-out", [("_csrf", member.csrf("/settings"))])
    assert signed_out.status == 303 and "tracker_session" not in member.cookies, f"signing out answered {signed_out!r}"

    # A stranger with no cookies guesses anna's password until the limiter refuses.
    refusal = None
    for attempt in range(1, 4 * LIMIT + 1):
        stranger = Client(server, source="127.0.0.3")
        response = guess(stranger, stranger.csrf("/sign-in"), "anna")
        stranger.close()
        assert response.status in (422, 429), f"guess {attempt} answered {response!r}"
        if response.status == 429:
            refusal = attempt
            break
    assert refusal is not None, f"{4 * LIMIT} wrong passwords for anna from one stranger were all checked"
    assert refusal <= LIMIT + 1, f"the stranger's guesses were checked {refusal - 1} times; the limit is {LIMIT}"
    assert response.header("Retry-After"), f"the 429 says nothing about when to try again: {response.headers}"

    # Anna's own browser still gets in with the right password …
    again = member.sign_in("anna")
    assert again.status == 303, (
        f"after a stranger's {refusal - 1} failures, anna could not sign in from the browser she signed in with "
        f"before: {again!r}")
    # … while a browser that never signed in as anna is refused, even with the right password.
    fresh = Client(server, source="127.0.0.5")
    refused = fresh.sign_in("anna")
    fresh.close()
    member.close()
    assert refused.status == 429, (
        f"a new browser with the right password for anna, after the stranger's failures, answered {refused!r}; "
        f"the username's allowance is used up, so it must be refused (429)")
