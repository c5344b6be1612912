"""Skipped days and days off, as a member lives them with JavaScript off: she reads every day,
skips yesterday (a sick day) from the card's menu, and her streak survives; she goes away from
today for two weeks from the main page and every card says so; she comes back with "I'm back";
and she keeps a range in Settings → Days off, removed through its confirm page. In English and
Russian; `shoot` keeps the steps at phone and desktop size, light and dark."""

from datetime import timedelta

import pytest
from selenium.webdriver.common.by import By

from helpers import heading, sign_up_owner, tap, tap_and_wait, visible_text, wait_for_path
from test_trackers import (add_category_from_form, card, card_count, choose_in_card_menu, fill_tracker_form, open_day,
                           press_mark, server_today, start_new, submit_tracker_form)

TEXT = {
    "en": {
        "habit": "Habit", "category": "Health", "skip": "Skip this day", "undo": "Undo skip", "skipped": "Skipped",
        "streak": "3 days", "away": "I’m away", "start": "Start days off", "until": "Away until",
        "away_card": "Skipped: away", "back": "I’m back", "days_off": "Days off", "add": "Add days off",
        "remove": "Remove", "confirm_title": "Remove these days off?", "order": "The last day can’t be before the first.",
        "empty": "No days off yet.", "press_skip": "Skip", "press_note": "Note",
    },
    "ru": {
        "habit": "Привычка", "category": "Здоровье", "skip": "Пропустить день", "undo": "Отменить пропуск",
        "skipped": "Пропущено", "streak": "3 дня", "away": "Я уезжаю", "start": "Начать выходные",
        "until": "В отъезде до", "away_card": "Пропущено: в отъезде", "back": "Я вернулся", "days_off": "Выходные дни",
        "add": "Добавить выходные", "remove": "Удалить", "confirm_title": "Удалить эти выходные?",
        "order": "Последний день не может быть раньше первого.", "empty": "Выходных дней пока нет.",
        "press_skip": "Пропустить", "press_note": "Заметка",
    },
}


def press_choice(driver, label):
    """Chooses what pressing a details calendar day does: "Mark", "Skip" or "Note"."""
    tap_and_wait(driver, lambda: driver.find_element(By.XPATH, f"//nav[@class='press-choices']//a[normalize-space()='{label}']"))
    current = driver.find_element(By.CSS_SELECTOR, ".press-choices a[aria-current]")
    assert current.text.strip() == label


