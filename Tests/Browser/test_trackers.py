"""Journeys on the Trackers screen: creating habits and irregular events (with categories added
from the form), moving between days, marking, searching, filtering, pinning, editing and deleting;
in English and in Russian; a measurable tracker; the card grid on a desktop screen."""

from datetime import date, timedelta
from urllib.parse import parse_qs, urlparse

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from conftest import DESKTOP, PHONE, set_viewport
from helpers import (WAIT, _gone, _quoted, click_button, heading, html_lang, link, path_of,
                     rendered_text, sign_up_owner, tap, tap_and_wait, visible_text, wait_for_path)

MONDAY, WEDNESDAY, FRIDAY = 1, 3, 5  # the ids of the weekday switches: day-1 (Monday) … day-7 (Sunday)
EVERY_DAY = range(1, 8)


# --- Reading the main page ---

def shown_day(driver):
    """The day the main page shows."""
    return date.fromisoformat(driver.find_element(By.CSS_SELECTOR, ".day-chip time").get_attribute("datetime"))


def server_today(driver, server):
    """The server's today: what the main page shows without a day in the address."""
    driver.get(server.url("/"))
    wait_for_path(driver, "/")
    return shown_day(driver)


def open_day(driver, server, day, **params):
    query = "&".join([f"day={day.isoformat()}"] + [f"{key}={value}" for key, value in params.items()])
    driver.get(server.url("/?" + query))
    wait_for_path(driver, "/")
    assert shown_day(driver) == day


def groups(driver):
    """The main page's groups in order: [(heading, [card names])]."""
    result = []
    for section in driver.find_elements(By.CSS_SELECTOR, "section.tracker-group"):
        title = section.find_element(By.TAG_NAME, "h2").text
        result.append((title, [name.text for name in section.find_elements(By.CSS_SELECTOR, ".card-name")]))
    return result


def card_names(driver):
    return [name.text for name in driver.find_elements(By.CSS_SELECTOR, "li.tracker-card .card-name")]


def card(driver, name):
    return driver.find_element(
        By.XPATH, f"//li[contains(@class,'tracker-card')][.//p[@class='card-name'][normalize-space()={_quoted(name)}]]")


def card_count(driver, name):
    return card(driver, name).find_element(By.CSS_SELECTOR, ".card-count").text


def mark_button(driver, name):
    return card(driver, name).find_element(By.CSS_SELECTOR, "button.mark-button")


def press_mark(driver, name):
    tap_and_wait(driver, lambda: mark_button(driver, name))


def empty_text(driver):
    found = driver.find_elements(By.CSS_SELECTOR, ".empty-state p")
    return found[0].text if found else ""


def search(driver, text):
    """Types into the search field and presses Enter, as a person does."""
    field = driver.find_element(By.CSS_SELECTOR, "input[type=search][name=q]")
    field.clear()
    field.send_keys(text)
    page = driver.find_element(By.TAG_NAME, "html")
    field.send_keys(Keys.ENTER)
    WebDriverWait(driver, WAIT).until(_gone(page))


def query_of(driver):
    return {key: values[0] for key, values in parse_qs(urlparse(driver.current_url).query).items()}


def open_card_menu(driver, name):
    menu = card(driver, name).find_element(By.CSS_SELECTOR, "details.card-menu")
    if menu.get_attribute("open") is None:
        tap(driver, menu.find_element(By.TAG_NAME, "summary"))
    assert menu.get_attribute("open") is not None, f"the menu of {name} did not open"
    return menu


def choose_in_card_menu(driver, name, item):
    open_card_menu(driver, name)
    tap_and_wait(driver, lambda: card(driver, name).find_element(
        By.XPATH, f".//*[contains(@class,'menu-item')][normalize-space()={_quoted(item)}]"))


def open_filters(driver):
    filters = driver.find_element(By.CSS_SELECTOR, "details.filters")
    if filters.get_attribute("open") is None:
        tap(driver, filters.find_element(By.TAG_NAME, "summary"))
    assert filters.get_attribute("open") is not None, "the Filters sheet did not open"
    return filters


def choose_filter(driver, label):
    open_filters(driver)
    tap_and_wait(driver, lambda: driver.find_element(
        By.XPATH, f"//details[contains(@class,'filters')]//a[normalize-space()={_quoted(label)}]"))


def current_filter(driver):
    """The filter marked current in the (possibly closed) Filters sheet."""
    return [row.get_attribute("textContent").strip()
            for row in driver.find_elements(By.CSS_SELECTOR, "details.filters a[aria-current='true']")]


def by_label(driver, aria_label):
    return driver.find_element(By.XPATH, f"//*[@aria-label={_quoted(aria_label)}]")


# --- The tracker form ---

