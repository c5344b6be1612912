"""Automatic backups and `tracker restore`, on the real binary. Marks are sent from several
connections while the server takes a backup every 2 s (TRACKER_BACKUP_INTERVAL_SECONDS); one of
those backups is restored with `tracker restore`, and the server started on it again has every
mark that was acknowledged before the backup began. And `tracker restore` refuses while a server
uses the database.

"Before the backup began" is told by its name: a backup named `…T030000Z` began its copy at
03:00:00 UTC or later, so a mark whose 303 arrived before that second is in it. (A mark
acknowledged while the copy runs may or may not be: the copy is one snapshot, taken when it
starts.)"""

import random
import sqlite3
import threading
import time
from datetime import datetime, timezone

from conftest import CONNECTION_ERRORS, Client, read_db, user_id
from tracker_process import PUBLIC, TEMPLATES, run_tracker
from test_crash_safety import fresh_pairs

INTERVAL = 2          # seconds between backups while the test runs
WRITERS = 3           # connections marking at once
WRITE_TIME = 4 * INTERVAL + 1
MIN_BEFORE = 50       # marks acknowledged before the chosen backup, at least
SEED = 20261125


def backups(folder, name):
    """The complete backups of the database `name`.sqlite in `folder`, oldest first, each as
    (the instant in its name, in seconds since 1970; its path)."""
    found = []
    for path in folder.glob(f"{name}-*.sqlite"):
        stamp = path.name[len(name) + 1:-len(".sqlite")]
        instant = datetime.strptime(stamp, "%Y-%m-%dT%H%M%SZ").replace(tzinfo=timezone.utc).timestamp()
        found.append((instant, path))
    return sorted(found)


def restore(backup, db):
    return run_tracker("restore", str(backup), "--db", str(db), timeout=120, check=False)


def marks(db, uid):
    rows = read_db(db, "SELECT tracker_id, day FROM completion JOIN tracker ON tracker.id = tracker_id "
                       "WHERE user_id = ?", (uid,))
    return {(row["tracker_id"], row["day"]) for row in rows}


