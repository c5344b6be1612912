"""The daily loop, as a household does it each morning, with JavaScript off: the right "today"
from the first visit, how far the day is, a mark and +1 in one tap each, finding any tracker
(Your trackers, and a search that says when a tracker is on), another day named with the way
back, and Settings' day and time saved as one form. In English and Russian; `shoot` keeps each
step at phone and desktop size, light and dark."""

import re
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

from helpers import WAIT, heading, sign_in_demo, sign_up_owner, tap_and_wait, visible_text, wait_for_path

SUMMARY = {"en": r"(\d+) of (\d+) done", "ru": r"Выполнено (\d+) из (\d+)"}
YOUR_TRACKERS = {"en": "Your trackers", "ru": "Все ваши трекеры"}
BACK_TO_TODAY = {"en": "Back to today", "ru": "Вернуться к сегодня"}
FUTURE_NOTE = {"en": "You can mark this day when it comes.", "ru": "Отметить его можно будет, когда он наступит."}
TODAY = {"en": "Today", "ru": "Сегодня"}


def summary(driver, language):
    text = driver.find_element(By.CSS_SELECTOR, ".day-summary").text
    match = re.fullmatch(SUMMARY[language], text)
    assert match, f"the day's summary reads {text!r}"
    return int(match.group(1)), int(match.group(2))


def shown_day(driver):
    return date.fromisoformat(driver.find_element(By.CSS_SELECTOR, ".day-chip time").get_attribute("datetime"))


def progress_value(card):
    """The number before " / " in a measurable card's "3 / 8 glasses"."""
    return float(card.find_element(By.CSS_SELECTOR, ".value-form label").text.split(" / ")[0].replace(",", "."))


@pytest.mark.parametrize("language", ["en", "ru"])
def test_each_morning_a_member_sees_what_is_left_and_marks_it_in_one_tap(demo_server, browser, shoot, language):
    driver = browser(language)
    sign_in_demo(driver, demo_server)
    wait_for_path(driver, "/")
    assert driver.find_element(By.CSS_SELECTOR, ".day-chip time").text.startswith(TODAY[language] + ", ")
    assert not driver.find_elements(By.CSS_SELECTOR, ".day-bar"), "today has no day bar"
    done, total = summary(driver, language)
    assert total > 0 and done <= total
    shoot(driver, "daily-01-summary")

    # A habit that is due and open: one tap, and the summary moves on.
    open_card = driver.find_element(By.XPATH, "//li[contains(@class,'tracker-card')][not(contains(@class,'is-done'))]"
                                              "[.//button[@class='mark-button'][not(@disabled)]]")
    card_id = open_card.get_attribute("id")
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"#{card_id} .mark-button"))
    assert summary(driver, language)[0] in (done + 1, done), "a mark counts once it is due"
    card = driver.find_element(By.ID, card_id)
    assert "is-done" in card.get_attribute("class")
    # It lands below the top edge, with room for its section's heading above it.
    assert driver.execute_script("return arguments[0].getBoundingClientRect().top", card) >= 24
    shoot(driver, "daily-02-marked")

    # A glass of water: +1, twice, each a POST that comes back to the card.
    measured = driver.find_element(By.XPATH, "//li[contains(@class,'tracker-card')][.//button[@name='step'][@value='1'][not(@disabled)]]")
    measured_id = measured.get_attribute("id")
    before = progress_value(measured)
    for _ in range(2):
        tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"#{measured_id} button[name=step][value='1']"))
    assert progress_value(driver.find_element(By.ID, measured_id)) == before + 2
    minus = driver.find_element(By.CSS_SELECTOR, f"#{measured_id} button[name=step][value='-1']")
    assert minus.is_enabled()
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"#{measured_id} button[name=step][value='-1']"))
    assert progress_value(driver.find_element(By.ID, measured_id)) == before + 1
    field = driver.find_element(By.CSS_SELECTOR, f"#{measured_id} input[type=number]")
    assert field.size["width"] >= 56, "the value field keeps room for a 5-digit number"
    shoot(driver, "daily-03-plus-one")

    # Yesterday: named, with the way back.
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "a[rel=prev]"))
    bar = driver.find_element(By.CSS_SELECTOR, ".day-bar")
    assert bar.is_displayed()
    shoot(driver, "daily-04-yesterday")
    tap_and_wait(driver, lambda: bar.find_element(By.LINK_TEXT, BACK_TO_TODAY[language]))
    assert not driver.find_elements(By.CSS_SELECTOR, ".day-bar")

    # Tomorrow: the controls are disabled and say why.
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "a[rel=next]"))
    assert FUTURE_NOTE[language] in driver.find_element(By.CSS_SELECTOR, ".day-bar").text
    buttons = driver.find_elements(By.CSS_SELECTOR, ".mark-button")
    assert buttons and all(not b.is_enabled() and b.get_attribute("aria-describedby") == "day-note" for b in buttons)
    shoot(driver, "daily-05-tomorrow")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_any_tracker_is_found_from_the_main_page(demo_server, browser, shoot, language):
    driver = browser(language)
    sign_in_demo(driver, demo_server)
    wait_for_path(driver, "/")
    today = shown_day(driver)
    tap_and_wait(driver, lambda: driver.find_element(By.LINK_TEXT, YOUR_TRACKERS[language]))
    wait_for_path(driver, "/trackers")
    assert heading(driver) == YOUR_TRACKERS[language]
    rows = driver.find_elements(By.CSS_SELECTOR, "li.list-row")
    assert len(rows) == 31, "the demo member has 30 trackers and the household's chore, all listed whatever the day"
    shoot(driver, "daily-06-your-trackers")

    # One that is not on today: the search on the main page says when it is, and leads there.
    listed = [(row.find_element(By.CSS_SELECTOR, ".list-name").text, row.find_element(By.TAG_NAME, "small").text)
              for row in rows]
    # A name that no other tracker's name contains, so the search finds that one alone.
    name = next(name for name, when in listed if not when.casefold().endswith(TODAY[language].casefold())
                and not any(name.casefold() in other.casefold() for other, _ in listed if other != name))
    driver.get(demo_server.url("/"))
    driver.find_element(By.ID, "search-field").send_keys(name + Keys.ENTER)
    try:
        WebDriverWait(driver, WAIT).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".elsewhere-list a"))
    except Exception:
        raise AssertionError(f"searching {name!r}: {driver.current_url}\n{visible_text(driver)[:600]}") from None
    hint = driver.find_element(By.CSS_SELECTOR, ".elsewhere-list a")
    assert hint.text.startswith(name + ": ")
    shoot(driver, "daily-07-search-elsewhere")
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, ".elsewhere-list a"))
    assert shown_day(driver) > today
    names = [element.text for element in driver.find_elements(By.CSS_SELECTOR, "li.tracker-card .card-name")]
    assert name in names