def name_field(driver):
    return driver.find_element(By.ID, "field-name")


def category_choices(driver):
    """{category label: checked?} as the form's radio buttons show them."""
    return {label.text: driver.find_element(By.ID, label.get_attribute("for")).is_selected()
            for label in driver.find_elements(By.CSS_SELECTOR, ".category-section label.option-row")}


def schedule_summary(driver):
    return rendered_text(driver, driver.find_element(By.CSS_SELECTOR, ".schedule-summary"))


def create_button_colour(driver):
    return driver.execute_script("return getComputedStyle(arguments[0]).backgroundColor",
                                 driver.find_element(By.CSS_SELECTOR, ".button-create"))


def open_extras(driver):
    extras = driver.find_element(By.CSS_SELECTOR, "details.extras")
    if extras.get_attribute("open") is None:
        tap(driver, extras.find_element(By.TAG_NAME, "summary"))
    assert extras.get_attribute("open") is not None


def fill_tracker_form(driver, name=None, category=None, days=(), emoji=None, color=None,
                      unit=None, target=None, start=None):
    """Fills the tracker form the way a person does: types the name, clicks the labels of the
    category, the weekday switches, the emoji and the colour; opens More options if needed.
    `days` is the whole schedule: those weekdays on and the others off (a new habit starts with
    all seven on)."""
    if name is not None:
        field = name_field(driver)
        field.clear()
        field.send_keys(name)
    if category is not None:
        tap(driver, driver.find_element(
            By.XPATH, f"//fieldset[contains(@class,'category-section')]//label[normalize-space()={_quoted(category)}]"))
    for number in (EVERY_DAY if days else ()):
        if driver.find_element(By.ID, f"day-{number}").is_selected() != (number in days):
            tap(driver, driver.find_element(By.CSS_SELECTOR, f"label[for=day-{number}]"))
        assert driver.find_element(By.ID, f"day-{number}").is_selected() == (number in days)
    if emoji is not None:
        tap(driver, driver.find_element(By.CSS_SELECTOR, f"label[for=emoji-{emoji}]"))
        assert driver.find_element(By.ID, f"emoji-{emoji}").is_selected()
    if color is not None:
        tap(driver, driver.find_element(By.CSS_SELECTOR, f"label[for=color-{color}]"))
        assert driver.find_element(By.ID, f"color-{color}").is_selected()
    if unit is not None or target is not None or start is not None:
        open_extras(driver)
        for field_id, value in (("field-unit", unit), ("field-target", target)):
            if value is not None:
                field = driver.find_element(By.ID, field_id)
                field.clear()
                field.send_keys(str(value))
        if start is not None:
            # How a date picker's segments are typed depends on the browser's locale; set the value.
            driver.execute_script("arguments[0].value = arguments[1]",
                                  driver.find_element(By.ID, "field-start"), start.isoformat())


def submit_tracker_form(driver):
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form.tracker-form .button-create"))


def start_new(driver, server, kind_text):
    """`+` on the main page, then Habit or Irregular event."""
    driver.get(server.url("/"))
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "a.add-button"))
    wait_for_path(driver, "/trackers/new")
    tap_and_wait(driver, lambda: driver.find_element(By.XPATH, f"//a[contains(., {_quoted(kind_text)})]"))


def create_tracker(driver, server, kind_text, **fields):
    start_new(driver, server, kind_text)
    fill_tracker_form(driver, **fields)
    submit_tracker_form(driver)
    wait_for_path(driver, "/")


def add_category_from_form(driver, name):
    """"Add category" on the tracker form, type the name, Done: back on the form."""
    form_path = path_of(driver)
    tap_and_wait(driver, lambda: driver.find_element(By.XPATH, "//form[contains(@class,'tracker-form')]"
                                                     "//button[@name='go'][@value='add']"))
    wait_for_path(driver, "/categories/new")
    field = driver.find_element(By.ID, "field-category-name")
    field.send_keys(name)
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, ".button-done"))
    wait_for_path(driver, form_path)


def next_weekday(day, weekdays, strictly_after=False):
    """The first day on or after `day` (or after it) whose ISO weekday (1 = Monday) is in `weekdays`."""
    candidate = day + timedelta(days=1 if strictly_after else 0)
    while candidate.isoweekday() not in weekdays:
        candidate += timedelta(days=1)
    return candidate


# --- Journeys ---

