"""Checks on every page, in every language: no horizontal overflow at 320, 390 and 1280 px, no tab
label wrapped onto two lines, radios and checkboxes that are 44 px tap targets on a phone (and at
least 24 px when drawn natively), and an axe-core audit (WCAG A and AA rules) with no serious or
critical violation. The pages come from `tracker routes`, so a
new page is checked without a word here; the demo household gives them real content (long names,
measurable trackers, categories).

English checks every page, and axe-core audits each on phone and desktop, light and dark. Each
other language checks the main pages, and the rest in turns (the first other language every fifth
page from the first, the next from the second, …), so on every run each page is checked in English
and in one other language, and the main pages in all of them; axe-core audits them on a phone in
light (`axe_views`). Each language took about a minute for each of the two checks when all of them
checked every page in every view."""

import json
from pathlib import Path
import re
import tempfile
import urllib.parse
from datetime import date, timedelta

import pytest
from axe_selenium_python import Axe
from selenium.webdriver.common.by import By

from conftest import DESKTOP, new_browser, set_scheme, set_viewport
from tracker_process import run_tracker
from helpers import fetch_signed_in, sign_in_demo, tap_and_wait

WIDTHS = {320: 700, 390: 844, 1280: 800}
# Every language the server speaks: English and each catalogue in Locales/, so a new one is checked too.
LANGUAGES = ["en"] + sorted(path.stem for path in (Path(__file__).parents[2] / "Locales").glob("*.po"))
SCHEMES = ("light", "dark")
# The pages checked in every language: the tabs, the day's forms and a tracker's details.
MAIN_PAGES = re.compile(r"/(trackers(/new|/\d+)?|statistics|household|settings|categories|sign-in|onboarding)?")
# Pages for someone who is not signed in; every other GET route is visited signed in.
SIGNED_OUT = {"/onboarding", "/sign-in", "/setup", "/join/:token", "/reset/:token", "/reminders/done/:token", "/child/:token"}
# GET routes that answer with something other than a page (a member's picture).
# Downloads, not pages: the picture and the two files of "Download my data".
NOT_PAGES = {"/avatars/:id/:file", "/settings/data/export.json", "/settings/data/export.csv",
             "/profiles/:id/export.json", "/profiles/:id/export.csv"}
# The axe-core that axe-selenium-python ships (3.x) knows WCAG 2.0 and 2.1's rules by these tags.
AXE_OPTIONS = json.dumps({"runOnly": {"type": "tag", "values": ["wcag2a", "wcag2aa", "wcag21aa"]}})

OVERFLOW = """
    const width = document.documentElement.clientWidth;
    const wide = [];
    for (const element of document.querySelectorAll('body *')) {
        const box = element.getBoundingClientRect();
        if (box.width > 0 && (box.right > width + 1 || box.left < -1) && getComputedStyle(element).position !== 'fixed') {
            wide.push(element.tagName.toLowerCase() + (element.className ? '.' + String(element.className).trim().split(/\\s+/).join('.') : '')
                      + ' ' + Math.round(box.left) + '..' + Math.round(box.right));
        }
    }
    return [document.documentElement.scrollWidth, width, wide.slice(0, 5)];
"""

# Tab labels written on more than one line: a range over a label's text has a box per line.
WRAPPED_TABS = """
    const wrapped = [];
    for (const label of document.querySelectorAll('.tab-label')) {
        const range = document.createRange();
        range.selectNodeContents(label);
        const lines = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
        if (lines.size > 1) wrapped.push(label.textContent);
    }
    return wrapped;
"""

