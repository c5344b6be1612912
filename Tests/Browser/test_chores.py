"""Household trackers (issue 33, item 4), as people do it with JavaScript off, on the demo
household (which already shares "Feed the cat"): Anna makes "Take out the bins" for herself and
Boris, taken in turns, and marks it; Boris, on his own phone, sees it in his Household section
with "Done by Anna, …" and that it is his turn next. Kept to one short journey, in English and
Russian; the rules are held by the route tests."""

import pytest
from selenium.webdriver.common.by import By

from conftest import DESKTOP, PHONE, set_scheme, set_viewport
from helpers import DEMO_PASSWORD, tap, visible_text, wait_for_path
from test_trackers import card, fill_tracker_form, press_mark, start_new, submit_tracker_form


def household_cards(driver):
    return [element.text for element in driver.find_elements(By.CSS_SELECTOR, ".household-group .card-name")]


def chore_line(driver, name):
    return card(driver, name).find_element(By.CSS_SELECTOR, ".card-chore").text


def sign_in(driver, server, username):
    """Signs in as a member of the demo household, through the sign-in form."""
    driver.get(server.url("/sign-in"))
    driver.find_element(By.NAME, "username").send_keys(username)
    driver.find_element(By.NAME, "password").send_keys(DEMO_PASSWORD)
    driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    wait_for_path(driver, "/")


def tick(driver, element_id):
    tap(driver, driver.find_element(By.CSS_SELECTOR, f"label[for='{element_id}']"))
    assert driver.find_element(By.ID, element_id).is_selected()


# What the journey types and reads, in each language.
WORDS = {
    "en": {"habit": "Habit", "name": "Take out the bins", "household": "Household", "annas_turn": "Anna’s turn",
           "done_by_anna": "Done by Anna, ", "next_boris": "Next: Boris’s turn", "edit": "Edit", "delete": "Delete"},
    "ru": {"habit": "Привычка", "name": "Вынести мусор", "household": "Семья", "annas_turn": "Очередь: Anna",
           "done_by_anna": "Выполнил Anna, ", "next_boris": "Дальше очередь: Boris", "edit": "Редактировать",
           "delete": "Удалить"},
}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_two_members_share_a_chore_in_turns(demo_server, browser, shoot, language):
    words = WORDS[language]
    name = words["name"]
    anna = browser(language)
    set_viewport(anna, *DESKTOP)
    sign_in(anna, demo_server, "anna")

    start_new(anna, demo_server, words["habit"])
    fill_tracker_form(anna, name=name, emoji=3, color=3)
    tick(anna, "field-household")
    boris_box = anna.find_element(By.XPATH, "//fieldset[contains(@class,'chore-section')]//label[normalize-space()='Boris']")
    tap(anna, boris_box)
    tick(anna, "field-turns")
    submit_tracker_form(anna)
    wait_for_path(anna, "/")
    # With the demo's own chore, which she shares with Boris too.
    assert sorted(household_cards(anna)) == sorted(["Feed the cat", name])
    assert chore_line(anna, name) == words["annas_turn"]
    press_mark(anna, name)
    line = chore_line(anna, name)
    assert line.startswith(words["done_by_anna"]) and words["next_boris"] in line

    boris = browser(language)
    set_viewport(boris, *PHONE)
    set_scheme(boris, "dark")
    sign_in(boris, demo_server, "boris")
    assert name in household_cards(boris)
    line = chore_line(boris, name)
    assert line.startswith(words["done_by_anna"]) and words["next_boris"] in line
    assert words["household"] in visible_text(boris)
    boris.execute_script("arguments[0].scrollIntoView()", card(boris, name))
    shoot(boris, "chore-card")
    # Boris may mark it too (here: undo Anna's mark), but its menu has no Edit or Delete for him.
    press_mark(boris, name)
    assert chore_line(boris, name) == words["annas_turn"]
    menu_items = [item.get_attribute("textContent").strip()
                  for item in card(boris, name).find_elements(By.CSS_SELECTOR, ".menu-item")]
    assert words["edit"] not in menu_items and words["delete"] not in menu_items
