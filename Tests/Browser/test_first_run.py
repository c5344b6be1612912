"""Journey 1: the very first visit, in English on a phone — onboarding, creating the owner
account (with a mistake first), the Trackers page, signing out and back in."""

from datetime import date

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from helpers import (WAIT, button, click_button, click_link, fetch, field, field_error, fill, heading,
                     html_lang, path_of, tab_labels, untick_examples, visible_text, wait_for_path)


def pane_left(driver, pane_id):
    """Where a pane's left edge is in the viewport, in CSS pixels."""
    return driver.execute_script(
        "return document.getElementById(arguments[0]).getBoundingClientRect().left", pane_id)


def check_onboarding(driver, shoot):
    assert html_lang(driver) == "en"
    titles = [title.text for title in driver.find_elements(By.CSS_SELECTOR, ".onboarding-title")]
    assert titles == ["Track only what you want", "Even if it’s not liters of water and yoga"]

    panes = driver.find_elements(By.CSS_SELECTOR, "section.onboarding-pane")
    assert [pane.get_attribute("id") for pane in panes] == ["onboarding-1", "onboarding-2"]
    for pane in panes:
        dots = pane.find_elements(By.CSS_SELECTOR, "a.dot")
        assert [dot.get_dom_attribute("href") for dot in dots] == ["#onboarding-1", "#onboarding-2"]
        current = [dot.get_dom_attribute("href") for dot in dots if dot.get_dom_attribute("aria-current") == "step"]
        assert current == ["#" + pane.get_attribute("id")], "exactly one dot per pane, its own, is current"

    assert abs(pane_left(driver, "onboarding-1")) < 2, "the blue page is shown first"
    shoot(driver, "first-run-01-onboarding")

    # The second dot of the visible (blue) page leads to the red page.
    second_dot = driver.find_elements(By.CSS_SELECTOR, "#onboarding-1 a.dot")[1]
    second_dot.click()
    WebDriverWait(driver, WAIT).until(lambda d: d.current_url.endswith("#onboarding-2"))
    WebDriverWait(driver, WAIT).until(lambda d: abs(pane_left(d, "onboarding-2")) < 2,
                                      "the red page did not scroll into view")
    assert "tone-red" in driver.find_element(By.ID, "onboarding-2").get_attribute("class")
    assert path_of(driver) == "/onboarding"
    shoot(driver, "first-run-02-onboarding-page-2")


def check_today(driver, first_day):
    time_element = driver.find_element(By.CSS_SELECTOR, ".day-chip time")
    shown = date.fromisoformat(time_element.get_attribute("datetime"))
    assert shown in (first_day, date.today()), f"expected today's date, the page shows {shown}"
    assert time_element.text == f"Today, {shown:%b} {shown.day}"


def check_trackers_page(driver, server, first_day):
    wait_for_path(driver, "/")
    assert heading(driver) == "Trackers"
    check_today(driver, first_day)
    empty = driver.find_element(By.CSS_SELECTOR, ".empty-state")
    assert "What will we track?" in empty.text
    image = empty.find_element(By.TAG_NAME, "img")
    assert driver.execute_script("return arguments[0].complete && arguments[0].naturalWidth", image) > 0, \
        "the empty-state illustration did not load"
    status, content_type, _ = fetch(image.get_attribute("src"))
    assert status == 200 and content_type.startswith("image/svg+xml")
    assert tab_labels(driver) == ["Trackers", "Statistics", "Household", "Settings"]
    current = driver.find_element(By.CSS_SELECTOR, "nav.tab-bar a[aria-current='page']")
    assert current.text == "Trackers"


def test_first_run_journey(server, browser, shoot):
    first_day = date.today()
    anna = browser("en")

    # A first visit goes to the onboarding.
    anna.get(server.url("/"))
    wait_for_path(anna, "/onboarding")
    check_onboarding(anna, shoot)

    click_button(anna, "Wow, technology!")
    wait_for_path(anna, "/setup")
    assert heading(anna) == "Create the owner account"
    assert html_lang(anna) == "en"
    shoot(anna, "first-run-03-setup")

    # A username that is too short: the browser itself refuses to send the form.
    fill(anna, "Username", "ab")
    fill(anna, "Your name", "Anna")
    fill(anna, "Password", "correct horse")
    fill(anna, "Repeat the password", "correct horsE")
    button(anna, "Create account").click()
    assert path_of(anna) == "/setup"
    assert anna.execute_script("return arguments[0].validity.tooShort", field(anna, "Username")), \
        "the browser should flag the 2-letter username"
    assert field_error(anna, "Username") == "", "nothing was sent to the server yet"

    # A browser that does not check forms sends it anyway; the server answers with the errors,
    # next to their fields, and keeps what was typed.
    anna.execute_script("arguments[0].form.noValidate = true", field(anna, "Username"))
    click_button(anna, "Create account")
    wait_for_path(anna, "/setup")
    assert heading(anna) == "Create the owner account"
    assert "Please correct the marked fields." in visible_text(anna)
    assert field_error(anna, "Username") == "A username has 3 to 32 characters."
    assert field_error(anna, "Repeat the password") == "The passwords don’t match."
    assert field_error(anna, "Your name") == ""
    assert field(anna, "Your name").get_attribute("value") == "Anna"
    assert field(anna, "Username").get_attribute("value") == "ab"
    assert field(anna, "Username").get_attribute("aria-invalid") == "true"
    assert field(anna, "Password").get_attribute("value") == "", "passwords are never sent back"
    shoot(anna, "first-run-04-setup-errors")

    # The examples are offered, ticked; Anna starts from nothing.
    assert [box.is_selected() for box in anna.find_elements(By.NAME, "examples[]")] == [True] * 4
    assert "Drink water" in visible_text(anna)
    fill(anna, "Username", "anna")
    fill(anna, "Your name", "Anna")
    fill(anna, "Password", "correct horse")
    fill(anna, "Repeat the password", "correct horse")
    untick_examples(anna)
    click_button(anna, "Create account")
    check_trackers_page(anna, server, first_day)
    shoot(anna, "first-run-05-trackers")
    click_link(anna, "How Tracker works")
    wait_for_path(anna, "/guide")
    assert heading(anna) == "User guide"
    anna.back()

    click_link(anna, "Settings")
    wait_for_path(anna, "/settings")
    assert heading(anna) == "Settings"
    assert "Signed in as Anna (@anna)" in visible_text(anna)
    shoot(anna, "first-run-06-settings")

    click_button(anna, "Sign out")
    wait_for_path(anna, "/sign-in")
    assert heading(anna) == "Sign in"
    assert tab_labels(anna) == [], "no tab bar for someone signed out"
    shoot(anna, "first-run-07-sign-in")

    fill(anna, "Username", "anna")
    fill(anna, "Password", "wrong horse")
    click_button(anna, "Sign in")
    wait_for_path(anna, "/sign-in")
    assert anna.find_element(By.CSS_SELECTOR, ".form-error").text == "Wrong username or password."
    assert field(anna, "Username").get_attribute("value") == "anna"
    shoot(anna, "first-run-08-sign-in-wrong-password")

    fill(anna, "Password", "correct horse")
    click_button(anna, "Sign in")
    check_trackers_page(anna, server, first_day)

    # The onboarding is shown once per browser: not again when signed in, nor when signed out.
    anna.get(server.url("/"))
    check_trackers_page(anna, server, first_day)
    click_link(anna, "Settings")
    click_button(anna, "Sign out")
    wait_for_path(anna, "/sign-in")
    anna.get(server.url("/"))
    wait_for_path(anna, "/sign-in")
