"""The daily loop's Household and first visit (issue 29, items 9 and 11), with JavaScript off, in
English and Russian, on a phone and a desktop, light and dark: "Today in the household" comes
first, Russian follows with «Подписаться / Отписаться», the avatar page goes back to where it was
opened from, the onboarding's first tap shows its second page before leading on, and a returning
member reaches "Sign in" from the onboarding in one tap."""

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from conftest import DESKTOP, PHONE, set_scheme, set_viewport
from helpers import (WAIT, click_button, heading, path_of, sign_in_demo, sign_up_owner, tap, tap_and_wait,
                     visible_text, wait_for_path)

WORDS = {
    "en": {
        "today": "Today in the household", "profiles": "Children’s profiles", "members": "Members", "follow": "Follow", "unfollow": "Unfollow",
        "follows_you": "Follows you", "followers": "2 followers", "following": "3 following",
        "change_picture": "Change picture", "back": "‹ Household", "cancel": "Cancel", "choose_emoji": "Use this emoji",
        "next": "Next", "go_on": "Wow, technology!", "sign_in_link": "Already have an account? Sign in",
        "sign_in_title": "Sign in",
    },
    "ru": {
        "today": "Сегодня в семье", "profiles": "Профили детей", "members": "Участники", "follow": "Подписаться", "unfollow": "Отписаться",
        "follows_you": "Подписан(а) на вас", "followers": "2 подписчика", "following": "3 подписки",
        "change_picture": "Сменить фото", "back": "‹ Семья", "cancel": "Отменить", "choose_emoji": "Выбрать эмодзи",
        "next": "Далее", "go_on": "Вот это технологии!", "sign_in_link": "Уже есть аккаунт? Войти",
        "sign_in_title": "Вход",
    },
}

# One language per size and theme, each language on both sizes and in both themes.
VIEWS = [
    pytest.param("ru", PHONE, "light", id="ru-phone-light"),
    pytest.param("en", PHONE, "dark", id="en-phone-dark"),
    pytest.param("en", DESKTOP, "light", id="en-desktop-light"),
    pytest.param("ru", DESKTOP, "dark", id="ru-desktop-dark"),
]


def open_browser(browser, language, size, scheme):
    driver = browser(language)
    set_viewport(driver, *size)
    set_scheme(driver, scheme)
    return driver


def row_of(driver, name):
    """The member row in the Household's list whose display name is `name`."""
    for row in driver.find_elements(By.CSS_SELECTOR, "#members .person-row"):
        if row.find_element(By.CSS_SELECTOR, ".member-name").text == name:
            return row
    raise AssertionError(f"no member row for {name!r}")


def row_button(driver, name):
    return row_of(driver, name).find_element(By.CSS_SELECTOR, "form button")


def own_card(driver):
    return driver.find_element(By.ID, "you")


def pane_left(driver, pane_id):
    """Where a pane's left edge is in the viewport, in CSS pixels."""
    return driver.execute_script("return document.getElementById(arguments[0]).getBoundingClientRect().left", pane_id)


def in_view(driver, element):
    """Whether `element` is inside the viewport (not scrolled off to a side)."""
    return driver.execute_script("""
        const box = arguments[0].getBoundingClientRect();
        return box.left >= 0 && box.right <= window.innerWidth && box.top >= 0 && box.bottom <= window.innerHeight;
    """, element)


def visible_link(driver, text):
    """The link with this text that is on screen (each onboarding pane has its own)."""
    for candidate in driver.find_elements(By.TAG_NAME, "a"):
        if candidate.text.strip() == text and in_view(driver, candidate):
            return candidate
    raise AssertionError(f"no link {text!r} on screen:\n{visible_text(driver)[:400]}")


def visible_button(driver, text):
    """The button with this text (spaces folded) that is on screen."""
    for candidate in driver.find_elements(By.TAG_NAME, "button"):
        if " ".join(candidate.text.split()) == text and in_view(driver, candidate):
            return candidate
    raise AssertionError(f"no button {text!r} on screen:\n{visible_text(driver)[:400]}")


@pytest.mark.parametrize("language, size, scheme", VIEWS)
def test_household_starts_with_today_and_follows_in_the_members_words(demo_server, browser, shoot, language, size,
                                                                     scheme):
    words = WORDS[language]
    anna = open_browser(browser, language, size, scheme)
    sign_in_demo(anna, demo_server)
    anna.get(demo_server.url("/household"))

    # "Today in the household" is the first section under the page's title, with the followed
    # members' cards in it; your own card and the members come after it.
    sections = anna.find_elements(By.CSS_SELECTOR, "main section")
    assert sections[0].get_attribute("id") == "today"
    assert sections[0].find_element(By.TAG_NAME, "h2").text == words["today"]
    assert len(sections[0].find_elements(By.CSS_SELECTOR, ".today-group")) == 3
    headings = [h2.text for h2 in anna.find_elements(By.CSS_SELECTOR, "main h2")]
    # Children's profiles (issue 33) sit between your card and the members.
    assert headings == [words["today"], words["profiles"], words["members"]], headings
    top_of = lambda element_id: anna.find_element(By.ID, element_id).location["y"]
    assert top_of("today") < top_of("you") < top_of("members")
    assert words["followers"] in own_card(anna).text and words["following"] in own_card(anna).text
    shoot(anna, "daily-household-01-today-first")

    # The follow words: Vera and Gleb follow Anna; Anna unfollows Boris and follows him again.
    assert words["follows_you"] in row_of(anna, "Vera").text
    assert words["follows_you"] not in row_of(anna, "Boris").text
    assert row_button(anna, "Boris").text == words["unfollow"]
    tap_and_wait(anna, lambda: row_button(anna, "Boris"))
    wait_for_path(anna, "/household")
    assert row_button(anna, "Boris").text == words["follow"]
    assert len(anna.find_elements(By.CSS_SELECTOR, "#today .today-group")) == 2
    shoot(anna, "daily-household-02-unfollowed")
    tap_and_wait(anna, lambda: row_button(anna, "Boris"))
    wait_for_path(anna, "/household")
    assert row_button(anna, "Boris").text == words["unfollow"]
    if language == "ru":
        assert "Читать" not in visible_text(anna) and "читает" not in visible_text(anna)