def test_core_story_en(server, browser, shoot):
    anna = browser("en")
    sign_up_owner(anna, server)
    today = server_today(anna, server)
    assert empty_text(anna) == "What will we track?"
    assert anna.find_elements(By.CSS_SELECTOR, "details.filters") == [], "no Filters on a day without trackers"

    # "+" offers a habit or an irregular event.
    tap_and_wait(anna, lambda: by_label(anna, "Add tracker"))
    wait_for_path(anna, "/trackers/new")
    assert heading(anna) == "Create tracker"
    shoot(anna, "trackers-01-new-kind")
    tap_and_wait(anna, lambda: anna.find_element(By.XPATH, "//a[contains(., 'Habit')]"))
    wait_for_path(anna, "/trackers/new/habit")
    assert heading(anna) == "New habit"
    assert name_field(anna).get_attribute("placeholder") == "Enter tracker name"
    assert "Add a category first." in visible_text(anna)
    assert category_choices(anna) == {}
    assert schedule_summary(anna) == "Every day", "a new habit starts as every day"
    empty_colour = create_button_colour(anna)
    shoot(anna, "trackers-02-habit-form-empty")

    # A name and an emoji first, then categories: coming back keeps both, and picks no category.
    fill_tracker_form(anna, name="Run", emoji=3)
    tap_and_wait(anna, lambda: anna.find_element(By.XPATH, "//button[normalize-space()='Add category']"))
    wait_for_path(anna, "/categories/new")
    assert heading(anna) == "New category"
    field = anna.find_element(By.ID, "field-category-name")
    assert field.get_attribute("placeholder") == "Enter category name"
    field.send_keys("Health")
    shoot(anna, "trackers-03-category-from-form")
    tap_and_wait(anna, lambda: anna.find_element(By.CSS_SELECTOR, ".button-done"))
    wait_for_path(anna, "/trackers/new/habit")
    assert heading(anna) == "New habit"
    assert name_field(anna).get_attribute("value") == "Run"
    assert anna.find_element(By.ID, "emoji-3").is_selected(), "the chosen emoji was lost"
    assert category_choices(anna) == {"Health": False}, "a new category must not be chosen by itself"
    add_category_from_form(anna, "Family")
    assert name_field(anna).get_attribute("value") == "Run"
    assert category_choices(anna) == {"Family": False, "Health": False}
    shoot(anna, "trackers-04-habit-form-back")

    fill_tracker_form(anna, category="Health", days=(MONDAY, WEDNESDAY, FRIDAY), color=2,
                      start=today - timedelta(days=14))
    assert schedule_summary(anna) == "Mon, Wed, Fri"
    assert create_button_colour(anna) != empty_colour, "Create should stop looking inactive"
    shoot(anna, "trackers-05-habit-form-filled")
    submit_tracker_form(anna)
    wait_for_path(anna, "/")

    create_tracker(anna, server, "Habit", name="Read", category="Health", days=EVERY_DAY, emoji=16, color=5)

    start_new(anna, server, "Irregular event")
    wait_for_path(anna, "/trackers/new/event")
    assert heading(anna) == "New irregular event"
    assert anna.find_elements(By.CSS_SELECTOR, ".schedule-section") == [], "an event has no schedule"
    fill_tracker_form(anna, name="Call mom", category="Family", emoji=5, color=4)
    shoot(anna, "trackers-06-event-form")
    submit_tracker_form(anna)
    wait_for_path(anna, "/")

    # Today.
    assert shown_day(anna) == today
    run_today = today.isoweekday() in (MONDAY, WEDNESDAY, FRIDAY)
    assert groups(anna) == [("Health", (["Run", "Read"] if run_today else ["Read"])), ("Family", ["Call mom"])]
    summary = anna.find_element(By.CSS_SELECTOR, "#calendar summary").text
    assert summary == f"Today, {today:%b} {today.day}"
    shoot(anna, "trackers-07-main-today")

    # The habit is on Mondays, not on Tuesdays; the event is on every day from its start.
    monday = next_weekday(today, {MONDAY})
    open_day(anna, server, monday)
    assert groups(anna) == [("Health", ["Run", "Read"]), ("Family", ["Call mom"])]
    open_day(anna, server, monday + timedelta(days=1))
    assert groups(anna) == [("Health", ["Read"]), ("Family", ["Call mom"])]
    open_day(anna, server, today)
    tap_and_wait(anna, lambda: by_label(anna, "Previous day"))
    assert shown_day(anna) == today - timedelta(days=1)
    assert "Call mom" not in card_names(anna), "the event starts today"
    assert "Read" not in card_names(anna), "the habit starts today"
    tap_and_wait(anna, lambda: by_label(anna, "Next day"))
    tap_and_wait(anna, lambda: by_label(anna, "Next day"))
    assert shown_day(anna) == today + timedelta(days=1)

    # The calendar: a month of links, other months, and a date field.
    calendar = anna.find_element(By.ID, "calendar")
    tap(anna, calendar.find_element(By.TAG_NAME, "summary"))
    assert calendar.get_attribute("open") is not None
    assert anna.find_element(By.CSS_SELECTOR, ".month-day[aria-current='date'] time").get_attribute("datetime") \
        == (today + timedelta(days=1)).isoformat()
    shoot(anna, "trackers-08-calendar-open")
    tap_and_wait(anna, lambda: by_label(anna, "Next month"))
    next_month = (today + timedelta(days=1)).replace(day=1) + timedelta(days=32)
    assert query_of(anna).get("month") == f"{next_month:%Y-%m}"
    assert anna.find_element(By.ID, "calendar").get_attribute("open") is not None, "the month link keeps it open"
    assert anna.find_element(By.CSS_SELECTOR, ".month-title").text == f"{next_month:%B %Y}"
    shoot(anna, "trackers-09-calendar-next-month")
    tap_and_wait(anna, lambda: anna.find_element(
        By.CSS_SELECTOR, f".month-day time[datetime='{next_month:%Y-%m}-01']").find_element(By.XPATH, ".."))
    assert shown_day(anna) == next_month.replace(day=1)
    tap(anna, anna.find_element(By.CSS_SELECTOR, "#calendar summary"))
    anna.execute_script("arguments[0].value = arguments[1]", anna.find_element(By.ID, "day-field"), monday.isoformat())
    tap_and_wait(anna, lambda: anna.find_element(By.XPATH, "//form[@class='day-form']//button[normalize-space()='Show']"))
    assert shown_day(anna) == monday

    # Marking today: one press marks, the next one undoes.
    open_day(anna, server, today)
    assert card_count(anna, "Call mom") == "0 days"
    assert mark_button(anna, "Call mom").get_attribute("aria-label") == "Mark “Call mom” done"
    press_mark(anna, "Call mom")
    assert path_of(anna) == "/" and shown_day(anna) == today
    assert card_count(anna, "Call mom") == "1 day"
    assert mark_button(anna, "Call mom").get_attribute("aria-label") == "Undo “Call mom”"
    assert mark_button(anna, "Call mom").get_attribute("aria-pressed") == "true"
    assert "is-done" in card(anna, "Call mom").get_attribute("class")
    shoot(anna, "trackers-10-marked")
    press_mark(anna, "Call mom")
    assert card_count(anna, "Call mom") == "0 days"
    assert mark_button(anna, "Call mom").get_attribute("aria-label") == "Mark “Call mom” done"
    press_mark(anna, "Call mom")
    assert card_count(anna, "Call mom") == "1 day"

    # A past day on the habit's schedule, after its start date, can be marked.
    last_run = next_weekday(today - timedelta(days=7), {MONDAY, WEDNESDAY, FRIDAY})
    open_day(anna, server, last_run)
    press_mark(anna, "Run")
    assert card_count(anna, "Run") == "1 day"

    # A future day can't be marked: the button is disabled, and the server refuses a forged press.
    next_run = next_weekday(today, {MONDAY, WEDNESDAY, FRIDAY}, strictly_after=True)
    open_day(anna, server, next_run)
    assert mark_button(anna, "Run").get_attribute("disabled") is not None
    assert mark_button(anna, "Run").get_attribute("aria-label") == "“Run” can’t be marked on this day"
    shoot(anna, "trackers-11-future-day")
    tomorrow = today + timedelta(days=1)
    open_day(anna, server, tomorrow)
    forged = mark_button(anna, "Call mom")
    assert forged.get_attribute("disabled") is not None
    anna.execute_script("arguments[0].removeAttribute('disabled')", forged)
    tap_and_wait(anna, lambda: mark_button(anna, "Call mom"))
    assert heading(anna) == "This day can’t be marked"
    assert anna.find_element(By.CSS_SELECTOR, ".status-code").text == "422"
    assert "A future day, or a day before the tracker’s start date, can’t be marked." in visible_text(anna)
    shoot(anna, "trackers-12-mark-refused")
    open_day(anna, server, tomorrow)
    assert card_count(anna, "Call mom") == "1 day", "the forged mark must change nothing"
    assert mark_button(anna, "Call mom").get_attribute("aria-pressed") == "false"

    # Search ignores case; nothing found says so.
    open_day(anna, server, monday)
    search(anna, "run")
    assert query_of(anna).get("q") == "run" and shown_day(anna) == monday
    assert groups(anna) == [("Health", ["Run"])]
    assert anna.find_element(By.ID, "search-field").get_attribute("value") == "run"
    shoot(anna, "trackers-13-search")
    search(anna, "zzz")
    assert card_names(anna) == []
    assert empty_text(anna) == "Nothing found"
    assert anna.find_elements(By.CSS_SELECTOR, "details.filters"), "Filters stay while the day has trackers"
    shoot(anna, "trackers-14-nothing-found")

    # Filters, with the event done today.
    open_day(anna, server, today)
    assert current_filter(anna) == ["All trackers"]
    open_filters(anna)
    shoot(anna, "trackers-15-filters-open")
    choose_filter(anna, "Completed")
    assert groups(anna) == [("Family", ["Call mom"])]
    assert "is-active" in anna.find_element(By.CSS_SELECTOR, "details.filters").get_attribute("class")
    assert current_filter(anna) == ["Completed"]
    shoot(anna, "trackers-16-filter-completed")
    choose_filter(anna, "Uncompleted")
    assert groups(anna) == [("Health", ["Run", "Read"] if run_today else ["Read"])]
    assert "is-active" in anna.find_element(By.CSS_SELECTOR, "details.filters").get_attribute("class")
    assert current_filter(anna) == ["Uncompleted"]
    open_day(anna, server, today + timedelta(days=3))
    choose_filter(anna, "Trackers for today")
    assert shown_day(anna) == today
    assert current_filter(anna) == ["Trackers for today"]
    assert "is-active" not in anna.find_element(By.CSS_SELECTOR, "details.filters").get_attribute("class")
    choose_filter(anna, "All trackers")
    assert "is-active" not in anna.find_element(By.CSS_SELECTOR, "details.filters").get_attribute("class")

    # Pinning moves the habit to a "Pinned" group at the top, and back.
    open_day(anna, server, monday)
    open_card_menu(anna, "Run")
    shoot(anna, "trackers-17-card-menu")
    choose_in_card_menu(anna, "Run", "Pin")
    assert shown_day(anna) == monday
    assert groups(anna) == [("Pinned", ["Run"]), ("Health", ["Read"]), ("Family", ["Call mom"])]
    assert card(anna, "Run").find_elements(By.CSS_SELECTOR, ".card-pin"), "a pinned card shows the pin"
    shoot(anna, "trackers-18-pinned")
    choose_in_card_menu(anna, "Run", "Unpin")
    assert groups(anna) == [("Health", ["Run", "Read"]), ("Family", ["Call mom"])]

    # Editing keeps the history and shows how many days were tracked.
    choose_in_card_menu(anna, "Run", "Edit")
    assert path_of(anna).startswith("/trackers/") and path_of(anna).endswith("/edit")
    assert heading(anna) == "Edit habit"
    tracked = anna.find_element(By.CSS_SELECTOR, ".tracked-days")
    assert tracked.text == "Done on 1 day"
    assert tracked.location["y"] < name_field(anna).location["y"], "the count is at the top"
    assert name_field(anna).get_attribute("value") == "Run"
    assert category_choices(anna) == {"Family": False, "Health": True}
    assert schedule_summary(anna) == "Mon, Wed, Fri"
    assert anna.find_element(By.CSS_SELECTOR, "form.tracker-form .button-create").text == "Save"
    shoot(anna, "trackers-19-edit-form")
    # Leaving with a change asks first; Discard keeps the tracker as it was, on its details page.
    fill_tracker_form(anna, name="Run fast")
    tap_and_wait(anna, lambda: anna.find_element(By.CSS_SELECTOR, "form.tracker-form .button-cancel"))
    assert heading(anna) == "Save changes?"
    shoot(anna, "trackers-19b-save-changes")
    tap_and_wait(anna, lambda: anna.find_element(By.CSS_SELECTOR, ".confirm-page .button-cancel-wide"))
    assert heading(anna) == "Run"
    details_path = path_of(anna)
    # Saving lands on the details page too.
    anna.get(server.url(details_path + "/edit"))
    fill_tracker_form(anna, name="Run fast")
    submit_tracker_form(anna)
    wait_for_path(anna, details_path)
    assert heading(anna) == "Run fast"
    open_day(anna, server, monday)
    assert groups(anna) == [("Health", ["Run fast", "Read"]), ("Family", ["Call mom"])]
    open_day(anna, server, last_run)
    assert card_count(anna, "Run fast") == "1 day"

    # A 39-character name is refused by the server, which keeps what was typed.
    start_new(anna, server, "Habit")
    too_long = "A" * 39
    fill_tracker_form(anna, name=too_long, category="Health", days=(MONDAY,), emoji=1, color=1)
    submit_tracker_form(anna)
    assert heading(anna) == "New habit"
    assert anna.find_element(By.ID, "field-name-error").text == "Limit 38 characters"
    assert name_field(anna).get_attribute("value") == too_long
    assert name_field(anna).get_attribute("aria-invalid") == "true"
    assert category_choices(anna) == {"Family": False, "Health": True}, "the other choices are kept"
    shoot(anna, "trackers-20-name-too-long")
    tap_and_wait(anna, lambda: link(anna, "Cancel"))
    wait_for_path(anna, "/")
    assert "A" * 38 not in visible_text(anna)

    # Deleting asks first; Cancel keeps the tracker.
    open_day(anna, server, today)
    choose_in_card_menu(anna, "Call mom", "Delete")
    assert heading(anna) == "Are you sure you want to delete this tracker?"
    shoot(anna, "trackers-21-delete-confirm")
    tap_and_wait(anna, lambda: link(anna, "Cancel"))
    wait_for_path(anna, "/")
    assert "Call mom" in card_names(anna)
    choose_in_card_menu(anna, "Call mom", "Delete")
    click_button(anna, "Delete")
    wait_for_path(anna, "/")
    assert "Call mom" not in card_names(anna)
    assert [title for title, _ in groups(anna)] == ["Health"]
    shoot(anna, "trackers-22-after-delete")