# Each radio and checkbox: the box a finger can hit (the label and the input together, or the
# label alone when the input is hidden behind a drawn control), and the input's own drawn size.
TAP_TARGETS = """
    const small = [];
    for (const input of document.querySelectorAll('input[type=radio], input[type=checkbox]')) {
        if (input.disabled || input.closest('[hidden]')) continue;
        const own = input.getBoundingClientRect();
        const drawn = own.width > 2 && getComputedStyle(input).opacity !== '0';
        const boxes = drawn ? [own] : [];
        for (const label of input.labels) {
            const box = label.getBoundingClientRect();
            if (box.width > 0) boxes.push(box);
        }
        if (!boxes.length) continue;
        const width = Math.max(...boxes.map(b => b.right)) - Math.min(...boxes.map(b => b.left));
        const height = Math.max(...boxes.map(b => b.bottom)) - Math.min(...boxes.map(b => b.top));
        const name = input.name + '=' + input.value;
        if (width < 44 || height < 44) small.push(`${name}: target ${Math.round(width)}x${Math.round(height)}`);
        if (drawn && (own.width < 24 || own.height < 24)) small.push(`${name}: drawn ${Math.round(own.width)}x${Math.round(own.height)}`);
    }
    return small.slice(0, 5);
"""


# The JSON API (issue 34) answers JSON, not pages: its own checks are in Tests/Security
# (test_api_schema.py runs schemathesis against its document).
API_PREFIX = "/api/"


def routes():
    output = run_tracker("routes").stdout
    return [route["path"] for route in json.loads(output)
            if route["method"] == "GET" and route["path"] != "/healthz" and not route["path"].startswith(API_PREFIX)]


def ids(driver, server):
    """A habit, a measurable tracker and a category of the demo person (the owner), a member of
    her household, a password-reset link she makes for him, her own id, and a habit and a
    measurable tracker that he shares with the household (from his page), read from her pages."""
    driver.get(server.url("/"))
    measurable = driver.find_element(By.CSS_SELECTOR, "li.tracker-card:has(.value-form)").get_attribute("id")
    habit = driver.find_element(By.CSS_SELECTOR, "li.tracker-card:not(:has(.value-form))").get_attribute("id")
    driver.get(server.url("/categories"))
    category = re.search(r"/categories/(\d+)/edit", driver.page_source).group(1)
    driver.get(server.url("/household"))
    me = re.fullmatch(r"/household/(\d+)", driver.find_element(
        By.CSS_SELECTOR, ".profile-card-you .profile-name a").get_dom_attribute("href")).group(1)
    driver.get(server.url("/members"))
    member = re.search(r"/members/(\d+)/remove", driver.page_source).group(1)
    driver.get(server.url(f"/household/{member}"))
    shared = [links[0].get_dom_attribute("href").rsplit("/", 1)[-1]
              for which in (":not(:has(.value-progress))", ":has(.value-progress)")
              if (links := driver.find_elements(By.CSS_SELECTOR, f"li.tracker-card{which} .card-link"))]
    assert shared, f"member {member} of the demo household shares no tracker today"
    driver.get(server.url("/members"))
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"form[action='/members/{member}/reset'] button"))
    reset = driver.find_element(By.ID, "reset-link").get_attribute("value").strip().rsplit("/", 1)[-1]
    return ([habit.removeprefix("tracker-"), measurable.removeprefix("tracker-")], category, member, reset,
            me, shared)


def push_targets(driver, server):
    """Saves an ntfy target and a webhook for the demo person, and sends the webhook a test that
    fails (nothing listens at its port), so the push page shows saved targets, a delivery status
    and a failure notice, and the remove page has something to remove."""
    for kind, address in (("ntfy", "http://127.0.0.1:9/audit-topic"), ("webhook", "http://127.0.0.1:9/hook")):
        driver.get(server.url("/settings/push"))
        driver.find_element(By.CSS_SELECTOR, f"#{kind} input[name=url]").send_keys(address)
        tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"#{kind} form.stack button"))
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form[action='/settings/push/webhook/test'] button"))


def import_preview(driver, server):
    """Uploads a small data file of the demo person's own export through the import form, and
    returns the preview's address (`/settings/data/import/ID`)."""
    exported = fetch_signed_in(driver, server.url("/settings/data/export.json"))
    with tempfile.NamedTemporaryFile("wb", suffix=".json", delete=False) as file:
        file.write(exported)
    driver.get(server.url("/settings/data"))
    driver.find_element(By.ID, "field-file").send_keys(file.name)
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form[action='/settings/data/import'] button"))
    path = urllib.parse.urlparse(driver.current_url).path
    assert re.fullmatch(r"/settings/data/import/\d+", path), f"the upload led to {driver.current_url}"
    return path


