"""Journeys on the category pages: adding, renaming and deleting categories (from Settings and
from the tracker form), refused duplicates, and what happens to a deleted category's trackers."""

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from helpers import (_quoted, click_link, heading, html_lang, link, path_of, sign_up_owner, tap, tap_and_wait,
                     visible_text, wait_for_path)
from test_trackers import (EVERY_DAY, add_category_from_form, category_choices, create_tracker, empty_text,
                           fill_tracker_form, groups, name_field, start_new)

TAKEN = "You already have a category with this name."


def rows(driver):
    """The category list as [(name, tracker count)]."""
    result = []
    for row in driver.find_elements(By.CSS_SELECTOR, "li.category-row .category-name"):
        count = row.find_element(By.TAG_NAME, "small").text
        result.append((row.text.replace(count, "").strip(), count))
    return result


def row_action(driver, name, action):
    """Clicks "Edit" or "Delete" on a category's row."""
    tap_and_wait(driver, lambda: driver.find_element(
        By.XPATH, f"//li[@class='category-row'][.//span[@class='category-name'][text()={_quoted(name)}]]"
                  f"//a[normalize-space()={_quoted(action)}]"))


def name_input(driver):
    return driver.find_element(By.ID, "field-category-name")


def done(driver):
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, ".button-done"))


def done_colour(driver):
    return driver.execute_script("return getComputedStyle(arguments[0]).backgroundColor",
                                 driver.find_element(By.CSS_SELECTOR, ".button-done"))


def add_category(driver, name, add_label="Add category"):
    tap_and_wait(driver, lambda: link(driver, add_label))
    wait_for_path(driver, "/categories/new")
    name_input(driver).send_keys(name)
    done(driver)


def open_categories(driver):
    """Settings → Categories."""
    click_link(driver, "Settings")
    wait_for_path(driver, "/settings")
    click_link(driver, "Categories")
    wait_for_path(driver, "/categories")


