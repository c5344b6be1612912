"""A new invite link is also a QR code: Anna (of the demo household) creates one in Settings,
and a phone camera (zbar, reading a screenshot of the code) gets exactly the link shown, in
either theme and language. The link itself selects whole on one tap."""

import io
from urllib.parse import urlparse

import pytest
from PIL import Image
from pyzbar import pyzbar
from selenium.webdriver.common.by import By

from conftest import new_browser, set_scheme
from helpers import click_button, click_link, sign_in_demo, tap, tap_and_wait, visible_text, wait_for_path
from test_audit import layout_problems, violations

CREATE = {"en": "Create invite link", "ru": "Создать ссылку-приглашение"}
SETTINGS = {"en": "Settings", "ru": "Настройки"}
SCAN_HINT = {"en": "Scan with the new member’s phone camera", "ru": "Наведите камеру телефона нового участника"}
QR_NAME = {"en": "QR code of the invite link", "ru": "QR-код ссылки-приглашения"}

SELECTED = "return window.getSelection().toString();"


def decoded(element):
    """What a QR reader gets from a screenshot of `element`, as text; one code expected."""
    image = Image.open(io.BytesIO(element.screenshot_as_png)).convert("L")
    codes = pyzbar.decode(image, symbols=[pyzbar.ZBarSymbol.QRCODE])
    assert len(codes) == 1, f"expected one QR code in the screenshot, found {len(codes)}"
    return codes[0].data.decode("utf-8")


def is_white(pixel):
    return all(channel >= 250 for channel in pixel[:3])


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_new_invite_link_is_a_qr_code_of_exactly_that_link(demo_server, browser, shoot, language):
    server = demo_server
    anna = browser(language)
    sign_in_demo(anna, server)
    click_link(anna, SETTINGS[language])
    wait_for_path(anna, "/settings")
    assert anna.find_elements(By.ID, "invite-qr") == [], "no code before a link is made"
    click_button(anna, CREATE[language])
    wait_for_path(anna, "/settings")

    field = anna.find_element(By.ID, "invite-link")
    link = field.text.strip()
    assert field.get_attribute("value").strip() == link, "an <output>: its value is its text"
    assert urlparse(link).netloc == urlparse(server.base_url).netloc, link
    assert urlparse(link).path.startswith("/join/")
    label = anna.find_element(By.CSS_SELECTOR, "label[for='invite-link']")
    assert label.text == {"en": "Invite link", "ru": "Ссылка-приглашение"}[language]

    # One tap on the link selects all of it, with no JavaScript on the page.
    assert field.value_of_css_property("user-select") == "all"
    assert anna.execute_script(SELECTED) == ""
    tap(anna, field)
    assert anna.execute_script(SELECTED).strip() == link

    code = anna.find_element(By.CSS_SELECTOR, "#invite-qr [role='img']")
    assert code.get_attribute("aria-label") == QR_NAME[language]
    assert SCAN_HINT[language] in visible_text(anna)
    # On a phone it is a good size for a camera, in the middle of the card.
    box = anna.find_element(By.ID, "new-invite")
    assert 200 <= code.size["width"] <= 240, code.size
    assert code.size["height"] == code.size["width"]
    middle = code.location["x"] + code.size["width"] / 2
    assert abs(middle - (box.location["x"] + box.size["width"] / 2)) <= 1

    for scheme in ("light", "dark"):
        set_scheme(anna, scheme)
        anna.execute_script("arguments[0].scrollIntoView({block: 'center', behavior: 'instant'})", code)
        assert decoded(code) == link, scheme
        # Black on white in both themes: the card's edge, around the quiet zone, is white.
        image = Image.open(io.BytesIO(code.screenshot_as_png)).convert("RGB")
        width, height = image.size
        for point in ((width // 2, 2), (width // 2, height - 3), (2, height // 2), (width - 3, height // 2)):
            assert is_white(image.getpixel(point)), f"{scheme}: {point} is {image.getpixel(point)}"
    set_scheme(anna, "light")
    shoot(anna, "invite-qr-settings")


def test_settings_with_a_new_invite_passes_axe_and_fits_the_screen(demo_server, browser):
    """The audit of every page sees Settings without a new link; this is Settings with one, in
    both languages: no overflow at 320, 390 and 1280 px, and no serious axe finding."""
    problems = []
    for language in ("en", "ru"):
        driver = new_browser(language, javascript=True)
        try:
            sign_in_demo(driver, demo_server)
            driver.get(demo_server.url("/settings"))
            tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form[action='/invites'] button"))
            assert driver.find_elements(By.ID, "invite-qr"), "the new link's code is on the page"
            page = driver.current_url
            problems += layout_problems(driver, page) + violations(driver, page)
        finally:
            driver.quit()
    assert not problems, "\n".join(problems)
