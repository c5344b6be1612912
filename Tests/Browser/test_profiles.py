"""Journey (issue 33): a parent adds a child's profile, switches to it, makes and marks the
child's tracker, switches back, and makes a device link; a second browser opens the link as
the child, marks, and is refused Settings and a new tracker. English and Russian."""

import pytest
from selenium.webdriver.common.by import By

from helpers import click_button, click_link, fill, heading, html_lang, sign_up_owner, tap_and_wait, visible_text, wait_for_path
from test_trackers import add_category_from_form, card_names, create_tracker, fill_tracker_form, mark_button, press_mark, start_new, submit_tracker_form

WORDS = {
    "en": {"household": "Household", "add": "Add a child’s profile", "name": "Name", "create": "Create profile",
           "switch": "Track as this child", "banner": "You’re tracking for Masha", "back": "Switch back",
           "link": "Make a device link", "sign_in": "Sign in", "refused": "Ask a grown-up", "habit": "Habit"},
    "ru": {"household": "Дом", "add": "Добавить профиль ребёнка", "name": "Имя", "create": "Создать профиль",
           "switch": "Отмечать за ребёнка", "banner": "Вы отмечаете за: Masha", "back": "Вернуться к себе",
           "link": "Сделать ссылку для устройства", "sign_in": "Войти", "refused": "Спроси у взрослых",
           "habit": "Привычка"},
}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_parent_sets_up_a_child_and_hands_over_a_device(server, browser, shoot, language):
    words = WORDS[language]
    anna = browser(language)
    sign_up_owner(anna, server)
    anna.get(server.url("/household"))
    click_link(anna, words["add"])
    wait_for_path(anna, "/profiles/new")
    fill(anna, words["name"], "Masha")
    shoot(anna, f"profiles-01-new-{language}")
    click_button(anna, words["create"])
    profile_path = anna.current_url.split(server.base_url, 1)[-1].split("?")[0].split("#")[0]
    assert profile_path.startswith("/profiles/")
    assert heading(anna) == "Masha"

    click_button(anna, words["switch"])
    wait_for_path(anna, "/")
    assert words["banner"] in visible_text(anna)
    start_new(anna, server, words["habit"])
    fill_tracker_form(anna, name="Brush teeth", emoji=3, color=2)
    add_category_from_form(anna, "Morning")
    fill_tracker_form(anna, category="Morning")
    submit_tracker_form(anna)
    wait_for_path(anna, "/")
    assert "Brush teeth" in card_names(anna)
    press_mark(anna, "Brush teeth")
    shoot(anna, f"profiles-02-switched-{language}")
    click_button(anna, words["back"])
    wait_for_path(anna, "/")
    assert words["banner"] not in visible_text(anna)
    assert "Brush teeth" not in card_names(anna)

    anna.get(server.url("/household"))
    shoot(anna, f"profiles-05-household-{language}")
    anna.get(server.url("/switch"))
    assert "Masha" in visible_text(anna)
    shoot(anna, f"profiles-06-who-{language}")
    anna.get(server.url(profile_path))
    click_button(anna, words["link"])
    link = anna.find_element(By.ID, "device-link").get_attribute("value").strip()
    assert "/child/" in link
    shoot(anna, f"profiles-03-link-{language}")

    child = browser(language)
    child.get(link)
    click_button(child, words["sign_in"])
    wait_for_path(child, "/")
    assert "Brush teeth" in card_names(child)
    assert html_lang(child) == language
    shoot(child, f"profiles-04-child-{language}")
    for path in ("/settings", "/trackers/new"):
        child.get(server.url(path))
        assert words["refused"] in visible_text(child), path
    shoot(child, f"profiles-07-refused-{language}")
