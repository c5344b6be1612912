"""Habits as people live them, part 1, as a person moving from Loop does it with JavaScript off:
"Swim, 3 times a week" and "Call mom, once a week" (hidden once the week has it), "Coffee, at
most 2 cups" and "No sweets" (limits that say "within limit", "over the limit" and "Slipped" in
words), the first weekday in Settings, and the form refusing what can't be (7 times a week, a
limit with a quota, a limit's unit without a target) with everything typed kept. In English and
Russian; `shoot` keeps the steps at phone and desktop size, light and dark."""

import re
from datetime import timedelta

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from conftest import set_viewport
from helpers import heading, sign_up_owner, tap, tap_and_wait, visible_text, wait_for_path
from test_trackers import (EVERY_DAY, add_category_from_form, card, card_count, card_names, fill_tracker_form, open_day,
                           open_extras, press_mark, search, server_today, start_new, submit_tracker_form)

TEXT = {
    "en": {
        "habit": "Habit", "category": "Health", "new": "New habit", "save_settings": "Save",
        "quota": "{done} of {times} this week", "within": "{value} / 2 cups · within limit",
        "over": "{value} / 2 cups · over the limit", "kept": "No slip", "slipped": "Slipped",
        "times_problem": "Choose 1 to 6 times a week.", "limit_quota": "A limit repeats on chosen weekdays",
        "met": "Call mom: 1 of 1 done this week.", "list_quota": "3 times a week", "list_limit": "Every day · Limit",
        "strength": "Habit strength", "year": r"Done on 1 of \d+ days?", "streak": "0 weeks",
    },
    "ru": {
        "habit": "Привычка", "category": "Здоровье", "new": "Новая привычка", "save_settings": "Сохранить",
        "quota": "{done} из {times} на этой неделе", "within": "{value} / 2 cups · в пределах нормы",
        "over": "{value} / 2 cups · больше нормы", "kept": "Без срыва", "slipped": "Срыв",
        "times_problem": "Выберите от 1 до 6 раз в неделю.", "limit_quota": "Ограничение повторяется в выбранные дни недели",
        "met": "Call mom: выполнено 1 из 1 на этой неделе.", "list_quota": "3 раза в неделю",
        "list_limit": "Каждый день · Ограничение",
        "strength": "Сила привычки", "year": r"Выполнено 1 из \d+ дн(я|ей)", "streak": "0 недель",
    },
}


def choose(driver, element_id):
    """Ticks a radio by tapping its label, as a person does."""
    tap(driver, driver.find_element(By.CSS_SELECTOR, f"label[for={element_id}]"))
    assert driver.find_element(By.ID, element_id).is_selected()


def type_into(driver, element_id, value):
    field = driver.find_element(By.ID, element_id)
    field.clear()
    field.send_keys(str(value))


def value_label(driver, name):
    return card(driver, name).find_element(By.CSS_SELECTOR, ".value-form label").text


def enter_value(driver, name, value):
    form = card(driver, name).find_element(By.CSS_SELECTOR, "form.value-form")
    field = form.find_element(By.CSS_SELECTOR, "input[type=number]")
    field.clear()
    field.send_keys(str(value))
    tap_and_wait(driver, lambda: card(driver, name).find_element(By.CSS_SELECTOR, "form.value-form button.button-small"))
    wait_for_path(driver, "/")


