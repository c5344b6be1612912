"""Doing things on a page the way a person does: reading visible text, typing into labelled
fields, clicking buttons and links, and waiting for the next page."""

import urllib.request
from urllib.parse import urlparse

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

WAIT = 10


def path_of(driver):
    return urlparse(driver.current_url).path


def wait_for_path(driver, path):
    """Waits until the browser shows `path`; fails with where it is instead."""
    try:
        WebDriverWait(driver, WAIT).until(lambda d: path_of(d) == path)
    except Exception:
        raise AssertionError(f"expected to be on {path}, but the browser is on {driver.current_url}:\n"
                             f"{visible_text(driver)[:800]}") from None


def visible_text(driver):
    return driver.find_element(By.TAG_NAME, "body").text


def heading(driver):
    return driver.find_element(By.TAG_NAME, "h1").text


def html_lang(driver):
    return driver.find_element(By.TAG_NAME, "html").get_attribute("lang")


def _quoted(text):
    """`text` as an XPath string literal."""
    if "'" not in text:
        return f"'{text}'"
    if '"' not in text:
        return f'"{text}"'
    return "concat(" + ", \"'\", ".join(f"'{part}'" for part in text.split("'")) + ")"


def _submit_and_wait(driver, element):
    page = driver.find_element(By.TAG_NAME, "html")
    element.click()
    WebDriverWait(driver, WAIT).until(EC.staleness_of(page))


def button(driver, text):
    return driver.find_element(By.XPATH, f"//button[normalize-space()={_quoted(text)}]")


def click_button(driver, text):
    """Clicks the button with this text and waits for the page it leads to."""
    _submit_and_wait(driver, button(driver, text))


def link(driver, text):
    return driver.find_element(By.XPATH, f"//a[normalize-space()={_quoted(text)}]")


def click_link(driver, text):
    """Clicks the link with this text and waits for the page it leads to."""
    _submit_and_wait(driver, link(driver, text))


def field(driver, label):
    """The input that the label with this text belongs to."""
    label_element = driver.find_element(By.XPATH, f"//label[normalize-space()={_quoted(label)}]")
    return driver.find_element(By.ID, label_element.get_attribute("for"))


def fill(driver, label, value):
    """Clears the labelled field and types `value` into it."""
    element = field(driver, label)
    element.clear()
    element.send_keys(value)


def field_error(driver, label):
    """The error text shown next to the labelled field ('' if none)."""
    element = field(driver, label)
    errors = driver.find_elements(By.ID, element.get_attribute("id") + "-error")
    return errors[0].text if errors else ""


def tab_labels(driver):
    return [tab.text for tab in driver.find_elements(By.CSS_SELECTOR, "nav.tab-bar a.tab")]


def fetch(url):
    """GET without the browser: (status, content type, body)."""
    with urllib.request.urlopen(url, timeout=5) as response:
        return response.status, response.headers.get("Content-Type", ""), response.read()