def test_categories_journey(server, browser, shoot):
    anna = browser("en")
    sign_up_owner(anna, server)
    open_categories(anna)
    assert heading(anna) == "Categories"
    assert "Habits and events can be grouped by meaning" in visible_text(anna)
    assert rows(anna) == []
    shoot(anna, "categories-01-empty")

    # Adding: Done looks inactive until a name is typed.
    tap_and_wait(anna, lambda: link(anna, "Add category"))
    wait_for_path(anna, "/categories/new")
    assert heading(anna) == "New category"
    assert name_input(anna).get_attribute("placeholder") == "Enter category name"
    inactive = done_colour(anna)
    name_input(anna).send_keys("Health")
    assert done_colour(anna) != inactive
    shoot(anna, "categories-02-new")
    done(anna)
    wait_for_path(anna, "/categories")
    assert rows(anna) == [("Health", "0 trackers")]
    for name in ("Sport", "Books", "Misc"):
        add_category(anna, name)
        wait_for_path(anna, "/categories")
    # In the member's order: as they were made.
    assert rows(anna) == [("Health", "0 trackers"), ("Sport", "0 trackers"), ("Books", "0 trackers"),
                          ("Misc", "0 trackers")]

    # The same name in another case is refused, and what was typed stays.
    add_category(anna, "health")
    assert heading(anna) == "New category"
    assert anna.find_element(By.ID, "field-category-name-error").text == TAKEN
    assert name_input(anna).get_attribute("value") == "health"
    assert name_input(anna).get_attribute("aria-invalid") == "true"
    shoot(anna, "categories-03-duplicate")
    tap_and_wait(anna, lambda: link(anna, "Cancel"))
    wait_for_path(anna, "/categories")
    assert [name for name, _ in rows(anna)] == ["Health", "Sport", "Books", "Misc"]

    # Renaming; a rename onto another category's name is refused too.
    row_action(anna, "Sport", "Edit")
    assert heading(anna) == "Edit category"
    assert name_input(anna).get_attribute("value") == "Sport"
    shoot(anna, "categories-04-rename")
    name_input(anna).clear()
    name_input(anna).send_keys("BOOKS")
    done(anna)
    assert anna.find_element(By.ID, "field-category-name-error").text == TAKEN
    name_input(anna).clear()
    name_input(anna).send_keys("Sports")
    done(anna)
    wait_for_path(anna, "/categories")
    assert [name for name, _ in rows(anna)] == ["Health", "Sports", "Books", "Misc"]
    # Renaming to itself in another case is allowed.
    row_action(anna, "Misc", "Edit")
    name_input(anna).clear()
    name_input(anna).send_keys("misc")
    done(anna)
    wait_for_path(anna, "/categories")
    assert [name for name, _ in rows(anna)] == ["Health", "Sports", "Books", "misc"]

    create_tracker(anna, server, "Irregular event", name="Run", category="Health", emoji=1, color=1)
    create_tracker(anna, server, "Habit", name="Yoga", category="Sports", days=EVERY_DAY, emoji=2, color=2)
    assert groups(anna) == [("Health", ["Run"]), ("Sports", ["Yoga"])]
    open_categories(anna)
    assert rows(anna) == [("Health", "1 tracker"), ("Sports", "1 tracker"), ("Books", "0 trackers"),
                          ("misc", "0 trackers")]
    shoot(anna, "categories-05-list")

    # An empty category goes without a question about trackers.
    row_action(anna, "Books", "Delete")
    assert heading(anna) == "Delete the category “Books”?"
    assert "It holds no trackers." in visible_text(anna)
    assert anna.find_elements(By.CSS_SELECTOR, "input[name=trackers]") == []
    tap_and_wait(anna, lambda: anna.find_element(By.XPATH, "//button[normalize-space()='Delete category']"))
    wait_for_path(anna, "/categories")
    assert [name for name, _ in rows(anna)] == ["Health", "Sports", "misc"]

    # A category with a tracker: Cancel keeps it; "Move them to" keeps the tracker elsewhere.
    row_action(anna, "Health", "Delete")
    assert heading(anna) == "Delete the category “Health”?"
    assert "It holds 1 tracker. What should happen to it?" in visible_text(anna)
    assert anna.find_element(By.ID, "trackers-move").is_selected(), "moving is the default"
    select = Select(anna.find_element(By.ID, "move-to"))
    assert [option.text for option in select.options] == ["Sports", "misc"]
    shoot(anna, "categories-06-delete-with-trackers")
    tap_and_wait(anna, lambda: link(anna, "Cancel"))
    wait_for_path(anna, "/categories")
    assert [name for name, _ in rows(anna)] == ["Health", "Sports", "misc"]
    row_action(anna, "Health", "Delete")
    select = Select(anna.find_element(By.ID, "move-to"))
    select.select_by_visible_text("Sports")
    tap_and_wait(anna, lambda: anna.find_element(By.XPATH, "//button[normalize-space()='Delete category']"))
    wait_for_path(anna, "/categories")
    assert rows(anna) == [("Sports", "2 trackers"), ("misc", "0 trackers")]
    anna.get(server.url("/"))
    # A moved tracker goes last in its new category.
    assert groups(anna) == [("Sports", ["Yoga", "Run"])]

    # "Delete them with their history" takes the trackers along.
    open_categories(anna)
    row_action(anna, "Sports", "Delete")
    assert "It holds 2 trackers. What should happen to them?" in visible_text(anna)
    tap(anna, anna.find_element(By.XPATH, "//label[normalize-space()='Delete them with their history']"))
    assert anna.find_element(By.ID, "trackers-delete").is_selected()
    shoot(anna, "categories-07-delete-with-history")
    tap_and_wait(anna, lambda: anna.find_element(By.XPATH, "//button[normalize-space()='Delete category']"))
    wait_for_path(anna, "/categories")
    assert rows(anna) == [("misc", "0 trackers")]
    anna.get(server.url("/"))
    assert groups(anna) == []
    assert empty_text(anna) == "What will we track?"

    # Back from the list leads to Settings.
    open_categories(anna)
    click_link(anna, "Back")
    wait_for_path(anna, "/settings")