def set_first_weekday(driver, server, word):
    driver.get(server.url("/settings"))
    Select(driver.find_element(By.ID, "field-first-weekday")).select_by_value(word)
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "#day-and-time button[type=submit]"))
    assert Select(driver.find_element(By.ID, "field-first-weekday")).first_selected_option.get_attribute("value") == word


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_member_keeps_quotas_and_limits_as_loop_did(server, browser, shoot, language):
    text = TEXT[language]
    driver = browser(language)
    sign_up_owner(driver, server)
    today = server_today(driver, server)
    yesterday = today - timedelta(days=1)
    # Yesterday in today's week: the week starts on Sunday when today is Monday, else on Monday.
    week_start = "sunday" if today.isoweekday() == 1 else "monday"
    set_first_weekday(driver, server, week_start)
    shoot(driver, "habits-01-first-weekday")

    # Swim, 7 times a week: refused with what was typed kept; 3 is taken.
    start_new(driver, server, text["habit"])
    add_category_from_form(driver, text["category"])
    fill_tracker_form(driver, name="Swim", category=text["category"], emoji=2, color=3)
    choose(driver, "repeats-week")
    assert not driver.find_element(By.CSS_SELECTOR, ".weekday-chips").is_displayed(), "weekdays hide for a quota"
    type_into(driver, "field-times-week", 7)
    submit_tracker_form(driver)
    assert heading(driver) == text["new"]
    assert text["times_problem"] in visible_text(driver)
    assert driver.find_element(By.ID, "repeats-week").is_selected()
    assert driver.find_element(By.ID, "field-times-week").get_attribute("value") == "7"
    assert driver.find_element(By.ID, "field-name").get_attribute("value") == "Swim"
    shoot(driver, "habits-02-seven-refused")
    type_into(driver, "field-times-week", 3)
    submit_tracker_form(driver)
    wait_for_path(driver, "/")
    assert card_count(driver, "Swim") == text["quota"].format(done=0, times=3)
    press_mark(driver, "Swim")
    assert card_count(driver, "Swim") == text["quota"].format(done=1, times=3)
    assert "is-done" in card(driver, "Swim").get_attribute("class")

    # Its details: the streak in weeks, its strength, and the year, which scrolls in its own box at 320 px.
    tap_and_wait(driver, lambda: card(driver, "Swim").find_element(By.CSS_SELECTOR, "a.card-link"))
    page = visible_text(driver)
    assert text["streak"] in page and text["strength"] in page
    assert re.search(text["year"], page), "the year view says how many days were done"
    set_viewport(driver, 320, 700)
    assert driver.execute_script("return document.documentElement.scrollWidth") <= 320, "the page doesn't overflow at 320 px"
    shoot(driver, "habits-02b-details")

    # Call mom, once a week, done yesterday: today it isn't due, and a search says when it is.
    start_new(driver, server, text["habit"])
    fill_tracker_form(driver, name="Call mom", category=text["category"], emoji=3, color=4, start=today - timedelta(days=7))
    choose(driver, "repeats-week")
    type_into(driver, "field-times-week", 1)
    submit_tracker_form(driver)
    wait_for_path(driver, "/")
    assert "Call mom" in card_names(driver)
    open_day(driver, server, yesterday)
    press_mark(driver, "Call mom")
    driver.get(server.url("/"))
    assert "Call mom" not in card_names(driver), "a once-a-week habit done this week is not due again"
    search(driver, "Call")
    assert text["met"] in visible_text(driver)
    shoot(driver, "habits-03-met-elsewhere")

    # Coffee, at most 2 cups: a limit without a target is refused; then 1 is within, 3 over.
    start_new(driver, server, text["habit"])
    fill_tracker_form(driver, name="Coffee", category=text["category"], emoji=4, color=5, unit="cups")
    choose(driver, "goal-at_most")
    submit_tracker_form(driver)
    assert heading(driver) == text["new"]
    assert driver.find_element(By.ID, "goal-at_most").is_selected(), "the goal is kept"
    assert driver.find_element(By.ID, "field-unit").get_attribute("value") == "cups"
    fill_tracker_form(driver, target=2)
    submit_tracker_form(driver)
    wait_for_path(driver, "/")
    assert value_label(driver, "Coffee") == text["within"].format(value=0)
    enter_value(driver, "Coffee", 1)
    assert value_label(driver, "Coffee") == text["within"].format(value=1)
    assert "is-slipped" not in card(driver, "Coffee").get_attribute("class")
    enter_value(driver, "Coffee", 3)
    assert value_label(driver, "Coffee") == text["over"].format(value=3)
    assert "is-slipped" in card(driver, "Coffee").get_attribute("class")

    # No sweets: a yes/no limit; a mark is a slip, said in words; pressing again undoes it.
    start_new(driver, server, text["habit"])
    fill_tracker_form(driver, name="No sweets", category=text["category"], emoji=5, color=6)
    choose(driver, "goal-at_most")
    submit_tracker_form(driver)
    wait_for_path(driver, "/")
    assert card_count(driver, "No sweets") == text["kept"]
    press_mark(driver, "No sweets")
    assert card_count(driver, "No sweets") == text["slipped"]
    button = card(driver, "No sweets").find_element(By.CSS_SELECTOR, "button.mark-button")
    assert button.get_attribute("aria-pressed") == "true"
    shoot(driver, "habits-04-cards")
    press_mark(driver, "No sweets")
    assert card_count(driver, "No sweets") == text["kept"]

    # A limit can't have a quota: refused, with both choices kept.
    start_new(driver, server, text["habit"])
    fill_tracker_form(driver, name="Takeaway", category=text["category"], emoji=6, color=7)
    choose(driver, "repeats-week")
    choose(driver, "goal-at_most")
    submit_tracker_form(driver)
    assert text["limit_quota"] in visible_text(driver)
    assert driver.find_element(By.ID, "repeats-week").is_selected() and driver.find_element(By.ID, "goal-at_most").is_selected()
    shoot(driver, "habits-05-limit-with-quota-refused")

    # Your trackers names how each repeats.
    driver.get(server.url("/trackers"))
    page = visible_text(driver)
    assert text["list_quota"] in page and text["list_limit"] in page