def set_date(driver, element_id, day):
    # How a date picker's segments are typed depends on the browser's locale; set the value.
    driver.execute_script("arguments[0].value = arguments[1]", driver.find_element(By.ID, element_id), day.isoformat())


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_sick_day_and_a_holiday_keep_the_streak(server, browser, shoot, language):
    text = TEXT[language]
    driver = browser(language)
    sign_up_owner(driver, server)
    today = server_today(driver, server)

    # Read, every day, since four days ago: done on three of them, yesterday left for the skip.
    start_new(driver, server, text["habit"])
    add_category_from_form(driver, text["category"])
    fill_tracker_form(driver, name="Read", category=text["category"], emoji=2, color=3, start=today - timedelta(days=3))
    submit_tracker_form(driver)
    wait_for_path(driver, "/")
    for back in (3, 2):
        open_day(driver, server, today - timedelta(days=back))
        press_mark(driver, "Read")
    driver.get(server.url("/"))
    press_mark(driver, "Read")

    # Yesterday: skipped from the card's menu; the card says so in words and with its symbol.
    open_day(driver, server, today - timedelta(days=1))
    choose_in_card_menu(driver, "Read", text["skip"])
    assert text["skipped"] in card_count(driver, "Read")
    assert "⤼" in card(driver, "Read").text
    shoot(driver, "skips-01-skipped-card")

    # The streak is bridged: three days, not broken by yesterday, not lengthened by it.
    tap_and_wait(driver, lambda: card(driver, "Read").find_element(By.CSS_SELECTOR, "a.card-link"))
    page = visible_text(driver)
    assert text["streak"] in page, page
    skipped_day = driver.find_element(By.CSS_SELECTOR, ".cal-day.is-skipped")
    assert ("skipped" if language == "en" else "пропущено") in skipped_day.get_attribute("aria-label")
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 390
    shoot(driver, "skips-02-details")

    # On the calendar itself: "Skip" makes pressing a day skip it or undo its skip, and the page
    # comes back in that press; "Note" makes a day open its page, which says it is skipped.
    yesterday = today - timedelta(days=1)
    driver.get(driver.current_url.split("?")[0] + f"?month={yesterday:%Y-%m}")
    press_choice(driver, text["press_skip"])
    day_button = lambda: driver.find_element(By.CSS_SELECTOR, f"button.cal-day[value='{yesterday.isoformat()}']")
    assert day_button().get_attribute("aria-pressed") == "true"
    tap_and_wait(driver, day_button)
    assert "press=skip" in driver.current_url
    assert day_button().get_attribute("aria-pressed") == "false"
    tap_and_wait(driver, day_button)
    assert day_button().get_attribute("aria-pressed") == "true"
    shoot(driver, "skips-02a-skip-press")
    press_choice(driver, text["press_note"])
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"a.cal-day[href$='day={yesterday.isoformat()}']"))
    assert f"Read · {text['skipped']}" in visible_text(driver)
    assert driver.find_element(By.XPATH, f"//button[contains(normalize-space(), '{text['undo']}')]")
    shoot(driver, "skips-02b-day-page")

    # I'm away, from today for two weeks: the main page says until when, every card is skipped.
    driver.get(server.url("/"))
    tap(driver, driver.find_element(By.XPATH, f"//details[contains(@class,'away-start')]/summary"))
    set_date(driver, "away-last-day", today + timedelta(days=13))
    tap_and_wait(driver, lambda: driver.find_element(By.XPATH, f"//button[normalize-space()='{text['start']}']"))
    wait_for_path(driver, "/")
    page = visible_text(driver)
    assert text["until"] in page
    # Today was done before she left: a done day counts as done. Undone, it is skipped as away.
    assert text["away_card"] not in card_count(driver, "Read")
    press_mark(driver, "Read")
    assert text["away_card"] in card_count(driver, "Read")
    shoot(driver, "skips-03-away")

    # I'm back: the range began today, so it is gone, and the page offers "I'm away" again.
    tap_and_wait(driver, lambda: driver.find_element(By.XPATH, f"//button[normalize-space()='{text['back']}']"))
    wait_for_path(driver, "/")
    page = visible_text(driver)
    assert text["until"] not in page and text["away"] in page

    # Settings → Days off: a range the wrong way round is refused with both dates kept.
    driver.get(server.url("/settings"))
    tap_and_wait(driver, lambda: driver.find_element(By.XPATH, f"//a[normalize-space()='{text['days_off']}']"))
    assert heading(driver) == text["days_off"]
    assert text["empty"] in visible_text(driver)
    first, last = today + timedelta(days=20), today + timedelta(days=27)
    set_date(driver, "away-first", last)
    set_date(driver, "away-last", first)
    tap_and_wait(driver, lambda: driver.find_element(By.XPATH, f"//button[normalize-space()='{text['add']}']"))
    assert text["order"] in visible_text(driver)
    assert driver.find_element(By.ID, "away-first").get_attribute("value") == last.isoformat()
    assert driver.find_element(By.ID, "away-last").get_attribute("value") == first.isoformat()
    set_date(driver, "away-first", first)
    set_date(driver, "away-last", last)
    tap_and_wait(driver, lambda: driver.find_element(By.XPATH, f"//button[normalize-space()='{text['add']}']"))
    wait_for_path(driver, "/settings/days-off")
    assert len(driver.find_elements(By.CSS_SELECTOR, ".days-off-list li")) == 1
    shoot(driver, "skips-04-days-off")

    # Removed through its confirm page.
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, ".days-off-list a"))
    assert heading(driver) == text["confirm_title"]
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, ".confirm-page button"))
    wait_for_path(driver, "/settings/days-off")
    assert text["empty"] in visible_text(driver)

    # Yesterday's skip is undone from the same menu.
    open_day(driver, server, today - timedelta(days=1))
    choose_in_card_menu(driver, "Read", text["undo"])
    assert text["skipped"] not in card_count(driver, "Read")


def test_the_calendar_feed_rings_on_no_day_off(demo_server, tmp_path):
    """Days off leave the feed's events out with EXDATE; a real parser and expander (as calendar
    apps read it) finds no alarm on those days, and every other day as before."""
    import sqlite3
    from datetime import date, datetime, time
    from zoneinfo import ZoneInfo

    import icalendar
    import recurring_ical_events
    import requests

    from test_calendar_feed import make_feed, signed_in

    server = demo_server
    db = sqlite3.connect(tmp_path / "tracker.sqlite")
    anna = db.execute("SELECT id FROM user WHERE username = 'anna'").fetchone()[0]
    tracker = db.execute("SELECT id FROM tracker WHERE user_id = ? AND kind = 'habit' ORDER BY id", (anna,)).fetchone()[0]
    db.execute("UPDATE tracker SET schedule = 127, quota_times = NULL, quota_period = NULL, is_limit = 0, "
               "reminder_time = '07:30' WHERE id = ?", (tracker,))
    db.execute("UPDATE user SET time_zone = 'Europe/Berlin' WHERE id = ?", (anna,))
    first, last = date.today() + timedelta(days=10), date.today() + timedelta(days=16)
    db.execute("INSERT INTO away (user_id, first_day, last_day, created_at) VALUES (?, ?, ?, '2026-01-01 00:00:00.000')",
               (anna, first.isoformat(), last.isoformat()))
    db.commit()

    address = make_feed(server, signed_in(server))
    text = requests.get(address).text
    assert "EXDATE;TZID=Europe/Berlin:" + first.strftime("%Y%m%d") + "T073000" in text
    calendar = icalendar.Calendar.from_ical(text)
    window = (datetime.combine(first - timedelta(days=3), time(0)), datetime.combine(last + timedelta(days=4), time(0)))
    days = set()
    for event in recurring_ical_events.of(calendar).between(*window):
        if str(event["UID"]).startswith(f"tracker-{tracker}@"):
            days.add(event.decoded("DTSTART").astimezone(ZoneInfo("Europe/Berlin")).date())
    wanted = {first + timedelta(days=offset) for offset in range(-3, 10)} - {first + timedelta(days=n) for n in range(7)}
    assert days == wanted, sorted(days)