def test_core_story_ru(server, browser, shoot):
    boris = browser("ru")
    sign_up_owner(boris, server, display_name="Борис")
    today = server_today(boris, server)
    assert html_lang(boris) == "ru"
    assert heading(boris) == "Трекеры"
    assert empty_text(boris) == "Что будем отслеживать?"
    shoot(boris, "trackers-01-empty")

    start_new(boris, server, "Привычка")
    wait_for_path(boris, "/trackers/new/habit")
    assert heading(boris) == "Новая привычка"
    assert "Сначала добавьте категорию." in visible_text(boris)
    fill_tracker_form(boris, name="Бег", emoji=14)
    tap_and_wait(boris, lambda: boris.find_element(By.XPATH, "//button[normalize-space()='Добавить категорию']"))
    wait_for_path(boris, "/categories/new")
    assert heading(boris) == "Новая категория"
    boris.find_element(By.ID, "field-category-name").send_keys("Здоровье")
    shoot(boris, "trackers-02-category-from-form")
    tap_and_wait(boris, lambda: boris.find_element(By.CSS_SELECTOR, ".button-done"))
    wait_for_path(boris, "/trackers/new/habit")
    assert name_field(boris).get_attribute("value") == "Бег"
    assert category_choices(boris) == {"Здоровье": False}
    fill_tracker_form(boris, category="Здоровье", days=(1, 2, 3), color=7,
                      start=today - timedelta(days=6))
    assert schedule_summary(boris) == "Пн, Вт, Ср"
    for number in (4, 5, 6, 7):
        tap(boris, boris.find_element(By.CSS_SELECTOR, f"label[for=day-{number}]"))
    assert schedule_summary(boris) == "Каждый день"
    shoot(boris, "trackers-03-habit-form")
    submit_tracker_form(boris)
    wait_for_path(boris, "/")

    assert groups(boris) == [("Здоровье", ["Бег"])]
    assert card_count(boris, "Бег") == "0 дней"
    assert mark_button(boris, "Бег").get_attribute("aria-label") == "Отметить «Бег» выполненным"
    press_mark(boris, "Бег")
    assert card_count(boris, "Бег") == "1 день"
    assert mark_button(boris, "Бег").get_attribute("aria-label") == "Отменить отметку «Бег»"
    shoot(boris, "trackers-04-main")

    # Russian plurals as the days add up (the habit started six days ago).
    tap_and_wait(boris, lambda: by_label(boris, "Предыдущий день"))
    press_mark(boris, "Бег")
    assert card_count(boris, "Бег") == "2 дня"
    for back in (2, 3, 4):
        open_day(boris, server, today - timedelta(days=back))
        press_mark(boris, "Бег")
    assert card_count(boris, "Бег") == "5 дней"

    open_day(boris, server, today)
    tap(boris, boris.find_element(By.CSS_SELECTOR, "#calendar summary"))
    shoot(boris, "trackers-05-calendar-open")

    open_day(boris, server, today)
    search(boris, "бег")
    assert groups(boris) == [("Здоровье", ["Бег"])]
    search(boris, "яяя")
    assert empty_text(boris) == "Ничего не найдено"
    shoot(boris, "trackers-06-nothing-found")

    open_day(boris, server, today)
    assert boris.find_element(By.CSS_SELECTOR, "details.filters summary").text == "Фильтры"
    filters = open_filters(boris)
    assert filters.find_element(By.TAG_NAME, "summary").text == "Отменить"  # closes the open sheet
    assert [row.get_attribute("textContent").strip() for row in filters.find_elements(By.CSS_SELECTOR, "a.sheet-row")] == \
        ["Все трекеры", "Трекеры на сегодня", "Завершённые", "Не завершённые"]
    shoot(boris, "trackers-07-filters-open")
    choose_filter(boris, "Не завершённые")
    assert card_names(boris) == []
    assert empty_text(boris) == "Ничего не найдено"

    open_day(boris, server, today)
    menu = open_card_menu(boris, "Бег")
    items = [item.get_attribute("textContent").strip() for item in menu.find_elements(By.CSS_SELECTOR, ".menu-item")]
    assert [item for item in items if item in ("Закрепить", "Редактировать", "Удалить")] == \
        ["Закрепить", "Редактировать", "Удалить"], items
    shoot(boris, "trackers-08-card-menu")
    choose_in_card_menu(boris, "Бег", "Закрепить")
    assert groups(boris) == [("Закреплённые", ["Бег"])]
    choose_in_card_menu(boris, "Бег", "Открепить")
    assert groups(boris) == [("Здоровье", ["Бег"])]

    choose_in_card_menu(boris, "Бег", "Редактировать")
    assert heading(boris) == "Редактирование привычки"
    assert boris.find_element(By.CSS_SELECTOR, ".tracked-days").text == "Выполнено: 5 дней"
    assert schedule_summary(boris) == "Каждый день"
    shoot(boris, "trackers-09-edit-form")

    open_day(boris, server, today)
    choose_in_card_menu(boris, "Бег", "Удалить")
    assert heading(boris) == "Уверены, что хотите удалить трекер?"
    shoot(boris, "trackers-10-delete-confirm")
    click_button(boris, "Удалить")
    wait_for_path(boris, "/")
    assert card_names(boris) == []
    assert empty_text(boris) == "Что будем отслеживать?"
    assert boris.find_elements(By.CSS_SELECTOR, "details.filters") == []