def test_categories_from_the_tracker_form(server, browser, shoot):
    """"Edit categories" on the form: renaming and deleting there, then back to the form with
    everything typed still in it."""
    anna = browser("en")
    sign_up_owner(anna, server)
    start_new(anna, server, "Habit")
    add_category_from_form(anna, "Health")
    add_category_from_form(anna, "Sport")
    fill_tracker_form(anna, name="Swim", category="Sport", days=(2, 4), emoji=14, color=6)

    tap_and_wait(anna, lambda: anna.find_element(By.XPATH, "//button[normalize-space()='Edit categories']"))
    wait_for_path(anna, "/categories")
    assert [name for name, _ in rows(anna)] == ["Health", "Sport"]
    shoot(anna, "categories-08-from-form")
    row_action(anna, "Sport", "Edit")
    name_input(anna).clear()
    name_input(anna).send_keys("Water sports")
    done(anna)
    wait_for_path(anna, "/categories")
    row_action(anna, "Health", "Delete")
    tap_and_wait(anna, lambda: anna.find_element(By.XPATH, "//button[normalize-space()='Delete category']"))
    wait_for_path(anna, "/categories")
    add_category(anna, "Fun")
    wait_for_path(anna, "/categories")
    assert [name for name, _ in rows(anna)] == ["Water sports", "Fun"]

    click_link(anna, "Back to the tracker")
    wait_for_path(anna, "/trackers/new/habit")
    assert name_field(anna).get_attribute("value") == "Swim"
    assert category_choices(anna) == {"Fun": False, "Water sports": True}, "the renamed category stays chosen"
    assert anna.find_element(By.ID, "day-2").is_selected() and anna.find_element(By.ID, "day-4").is_selected()
    assert not anna.find_element(By.ID, "day-1").is_selected()
    assert anna.find_element(By.ID, "emoji-14").is_selected()
    assert anna.find_element(By.ID, "color-6").is_selected()
    tap_and_wait(anna, lambda: anna.find_element(By.CSS_SELECTOR, "form.tracker-form .button-create"))
    wait_for_path(anna, "/")
    assert path_of(anna) == "/"


def test_categories_ru(server, browser, shoot):
    boris = browser("ru")
    sign_up_owner(boris, server, display_name="Борис")
    click_link(boris, "Настройки")
    click_link(boris, "Категории")
    wait_for_path(boris, "/categories")
    assert html_lang(boris) == "ru"
    assert heading(boris) == "Категории"
    assert "Привычки и события можно объединить по смыслу" in visible_text(boris)
    shoot(boris, "categories-01-empty")
    add_category(boris, "Здоровье", add_label="Добавить категорию")
    wait_for_path(boris, "/categories")
    add_category(boris, "здоровье", add_label="Добавить категорию")
    assert boris.find_element(By.ID, "field-category-name-error").text == "У вас уже есть категория с таким названием."
    shoot(boris, "categories-02-duplicate")
    click_link(boris, "Отменить")
    wait_for_path(boris, "/categories")
    add_category(boris, "Спорт", add_label="Добавить категорию")
    create_tracker(boris, server, "Привычка", name="Бег", category="Здоровье", days=EVERY_DAY, emoji=1, color=1)
    boris.get(server.url("/categories"))
    assert rows(boris) == [("Здоровье", "1 трекер"), ("Спорт", "0 трекеров")]
    shoot(boris, "categories-03-list")
    row_action(boris, "Здоровье", "Удалить")
    assert heading(boris) == "Удалить категорию «Здоровье»?"
    assert "В ней 1 трекер. Что с ним сделать?" in visible_text(boris)
    assert "Перенести его в" in visible_text(boris)
    assert "Удалить его вместе с историей" in visible_text(boris)
    shoot(boris, "categories-04-delete")
