"""The main page links its own stylesheet: the whole one without the regions marked
`/* @not-board */` (BoardStylesheet.swift). No rule it leaves out may match anything on the main
page, in any of its states: with every sheet, menu and calendar open, on a day with cards, a past
and a future day, a filter, a search with and without matches, and an open month."""

import re
from datetime import date, timedelta

from selenium.webdriver.support.ui import WebDriverWait

from conftest import new_browser
from helpers import sign_in_demo

# Every rule of a sheet as [its text, its selector], media and other group rules included (their
# conditions are ignored, so the check holds at every width and in both themes).
RULES = """
const sheet = [...document.styleSheets].find(s => s.href && s.href.includes(arguments[0]));
const out = [];
const walk = rules => { for (const rule of rules) {
  if (rule.selectorText !== undefined) out.push([rule.cssText, rule.selectorText]);
  if (rule.cssRules) walk(rule.cssRules);
} };
walk(sheet.cssRules);
return out;
"""

# The whole sheet, loaded beside the page's own but applied to nothing (media "not all"), so its
# rules can be read.
LOAD_WHOLE = """
const link = document.createElement('link');
link.rel = 'stylesheet'; link.href = '/css/app.css'; link.media = 'not all';
document.head.appendChild(link);
"""

# Opens every <details> (taking their names off first: a named group keeps only one open).
OPEN_ALL = "for (const d of document.querySelectorAll('details')) { d.removeAttribute('name'); d.open = true; }"


def matchable(selector):
    """The selector as querySelectorAll can test it on a still page: pseudo-elements and states
    of the pointer and focus taken off, so a rule for `.x:hover::after` counts where `.x` is."""
    selector = re.sub(r"::[\w-]+(\([^)]*\))?", "", selector)
    selector = re.sub(r":(hover|focus-visible|focus|active|first-letter)\b", "", selector)
    return selector.strip() or "*"


def test_no_rule_the_main_page_leaves_out_matches_anything_on_it(demo_server):
    driver = new_browser("en", javascript=True)
    try:
        sign_in_demo(driver, demo_server)
        # A pinned card, so its pin is on the page too.
        driver.execute_script("document.querySelector('button[formaction$=\"/pin\"][value=\"1\"]').click()")
        WebDriverWait(driver, 10).until(lambda d: d.find_elements("css selector", ".card-pin"))
        today = date.today()
        states = [
            "/", "/?filter=completed", "/?filter=uncompleted", "/?q=a", "/?q=nothing-is-called-this",
            f"/?month={today.strftime('%Y-%m')}", f"/?day={(today - timedelta(days=3)).isoformat()}",
            f"/?day={(today + timedelta(days=2)).isoformat()}", "/?day=2000-01-03&q=a",
        ]
        problems, checked = [], 0
        for path in states:
            driver.get(demo_server.url(path))
            links = [link.get_dom_attribute("href") for link in driver.find_elements("css selector", "link[rel=stylesheet]")]
            assert len(links) == 1 and re.fullmatch(r"/css/board\.[0-9a-f]{10}\.css", links[0]), (path, links)
            driver.execute_script(LOAD_WHOLE)
            driver.execute_script("return new Promise(done => { const l = document.querySelector('link[href=\"/css/app.css\"]'); if (l.sheet) done(); else l.onload = done; })")
            driver.execute_script(OPEN_ALL)
            board = driver.execute_script(RULES, "/css/board.")
            whole = driver.execute_script(RULES, "/css/app.css")
            kept = [text for text, _ in board]
            # The main page's sheet is the whole one with rules left out, in the same order.
            iterator = iter(text for text, _ in whole)
            assert all(any(text == other for other in iterator) for text in kept), f"{path}: the main page's rules are not the whole sheet's, in order"
            left_out = [selector for text, selector in whole if text not in kept]
            assert len(left_out) > 100, "the main page's sheet leaves out almost nothing"
            for selector in left_out:
                checked += 1
                found = driver.execute_script(
                    "try { return document.querySelectorAll(arguments[0]).length } catch (e) { return -1 }", matchable(selector))
                if found:
                    problems.append(f"{path}: {selector}" + (" (unreadable)" if found < 0 else f" ({found})"))
        assert checked > 1000
        assert not problems, "rules the main page's stylesheet leaves out match on it:\n" + "\n".join(problems)
    finally:
        driver.quit()
