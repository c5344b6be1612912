"""Keeping a person's place on the main page: after a POST from a card (done, value, pin, delete)
the browser lands on that card's anchor, or on the card that took its place, with the day,
search and filter kept; the card is on screen. And the sheets: one open at a time, a backdrop
that closes them, a Cancel, and a menu that names its tracker."""

from urllib.parse import urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from helpers import sign_in_demo, tap, tap_and_wait, wait_for_path

ON_SCREEN = """
    const box = arguments[0].getBoundingClientRect();
    return box.top >= -1 && box.top < window.innerHeight - 150 ? true : [box.top, window.scrollY, window.innerHeight, document.documentElement.scrollHeight];
"""


def click_at(driver, x, y):
    """A mouse click at a point of the viewport, on whatever is drawn there."""
    for kind in ("mousePressed", "mouseReleased"):
        driver.execute_cdp_cmd("Input.dispatchMouseEvent",
                               {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})


def cards(driver):
    """The member's own cards (the Household section's chores have no pin)."""
    return driver.find_elements(By.CSS_SELECTOR, ".tracker-group:not(.household-group) li.tracker-card")


def card_id(element):
    return element.get_attribute("id")


def landed(driver, query, fragment):
    """The browser is on the main page with `query` and `fragment`, and that card is on screen."""
    url = urlparse(driver.current_url)
    assert (url.path, url.query, url.fragment) == ("/", query, fragment), driver.current_url
    if fragment:
        where = driver.execute_script(ON_SCREEN, driver.find_element(By.ID, fragment))
        assert where is True, f"#{fragment} is off screen: {where}"


def test_a_card_post_lands_on_the_card(demo_server, browser):
    driver = browser("en")
    sign_in_demo(driver, demo_server)
    driver.get(demo_server.url("/?q=e"))
    habits = [c for c in cards(driver) if not c.find_elements(By.CSS_SELECTOR, ".value-form")]
    target = habits[-1]
    name = card_id(target)
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"#{name} .mark-button"))
    landed(driver, "q=e", name)

    measurable = driver.find_elements(By.CSS_SELECTOR, "li.tracker-card:has(.value-form)")[-1]
    name = card_id(measurable)
    field = measurable.find_element(By.CSS_SELECTOR, "input[name=value]")
    field.clear()
    field.send_keys("3")
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"#{name} .value-form .button-small"))
    landed(driver, "q=e", name)
    assert driver.find_element(By.CSS_SELECTOR, f"#{name} input[name=value]").get_attribute("value") == "3"

    # Pinning moves the card to the top group; the page lands on it there.
    name = card_id(cards(driver)[-1])
    tap(driver, driver.find_element(By.CSS_SELECTOR, f"#{name} .card-menu summary"))
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"#{name} .menu button"))
    landed(driver, "q=e", name)
    assert driver.find_element(By.CSS_SELECTOR, ".tracker-group").find_elements(By.ID, name)


def test_a_card_that_leaves_the_list_lands_on_the_next(demo_server, browser):
    driver = browser("en")
    sign_in_demo(driver, demo_server)
    driver.get(demo_server.url("/?filter=uncompleted"))
    shown = [card_id(c) for c in cards(driver) if not c.find_elements(By.CSS_SELECTOR, ".value-form")]
    assert len(shown) >= 2, "the demo day needs two undone habits"
    all_ids = [card_id(c) for c in cards(driver)]
    first = shown[0]
    following = all_ids[all_ids.index(first) + 1]
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"#{first} .mark-button"))
    landed(driver, "filter=uncompleted", following)
    assert not driver.find_elements(By.ID, first)

    # A delete, confirmed, lands on the card after it; Cancel goes back to the card itself.
    ids = [card_id(c) for c in cards(driver)]
    victim, after = ids[1], ids[2]
    tap(driver, driver.find_element(By.CSS_SELECTOR, f"#{victim} .card-menu summary"))
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"#{victim} .menu-danger"))
    wait_for_path(driver, f"/trackers/{victim.removeprefix('tracker-')}/delete")
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, ".button-cancel-wide"))
    landed(driver, "filter=uncompleted", victim)
    tap(driver, driver.find_element(By.CSS_SELECTOR, f"#{victim} .card-menu summary"))
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"#{victim} .menu-danger"))
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, ".confirm-page button[type=submit]"))
    landed(driver, "filter=uncompleted", after)
    assert not driver.find_elements(By.ID, victim)


def test_a_calendar_pick_lands_at_the_calendar(demo_server, browser):
    driver = browser("en")
    sign_in_demo(driver, demo_server)
    tap(driver, driver.find_element(By.CSS_SELECTOR, ".calendar summary"))
    day = driver.find_elements(By.CSS_SELECTOR, ".calendar a.month-day")[0]
    tap_and_wait(driver, lambda: day)
    assert urlparse(driver.current_url).fragment == "calendar"


def test_one_sheet_at_a_time_with_a_backdrop_and_cancel(demo_server, browser):
    driver = browser("en")
    sign_in_demo(driver, demo_server)
    first, second = cards(driver)[:2]
    menu_of = lambda card: card.find_element(By.CSS_SELECTOR, ".card-menu")  # noqa: E731
    tap(driver, menu_of(first).find_element(By.TAG_NAME, "summary"))
    assert menu_of(first).get_attribute("open") is not None
    title = menu_of(first).find_element(By.CSS_SELECTOR, ".menu-title").text
    assert first.find_element(By.CSS_SELECTOR, ".card-name").text in title

    # The keyboard opens the second menu; the first closes.
    menu_of(second).find_element(By.TAG_NAME, "summary").send_keys(Keys.ENTER)
    assert menu_of(second).get_attribute("open") is not None
    assert menu_of(first).get_attribute("open") is None

    # A tap on the backdrop, far from the sheet, closes it.
    click_at(driver, 10, 10)
    assert menu_of(second).get_attribute("open") is None

    # Cancel, under the sheet, closes it where it is.
    tap(driver, menu_of(second).find_element(By.TAG_NAME, "summary"))
    cancel = menu_of(second).find_element(By.CSS_SELECTOR, ".sheet-cancel")
    assert cancel.is_displayed() and cancel.text == "Cancel"
    before = driver.current_url
    cancel.click()
    assert menu_of(second).get_attribute("open") is None
    assert driver.current_url == before

    # Filters is a sheet of the same group: opening it closes a card menu, and its button reads
    # Cancel while it is open.
    tap(driver, menu_of(first).find_element(By.TAG_NAME, "summary"))
    filters = driver.find_element(By.CSS_SELECTOR, "details.filters")
    filters.find_element(By.TAG_NAME, "summary").send_keys(Keys.ENTER)
    assert filters.get_attribute("open") is not None and menu_of(first).get_attribute("open") is None
    assert filters.find_element(By.TAG_NAME, "summary").text == "Cancel"
    filters.find_element(By.TAG_NAME, "summary").click()
    assert filters.get_attribute("open") is None
