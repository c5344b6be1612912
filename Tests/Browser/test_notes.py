"""Notes on a day, as a person writes them with JavaScript off: "Note for <the shown day>" in a
card's menu opens the day's page; the note (two lines, with markup and quotes) is saved and
shown under the details page's month with its date, the day marked in the calendar in words
too; it is edited, refused over 500 characters with the text kept and nothing changed, and
deleted by emptying it. In English and Russian; `shoot` keeps the steps at phone and desktop
size, light and dark."""

from urllib.parse import urlparse

import pytest
from selenium.webdriver.common.by import By

from conftest import set_viewport
from helpers import _quoted, sign_up_owner, tap_and_wait, visible_text, wait_for_path
from test_trackers import (EVERY_DAY, add_category_from_form, card, fill_tracker_form, open_card_menu, server_today,
                           start_new, submit_tracker_form)

TEXT = {
    "en": {
        "habit": "Habit", "category": "Health", "note_for": "Note for ", "notes": "Notes in ", "none": "No notes this month.",
        "long": "Limit 500 characters", "noted": "Has a note.",
    },
    "ru": {
        "habit": "Привычка", "category": "Здоровье", "note_for": "Заметка за ", "notes": "Заметки: ", "none": "В этом месяце заметок нет.",
        "long": "Ограничение 500 символов", "noted": "Есть заметка.",
    },
}
NOTE = 'Rain <script>alert("x")</script> & \'wind\'\nSecond line'


def write_note(driver, text):
    """Types the note into the day's page and saves it; back on the details page."""
    field = driver.find_element(By.ID, "note-text")
    field.clear()
    if text:
        field.send_keys(text)
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form.note-form button[type=submit]"))


def notes_section(driver):
    return driver.find_element(By.ID, "notes")


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_member_notes_a_day_edits_it_and_deletes_it(server, browser, shoot, language):
    text = TEXT[language]
    driver = browser(language)
    sign_up_owner(driver, server)
    today = server_today(driver, server)
    start_new(driver, server, text["habit"])
    add_category_from_form(driver, text["category"])
    fill_tracker_form(driver, name="Walk", category=text["category"], days=EVERY_DAY, emoji=1, color=2)
    submit_tracker_form(driver)
    wait_for_path(driver, "/")
    details = urlparse(card(driver, "Walk").find_element(By.CSS_SELECTOR, "a.card-link").get_attribute("href")).path
    day_page = details + "/day"

    # From the card's menu: the shown day's note.
    open_card_menu(driver, "Walk")
    shoot(driver, "notes-01-card-menu")
    tap_and_wait(driver, lambda: card(driver, "Walk").find_element(
        By.XPATH, f".//a[contains(@class,'menu-item')][starts-with(normalize-space(), {_quoted(text['note_for'])})]"))
    wait_for_path(driver, day_page)
    assert driver.find_element(By.CSS_SELECTOR, "input[name=day]").get_attribute("value") == today.isoformat()
    assert driver.find_element(By.ID, "note-text").get_attribute("value") == ""
    driver.find_element(By.ID, "note-text").send_keys(NOTE)
    shoot(driver, "notes-02-day-page")
    write_note(driver, NOTE)
    wait_for_path(driver, details)

    # On the details page: under the month, with its date, as typed (markup shown as text).
    section = notes_section(driver)
    assert section.find_element(By.TAG_NAME, "h2").text.startswith(text["notes"])
    item = section.find_element(By.ID, f"note-{today.isoformat()}")
    assert item.find_element(By.TAG_NAME, "p").text == NOTE
    assert item.find_element(By.TAG_NAME, "time").get_attribute("datetime") == today.isoformat()
    assert driver.execute_script("return document.querySelectorAll('#notes script').length") == 0
    # The calendar marks the day, in its label too, not by colour alone.
    day = driver.find_element(By.CSS_SELECTOR, ".details-grid .cal-day.has-note")
    assert day.text == str(today.day) and day.get_attribute("aria-label").endswith(text["noted"])
    set_viewport(driver, 320, 700)
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 320, "no overflow at 320 px"
    shoot(driver, "notes-03-details")

    # Edit: the date opens the day with the note in the field.
    tap_and_wait(driver, lambda: item.find_element(By.TAG_NAME, "a"))
    wait_for_path(driver, day_page)
    assert driver.find_element(By.ID, "note-text").get_attribute("value") == NOTE
    # Over 500 characters: refused, the text kept, nothing changed.
    write_note(driver, "x" * 501)
    assert text["long"] in visible_text(driver)
    assert driver.find_element(By.ID, "note-text").get_attribute("value") == "x" * 501
    assert driver.find_element(By.ID, "note-text").get_attribute("aria-invalid") == "true"
    shoot(driver, "notes-04-too-long")
    driver.get(server.url(details))
    assert notes_section(driver).find_element(By.ID, f"note-{today.isoformat()}").find_element(By.TAG_NAME, "p").text == NOTE
    # Then a shorter one.
    driver.get(server.url(f"{day_page}?day={today.isoformat()}"))
    write_note(driver, "Sunny")
    wait_for_path(driver, details)
    assert notes_section(driver).find_element(By.ID, f"note-{today.isoformat()}").find_element(By.TAG_NAME, "p").text == "Sunny"

    # Delete: empty the field and save.
    driver.get(server.url(f"{day_page}?day={today.isoformat()}"))
    write_note(driver, "")
    wait_for_path(driver, details)
    assert text["none"] in notes_section(driver).text
    assert not driver.find_elements(By.CSS_SELECTOR, ".cal-day.has-note")
