"""Push reminders against a real receiver: a small HTTP server inside the test stands in for
ntfy and for a webhook. The tracker server checks for due reminders every second here
(TRACKER_REMINDER_CHECK_SECONDS=1), on the real clock, so each member's zone is chosen to put
their wall clock near midday and the reminder times are set around "now" on it.

It must send exactly one notification for a due, undone tracker; none for a done one, one not
yet due, one due longer ago than the 30-minute catch-up, or a member whose reminders are off;
none again after a restart; and ntfy's "Done" action must mark the day, once."""

import json
import re
import sqlite3
import threading
import time
from datetime import datetime, timedelta
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from zoneinfo import ZoneInfo

import requests

from conftest import run_server
from tracker_process import demo_database

PASSWORD = "demo password"
CHECKS = {"TRACKER_REMINDER_CHECK_SECONDS": "1"}


class Receiver:
    """Records every POST it gets: (path, headers, JSON body)."""

    def __init__(self):
        self.posts = []
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                length = int(self.headers.get("Content-Length") or 0)
                body = json.loads(self.rfile.read(length) or b"{}")
                with receiver.lock:
                    receiver.posts.append((self.path, dict(self.headers), body))
                self.send_response(200)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"{}")

            def log_message(self, *args):
                pass

        self.http = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.port = self.http.server_address[1]
        threading.Thread(target=self.http.serve_forever, daemon=True).start()

    def url(self, path):
        return f"http://127.0.0.1:{self.port}{path}"

    def received(self):
        with self.lock:
            return list(self.posts)

    def close(self):
        self.http.shutdown()


def signed_in(server, username):
    session = requests.Session()
    page = session.get(server.url("/sign-in")).text
    csrf = re.search(r'name="_csrf" value="([^"]+)"', page).group(1)
    answer = session.post(server.url("/sign-in"), data={"_csrf": csrf, "username": username, "password": PASSWORD},
                          allow_redirects=False)
    assert answer.status_code == 303, answer.text
    return session


def save_target(server, session, kind, data):
    page = session.get(server.url("/settings/push")).text
    csrf = re.search(r'name="_csrf" value="([^"]+)"', page).group(1)
    answer = session.post(server.url(f"/settings/push/{kind}"), data={"_csrf": csrf, **data}, allow_redirects=False)
    assert answer.status_code == 303, answer.text
    return answer


def midday_zone():
    """A fixed-offset zone whose wall clock reads between 10:00 and 14:00 now, so that reminders
    a few minutes either side of now fall on the same day."""
    hour = datetime.now(ZoneInfo("UTC")).hour
    offset = max(-12, min(14, 12 - hour))
    # POSIX signs: Etc/GMT-3 is three hours ahead of UTC.
    return "Etc/GMT" if offset == 0 else f"Etc/GMT{'-' if offset > 0 else '+'}{abs(offset)}"


def wall(zone, minutes):
    """HH:MM on the zone's wall clock, `minutes` from now."""
    return (datetime.now(ZoneInfo(zone)) + timedelta(minutes=minutes)).strftime("%H:%M")


def wait_for(receiver, count, seconds=20):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline and len(receiver.received()) < count:
        time.sleep(0.2)
    return receiver.received()


