"""Journey 4: an address that doesn't exist gets a proper page inside the layout."""

import re

from selenium.webdriver.common.by import By

from helpers import click_link, fetch, heading, html_lang, visible_text, wait_for_path


def test_page_not_found(server, browser, shoot):
    anna = browser("en")
    anna.get(server.url("/no/such/page"))
    assert html_lang(anna) == "en"
    assert heading(anna) == "Page not found"
    assert anna.title == "Page not found · Tracker"
    assert "There is nothing at this address." in visible_text(anna)
    assert anna.find_element(By.CSS_SELECTOR, ".status-code").text == "404"

    stylesheet = anna.find_element(By.CSS_SELECTOR, "link[rel='stylesheet']")
    assert re.fullmatch(r"/css/app\.[0-9a-f]{10}\.css", stylesheet.get_dom_attribute("href"))
    status, content_type, _ = fetch(stylesheet.get_attribute("href"))
    assert status == 200 and content_type.startswith("text/css")
    # The stylesheet is applied, not only linked: the page font is the app's, not the default serif.
    assert "sans-serif" in anna.find_element(By.TAG_NAME, "body").value_of_css_property("font-family")
    shoot(anna, "error-404")

    # "Back to Tracker" leads home, which for a first visit is the onboarding.
    click_link(anna, "Back to Tracker")
    wait_for_path(anna, "/onboarding")
