"""Every acknowledged write survives a crash: marks are sent from several connections while the
server is killed with SIGKILL at random moments and started again on the same file; afterwards
every mark that got its 303 is in the database, and SQLite's integrity check says ok."""

import random
import sqlite3
import threading
import time
from datetime import date, timedelta

from conftest import CONNECTION_ERRORS, Client, read_db, user_id

ACKNOWLEDGED_WRITES = 500   # at least this many 303s …
KILLS = 5                   # … and at least this many SIGKILLs, whichever comes last
WORKERS = 4                 # connections writing at once
TIME_LIMIT = 120            # seconds for the whole loop
SEED = 20260101


def fresh_pairs(db, username, rng):
    """(tracker, day) pairs of the member's yes/no trackers that are not done yet, on past days
    on or after each tracker's start: each is marked once, so each 303 means "now done"."""
    uid = user_id(db, username)
    trackers = read_db(db, "SELECT id, start_day FROM tracker WHERE user_id = ? AND unit IS NULL", (uid,))
    assert trackers, f"{username} has no yes/no trackers to mark"
    done = {(r["tracker_id"], r["day"]) for r in read_db(
        db, "SELECT tracker_id, day FROM completion JOIN tracker ON tracker.id = tracker_id WHERE user_id = ?", (uid,))}
    last = date.today() - timedelta(days=2)   # clear of any time-zone edge around "today"
    pairs = []
    for tracker in trackers:
        day = max(date.fromisoformat(tracker["start_day"]), last - timedelta(days=400))
        while day <= last:
            if (tracker["id"], day.isoformat()) not in done:
                pairs.append((tracker["id"], day.isoformat()))
            day += timedelta(days=1)
    rng.shuffle(pairs)
    return pairs


def test_every_acknowledged_mark_survives_kill_9(servers):
    server = servers(demo=True, name="crash")
    rng = random.Random(SEED)
    anna = Client(server).signed_in("anna")
    token = anna.csrf("/")
    cookies = dict(anna.cookies)
    anna.close()

    pairs = fresh_pairs(server.db, "anna", rng)
    assert len(pairs) > 3 * ACKNOWLEDGED_WRITES, f"only {len(pairs)} unmarked (tracker, day) pairs to write"
    uid = user_id(server.db, "anna")
    count_sql = "SELECT count(*) AS n FROM completion JOIN tracker ON tracker.id = tracker_id WHERE user_id = ?"
    before = read_db(server.db, count_sql, (uid,))[0]["n"]

    lock = threading.Lock()
    remaining = iter(pairs)
    acknowledged, uncertain, unexpected = [], [], []
    running = threading.Event()
    running.set()
    finished = threading.Event()

    def next_pair():
        with lock:
            return next(remaining, None)

    def write():
        # No resending: a request that died with the server may or may not have been written,
        # and sending it again would undo it. Such pairs are only counted.
        c = Client(server, retry=False, timeout=10)
        c.cookies = dict(cookies)
        try:
            while not finished.is_set():
                if not running.wait(timeout=0.5):
                    continue
                pair = next_pair()
                if pair is None:
                    return
                tracker, day = pair
                try:
                    response = c.post(f"/trackers/{tracker}/done", [("_csrf", token), ("day", day), ("back", "/")],
                                      keep_cookies=False)
                except CONNECTION_ERRORS:
                    with lock:
                        uncertain.append(pair)
                    time.sleep(0.01)
                    continue
                with lock:
                    if response.status == 303:
                        acknowledged.append(pair)
                    else:
                        unexpected.append((pair, response.status, response.text[:300]))
        finally:
            c.close()

    threads = [threading.Thread(target=write, daemon=True) for _ in range(WORKERS)]
    for thread in threads:
        thread.start()
    deadline = time.monotonic() + TIME_LIMIT
    try:
        while (len(acknowledged) < ACKNOWLEDGED_WRITES or server.killed < KILLS) and time.monotonic() < deadline:
            if unexpected:
                break
            time.sleep(rng.uniform(0.2, 1.0))
            running.clear()          # new requests wait; those in flight die with the server
            server.kill()
            server.start()
            running.set()
        # Let the writers go on a moment, then crash once more with writes in flight.
        time.sleep(rng.uniform(0.1, 0.4))
        server.kill()
    finally:
        finished.set()
        running.set()
        for thread in threads:
            thread.join(timeout=15)

    print(f"crash safety: {len(acknowledged)} acknowledged, {len(uncertain)} unanswered, {server.killed} kills")
    assert not unexpected, f"marks of fresh (tracker, day) pairs got other answers than 303: {unexpected[:5]}"
    assert len(acknowledged) >= ACKNOWLEDGED_WRITES and server.killed >= KILLS + 1, (
        f"only {len(acknowledged)} acknowledged writes and {server.killed} kills in {TIME_LIMIT} s")

    # The file as the crash left it (opened read-write so SQLite can replay its WAL, as the
    # server would; nothing is written).
    db = sqlite3.connect(server.db, timeout=30)
    try:
        integrity = [row[0] for row in db.execute("PRAGMA integrity_check")]
        stored = {(tracker, day) for tracker, day in db.execute(
            "SELECT tracker_id, day FROM completion JOIN tracker ON tracker.id = tracker_id WHERE user_id = ?", (uid,))}
        after = db.execute(count_sql, (uid,)).fetchone()[0]
    finally:
        db.close()
    assert integrity == ["ok"], f"PRAGMA integrity_check after {server.killed} kills: {integrity[:10]}"
    lost = [pair for pair in acknowledged if pair not in stored]
    assert not lost, (f"{len(lost)} of {len(acknowledged)} acknowledged marks are missing after kill -9 "
                      f"(first: {lost[:5]})")
    assert len(acknowledged) <= after - before <= len(acknowledged) + len(uncertain), (
        f"completions went from {before} to {after}, with {len(acknowledged)} acknowledged and "
        f"{len(uncertain)} unanswered marks")

    # And the server starts again on that file and still knows the session.
    server.start()
    again = Client(server)
    again.cookies = dict(cookies)
    page = again.get("/")
    again.close()
    assert page.status == 200, f"after the crashes, the signed-in main page answered {page!r}"
