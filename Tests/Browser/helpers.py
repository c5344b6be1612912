"""Doing things on a page the way a person does: reading visible text, typing into labelled
fields, clicking buttons and links, and waiting for the next page."""

import time
import urllib.request
from urllib.parse import urlparse

from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

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


def _submit_and_wait(driver, find):
    """Clicks what `find` returns and waits for the next page. Under load Chromium can swap
    the node between lookup and click, so the lookup and click are retried a few times."""
    page = driver.find_element(By.TAG_NAME, "html")
    for attempt in range(4):
        try:
            find().click()
            break
        except (StaleElementReferenceException, WebDriverException):
            if _gone(page)(driver):
                break  # the click went through after all: the next page is there
            if attempt == 3:
                raise
            time.sleep(0.3)
    WebDriverWait(driver, WAIT).until(_gone(page))


def _gone(element):
    """Like EC.staleness_of, but also counts the errors Chromium sometimes gives for a node of a
    document being replaced ("Node with given id does not belong to the document") as gone."""
    def check(_driver):
        try:
            element.is_enabled()
            return False
        except WebDriverException:
            return True
    return check


def button(driver, text):
    return driver.find_element(By.XPATH, f"//button[normalize-space()={_quoted(text)}]")


def click_button(driver, text):
    """Clicks the button with this text and waits for the page it leads to. The button is
    scrolled to the middle first, clear of the fixed tab bar, as a person would."""
    tap_and_wait(driver, lambda: button(driver, text))


def link(driver, text):
    return driver.find_element(By.XPATH, f"//a[normalize-space()={_quoted(text)}]")


def click_link(driver, text):
    """Clicks the link with this text and waits for the page it leads to (scrolled to the middle first)."""
    tap_and_wait(driver, lambda: link(driver, text))


def field(driver, label):
    """The input that the label with this text belongs to, or that is named so by aria-label (a
    field whose placeholder says what it is, such as the search and name fields)."""
    named = driver.find_elements(By.XPATH, f"//*[@aria-label={_quoted(label)}][self::input or self::select]")
    if named:
        return named[0]
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


# --- Generic helpers for pages with a fixed tab bar, CSS-drawn text and the first run ---

CENTER = "arguments[0].scrollIntoView({block: 'center', inline: 'center', behavior: 'instant'})"


def tap(driver, element):
    """Scrolls the element to the middle of the viewport (clear of the fixed tab bar) and clicks it;
    for clicks that stay on the page (labels of radios and switches, <summary>)."""
    driver.execute_script(CENTER, element)
    element.click()


def tap_and_wait(driver, find):
    """Like clicking a button or link with `click_button`, but for any element `find` returns:
    scrolls it to the middle of the viewport first, then clicks and waits for the next page."""
    def centred():
        element = find()
        driver.execute_script(CENTER, element)
        return element
    _submit_and_wait(driver, centred)


def rendered_text(driver, element):
    """The text a person sees in `element`, including what CSS draws with ::before and ::after
    (Selenium's .text leaves that out); hidden (display: none) parts are skipped."""
    return driver.execute_script("""
        function pseudo(node, which) {
            const content = getComputedStyle(node, which).content;
            if (!content || content === 'none' || content === 'normal') return '';
            const match = content.match(/^"(.*)"$/s);
            return match ? match[1] : '';
        }
        function walk(node) {
            if (node.nodeType === Node.TEXT_NODE) return node.textContent;
            if (node.nodeType !== Node.ELEMENT_NODE) return '';
            if (getComputedStyle(node).display === 'none') return '';
            let text = pseudo(node, '::before');
            for (const child of node.childNodes) text += walk(child);
            return text + pseudo(node, '::after');
        }
        return walk(arguments[0]).replace(/\\s+/g, ' ').trim();
    """, element)


SETUP_FIELDS = {"username": "anna", "display_name": "Anna", "password": "correct horse",
                "password_confirmation": "correct horse"}


def untick_examples(driver):
    """Unticks every example tracker the sign-up form offers, by tapping its label."""
    for box in driver.find_elements(By.CSS_SELECTOR, "input[name='examples[]']"):
        if box.is_selected():
            tap(driver, driver.find_element(By.CSS_SELECTOR, f"label[for='{box.get_attribute('id')}']"))
        assert not box.is_selected()


def sign_up_owner(driver, server, display_name="Anna", keep_examples=False, time_zone=None):
    """The owner's first run in any language: past the onboarding and through setup, to the
    Trackers page. Fields are found by their names, so the browser's language does not matter.
    The example trackers are unticked unless `keep_examples`, so journeys start from nothing."""
    driver.get(server.url("/"))
    wait_for_path(driver, "/onboarding")
    # The button is on the onboarding's second page: scrolled into view, as a swipe does.
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form.onboarding-action button"))
    wait_for_path(driver, "/setup")
    for name, value in dict(SETUP_FIELDS, display_name=display_name).items():
        element = driver.find_element(By.NAME, name)
        element.clear()
        element.send_keys(value)
    if time_zone:
        Select(driver.find_element(By.NAME, "time_zone")).select_by_value(time_zone)
    if not keep_examples:
        untick_examples(driver)
    _submit_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]"))
    wait_for_path(driver, "/")


DEMO_USER, DEMO_PASSWORD = "anna", "demo password"


def sign_in_demo(driver, server):
    """Signs in as anna of the demo household (`tracker demo-data`), through the sign-in form."""
    driver.get(server.url("/sign-in"))
    driver.find_element(By.NAME, "username").send_keys(DEMO_USER)
    driver.find_element(By.NAME, "password").send_keys(DEMO_PASSWORD)
    driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]").click()
    wait_for_path(driver, "/")


def download(driver, find, directory, timeout=30):
    """Taps the link `find` returns, as a person taps a download link, and returns the path of
    the file the browser saved into `directory` (Chromium saves downloads only where told)."""
    directory.mkdir(parents=True, exist_ok=True)
    driver.execute_cdp_cmd("Page.setDownloadBehavior", {"behavior": "allow", "downloadPath": str(directory)})
    before = set(directory.iterdir())
    tap(driver, find())
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        done = [path for path in set(directory.iterdir()) - before if not path.name.endswith(".crdownload")]
        if done:
            return done[0]
        time.sleep(0.1)
    raise AssertionError(f"no file was downloaded into {directory} within {timeout} s")


def fetch_signed_in(driver, url):
    """GET with the browser's cookies but without the browser (for a download): the body."""
    cookies = "; ".join(f"{cookie['name']}={cookie['value']}" for cookie in driver.get_cookies())
    request = urllib.request.Request(url, headers={"Cookie": cookies})
    with urllib.request.urlopen(request, timeout=30) as response:
        return response.read()
