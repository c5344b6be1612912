"""How the daily loop looks, checked as a person would look at it, with JavaScript off: a done
card's button is filled with the tracker's colour and a not-done one is an open ring, each at 3:1
on the page in light and dark, and a future day's button unlike both; a value field holds five
digits at 320 and 390 px in both languages; a card reached by its anchor shows its group's
heading; the weekdays are one row of chips; the Filters button leaves the page's end clear; and
on a desktop the tab bar is a side bar and the cards go two to a row."""

import re

import pytest
from selenium.webdriver.common.by import By

from conftest import DESKTOP, PHONE, set_scheme, set_viewport
from helpers import sign_in_demo, tap_and_wait

# Each mark button as it is drawn: its ring and fill (the ::before circle), its glyph's colour,
# the tracker's own colour (the card's top), and the page behind it.
MARK_BUTTONS = """
    const page = getComputedStyle(document.body).backgroundColor;
    return [...document.querySelectorAll('li.tracker-card .mark-button')].map(button => {
        const card = button.closest('li.tracker-card');
        const circle = getComputedStyle(button, '::before');
        return {
            card: card.id, done: card.classList.contains('is-done'), disabled: button.disabled,
            fill: circle.backgroundColor, ring: circle.borderTopColor, ringStyle: circle.borderTopStyle,
            ringWidth: parseFloat(circle.borderTopWidth), opacity: circle.opacity,
            glyph: getComputedStyle(button).color, tracker: getComputedStyle(card.querySelector('.card-top')).backgroundColor,
            page,
        };
    });
"""


def rgba(css):
    """(r, g, b, alpha) of a computed colour such as `rgb(1, 2, 3)` or `rgba(1, 2, 3, 0.5)`."""
    numbers = [float(part) for part in re.findall(r"[\d.]+", css)]
    return tuple(numbers[:3]) + ((numbers[3],) if len(numbers) > 3 else (1.0,))


def luminance(css):
    """WCAG 2's relative luminance of an opaque computed colour."""
    def linear(channel):
        c = channel / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b, _ = rgba(css)
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(first, second):
    a, b = luminance(first), luminance(second)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


def next_day(driver, times):
    for _ in range(times):
        tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "a[rel=next]"))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_done_is_filled_open_is_a_ring_and_both_read_at_3_to_1(demo_server, browser, scheme):
    driver = browser("en")
    sign_in_demo(driver, demo_server)
    set_scheme(driver, scheme)
    buttons = driver.execute_script(MARK_BUTTONS)
    done = [b for b in buttons if b["done"] and not b["disabled"]]
    open_ = [b for b in buttons if not b["done"] and not b["disabled"]]
    assert done and open_, f"today's page needs done and not-done yes/no cards: {buttons}"
    for button in done:
        # Filled with the tracker's colour at full strength, not a pale wash of it.
        assert button["fill"] == button["tracker"] and rgba(button["fill"])[3] == 1, button
        assert button["opacity"] == "1", button
        # The circle's edge reads at 3:1 on the page (a pastel fill has a darker ring round it,
        # in dark mode a dark one a lighter ring), and the tick reads as text on the fill.
        assert contrast(button["ring"], button["page"]) >= 3, button
        assert contrast(button["glyph"], button["fill"]) >= 4.5, button
    for button in open_:
        # An open ring: nothing inside it, the ring and the "+" at 3:1 on the page.
        assert rgba(button["fill"])[3] == 0, button
        assert button["ringStyle"] == "solid" and button["ringWidth"] >= 2, button
        assert contrast(button["ring"], button["page"]) >= 3, button
        assert contrast(button["glyph"], button["page"]) >= 3, button
    # Done and not done differ at a glance for the same colour of card, where both are shown.
    by_colour = {}
    for button in done + open_:
        by_colour.setdefault(button["tracker"], {})[button["done"]] = button
    pairs = [pair for pair in by_colour.values() if len(pair) == 2]
    for pair in pairs:
        assert pair[True]["fill"] != pair[False]["fill"] and pair[True]["glyph"] != pair[False]["glyph"], pair

    # A future day's buttons can't be pressed, and look it: a dashed ring, unlike both states.
    next_day(driver, 2)
    future = driver.execute_script(MARK_BUTTONS)
    assert future and all(b["disabled"] for b in future), future
    for button in future:
        assert button["ringStyle"] == "dashed" and rgba(button["fill"])[3] == 0, button
        assert button["ring"] not in {b["ring"] for b in done + open_}, button


FIVE_DIGITS = """
    const out = [];
    for (const input of document.querySelectorAll('.value-row input')) {
        const style = getComputedStyle(input);
        const probe = document.createElement('span');
        probe.textContent = '88888';
        probe.style.font = style.font;
        probe.style.position = 'absolute';
        probe.style.whiteSpace = 'pre';
        document.body.appendChild(probe);
        const needed = probe.getBoundingClientRect().width;
        probe.remove();
        const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const card = input.closest('li.tracker-card').getBoundingClientRect();
        const outside = [...input.closest('.value-row').children].filter(part => {
            const box = part.getBoundingClientRect();
            return box.left < card.left - 0.5 || box.right > card.right + 0.5;
        }).length;
        out.push({card: input.closest('li').id, inner, needed, outside});
    }
    return out;
"""


@pytest.mark.parametrize("width", [320, 390])
def test_a_value_field_holds_five_digits(demo_server, browser, width):
    for language in ("en", "ru"):
        driver = browser(language)
        sign_in_demo(driver, demo_server)
        set_viewport(driver, width, 800)
        driver.get(demo_server.url("/"))
        fields = driver.execute_script(FIVE_DIGITS)
        assert fields, "the demo person has measurable trackers today"
        for field in fields:
            assert field["inner"] >= field["needed"], f"{language} at {width} px: {field}"
            assert field["outside"] == 0, f"{language} at {width} px: a control sticks out of its card: {field}"


