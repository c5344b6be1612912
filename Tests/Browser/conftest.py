"""Fixtures for the browser journeys: a real Tracker server on a free port with a fresh database,
and headless Chromium browsers with JavaScript off, each with its own cookie jar and language."""

import base64
import math
import sys
import time
from pathlib import Path

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "support"))

import tracker_process  # noqa: E402
from tracker_process import Server, demo_database  # noqa: E402

# A server that won't start or stop, or a command that fails, fails the test.
tracker_process.report_failures_with(pytest.fail)

SCREENSHOTS = HERE / "screenshots"

PHONE = (390, 844)
DESKTOP = (1280, 800)

# Accept-Language for each language a browser can speak.
ACCEPT_LANGUAGES = {"en": "en-US,en", "ru": "ru,ru-RU", "de": "de-DE,de", "es": "es-ES,es", "fr": "fr-FR,fr", "uk": "uk-UA,uk"}


@pytest.fixture
def server(tmp_path):
    """A fresh server for one journey; stopped with SIGTERM afterwards, which must end it cleanly."""
    yield from run_server(tmp_path, tmp_path / "tracker.sqlite")


@pytest.fixture
def demo_server(tmp_path):
    """A server on the demo household (`tracker demo-data`): anna, bob and two years of marks."""
    database = tmp_path / "tracker.sqlite"
    demo_database(database)
    yield from run_server(tmp_path, database)


def run_server(tmp_path, database, environment=None, log_name="server.log"):
    """Starts `tracker` on a free port and the given database (with extra environment
    variables), yields it, then stops it with SIGTERM, which must end it cleanly."""
    running = Server(database, tmp_path / log_name, env=environment)
    try:
        running.start()

        yield running

        assert running.alive(), f"tracker died during the journey ({running.process.returncode}):\n{running.log()}"
        code = running.stop()
        assert code == 0, f"tracker exited with {code} after SIGTERM:\n{running.log()}"
    finally:
        if running.alive():
            running.kill()


def new_browser(language, javascript=False):
    """Headless Chromium speaking `language`, at phone size in the light theme. JavaScript stays
    off, as Tracker needs none; only the accessibility audit turns it on, to run axe-core."""
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     f"--lang={language}", "--hide-scrollbars"):
        options.add_argument(argument)
    options.add_experimental_option("prefs", {
        "profile.managed_default_content_settings.javascript": 1 if javascript else 2,
        "intl.accept_languages": ACCEPT_LANGUAGES.get(language, f"{language},{language}-{language.upper()}"),
    })
    driver = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)
    driver.tracker_language = language
    set_viewport(driver, *PHONE)
    set_scheme(driver, "light")
    return driver


@pytest.fixture
def browser():
    """A factory of separate browsers (separate Chrome instances, so separate cookie jars):
    `browser("en")` or `browser("ru")`. All are closed at the end of the test."""
    drivers = []

    def make(language="en"):
        driver = new_browser(language)
        drivers.append(driver)
        return driver

    yield make
    for driver in drivers:
        driver.quit()


def set_viewport(driver, width, height):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": 1, "mobile": width < 600,
    })


def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
        "features": [{"name": "prefers-color-scheme", "value": scheme}],
    })


SCROLL_POSITIONS = """
    const positions = [window.scrollX, window.scrollY];
    for (const element of document.querySelectorAll('*')) {
        if (element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight) {
            positions.push(element.scrollLeft, element.scrollTop);
        }
    }
    return positions.join(',');
"""


def settle(driver, timeout=3):
    """Waits until nothing scrolls any more (smooth scrolling, re-snapping after a resize)."""
    deadline = time.monotonic() + timeout
    previous = None
    while time.monotonic() < deadline:
        time.sleep(0.1)
        current = driver.execute_script(SCROLL_POSITIONS)
        if current == previous:
            return
        previous = current


def capture(driver, width, height, path):
    """A full-page PNG: the whole document height, at least the viewport."""
    metrics = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
    content = metrics.get("cssContentSize") or metrics["contentSize"]
    full_height = max(height, math.ceil(content["height"]))
    shot = driver.execute_cdp_cmd("Page.captureScreenshot", {
        "format": "png",
        "captureBeyondViewport": True,
        "clip": {"x": 0, "y": 0, "width": width, "height": full_height, "scale": 1},
    })
    path.write_bytes(base64.b64decode(shot["data"]))


@pytest.fixture(name="shoot")
def shoot_fixture():
    """`shoot(driver, name)`: screenshots of the current page (see `shoot`)."""
    return shoot


def shoot(driver, name):
    """Saves the current page as phone and desktop, light and dark, in
    screenshots/<language>/<name>-<phone|desktop>-<light|dark>.png; then back to phone, light."""
    folder = SCREENSHOTS / driver.tracker_language
    folder.mkdir(parents=True, exist_ok=True)
    try:
        for size_name, (width, height) in (("phone", PHONE), ("desktop", DESKTOP)):
            set_viewport(driver, width, height)
            for scheme in ("light", "dark"):
                set_scheme(driver, scheme)
                settle(driver)
                capture(driver, width, height, folder / f"{name}-{size_name}-{scheme}.png")
    finally:
        set_viewport(driver, *PHONE)
        set_scheme(driver, "light")