@pytest.mark.parametrize("language, size, scheme", VIEWS)
def test_the_avatar_page_goes_back_to_the_household(demo_server, browser, shoot, language, size, scheme):
    words = WORDS[language]
    anna = open_browser(browser, language, size, scheme)
    sign_in_demo(anna, demo_server)
    anna.get(demo_server.url("/household"))

    # Opened from the Household tab, the page says where it goes back to, and Cancel goes there.
    tap_and_wait(anna, lambda: own_card(anna).find_element(By.LINK_TEXT, words["change_picture"]))
    wait_for_path(anna, "/settings/avatar")
    assert anna.find_element(By.CSS_SELECTOR, ".back-link").text == words["back"]
    current_tab = anna.find_elements(By.CSS_SELECTOR, "nav.tab-bar a[aria-current='page']")
    assert [tab.get_dom_attribute("href") for tab in current_tab] == ["/household"]
    shoot(anna, "daily-household-03-avatar-from-household")
    tap_and_wait(anna, lambda: anna.find_element(By.LINK_TEXT, words["cancel"]))
    wait_for_path(anna, "/household")
    assert anna.current_url.endswith("#you")

    # Choosing an emoji comes back to the Household too, where the card shows it.
    tap_and_wait(anna, lambda: own_card(anna).find_element(By.LINK_TEXT, words["change_picture"]))
    wait_for_path(anna, "/settings/avatar")
    tap(anna, anna.find_element(By.CSS_SELECTOR, "label[for=emoji-3]"))
    emoji = anna.find_element(By.ID, "emoji-3").get_attribute("value")
    click_button(anna, words["choose_emoji"])
    wait_for_path(anna, "/household")
    assert anna.current_url.endswith("#you")
    assert own_card(anna).find_element(By.CSS_SELECTOR, ".avatar").text == emoji
    assert in_view(anna, own_card(anna).find_element(By.CSS_SELECTOR, ".avatar")), "the card with the new avatar is in view"
    shoot(anna, "daily-household-04-back-with-emoji")

    # Opened from Settings, it goes back to Settings.
    anna.get(demo_server.url("/settings/avatar"))
    tap_and_wait(anna, lambda: anna.find_element(By.LINK_TEXT, words["cancel"]))
    wait_for_path(anna, "/settings")


@pytest.mark.parametrize("language, size, scheme", VIEWS)
def test_onboarding_shows_its_second_page_then_leads_on_and_offers_sign_in(server, browser, shoot, language, size,
                                                                           scheme):
    words = WORDS[language]
    # On a fresh server there is nobody to sign in as: no "Sign in" on the onboarding.
    first = open_browser(browser, language, size, scheme)
    first.get(server.url("/"))
    wait_for_path(first, "/onboarding")
    assert words["sign_in_link"] not in visible_text(first)
    assert abs(pane_left(first, "onboarding-1")) < 2

    # The first tap shows the second page; its button leads on.
    tap(first, visible_link(first, words["next"]))
    WebDriverWait(first, WAIT).until(lambda d: d.current_url.endswith("#onboarding-2"))
    WebDriverWait(first, WAIT).until(lambda d: abs(pane_left(d, "onboarding-2")) < 2, "the second page did not show")
    assert path_of(first) == "/onboarding"
    dots = first.find_elements(By.CSS_SELECTOR, "#onboarding-2 a.dot")
    assert [dot.get_dom_attribute("aria-current") for dot in dots] == [None, "step"]
    shoot(first, "daily-onboarding-01-second-page")
    tap_and_wait(first, lambda: visible_button(first, words["go_on"]))
    wait_for_path(first, "/setup")

    # Once there is an account, a member on a new phone signs in from the first page in one tap.
    owner = browser(language)
    sign_up_owner(owner, server)
    returning = open_browser(browser, language, size, scheme)
    returning.get(server.url("/"))
    wait_for_path(returning, "/onboarding")
    shoot(returning, "daily-onboarding-02-with-sign-in")
    tap_and_wait(returning, lambda: visible_button(returning, words["sign_in_link"]))
    wait_for_path(returning, "/sign-in")
    assert heading(returning) == words["sign_in_title"]
    returning.find_element(By.NAME, "username").send_keys("anna")
    returning.find_element(By.NAME, "password").send_keys("correct horse")
    tap_and_wait(returning, lambda: returning.find_element(By.CSS_SELECTOR, "main form button[type=submit]"))
    wait_for_path(returning, "/")
    # The onboarding counts as seen: signed out, the browser goes straight to sign-in.
    returning.delete_cookie("tracker_session")
    returning.get(server.url("/"))
    wait_for_path(returning, "/sign-in")