def test_measurable(server, browser, shoot):
    anna = browser("en")
    sign_up_owner(anna, server)

    start_new(anna, server, "Habit")
    add_category_from_form(anna, "Health")
    # A unit without a target is refused, with the input kept.
    fill_tracker_form(anna, name="Water", category="Health", days=EVERY_DAY, emoji=1, color=3, unit="glasses")
    submit_tracker_form(anna)
    assert heading(anna) == "New habit"
    assert "A target needs a unit, and a unit needs a target." in visible_text(anna)
    assert anna.find_element(By.ID, "field-unit").get_attribute("value") == "glasses"
    assert anna.find_element(By.ID, "field-target").is_displayed(), "the unit and target are in plain view"
    fill_tracker_form(anna, target=8)
    shoot(anna, "measurable-01-form")
    submit_tracker_form(anna)
    wait_for_path(anna, "/")

    def value_form():
        return card(anna, "Water").find_element(By.CSS_SELECTOR, "form.value-form")

    assert card(anna, "Water").find_elements(By.CSS_SELECTOR, "button.mark-button") == []
    assert value_form().find_element(By.TAG_NAME, "label").text == "0 / 8 glasses"
    assert card_count(anna, "Water") == "0 days"

    def enter(value):
        field = value_form().find_element(By.CSS_SELECTOR, "input[type=number]")
        field.clear()
        field.send_keys(str(value))
        tap_and_wait(anna, lambda: value_form().find_element(By.XPATH, ".//button[normalize-space()='Save']"))
        wait_for_path(anna, "/")

    enter(3)
    assert value_form().find_element(By.TAG_NAME, "label").text == "3 / 8 glasses"
    bar = value_form().find_element(By.CSS_SELECTOR, "progress.value-bar")
    assert (bar.get_attribute("value"), bar.get_attribute("max")) == ("3", "8")
    assert value_form().find_element(By.CSS_SELECTOR, "input[type=number]").get_attribute("value") == "3"
    assert card_count(anna, "Water") == "0 days", "3 of 8 is not done"
    assert "is-done" not in card(anna, "Water").get_attribute("class")
    shoot(anna, "measurable-02-three")
    enter(8)
    assert value_form().find_element(By.TAG_NAME, "label").text == "8 / 8 glasses"
    assert card_count(anna, "Water") == "1 day"
    assert "is-done" in card(anna, "Water").get_attribute("class")
    shoot(anna, "measurable-03-done")

    # A future day can't take a value.
    tap_and_wait(anna, lambda: by_label(anna, "Next day"))
    assert value_form().find_element(By.CSS_SELECTOR, "input[type=number]").get_attribute("disabled") is not None