def api_token(driver, server):
    """An API token the demo person makes in Settings (issue 34); returns its id, from its Revoke
    link."""
    driver.get(server.url("/settings/tokens"))
    driver.find_element(By.ID, "field-name").send_keys("Audit")
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form[action='/settings/tokens'] button[type=submit]"))
    revoke = driver.find_element(By.CSS_SELECTOR, "a[href^='/settings/tokens/'][href$='/revoke']").get_attribute("href")
    return re.search(r"/settings/tokens/(\d+)/revoke", revoke).group(1)


def child_profile(driver, server):
    """A child's profile the demo person makes (issue 33); returns its id and its page showing a
    new device link."""
    driver.get(server.url("/profiles/new"))
    driver.find_element(By.NAME, "display_name").send_keys("Masha")
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form[action='/profiles/new'] button[type=submit]"))
    path = urllib.parse.urlparse(driver.current_url).path
    assert re.fullmatch(r"/profiles/\d+", path), f"making a profile led to {driver.current_url}"
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"form[action='{path}/links'] button"))
    return path.rsplit("/", 1)[-1], urllib.parse.urlparse(driver.current_url)


def pages(driver, server):
    """(signed out, signed in) addresses: each GET route with real ids, and the main page's states."""
    trackers, category, member, reset, me, shared = ids(driver, server)
    profile, with_link = child_profile(driver, server)
    push_targets(driver, server)
    preview = import_preview(driver, server)
    token = api_token(driver, server)
    today = date.today()
    signed_out, signed_in = [], []
    for route in routes():
        if route in NOT_PAGES:
            continue
        if route.startswith("/trackers/:id"):
            found = [route.replace(":id", tracker) for tracker in trackers]
        elif route == "/household/:id/trackers/:tracker":
            found = [route.replace(":id", member).replace(":tracker", tracker) for tracker in shared]
        elif route.startswith("/profiles/:id"):
            found = [route.replace(":id", profile)]
        elif route.startswith("/members/:id") or route.startswith("/household/:id"):
            found = [route.replace(":id", member)]
        elif route == "/settings/data/import/:id":
            found = [preview]
        elif route.startswith("/settings/tokens/:id"):
            found = [route.replace(":id", token)]
        elif ":kind" in route:
            found = [route.replace(":kind", "ntfy")]
        elif route == "/reset/:token":
            found = [route.replace(":token", reset), route.replace(":token", "no-such-link")]
        else:
            found = [route.replace(":id", category).replace(":token", "no-such-invite")]
        (signed_out if route in SIGNED_OUT else signed_in).extend(found)
    signed_in += [
        "/?filter=completed", "/?q=nothing-is-called-this", f"/?month={today.strftime('%Y-%m')}",
        f"/?day={(today - timedelta(days=3)).isoformat()}", f"/?day={(today + timedelta(days=2)).isoformat()}",
        "/?day=2000-01-03&q=a", "/?day=2024-13-45", "/no-such-page",
        "/settings?saved=name", "/settings/devices?signed-out=2", "/members?removed=1",
        "/household?q=zzz", "/household?q=bor", f"/household/{me}", f"/household/{me}/followers",
        f"/household/{member}?day={(today - timedelta(days=3)).isoformat()}", "/settings/avatar?back=/household%23you",
        "/settings/push?tested=webhook", "/settings/push?saved=ntfy",
        "/settings/data?added=3&merged=1&days=1234#import",
        f"{with_link.path}?{with_link.query}", "/language?saved=1",
        "/settings/tokens?revoked=1",
    ]
    return signed_out, signed_in


