"""Your data, with JavaScript off: a member downloads everything as JSON and CSV, a new account
on another server imports the file (preview, "replace", its confirmation, the file's settings),
and a second download gives the same data; a broken file is refused with its item named."""

import csv
import io
import json

import pytest
from selenium.webdriver.common.by import By

from conftest import run_server
from helpers import (download, fetch_signed_in, heading, sign_in_demo, sign_up_owner, tap, tap_and_wait, visible_text,
                     wait_for_path)

WORDS = {
    "en": {"data": "Export and import", "json": "Download my data (JSON)", "csv": "Download CSV",
           "replace": "Replace my data", "settings": "Also use the file’s settings", "import": "Import",
           "confirm": "Delete and import", "imported": "Imported: ", "preview": "Import preview",
           "not_json": "This file isn’t JSON."},
    "ru": {"data": "Экспорт и импорт", "json": "Скачать мои данные (JSON)", "csv": "Скачать CSV",
           "replace": "Заменить мои данные", "settings": "Взять и настройки из файла", "import": "Импортировать",
           "confirm": "Удалить и импортировать", "imported": "Импортировано: ", "preview": "Перед импортом",
           "not_json": "Это не JSON."},
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
    assert data["format"] == "tracker-data" and data["version"] == 1
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
    assert comparable(again) == comparable(exported.read_bytes())
    # The main page shows the imported trackers, and none of the examples.
    newcomer.get(other.url("/"))
    names = {tracker["name"] for tracker in data["trackers"]}
    shown = {element.text for element in newcomer.find_elements(By.CSS_SELECTOR, "li.tracker-card .card-name")}
    assert shown and shown <= names, f"the main page shows {shown}, the file has {names}"