def test_desktop_card_grid(server, browser, shoot):
    anna = browser("en")
    sign_up_owner(anna, server)
    start_new(anna, server, "Habit")
    add_category_from_form(anna, "Everyday things")
    fill_tracker_form(anna, name="Water the plants on the balcony", category="Everyday things",
                      days=EVERY_DAY, emoji=3, color=5)
    submit_tracker_form(anna)
    for number, name in enumerate(["Read", "Stretch", "Meditate", "Journal"], start=1):
        create_tracker(anna, server, "Irregular event", name=name, category="Everyday things",
                       emoji=number + 5, color=number + 8)
    press_mark(anna, "Stretch")

    try:
        set_viewport(anna, *DESKTOP)
        anna.refresh()
        boxes = [anna.execute_script(
            "const r = arguments[0].getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]", element)
            for element in anna.find_elements(By.CSS_SELECTOR, "li.tracker-card")]
        assert len(boxes) == 5
        columns = {round(left) for left, _, _, _ in boxes}
        assert len(columns) == 2, f"expected 2 columns of cards on a desktop, got {sorted(columns)}"
        for i, a in enumerate(boxes):
            for b in boxes[i + 1:]:
                overlap = min(a[2], b[2]) - max(a[0], b[0]) > 0.5 and min(a[3], b[3]) - max(a[1], b[1]) > 0.5
                assert not overlap, f"cards overlap: {a} and {b}"
        width = anna.execute_script("return document.documentElement.scrollWidth")
        assert width <= DESKTOP[0], "nothing sticks out sideways"
    finally:
        set_viewport(anna, *PHONE)
    shoot(anna, "trackers-desktop-grid")
    open_filters(anna)
    shoot(anna, "trackers-desktop-grid-filters")