def checked_in(language, addresses):
    """The addresses one language checks: all of them in English; in another, the main pages and
    its turn of the rest."""
    if language == "en":
        return addresses
    others = LANGUAGES[1:]
    turn = others.index(language)
    return [address for index, address in enumerate(addresses)
            if MAIN_PAGES.fullmatch(urllib.parse.urlsplit(address).path) or index % len(others) == turn]


def layout_problems(driver, url):
    """Each (width, scheme) at which the page is wider than the screen, with the widest parts, and
    each phone width at which a radio or checkbox is too small to tap."""
    driver.get(url)
    found = []
    for width, height in WIDTHS.items():
        set_viewport(driver, width, height)
        for scheme in SCHEMES:
            set_scheme(driver, scheme)
            scroll_width, client_width, wide = driver.execute_script(OVERFLOW)
            if scroll_width > client_width:
                found.append(f"{url} at {width} px, {scheme}: {scroll_width} > {client_width}: {wide}")
        small = driver.execute_script(TAP_TARGETS) if width < 600 else []
        if small:
            found.append(f"{url} at {width} px: small tap targets {small}")
        wrapped = driver.execute_script(WRAPPED_TABS)
        if wrapped:
            found.append(f"{url} at {width} px: tab labels on two lines {wrapped}")
    set_viewport(driver, 390, 844)
    set_scheme(driver, "light")
    return found


# Phone and desktop, light and dark.
EVERY_VIEW = [(size, scheme) for size in ((390, 844), DESKTOP) for scheme in SCHEMES]


def axe_views(language):
    """The sizes and schemes axe-core audits a page in: every view in English; on a phone in
    light in another language, since what a language changes is the words (their labels, names
    and lengths), not the colours or the layout's rules."""
    return EVERY_VIEW if language == "en" else [((390, 844), "light")]


def violations(driver, url, views=EVERY_VIEW):
    """axe-core's serious and critical findings on the page, in each (size, scheme) of `views`."""
    driver.set_script_timeout(120)
    driver.get(url)
    axe = Axe(driver)
    axe.inject()
    found = []
    for size, scheme in views:
        set_viewport(driver, *size)
        set_scheme(driver, scheme)
        result = driver.execute_async_script(
            "const done = arguments[arguments.length - 1];"
            f"axe.run(document, {AXE_OPTIONS}).then(done).catch(error => done({{error: String(error)}}));")
        assert "error" not in result, f"axe-core failed on {url}: {result['error']}"
        for violation in result["violations"]:
            if violation["impact"] in ("serious", "critical"):
                targets = [node["target"] for node in violation["nodes"]][:4]
                found.append(f"{url} {size[0]} px {scheme}: {violation['id']} ({violation['impact']}) {targets}: "
                             f"{violation['nodes'][0].get('failureSummary', '')[:300]}")
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_no_page_overflows_and_every_choice_is_a_tap_target(demo_server, browser, language):
    driver = browser(language)
    signed_out_driver = browser(language)
    sign_in_demo(driver, demo_server)
    signed_out, signed_in = (checked_in(language, found) for found in pages(driver, demo_server))
    problems = []
    for path in signed_out:
        problems += layout_problems(signed_out_driver, demo_server.url(path))
    for path in signed_in:
        problems += layout_problems(driver, demo_server.url(path))
    assert not problems, "pages wider than the screen, or choices too small to tap:\n" + "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_page_passes_axe(demo_server, browser, language):
    reader = browser(language)
    sign_in_demo(reader, demo_server)
    signed_out, signed_in = (checked_in(language, found) for found in pages(reader, demo_server))
    audit_out = new_browser(language, javascript=True)
    audit_in = new_browser(language, javascript=True)
    try:
        sign_in_demo(audit_in, demo_server)
        problems = []
        for path in signed_out:
            problems += violations(audit_out, demo_server.url(path), axe_views(language))
        for path in signed_in:
            problems += violations(audit_in, demo_server.url(path), axe_views(language))
    finally:
        audit_out.quit()
        audit_in.quit()
    assert not problems, "axe-core found serious or critical problems:\n" + "\n".join(problems)
