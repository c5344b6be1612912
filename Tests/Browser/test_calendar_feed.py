"""The calendar feed, read as calendar apps read it: parsed by `icalendar` and expanded by
`recurring-ical-events` over a year in three zones (two with summer time, one south of the
equator), once as published and once with its zone renamed so that only the feed's own
VTIMEZONE can place the times. Every alarm must fall on exactly the scheduled days (every day
for an irregular event and for a habit of N times a week), at the reminder time on the member's
wall clock, across every change of summer time."""

import re
import sqlite3
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

import icalendar
import recurring_ical_events
import requests

PASSWORD = "demo password"
WEEKDAYS = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]


def signed_in(server):
    session = requests.Session()
    page = session.get(server.url("/sign-in")).text
    csrf = re.search(r'name="_csrf" value="([^"]+)"', page).group(1)
    answer = session.post(server.url("/sign-in"), data={"_csrf": csrf, "username": "anna", "password": PASSWORD},
                          allow_redirects=False)
    assert answer.status_code == 303, answer.text
    return session


def make_feed(server, session):
    page = session.get(server.url("/settings/calendar")).text
    csrf = re.search(r'name="_csrf" value="([^"]+)"', page).group(1)
    made = session.post(server.url("/settings/calendar"), data={"_csrf": csrf})
    address = re.search(r'id="feed-web"[^>]*>(http://[^<]+)</textarea>', made.text).group(1)
    webcal = re.search(r'id="feed-webcal"[^>]*>([^<]+)</textarea>', made.text).group(1)
    assert webcal == "webcal" + address[len("http"):]
    return address


def expected(reminder, zone, start, end, day_start):
    """{calendar day: the instants the reminder may ring at that day}: on each day its tracker
    shows, at its time, on the next calendar day when it rings before the member's day starts.
    A wall time that doesn't exist (the hour skipped in spring) has two readings: RFC 5545 takes
    the offset before the gap, some libraries the one after; either is one alarm that day."""
    hour, minute = map(int, reminder["time"].split(":"))
    shift = 1 if hour * 60 + minute < day_start else 0
    utc = ZoneInfo("UTC")
    found = {}
    day = max(start, reminder["first"]) - timedelta(days=1)
    while day <= end:
        shown = reminder["days"] is None or WEEKDAYS[day.weekday()] in reminder["days"]
        ring = day + timedelta(days=shift)
        if shown and day >= reminder["first"] and start <= ring <= end:
            readings = {datetime.combine(ring, time(hour, minute, fold=fold), ZoneInfo(zone)).astimezone(utc)
                        for fold in (0, 1)}
            exists = any(moment.astimezone(ZoneInfo(zone)).time() == time(hour, minute) for moment in readings)
            # An hour that happens twice (autumn) rings at the first; one that doesn't happen, at either.
            found[ring] = {min(readings)} if exists else readings
        day += timedelta(days=1)
    return found


def matches(found, want, zone):
    """Whether the alarms are exactly one a wanted day, each at one of that day's readings."""
    by_day = {}
    for moment in found:
        by_day.setdefault(moment.astimezone(ZoneInfo(zone)).date(), []).append(moment)
    if set(by_day) != set(want):
        # A skipped hour read with the later offset lands on the same day; any other difference fails.
        return False
    return all(len(moments) == 1 and moments[0] in want[day] for day, moments in by_day.items())


def alarms(calendar, start, end):
    """{event UID: set of UTC instants its alarm rings at} over [start, end]."""
    found = {}
    window = (datetime.combine(start, time(0)), datetime.combine(end + timedelta(days=1), time(0)))
    for event in recurring_ical_events.of(calendar).between(*window):
        alarm = next(component for component in event.walk("VALARM"))
        assert alarm.decoded("TRIGGER") == timedelta(0)
        begin = event.decoded("DTSTART")
        assert begin.tzinfo is not None
        found.setdefault(str(event["UID"]), set()).add(begin.astimezone(ZoneInfo("UTC")))
    return found


