"""Your data, with JavaScript off: a member downloads everything as JSON and CSV, a new account
on another server imports the file (preview, "replace", its confirmation, the file's settings),
and a second download gives the same data; a broken file is refused with its item named."""

import csv
import io
import json
import sqlite3
from datetime import date, timedelta

import pytest
from selenium.webdriver.common.by import By

from conftest import run_server
from helpers import (download, fetch_signed_in, heading, sign_in_demo, sign_up_owner, tap, tap_and_wait, visible_text,
                     wait_for_path)

WORDS = {
    "en": {"data": "Export and import", "json": "Download my data (JSON)", "csv": "Download CSV",
           "replace": "Replace my data", "settings": "Also use the file’s settings", "import": "Import",
           "confirm": "Delete and import", "imported": "Imported: ", "preview": "Import preview",
           "not_json": "This file isn’t JSON.", "loop": "From Loop Habit Tracker",
           "skips": "skipped day", "nearest": "and takes the nearest: Plank."},
    "ru": {"data": "Экспорт и импорт", "json": "Скачать мои данные (JSON)", "csv": "Скачать CSV",
           "replace": "Заменить мои данные", "settings": "Взять и настройки из файла", "import": "Импортировать",
           "confirm": "Удалить и импортировать", "imported": "Импортировано: ", "preview": "Перед импортом",
           "not_json": "Это не JSON.", "loop": "Из Loop Habit Tracker",
           "skips": "пропущенн", "nearest": "и получит ближайший вариант: Plank."},
}


def comparable(data):
    """The file without what differs between two servers by nature: ids, timestamps, and the
    follows (the other server's household has nobody to follow)."""
    def strip(value):
        if isinstance(value, dict):
            return {key: strip(item) for key, item in value.items()
                    if key not in ("id", "created_at", "updated_at", "exported_at", "following")}
        if isinstance(value, list):
            return [strip(item) for item in value]
        return value
    return strip(json.loads(data))


def open_your_data(driver, server, language):
    driver.get(server.url("/settings"))
    tap_and_wait(driver, lambda: driver.find_element(By.LINK_TEXT, WORDS[language]["data"]))
    wait_for_path(driver, "/settings/data")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_moving_to_another_server_keeps_every_day(demo_server, browser, tmp_path, shoot, language):
    words = WORDS[language]
    anna = browser(language)
    sign_in_demo(anna, demo_server)
    open_your_data(anna, demo_server, language)
    shoot(anna, f"data-01-page-{language}")
    exported = download(anna, lambda: anna.find_element(By.LINK_TEXT, words["json"]), tmp_path / "downloads")
    assert exported.name.startswith("tracker-") and exported.suffix == ".json"
    data = json.loads(exported.read_bytes())
    assert data["format"] == "tracker-data" and data["version"] == 2
    assert data["member"]["first_weekday"] in ("mon", "sun")
    assert all(tracker["goal"] in ("at-least", "at-most") for tracker in data["trackers"])
    days = sum(len(tracker["completions"]) for tracker in data["trackers"])
    assert len(data["trackers"]) >= 10 and days > 1000, "the demo household's member has years of marks"
    sheet = download(anna, lambda: anna.find_element(By.LINK_TEXT, words["csv"]), tmp_path / "downloads-csv")
    rows = list(csv.DictReader(io.StringIO(sheet.read_text(encoding="utf-8-sig"))))
    assert sum(row["done"] == "yes" for row in rows) >= days * 0.5
    assert {row["tracker"] for row in rows} == {tracker["name"] for tracker in data["trackers"]}

    # A new account on another server, with the example trackers kept: "replace" deletes them.
    servers = run_server(tmp_path, tmp_path / "other.sqlite", log_name="other.log")
    other = next(servers)
    try:
        move_in(browser(language), other, exported, data, tmp_path, shoot, language)
    finally:
        next(servers, None)


def move_in(newcomer, other, exported, data, tmp_path, shoot, language):
    """A new owner on `other` imports `exported` with "replace" and the file's settings; their
    own download then holds the same data."""
    words = WORDS[language]
    sign_up_owner(newcomer, other, keep_examples=True)
    open_your_data(newcomer, other, language)
    broken = tmp_path / "notes.json"
    broken.write_text("these are my notes, not JSON")
    newcomer.find_element(By.ID, "field-file").send_keys(str(broken))
    tap_and_wait(newcomer, lambda: newcomer.find_element(By.CSS_SELECTOR, "form[enctype] button"))
    assert words["not_json"] in visible_text(newcomer)
    newcomer.find_element(By.ID, "field-file").send_keys(str(exported))
    tap_and_wait(newcomer, lambda: newcomer.find_element(By.CSS_SELECTOR, "form[enctype] button"))
    assert heading(newcomer) == words["preview"]
    page = visible_text(newcomer)
    assert exported.name in page
    shoot(newcomer, f"data-02-preview-{language}")
    tap(newcomer, newcomer.find_element(By.CSS_SELECTOR, "label[for=mode-replace]"))
    tap(newcomer, newcomer.find_element(By.CSS_SELECTOR, "label[for=field-settings]"))
    tap_and_wait(newcomer, lambda: newcomer.find_element(By.XPATH, f"//button[normalize-space()='{words['import']}']"))
    shoot(newcomer, f"data-03-replace-{language}")
    tap_and_wait(newcomer, lambda: newcomer.find_element(By.XPATH, f"//button[normalize-space()='{words['confirm']}']"))
    wait_for_path(newcomer, "/settings/data")
    assert words["imported"] in visible_text(newcomer)
    again = fetch_signed_in(newcomer, other.url("/settings/data/export.json"))
    # All but the household's chore, which an import leaves out (it belongs to the household).
    expected = comparable(exported.read_bytes())
    expected["trackers"] = [tracker for tracker in expected["trackers"] if "household" not in tracker]
    assert comparable(again) == expected
    # The main page shows the imported trackers, and none of the examples.
    newcomer.get(other.url("/"))
    names = {tracker["name"] for tracker in data["trackers"]}
    shown = {element.text for element in newcomer.find_elements(By.CSS_SELECTOR, "li.tracker-card .card-name")}
    assert shown and shown <= names, f"the main page shows {shown}, the file has {names}"