def test_push_goes_once_to_undone_due_trackers_and_done_marks_the_day(tmp_path):
    database = tmp_path / "tracker.sqlite"
    demo_database(database)
    zone = midday_zone()
    today = datetime.now(ZoneInfo(zone)).date().isoformat()
    db = sqlite3.connect(database)
    anna, bob = (db.execute("SELECT id FROM user WHERE username = ?", (name,)).fetchone()[0] for name in ("anna", "boris"))
    # Nothing is sent while the targets are saved: reminders are off for everyone until then.
    db.execute("UPDATE user SET time_zone = ?, day_start_minute = 0, notifications_enabled = 0", (zone,))
    db.execute("UPDATE tracker SET reminder_time = NULL")
    ids = [row[0] for row in db.execute(
        "SELECT id FROM tracker WHERE user_id = ? AND target IS NULL ORDER BY id LIMIT 5", (anna,))]
    due, delivered_only, done, later, stale = ids
    bobs = db.execute("SELECT id FROM tracker WHERE user_id = ? AND target IS NULL LIMIT 1", (bob,)).fetchone()[0]
    plan = {due: -2, delivered_only: -1, done: -2, later: 10, stale: -45, bobs: -2}
    for tracker, minutes in plan.items():
        db.execute("UPDATE tracker SET kind = 'habit', schedule = 127, start_day = '2020-01-01', reminder_time = ? "
                   "WHERE id = ?", (wall(zone, minutes), tracker))
    db.execute(f"DELETE FROM completion WHERE day = ? AND tracker_id IN ({','.join('?' * len(plan))})",
               (today, *plan.keys()))
    db.execute("INSERT INTO completion (tracker_id, day, value, created_at) VALUES (?, ?, NULL, ?)",
               (done, today, "2026-01-01 00:00:00.000"))
    db.commit()

    receiver = Receiver()
    serving = run_server(tmp_path, database, CHECKS)
    server = next(serving)
    try:
        anna_session = signed_in(server, "anna")
        save_target(server, anna_session, "ntfy", {"url": receiver.url("/ntfy/anna-topic"), "token": "tk_secret"})
        save_target(server, anna_session, "webhook", {"url": receiver.url("/hook/anna")})
        bob_session = signed_in(server, "boris")
        save_target(server, bob_session, "webhook", {"url": receiver.url("/hook/bob")})
        db.execute("UPDATE user SET notifications_enabled = 1 WHERE id = ?", (anna,))
        db.commit()

        # Two trackers due, each to anna's two targets: four POSTs, then quiet.
        wait_for(receiver, 4)
        time.sleep(3)
        posts = receiver.received()
        assert len(posts) == 4, posts
        hooks = [body for path, _, body in posts if path == "/hook/anna"]
        ntfy = [(headers, body) for path, headers, body in posts if path == "/ntfy/"]
        assert sorted(body["tracker"]["id"] for body in hooks) == sorted([due, delivered_only])
        assert all(body["type"] == "reminder" and body["day"] == today and body["member"] == "anna" for body in hooks)
        assert not [post for post in posts if post[0] == "/hook/bob"], "bob's reminders are switched off"
        assert len(ntfy) == 2
        assert all(headers["Authorization"] == "Bearer tk_secret" and body["topic"] == "anna-topic"
                   for headers, body in ntfy)

        # The webhook and ntfy carry the link to the day and the one-time Done address.
        names = dict(db.execute("SELECT id, emoji || ' ' || name FROM tracker WHERE id IN (?, ?)",
                                (due, delivered_only)))
        hook = next(body for body in hooks if body["tracker"]["id"] == due)
        assert hook["title"] == names[due]
        assert hook["url"] == server.url(f"/?day={today}#tracker-{due}")
        _, body = next((h, b) for h, b in ntfy if b["title"] == names[due])
        assert body["click"] == hook["url"]
        action = body["actions"][0]
        assert action["action"] == "http" and action["method"] == "POST" and action["label"] == "Done"
        assert action["url"] == hook["done_url"]

        # ntfy's Done button: a POST with no session and no form marks the day, once.
        marked = requests.post(action["url"], allow_redirects=False)
        assert marked.status_code == 200, marked.text
        count = "SELECT count(*) FROM completion WHERE tracker_id = ? AND day = ?"
        assert db.execute(count, (due, today)).fetchone()[0] == 1
        again = requests.post(action["url"], allow_redirects=False)
        assert again.status_code == 410 and "Already used" in again.text
        assert db.execute(count, (due, today)).fetchone()[0] == 1
        forged = requests.post(action["url"][:-2] + ("AA" if not action["url"].endswith("AA") else "BB"),
                               allow_redirects=False)
        assert forged.status_code == 404

        # Settings shows how the last send went, and never what the target answered.
        assert "Last sent: delivered" in anna_session.get(server.url("/settings/push")).text
    finally:
        next(serving, None)
        receiver.close()

    # After a restart nothing is sent again: delivered_only is still undone and due, but its
    # reminder went out already.
    second = Receiver()
    db.execute("UPDATE push_target SET url = replace(url, ?, ?)", (f":{receiver.port}/", f":{second.port}/"))
    db.commit()
    db.close()
    serving = run_server(tmp_path, database, CHECKS, log_name="server-2.log")
    server = next(serving)
    try:
        time.sleep(4)
        assert second.received() == []
        assert "push reminder" not in server.log()
    finally:
        next(serving, None)
        second.close()