def test_alarms_fall_on_the_scheduled_days_and_times_in_three_zones(demo_server, tmp_path):
    server = demo_server
    db = sqlite3.connect(tmp_path / "tracker.sqlite")
    anna = db.execute("SELECT id FROM user WHERE username = 'anna'").fetchone()[0]
    rows = db.execute("SELECT id, kind, schedule, start_day FROM tracker WHERE user_id = ? ORDER BY id",
                      (anna,)).fetchall()
    habit = next(row for row in rows if row[1] == "habit" and row[2] != 127)
    daily = next(row for row in rows if row[1] == "habit" and row[0] != habit[0])
    # Every day at 02:30: in spring that hour is skipped in Berlin and New York.
    db.execute("UPDATE tracker SET schedule = 127 WHERE id = ?", (daily[0],))
    daily = (daily[0], daily[1], 127, daily[3])
    irregular = next(row for row in rows if row[1] == "irregular")
    # Three times a week: the feed can't know which days will be done, so it rings every day.
    quota = next(row for row in rows if row[1] == "habit" and row[0] not in (habit[0], daily[0]))
    db.execute("UPDATE tracker SET schedule = 127, quota_times = 3, quota_period = 'week' WHERE id = ?", (quota[0],))
    quota = (quota[0], quota[1], 127, quota[3])
    plan = {habit[0]: "07:30", daily[0]: "02:30", irregular[0]: "01:15", quota[0]: "21:45"}
    for tracker, at in plan.items():
        db.execute("UPDATE tracker SET reminder_time = ? WHERE id = ?", (at, tracker))
    # Days start at 02:00: the irregular event's 01:15 reminder rings on the next calendar day.
    db.execute("UPDATE user SET day_start_minute = 120 WHERE id = ?", (anna,))
    db.commit()

    session = signed_in(server)
    address = make_feed(server, session)
    reminders = {}
    for tracker, kind, schedule, start_day in (habit, daily, irregular, quota):
        first = date.fromisoformat(start_day)
        days = None if kind == "irregular" else [WEEKDAYS[bit] for bit in range(7) if schedule & (1 << bit)]
        if days is not None:
            while WEEKDAYS[first.weekday()] not in days:
                first += timedelta(days=1)
        reminders[tracker] = {"time": plan[tracker], "days": days, "first": first}

    start = date.today()
    end = start + timedelta(days=365)
    for zone in ["Europe/Berlin", "America/New_York", "Australia/Sydney"]:
        db.execute("UPDATE user SET time_zone = ? WHERE id = ?", (zone, anna))
        db.commit()
        feed = requests.get(address)
        assert feed.status_code == 200
        assert feed.headers["Content-Type"] == "text/calendar; charset=utf-8"
        published = feed.text
        # As published (apps that know the zone by name), and renamed (only the VTIMEZONE counts;
        # a name per zone, as icalendar keeps the zones it builds by name).
        own_rules = re.sub(r"X-WR-TIMEZONE:[^\r]*\r\n", "", published).replace(zone, "Own-" + zone.replace("/", "-"))
        for text in [published, own_rules]:
            calendar = icalendar.Calendar.from_ical(text)
            found = alarms(calendar, start, end)
            for tracker, reminder in reminders.items():
                uid = next(uid for uid in found if uid.startswith(f"tracker-{tracker}@"))
                want = expected(reminder, zone, start, end, day_start=120)
                missing = sorted(set(want) - {m.astimezone(ZoneInfo(zone)).date() for m in found[uid]})[:3]
                assert matches(found[uid], want, zone), (zone, tracker, len(found[uid]), len(want), missing)
        # The event links to the tracker on today's main page.
        assert f"/#tracker-{habit[0]}" in published.replace("\r\n ", "")

    # The switch off: the same events, no alarms.
    db.execute("UPDATE user SET notifications_enabled = 0 WHERE id = ?", (anna,))
    db.commit()
    quiet = requests.get(address).text
    assert "BEGIN:VEVENT" in quiet and "BEGIN:VALARM" not in quiet