def test_a_marked_card_lands_under_its_group_heading(demo_server, browser):
    driver = browser("en")
    sign_in_demo(driver, demo_server)
    # A yes/no card that is not the first of its group, so the heading is not simply above it.
    target = driver.execute_script("""
        for (const group of document.querySelectorAll('.tracker-group')) {
            const cards = [...group.querySelectorAll('li.tracker-card')].filter(card => card.querySelector('.mark-button:not(:disabled)'));
            if (cards.length && group.querySelectorAll('li.tracker-card').length > 2) return cards[cards.length - 1].id;
        }
    """)
    assert target, "the demo person has a group of three or more cards"
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, f"#{target} .mark-button"))
    assert driver.current_url.endswith(f"#{target}")
    card, heading = driver.execute_script("""
        const card = document.getElementById(arguments[0]);
        const heading = card.closest('.tracker-group').querySelector('h2');
        const c = card.getBoundingClientRect(), h = heading.getBoundingClientRect();
        return [[c.top, c.bottom], [h.top, h.bottom]];
    """, target)
    assert 0 <= heading[0] and heading[1] <= card[0] + 1, f"the group's heading is not above the card: {heading} {card}"
    assert card[1] <= PHONE[1], f"the card is not on screen: {card}"


def test_weekdays_are_one_row_of_chips(demo_server, browser):
    driver = browser("en")
    sign_in_demo(driver, demo_server)
    for width in (320, 390):
        set_viewport(driver, width, 800)
        driver.get(demo_server.url("/trackers/new/habit"))
        driver.find_element(By.CSS_SELECTOR, "label[for=day-2]").click()
        chips = driver.execute_script("""
            return [...document.querySelectorAll('.weekday-chip')].map(chip => {
                const box = chip.getBoundingClientRect();
                const pill = getComputedStyle(chip, '::before');
                return {top: box.top, width: box.width, height: box.height, checked: document.getElementById(chip.htmlFor).checked,
                        weight: getComputedStyle(chip).fontWeight, fill: pill.backgroundColor, text: chip.textContent};
            });
        """)
        assert len(chips) == 7 and len({round(chip["top"]) for chip in chips}) == 1, chips
        assert all(chip["width"] >= 44 and chip["height"] >= 44 for chip in chips), chips
        chosen = [chip for chip in chips if chip["checked"]]
        other = [chip for chip in chips if not chip["checked"]]
        assert chosen and other, chips
        # Chosen days are filled and bold: more than a change of colour.
        assert {chip["fill"] for chip in chosen}.isdisjoint({chip["fill"] for chip in other}), chips
        assert min(int(chip["weight"]) for chip in chosen) >= 700 > max(int(chip["weight"]) for chip in other), chips


def test_the_filters_button_leaves_the_end_of_the_page_clear(demo_server, browser):
    driver = browser("en")
    sign_in_demo(driver, demo_server)
    for size in (PHONE, DESKTOP):
        set_viewport(driver, *size)
        driver.get(demo_server.url("/"))
        driver.execute_script("window.scrollTo(0, document.documentElement.scrollHeight)")
        covered = driver.execute_script("""
            const button = document.querySelector('.filters-button').getBoundingClientRect();
            return [...document.querySelectorAll('main button, main input:not([type=hidden]), main a, main summary')]
                .filter(control => !control.closest('.filters') && control.checkVisibility())
                .map(control => [control, control.getBoundingClientRect()])
                .filter(([control, box]) => box.width > 1 && box.bottom > button.top && box.top < button.bottom
                        && box.right > button.left && box.left < button.right)
                .map(([control, box]) => control.outerHTML.slice(0, 80));
        """)
        assert covered == [], f"at {size[0]} px the Filters button covers {covered}"


def test_a_desktop_has_a_side_bar_and_two_columns_of_cards(demo_server, browser):
    driver = browser("en")
    sign_in_demo(driver, demo_server)
    layout = """
        const bar = document.querySelector('nav.tab-bar').getBoundingClientRect();
        const grid = [...document.querySelectorAll('.card-grid')].find(g => g.children.length >= 2);
        const tops = [...grid.children].map(card => Math.round(card.getBoundingClientRect().top));
        return {bar: [bar.left, bar.top, bar.width, bar.height], columns: getComputedStyle(grid).gridTemplateColumns.split(' ').length,
                tops, main: document.querySelector('main').getBoundingClientRect().left, viewport: [innerWidth, innerHeight]};
    """
    for scheme in ("light", "dark"):
        set_scheme(driver, scheme)
        set_viewport(driver, *DESKTOP)
        driver.get(demo_server.url("/"))
        desk = driver.execute_script(layout)
        left, top, width, height = desk["bar"]
        assert left <= 1 and top <= 1 and height > width and height >= DESKTOP[1] - 1, desk
        assert desk["main"] >= width, f"the page sits under the side bar: {desk}"
        assert desk["columns"] == 2 and desk["tops"][0] == desk["tops"][1], desk
        if len(desk["tops"]) > 2:
            assert desk["tops"][2] > desk["tops"][0], desk

        set_viewport(driver, *PHONE)
        driver.get(demo_server.url("/"))
        phone = driver.execute_script(layout)
        left, top, width, height = phone["bar"]
        assert left <= 1 and width >= PHONE[0] - 1 and abs(top + height - PHONE[1]) <= 1 and width > height, phone