LONGEST_NAMES = {  # 38 characters, the limit: long words in English, the wide Cyrillic letters in Russian
    "en": ("Water the plants on the balcony weekly", "Irregular event", "Home"),
    "ru": ("Полить цветы на балконе и на кухне, ШЖ", "Нерегулярное событие", "Дом"),
}

CARD_FIT = """
    const card = arguments[0], name = card.querySelector('.card-name');
    const c = card.getBoundingClientRect(), n = name.getBoundingClientRect();
    const lineHeight = parseFloat(getComputedStyle(name).lineHeight);
    const others = [...card.querySelectorAll('.card-emoji, .card-menu summary')].map(e => e.getBoundingClientRect());
    const overlaps = others.some(o => Math.min(o.right, n.right) - Math.max(o.left, n.left) > 0.5
                                     && Math.min(o.bottom, n.bottom) - Math.max(o.top, n.top) > 0.5);
    return {inside: n.left >= c.left - 0.5 && n.right <= c.right + 0.5 && n.bottom <= c.bottom + 0.5,
            lines: Math.round(n.height / lineHeight), clipped: name.scrollHeight > name.clientHeight + 1,
            overlaps: overlaps, pageWidth: document.documentElement.scrollWidth,
            screenWidth: document.documentElement.clientWidth};
"""


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_name_of_38_characters_fits_its_card(server, browser, language):
    """The longest name allowed takes at most two lines of its card, then ends in an ellipsis,
    at 320 and 390 px and on a desktop, without running under the emoji or the menu."""
    name, kind, category = LONGEST_NAMES[language]
    assert len(name) == 38
    driver = browser(language)
    sign_up_owner(driver, server)
    start_new(driver, server, kind)
    add_category_from_form(driver, category)
    fill_tracker_form(driver, name=name, category=category, emoji=1, color=1)
    submit_tracker_form(driver)
    wait_for_path(driver, "/")
    try:
        for width, height in ((320, 700), PHONE, DESKTOP):
            set_viewport(driver, width, height)
            driver.refresh()
            fit = driver.execute_script(CARD_FIT, card(driver, name))
            assert fit["inside"] and not fit["overlaps"], f"at {width} px the name leaves its place: {fit}"
            assert 1 <= fit["lines"] <= 2, f"at {width} px the name takes {fit['lines']} lines"
            assert fit["pageWidth"] <= fit["screenWidth"], f"at {width} px the page is wider than the screen"
            if fit["clipped"]:
                overflow = driver.execute_script(
                    "return getComputedStyle(arguments[0].querySelector('.card-name')).webkitLineClamp",
                    card(driver, name))
                assert overflow == "2", "a clipped name ends in an ellipsis after two lines"
        # The whole name is still there for the details page and screen readers.
        assert card(driver, name).find_element(By.CSS_SELECTOR, ".card-link").get_attribute("textContent") == name
    finally:
        set_viewport(driver, *PHONE)


def test_category_detour_keeps_the_csrf_token_out_of_the_address(server, browser):
    anna = browser("en")
    sign_up_owner(anna, server)
    start_new(anna, server, "Habit")
    fill_tracker_form(anna, name="Run")
    tap_and_wait(anna, lambda: anna.find_element(By.XPATH, "//button[normalize-space()='Add category']"))
    wait_for_path(anna, "/categories/new")
    assert query_of(anna).get("name") == "Run", "the typed name travels along"
    assert "_csrf" not in query_of(anna), f"the CSRF token is in the address: {anna.current_url}"