def test_push_follows_due_for_quotas_and_a_limit_has_no_done(tmp_path):
    """A habit of N times a week is reminded of only while its week is short; a limit's
    notification reminds of the limit and has no Done action (it would record a slip)."""
    database = tmp_path / "tracker.sqlite"
    demo_database(database)
    zone = midday_zone()
    now = datetime.now(ZoneInfo(zone)).date()
    db = sqlite3.connect(database)
    anna = db.execute("SELECT id FROM user WHERE username = 'anna'").fetchone()[0]
    db.execute("UPDATE user SET time_zone = ?, day_start_minute = 0, notifications_enabled = 0, first_weekday = 0",
               (zone,))
    db.execute("UPDATE tracker SET reminder_time = NULL")
    short, met, limit = [row[0] for row in db.execute(
        "SELECT id FROM tracker WHERE user_id = ? AND target IS NULL ORDER BY id LIMIT 3", (anna,))]
    for tracker in (short, met, limit):
        db.execute("UPDATE tracker SET kind = 'habit', schedule = 127, start_day = '2020-01-01', reminder_time = ? "
                   "WHERE id = ?", (wall(zone, -2), tracker))
    db.execute("UPDATE tracker SET quota_times = 3, quota_period = 'week' WHERE id = ?", (short,))
    db.execute("UPDATE tracker SET quota_times = 1, quota_period = 'week' WHERE id = ?", (met,))
    db.execute("UPDATE tracker SET is_limit = 1 WHERE id = ?", (limit,))
    # This week (from Monday): "met" was done on another of its days, "short" on none of them.
    monday = now - timedelta(days=now.weekday())
    week = [(monday + timedelta(days=n)).isoformat() for n in range(7)]
    db.execute(f"DELETE FROM completion WHERE tracker_id IN (?, ?, ?) AND day IN ({','.join('?' * 7)})",
               (short, met, limit, *week))
    other = next(day for day in week if day != now.isoformat())
    db.execute("INSERT INTO completion (tracker_id, day, value, created_at) VALUES (?, ?, NULL, ?)",
               (met, other, "2026-01-01 00:00:00.000"))
    db.commit()

    receiver = Receiver()
    serving = run_server(tmp_path, database, CHECKS)
    server = next(serving)
    try:
        session = signed_in(server, "anna")
        save_target(server, session, "ntfy", {"url": receiver.url("/ntfy/anna-topic")})
        db.execute("UPDATE user SET notifications_enabled = 1 WHERE id = ?", (anna,))
        db.commit()
        wait_for(receiver, 2)
        time.sleep(3)
        bodies = {body["title"]: body for _, _, body in receiver.received()}
        names = dict(db.execute("SELECT id, emoji || ' ' || name FROM tracker WHERE id IN (?, ?, ?)",
                                (short, met, limit)))
        assert set(bodies) == {names[short], names[limit]}, bodies
        assert bodies[names[short]]["message"].startswith("0 of 3 this week, not done yet today")
        assert bodies[names[short]]["actions"][0]["label"] == "Done"
        assert bodies[names[limit]]["message"].startswith("Keep within your limit today")
        assert bodies[names[limit]]["actions"] == []
    finally:
        next(serving, None)
        receiver.close()
        db.close()