def test_a_backup_taken_during_writes_restores_every_mark_acknowledged_before_it(servers, tmp_path):
    server = servers(demo=True, name="busy", env={"TRACKER_BACKUP_INTERVAL_SECONDS": str(INTERVAL)})
    folder = tmp_path / "backups"
    anna = Client(server).signed_in("anna")
    token = anna.csrf("/")
    cookies = dict(anna.cookies)
    anna.close()
    uid = user_id(server.db, "anna")
    pairs = fresh_pairs(server.db, "anna", random.Random(SEED))

    lock = threading.Lock()
    remaining = iter(pairs)
    acknowledged, unexpected = [], []    # acknowledged: ((tracker, day), the time its 303 arrived)
    stop = threading.Event()

    def write():
        client = Client(server, retry=False, timeout=10)
        client.cookies = dict(cookies)
        try:
            while not stop.is_set():
                with lock:
                    pair = next(remaining, None)
                if pair is None:
                    return
                tracker, day = pair
                try:
                    response = client.post(f"/trackers/{tracker}/done", [("_csrf", token), ("day", day), ("back", "/")],
                                           keep_cookies=False)
                except CONNECTION_ERRORS as error:
                    with lock:
                        unexpected.append((pair, repr(error)))
                    return
                with lock:
                    if response.status == 303:
                        acknowledged.append((pair, time.time()))
                    else:
                        unexpected.append((pair, response.status))
        finally:
            client.close()

    threads = [threading.Thread(target=write, daemon=True) for _ in range(WRITERS)]
    for thread in threads:
        thread.start()
    time.sleep(WRITE_TIME)
    stop.set()
    for thread in threads:
        thread.join(timeout=15)
    assert not unexpected, f"marks of fresh (tracker, day) pairs got other answers than 303: {unexpected[:5]}"
    assert server.stop() == 0, f"the server did not stop cleanly:\n{server.log()}"

    # A backup taken in the middle of the writes: many marks acknowledged before it, more after.
    first, last = acknowledged[0][1], acknowledged[-1][1]
    during = [(instant, path) for instant, path in backups(folder, "busy")
              if sum(1 for _, at in acknowledged if at < instant) >= MIN_BEFORE and instant + 1 < last]
    assert during, (f"no backup taken while marks were written ({len(acknowledged)} marks from {first:.1f} to "
                    f"{last:.1f}; backups: {backups(folder, 'busy')}):\n{server.log()}")
    instant, backup = during[len(during) // 2]
    before = {pair for pair, at in acknowledged if at < instant}
    after = {pair for pair, at in acknowledged if at >= instant + 1}
    assert after, "no marks were acknowledged after the chosen backup, so it was not taken during writes"

    # The backup on its own: whole, and the done-day counts the triggers keep match the marks.
    copy = sqlite3.connect(f"file:{backup}?mode=ro", uri=True)
    try:
        assert [row[0] for row in copy.execute("PRAGMA integrity_check")] == ["ok"]
        miscounted = copy.execute(
            "SELECT count(*) FROM tracker WHERE unit IS NULL AND done_days <> "
            "(SELECT count(*) FROM completion WHERE tracker_id = tracker.id)").fetchone()[0]
    finally:
        copy.close()
    assert miscounted == 0, f"{miscounted} trackers' done-day counts disagree with their marks in {backup.name}"
    in_backup = marks(backup, uid)
    everything = marks(server.db, uid)
    assert {pair for pair, _ in acknowledged} <= everything, "an acknowledged mark is missing from the live database"

    result = restore(backup, server.db)
    assert result.returncode == 0, f"`tracker restore` failed:\n{result.stdout}\n{result.stderr}"
    assert result.stdout.startswith(f"restored {server.db} from {backup}") and len(result.stdout.splitlines()) == 1
    kept = list(tmp_path.glob("busy.sqlite.before-restore-*"))
    assert len(kept) == 1 and not list(tmp_path.glob("busy.sqlite-wal")), sorted(p.name for p in tmp_path.iterdir())
    assert marks(kept[0], uid) == everything, "the database that was replaced was not kept whole"

    server.start()
    again = Client(server)
    again.cookies = dict(cookies)
    page = again.get("/")
    again.close()
    assert page.status == 200, f"after the restore, the signed-in main page answered {page!r}"
    restored = marks(server.db, uid)
    lost = before - restored
    assert not lost, (f"{len(lost)} of the {len(before)} marks acknowledged before the backup {backup.name} are "
                      f"missing after restoring it (first: {sorted(lost)[:5]})")
    assert restored == in_backup, "the server's data after the restore is not the backup's"
    print(f"backups: {len(before)} marks acknowledged before {backup.name}, {len(after)} after; "
          f"{len(in_backup & after)} of those after were in it")


def test_restore_refuses_while_a_server_uses_the_database(servers, tmp_path):
    server = servers(demo=False, name="running")
    folder = tmp_path / "backups"
    deadline = time.monotonic() + 20
    while not backups(folder, "running"):
        assert time.monotonic() < deadline, f"no backup at start-up in {folder}:\n{server.log()}"
        time.sleep(0.1)
    _, backup = backups(folder, "running")[0]
    files = sorted(path.name for path in tmp_path.iterdir())

    refused = restore(backup, server.db)
    assert refused.returncode == 1 and refused.stdout == ""
    assert refused.stderr == f"tracker: a Tracker server is using {server.db}; stop it first\n"
    assert sorted(path.name for path in tmp_path.iterdir()) == files and server.healthy()

    # A second server on the same database is refused too.
    second = run_tracker("--db", str(server.db), "--port", "0", "--templates", str(TEMPLATES), "--public", str(PUBLIC),
                         timeout=30, check=False)
    assert second.returncode == 1 and second.stderr == f"tracker: another Tracker server is using {server.db}\n"

    assert server.stop() == 0
    result = restore(backup, server.db)
    assert result.returncode == 0, result.stderr
    server.start()