def loop_backup(path):
    """A backup as Loop Habit Tracker's "Export full backup" writes it (its schema at version 25):
    a daily habit marked on 3 of the last 5 days, with one skip, a numerical habit, a habit of
    3 times a week, and one of 2 times in 10 days (which Tracker has no choice for)."""
    today = date.today()
    def millis(days_ago):
        return (today - timedelta(days=days_ago) - date(1970, 1, 1)).days * 86_400_000
    db = sqlite3.connect(path)
    db.executescript("""
        CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer,
            description text, freq_den integer, freq_num integer, highlight integer, name text,
            position integer, reminder_hour integer, reminder_min integer,
            reminder_days integer not null default 127, type integer not null default 0,
            target_type integer not null default 0, target_value real not null default 0,
            unit text not null default "", question text, uuid text);
        CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer not null,
            timestamp integer not null, value integer not null, notes text);
        PRAGMA user_version = 25;
        INSERT INTO Habits (archived, color, freq_den, freq_num, name, position, type, target_value, unit, question)
            VALUES (0, 8, 1, 1, 'Stretch', 0, 0, 0, '', ''), (0, 10, 1, 1, 'Water', 1, 1, 8, 'glasses', ''),
                   (0, 11, 7, 3, 'Swim', 2, 0, 0, '', ''), (0, 6, 10, 2, 'Plank', 3, 0, 0, '', '');
    """)
    db.executemany("INSERT INTO Repetitions (habit, timestamp, value) VALUES (?, ?, ?)",
                   [(1, millis(4), 2), (1, millis(3), 3), (1, millis(2), 2), (1, millis(1), 0), (1, millis(0), 2),
                    (2, millis(1), 8000), (2, millis(0), 5500)])
    db.commit()
    db.close()


@pytest.mark.parametrize("language", ["en", "ru"])
def test_coming_from_loop_habit_tracker(server, browser, tmp_path, shoot, language):
    """A Loop user uploads Loop's backup: the preview says what Loop keeps that Tracker doesn't,
    and "add" puts its habits on the main page with their days."""
    words = WORDS[language]
    newcomer = browser(language)
    sign_up_owner(newcomer, server)
    open_your_data(newcomer, server, language)
    backup = tmp_path / "Loop Habits Backup 2026-11-25.db"
    loop_backup(backup)
    newcomer.find_element(By.ID, "field-file").send_keys(str(backup))
    tap_and_wait(newcomer, lambda: newcomer.find_element(By.CSS_SELECTOR, "form[enctype] button"))
    assert heading(newcomer) == words["preview"]
    page = visible_text(newcomer)
    # Skipped days arrive as skipped days: the preview no longer names them as a loss.
    assert words["loop"] in page and words["skips"] not in page and words["nearest"] in page
    shoot(newcomer, f"data-04-loop-preview-{language}")
    assert newcomer.find_element(By.ID, "mode-add").is_selected(), "adding is the default"
    tap_and_wait(newcomer, lambda: newcomer.find_element(By.XPATH, f"//button[normalize-space()='{words['import']}']"))
    wait_for_path(newcomer, "/settings/data")
    assert words["imported"] in visible_text(newcomer)
    exported = json.loads(fetch_signed_in(newcomer, server.url("/settings/data/export.json")))
    days = {tracker["name"]: [mark["day"] for mark in tracker["completions"]] for tracker in exported["trackers"]}
    today = date.today()
    assert days["Stretch"] == [(today - timedelta(days=n)).isoformat() for n in (4, 2, 0)]
    water = next(tracker for tracker in exported["trackers"] if tracker["name"] == "Water")
    assert (water["unit"], water["target"]) == ("glasses", 8)
    assert [mark["value"] for mark in water["completions"]] == [8, 5.5]
    swim = next(tracker for tracker in exported["trackers"] if tracker["name"] == "Swim")
    assert (swim["times"], swim["period"], "days" in swim) == (3, "week", False), "3 times a week arrives as such"
