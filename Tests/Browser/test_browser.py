"""The browsers the journeys use are what they claim to be: JavaScript off, phone-sized, light or
dark on request, and each with its own cookies."""

from conftest import DESKTOP, PHONE, set_scheme, set_viewport
from helpers import click_button, wait_for_path


def test_javascript_is_off(browser):
    driver = browser("en")
    driver.get("data:text/html,<title>static</title><script>document.title='js'</script>")
    assert driver.title == "static"


def test_viewport_and_color_scheme(browser):
    driver = browser("en")
    driver.get("data:text/html,<meta name=viewport content='width=device-width'><title>x</title>")
    size = "return [window.innerWidth, window.innerHeight]"
    dark = "return matchMedia('(prefers-color-scheme: dark)').matches"
    assert driver.execute_script(size) == list(PHONE)
    assert driver.execute_script(dark) is False
    set_viewport(driver, *DESKTOP)
    set_scheme(driver, "dark")
    assert driver.execute_script(size) == list(DESKTOP)
    assert driver.execute_script(dark) is True


def test_browsers_do_not_share_cookies(server, browser):
    first = browser("en")
    first.get(server.url("/"))
    wait_for_path(first, "/onboarding")
    click_button(first, "Wow, technology!")
    wait_for_path(first, "/setup")
    first.get(server.url("/"))
    wait_for_path(first, "/setup")

    second = browser("en")
    second.get(server.url("/"))
    wait_for_path(second, "/onboarding")
