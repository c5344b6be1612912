"""Archive and your order, as a person does it with JavaScript off: three habits, one archived
from its card's menu, found in Settings → Archived and restored; then two trackers swapped on
the category's Reorder page, and the main page follows. In English and Russian; `shoot` keeps
the Archived and Reorder pages at phone and desktop size, light and dark."""

from urllib.parse import urlparse

import pytest
from selenium.webdriver.common.by import By

from helpers import heading, sign_up_owner, tap_and_wait, visible_text, wait_for_path
from test_trackers import add_category_from_form, by_label, card_names, choose_in_card_menu, create_tracker, \
    fill_tracker_form, start_new, submit_tracker_form

TEXT = {
    "en": {
        "habit": "Habit", "category": "Health", "archive": "Archive", "archived": "Archived",
        "restore": "Restore {name}", "empty": "Nothing is archived.", "reorder": "Reorder {name}",
        "up": "Move up: {name}", "down": "Move down: {name}", "notice": "This tracker is archived",
    },
    "ru": {
        "habit": "Привычка", "category": "Здоровье", "archive": "В архив", "archived": "Архив",
        "restore": "Вернуть «{name}»", "empty": "В архиве пусто.", "reorder": "Порядок в «{name}»",
        "up": "Выше: {name}", "down": "Ниже: {name}", "notice": "Трекер в архиве",
    },
}


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_member_archives_restores_and_orders_her_habits(server, browser, shoot, language):
    text = TEXT[language]
    driver = browser(language)
    sign_up_owner(driver, server)
    # Created out of name order: the main page keeps the order they were made in.
    start_new(driver, server, text["habit"])
    add_category_from_form(driver, text["category"])
    fill_tracker_form(driver, name="Walk", category=text["category"], emoji=1, color=1)
    submit_tracker_form(driver)
    wait_for_path(driver, "/")
    for number, name in enumerate(("Read", "Yoga"), start=2):
        create_tracker(driver, server, text["habit"], name=name, category=text["category"], emoji=number, color=number)
    assert card_names(driver) == ["Walk", "Read", "Yoga"]

    # Archive from the card's menu: the card goes, the page stays.
    choose_in_card_menu(driver, "Read", text["archive"])
    wait_for_path(driver, "/")
    assert card_names(driver) == ["Walk", "Yoga"]

    # Settings → Archived lists it; its details page still opens and says so.
    driver.get(server.url("/settings"))
    tap_and_wait(driver, lambda: driver.find_element(By.XPATH, f"//a[normalize-space()='{text['archived']}']"))
    wait_for_path(driver, "/settings/archived")
    assert heading(driver) == text["archived"]
    assert "Read" in visible_text(driver)
    shoot(driver, "archived")
    tap_and_wait(driver, lambda: driver.find_element(By.XPATH, "//a[contains(@class,'list-name')][contains(., 'Read')]"))
    assert text["notice"] in visible_text(driver)
    driver.back()
    tap_and_wait(driver, lambda: by_label(driver, text["restore"].format(name="Read")))
    wait_for_path(driver, "/settings/archived")
    assert text["empty"] in visible_text(driver)
    driver.get(server.url("/"))
    assert card_names(driver) == ["Walk", "Read", "Yoga"]

    # Reorder: Yoga up, past Read; the page lands on Yoga's row, and the main page follows.
    driver.get(server.url("/trackers"))
    shoot(driver, "your-trackers")
    tap_and_wait(driver, lambda: by_label(driver, text["reorder"].format(name=text["category"])))
    assert urlparse(driver.current_url).path.endswith("/order")
    assert not driver.find_elements(By.XPATH, f"//*[@aria-label='{text['up'].format(name='Walk')}']")
    assert not driver.find_elements(By.XPATH, f"//*[@aria-label='{text['down'].format(name='Yoga')}']")
    tap_and_wait(driver, lambda: by_label(driver, text["up"].format(name="Yoga")))
    assert urlparse(driver.current_url).fragment.startswith("tracker-")
    rows = [row.text.split()[-1] for row in driver.find_elements(By.CSS_SELECTOR, ".reorder-list .category-name")]
    assert rows == ["Walk", "Yoga", "Read"]
    shoot(driver, "reorder")
    driver.get(server.url("/"))
    assert card_names(driver) == ["Walk", "Yoga", "Read"]
