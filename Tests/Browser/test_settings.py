"""Journeys in Settings, with JavaScript off: switching between languages (from English, Russian
and Ukrainian to each of the six), and a
day start later than now, which makes today yesterday."""

from datetime import datetime, timedelta, timezone

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from helpers import click_link, heading, html_lang, sign_up_owner, tap_and_wait, visible_text, wait_for_path

SAVE = {"en": "Save", "ru": "Сохранить"}
SAVED = {"en": "Saved.", "ru": "Сохранено.", "de": "Gespeichert.", "es": "Guardado.", "fr": "Enregistré.", "uk": "Збережено."}
SETTINGS = {"en": "Settings", "ru": "Настройки", "de": "Einstellungen", "es": "Ajustes", "fr": "Réglages", "uk": "Налаштування"}
DAY_AND_TIME = {"en": "Day and time", "ru": "День и время", "de": "Tag und Uhrzeit", "es": "Día y hora", "fr": "Jour et heure",
                "uk": "День і час"}
# Each language's name in the menu, in itself.
NAMES = {"en": "English", "ru": "Русский", "de": "Deutsch", "es": "Español", "fr": "Français", "uk": "Українська"}


def save_setting(driver, field_id):
    """Taps Save in the form that holds the field; lands back on Settings."""
    form = driver.find_element(By.ID, field_id).find_element(By.XPATH, "ancestor::form")
    tap_and_wait(driver, lambda: form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    wait_for_path(driver, "/settings")


def open_settings(driver, language):
    click_link(driver, SETTINGS[language])
    wait_for_path(driver, "/settings")


@pytest.mark.parametrize("language,other", [("en", "ru"), ("ru", "en"), ("en", "de"), ("ru", "uk"), ("en", "fr"), ("uk", "es")])
def test_switching_the_language(server, browser, shoot, language, other):
    driver = browser(language)
    sign_up_owner(driver, server)
    open_settings(driver, language)
    menu = Select(driver.find_element(By.ID, "field-language"))
    assert [option.text for option in menu.options][1:] == sorted(NAMES.values(), key=lambda name: [
        code for code, known in NAMES.items() if known == name][0])
    menu.select_by_value(other)
    save_setting(driver, "field-language")
    assert html_lang(driver) == other
    assert heading(driver) == SETTINGS[other]
    assert SAVED[other] in visible_text(driver)
    assert driver.current_url.endswith("#day-and-time")
    shoot(driver, f"settings-01-language-{other}")
    # Every page follows, not only Settings.
    driver.get(server.url("/statistics"))
    assert html_lang(driver) == other
    # Automatic follows the browser again.
    driver.get(server.url("/settings"))
    Select(driver.find_element(By.ID, "field-language")).select_by_value("auto")
    save_setting(driver, "field-language")
    assert html_lang(driver) == language
    assert DAY_AND_TIME[language] in visible_text(driver)


def zone_in_the_afternoon(driver):
    """A zone offered in Settings where it is between 01:00 and 21:59 now, with its time: a day
    start of 23:00 there is later than now, whatever time the test runs."""
    options = driver.find_elements(By.CSS_SELECTOR, "#field-time-zone option")
    now = datetime.now(timezone.utc)
    for option in options:
        zone = option.get_attribute("value")
        clock = option.text.rsplit("·", 1)[-1].strip()
        hour, minute = (int(part) for part in clock.split(":"))
        if 1 <= hour <= 21:
            return zone, hour, minute
    pytest.fail(f"no zone between 01:00 and 21:59 at {now}")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_day_start_later_than_now_makes_today_yesterday(server, browser, shoot, language):
    driver = browser(language)
    sign_up_owner(driver, server)
    open_settings(driver, language)
    zone, hour, minute = zone_in_the_afternoon(driver)
    Select(driver.find_element(By.ID, "field-time-zone")).select_by_value(zone)
    save_setting(driver, "field-time-zone")
    assert SAVED[language] in visible_text(driver)
    assert Select(driver.find_element(By.ID, "field-time-zone")).first_selected_option.get_attribute("value") == zone

    driver.get(server.url("/"))
    local_today = driver.find_element(By.CSS_SELECTOR, ".day-chip time").get_attribute("datetime")

    driver.get(server.url("/settings"))
    field = driver.find_element(By.ID, "field-day-start")
    # A time input takes its value as typed digits in the browser's locale; set it as the form sends it.
    driver.execute_script("arguments[0].value = '23:00'", field)
    save_setting(driver, "field-day-start")
    assert driver.find_element(By.ID, "field-day-start").get_attribute("value") == "23:00"
    shoot(driver, "settings-02-day-start")

    driver.get(server.url("/"))
    shown = driver.find_element(By.CSS_SELECTOR, ".day-chip time").get_attribute("datetime")
    expected = (datetime.fromisoformat(local_today) - timedelta(days=1)).date().isoformat()
    assert shown == expected, f"at {hour:02}:{minute:02} in {zone} with a day start of 23:00, today is {expected}"
    # The calendar's outlined today follows too.
    driver.get(server.url(f"/?month={expected[:7]}"))
    today_cells = driver.find_elements(By.CSS_SELECTOR, "#calendar .is-today")
    assert today_cells and all(expected.endswith(f"-{int(cell.text):02}") for cell in today_cells if cell.text.strip())