def test_a_new_household_gets_its_own_today_and_settings_keep_every_change(server, browser, shoot):
    driver = browser("en")
    # A server at UTC, a family in Tokyo: chosen on the setup form, so "today" is Tokyo's.
    sign_up_owner(driver, server, time_zone="Asia/Tokyo")
    assert shown_day(driver) == datetime.now(ZoneInfo("Asia/Tokyo")).date()
    driver.get(server.url("/settings"))
    zone = Select(driver.find_element(By.ID, "field-time-zone"))
    assert zone.first_selected_option.get_attribute("value") == "Asia/Tokyo"
    # Zone and language changed together, saved with one button: neither is lost.
    zone.select_by_value("America/Bogota")
    Select(driver.find_element(By.ID, "field-language")).select_by_value("ru")
    form = driver.find_element(By.ID, "field-language").find_element(By.XPATH, "ancestor::form")
    tap_and_wait(driver, lambda: form.find_element(By.CSS_SELECTOR, "button[type=submit]"))
    wait_for_path(driver, "/settings")
    assert driver.find_element(By.TAG_NAME, "html").get_attribute("lang") == "ru"
    assert Select(driver.find_element(By.ID, "field-time-zone")).first_selected_option.get_attribute("value") == "America/Bogota"
    # The list reads in Russian: Bogotá by the name Foundation gives it (its country's).
    assert "Колумбия" in Select(driver.find_element(By.ID, "field-time-zone")).first_selected_option.text
    shoot(driver, "daily-08-settings-day-and-time")
    driver.get(server.url("/"))
    assert shown_day(driver) == datetime.now(ZoneInfo("America/Bogota")).date()


def test_the_setup_form_asks_for_the_zone_in_russian(server, browser, shoot):
    driver = browser("ru")
    driver.get(server.url("/setup"))
    if driver.current_url.endswith("/onboarding"):
        driver.get(server.url("/setup"))
    label = driver.find_element(By.CSS_SELECTOR, "label[for=field-time-zone]")
    assert label.text == "Часовой пояс"
    groups = [group.get_attribute("label") for group in driver.find_elements(By.CSS_SELECTOR, "#field-time-zone optgroup")]
    assert "Европа" in groups and "Америка" in groups
    assert "Выбран часовой пояс сервера" in visible_text(driver)
    shoot(driver, "daily-09-setup-zone")


KEEP_EDITING = {"en": "Keep editing", "ru": "Продолжить редактирование"}
EVERY_DAY_TEXT = {"en": "Every day", "ru": "Каждый день"}
DONE_ON = {"en": r"Done on \d+ days?", "ru": r"Выполнено: \d+ (день|дня|дней)"}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_new_habit_starts_ready_and_an_edit_can_be_kept(demo_server, browser, shoot, language):
    driver = browser(language)
    sign_in_demo(driver, demo_server)
    wait_for_path(driver, "/")
    # A new habit: every day, and the category of the newest tracker already chosen.
    driver.get(demo_server.url("/trackers/new/habit"))
    days = driver.find_elements(By.CSS_SELECTOR, "input[name='days[]']")
    assert len(days) == 7 and all(day.is_selected() for day in days)
    assert EVERY_DAY_TEXT[language] in driver.find_element(By.CSS_SELECTOR, ".schedule-summary").get_attribute("textContent")
    assert any(box.is_selected() for box in driver.find_elements(By.CSS_SELECTOR, "input[name=category]"))
    # The unit and target are in plain view.
    assert driver.find_element(By.ID, "field-unit").is_displayed() and driver.find_element(By.ID, "field-target").is_displayed()
    shoot(driver, "daily-10-new-habit")

    # Editing: the count says what it counts; Cancel with a change asks, and Keep editing keeps it.
    driver.get(demo_server.url("/trackers"))
    edit = driver.find_element(By.CSS_SELECTOR, "li.list-row a.button-small")
    tap_and_wait(driver, lambda: edit)
    assert re.fullmatch(DONE_ON[language], driver.find_element(By.CSS_SELECTOR, ".tracked-days").text)
    name = driver.find_element(By.ID, "field-name")
    typed = name.get_attribute("value")[:20] + " 2"
    name.clear()
    name.send_keys(typed)
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form.tracker-form .button-cancel"))
    shoot(driver, "daily-11-save-changes")
    tap_and_wait(driver, lambda: driver.find_element(By.LINK_TEXT, KEEP_EDITING[language]))
    assert driver.find_element(By.ID, "field-name").get_attribute("value") == typed
