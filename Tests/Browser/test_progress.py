"""Journeys on the Statistics tab and a tracker's details page: the stub while nothing is done,
the four numbers as marks add up, streaks and the completion rate as days are marked and undone
in the details calendar, a measurable tracker's chart and averages (readable in dark mode too),
and the same pages in Russian."""

import re
from datetime import timedelta

from selenium.webdriver.common.by import By

from conftest import set_scheme
from helpers import (_quoted, heading, html_lang, path_of, sign_up_owner, tab_labels, tap_and_wait, visible_text,
                     wait_for_path)
from test_trackers import (add_category_from_form, EVERY_DAY, card, choose_in_card_menu, create_tracker,
                           fill_tracker_form, press_mark, query_of, server_today, start_new,
                           submit_tracker_form)

DETAILS_PATH = re.compile(r"^/trackers/\d+$")


# --- Setting up ---

# --- The Statistics tab ---

def open_statistics(driver, label="Statistics"):
    """Clicks the Statistics tab in the tab bar, as a person does."""
    assert label in tab_labels(driver), f"no {label} tab in {tab_labels(driver)}"
    tap_and_wait(driver, lambda: driver.find_element(
        By.XPATH, f"//nav[contains(@class,'tab-bar')]//a[contains(@class,'tab')][normalize-space()={_quoted(label)}]"))
    wait_for_path(driver, "/statistics")


def stub_text(driver):
    found = driver.find_elements(By.CSS_SELECTOR, ".empty-state p")
    return found[0].text if found else ""


def stat_cards(driver):
    """{label: (value, hint)} of the statistics cards, in page order."""
    return {card.find_element(By.CSS_SELECTOR, ".stat-label").text:
            (card.find_element(By.CSS_SELECTOR, ".stat-value").text,
             card.find_element(By.CSS_SELECTOR, ".stat-hint").text)
            for card in driver.find_elements(By.CSS_SELECTOR, "li.stat-card")}


def stat_values(driver):
    return {label: value for label, (value, _) in stat_cards(driver).items()}


# --- The details page ---

def open_details_by_name(driver, name):
    """Clicks the card's name on the main page."""
    tap_and_wait(driver, lambda: card(driver, name).find_element(By.CSS_SELECTOR, ".card-name a.card-link"))
    assert DETAILS_PATH.match(path_of(driver)), f"not a details page: {driver.current_url}"
    assert heading(driver) == name


def numbers(driver, scope="header ~ ul.number-list"):
    """{label: (value, detail)} of the number cards (by default the three under the title)."""
    result = {}
    for item in driver.find_elements(By.CSS_SELECTOR, f"{scope} > li.number-card"):
        details = item.find_elements(By.CSS_SELECTOR, ".number-detail")
        result[item.find_element(By.CSS_SELECTOR, ".number-label").text] = (
            item.find_element(By.CSS_SELECTOR, ".number-value").text, details[0].text if details else None)
    return result


def averages(driver):
    return numbers(driver, "section[aria-labelledby='averages-title'] ul.number-list")


def shown_month(driver, today):
    """The month the details calendar shows: ?month=, or today's month without it."""
    return query_of(driver).get("month", f"{today:%Y-%m}")


def show_month(driver, day, today):
    """Moves the details calendar with ‹ and › until it shows the month of `day`."""
    for _ in range(24):
        current = shown_month(driver, today)
        wanted = f"{day:%Y-%m}"
        if current == wanted:
            return
        label = "Previous month" if wanted < current else "Next month"
        if driver.tracker_language == "ru":
            label = "Предыдущий месяц" if wanted < current else "Следующий месяц"
        tap_and_wait(driver, lambda: driver.find_element(By.XPATH, f"//a[@aria-label={_quoted(label)}]"))
    raise AssertionError(f"could not get the calendar to {day:%Y-%m}")


def calendar_cell(driver, day):
    """The calendar's element for `day` (a button or a locked span); the month must be shown."""
    found = driver.find_elements(
        By.XPATH, f"//table[contains(@class,'details-grid')]//*[contains(concat(' ', @class, ' '), ' cal-day ')]"
                  f"[normalize-space()='{day.day}']")
    assert len(found) == 1, f"expected one cell for {day}, found {len(found)}"
    return found[0]


def day_button(driver, day):
    """The button that marks `day`: it sends the day as its own name and value, in the month's one form."""
    found = driver.find_elements(
        By.XPATH, f"//form[contains(@class,'month-form')]//table[contains(@class,'details-grid')]"
                  f"//button[contains(@class,'cal-day')][@name='day'][@value='{day.isoformat()}']")
    assert len(found) == 1, f"expected one button for {day}, found {len(found)}"
    return found[0]


def press_day(driver, day, today):
    """Shows the month of `day` and presses its calendar button; back on the same details page."""
    show_month(driver, day, today)
    details_path = path_of(driver)
    tap_and_wait(driver, lambda: day_button(driver, day))
    wait_for_path(driver, details_path)
    assert shown_month(driver, today) == f"{day:%Y-%m}", "marking a day returns to its month"


def pressed(driver, day, today):
    show_month(driver, day, today)
    return day_button(driver, day).get_attribute("aria-pressed")


def long_date_en(day):
    return f"{day:%A}, {day:%B} {day.day}, {day.year}"


def chart_label_colours(driver):
    """[(fill of the first axis label, background behind the chart)] as computed now."""
    return driver.execute_script("""
        const label = document.querySelector('svg.chart text.chart-label');
        let node = label.closest('svg'), background = 'rgba(0, 0, 0, 0)';
        while (node && node.nodeType === 1) {
            background = getComputedStyle(node).backgroundColor;
            if (background !== 'rgba(0, 0, 0, 0)' && background !== 'transparent') break;
            node = node.parentNode;
        }
        return [getComputedStyle(label).fill, background];
    """)


def luminance(colour):
    red, green, blue = (int(part) for part in re.findall(r"\d+", colour)[:3])

    def channel(value):
        value /= 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4
    return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue)


def contrast(first, second):
    lighter, darker = sorted((luminance(first), luminance(second)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


# --- Journeys ---

def sign_up_owner_and_check_stub(driver, server, shoot):
    sign_up_owner(driver, server)
    assert tab_labels(driver) == ["Trackers", "Statistics", "Household", "Settings"]
    open_statistics(driver)
    assert heading(driver) == "Statistics"
    assert stub_text(driver) == "Nothing to analyze yet"
    assert driver.find_elements(By.CSS_SELECTOR, ".empty-state img"), "the stub has its image"
    assert driver.find_elements(By.CSS_SELECTOR, "li.stat-card") == []
    shoot(driver, "progress-01-statistics-empty")


def test_statistics_and_details_en(server, browser, shoot):
    anna = browser("en")
    sign_up_owner_and_check_stub(anna, server, shoot)
    today = server_today(anna, server)
    start = today - timedelta(days=6)

    start_new(anna, server, "Habit")
    add_category_from_form(anna, "Health")
    fill_tracker_form(anna, name="Run", category="Health", days=EVERY_DAY, emoji=3, color=2, start=start)
    submit_tracker_form(anna)
    wait_for_path(anna, "/")
    create_tracker(anna, server, "Irregular event", name="Call", category="Health", emoji=5, color=4, start=start)
    open_statistics(anna)
    assert stub_text(anna) == "Nothing to analyze yet", "trackers alone are not something done"

    # The details page, through the card's name.
    anna.get(server.url("/"))
    open_details_by_name(anna, "Run")
    assert anna.find_element(By.CSS_SELECTOR, ".page-subtitle").text == f"Since {start:%b} {start.day}, {start.year}"
    assert numbers(anna) == {"Current streak": ("0 days", None), "Best streak": ("0 days", None),
                             "Completion rate": ("0%", "0 of 6 days")}
    assert "is-today" in calendar_cell(anna, today).get_attribute("class")
    assert day_button(anna, today).get_attribute("aria-label") == \
        f"{long_date_en(today)}: not done. Press to mark done."
    shoot(anna, "progress-02-details-new")

    # Three days in a row before today; today not yet: today doesn't break the streak.
    for back in (3, 2, 1):
        press_day(anna, today - timedelta(days=back), today)
    assert numbers(anna) == {"Current streak": ("3 days", None), "Best streak": ("3 days", None),
                             "Completion rate": ("50%", "3 of 6 days")}
    assert [pressed(anna, today - timedelta(days=back), today) for back in (4, 3, 2, 1, 0)] == \
        ["false", "true", "true", "true", "false"]
    show_month(anna, today - timedelta(days=1), today)
    yesterday = day_button(anna, today - timedelta(days=1))
    assert "is-done" in yesterday.get_attribute("class")
    assert yesterday.get_attribute("aria-label") == \
        f"{long_date_en(today - timedelta(days=1))}: done. Press to undo."
    shoot(anna, "progress-03-details-three-days")

    press_day(anna, today, today)
    assert numbers(anna) == {"Current streak": ("4 days", None), "Best streak": ("4 days", None),
                             "Completion rate": ("57%", "4 of 7 days")}
    assert pressed(anna, today, today) == "true"

    # Undoing the day before yesterday splits the run: −3 | −1, today.
    press_day(anna, today - timedelta(days=2), today)
    assert numbers(anna) == {"Current streak": ("2 days", None), "Best streak": ("2 days", None),
                             "Completion rate": ("43%", "3 of 7 days")}
    assert [pressed(anna, today - timedelta(days=back), today) for back in (3, 2, 1, 0)] == \
        ["true", "false", "true", "true"]
    show_month(anna, today, today)
    shoot(anna, "progress-04-details-undone")

    # Tomorrow and the day before the start can't be pressed.
    tomorrow = today + timedelta(days=1)
    show_month(anna, tomorrow, today)
    locked = calendar_cell(anna, tomorrow)
    assert locked.tag_name == "span" and "is-locked" in locked.get_attribute("class")
    assert "before-start" not in locked.get_attribute("class")
    assert not anna.find_elements(By.XPATH, f"//button[@name='day'][@value='{tomorrow.isoformat()}']")
    before = start - timedelta(days=1)
    show_month(anna, before, today)
    locked = calendar_cell(anna, before)
    assert locked.tag_name == "span"
    assert {"is-locked", "before-start"} <= set(locked.get_attribute("class").split())
    assert locked.get_attribute("aria-label") == long_date_en(before)

    # Statistics: Run done on −3, −1 and today.
    open_statistics(anna)
    assert heading(anna) == "Statistics"
    cards = stat_cards(anna)
    assert list(cards) == ["Best period", "Ideal days", "Trackers completed", "Average"]
    assert all(hint for _, hint in cards.values()), cards
    assert stat_values(anna) == {"Best period": "2", "Ideal days": "3", "Trackers completed": "3",
                                 "Average": "0.8"}  # 3 ÷ 4 days
    shoot(anna, "progress-05-statistics")

    # The event marked today from the main page: one more done, not one more ideal day.
    anna.get(server.url("/"))
    press_mark(anna, "Call")
    open_statistics(anna)
    assert stat_values(anna) == {"Best period": "2", "Ideal days": "3", "Trackers completed": "4",
                                 "Average": "1"}  # 4 ÷ 4 days
    shoot(anna, "progress-06-statistics-event")

    # The event's details: every day from its start counts.
    anna.get(server.url("/"))
    open_details_by_name(anna, "Call")
    assert numbers(anna) == {"Current streak": ("1 day", None), "Best streak": ("1 day", None),
                             "Completion rate": ("14%", "1 of 7 days")}
    shoot(anna, "progress-07-details-event")


def test_measurable_details_en(server, browser, shoot):
    anna = browser("en")
    sign_up_owner(anna, server)
    today = server_today(anna, server)
    start = today - timedelta(days=6)
    start_new(anna, server, "Habit")
    add_category_from_form(anna, "Health")
    fill_tracker_form(anna, name="Water", category="Health", days=EVERY_DAY, emoji=1, color=3,
                      unit="glasses", target=8, start=start)
    submit_tracker_form(anna)
    wait_for_path(anna, "/")

    # Through the card menu this time.
    choose_in_card_menu(anna, "Water", "Details")
    assert DETAILS_PATH.match(path_of(anna)), anna.current_url
    details_path = path_of(anna)
    assert heading(anna) == "Water"
    day_field = anna.find_element(By.ID, "entry-day")
    assert (day_field.get_attribute("min"), day_field.get_attribute("max"), day_field.get_attribute("value")) == \
        (start.isoformat(), today.isoformat(), today.isoformat())
    assert anna.find_elements(By.CSS_SELECTOR, "svg.chart rect.chart-bar") == []
    assert [value for value, _ in averages(anna).values()] == ["0", "0", "0"], "six due days without a value"

    def enter(day, value):
        anna.execute_script("arguments[0].value = arguments[1]", anna.find_element(By.ID, "entry-day"),
                            day.isoformat())
        field = anna.find_element(By.ID, "entry-value")
        field.clear()
        field.send_keys(str(value))
        tap_and_wait(anna, lambda: anna.find_element(
            By.XPATH, "//form[contains(@class,'value-entry')]//button[normalize-space()='Save']"))
        wait_for_path(anna, details_path)

    enter(today - timedelta(days=1), 8)
    enter(today - timedelta(days=2), 3)

    bars = anna.find_elements(By.CSS_SELECTOR, "svg.chart rect.chart-bar")
    assert len(bars) == 2
    assert len(anna.find_elements(By.CSS_SELECTOR, "svg.chart rect.chart-bar.is-reached")) == 1
    titles = sorted(bar.get_attribute("textContent").strip() for bar in bars)
    assert any(title.endswith(": 8 glasses") for title in titles) and any(t.endswith(": 3 glasses") for t in titles), titles
    reached = anna.find_element(By.CSS_SELECTOR, "svg.chart rect.chart-bar.is-reached")
    assert reached.get_attribute("textContent").strip().endswith(": 8 glasses")
    assert anna.find_elements(By.CSS_SELECTOR, "svg.chart line.chart-target")
    assert anna.find_elements(By.CSS_SELECTOR, "svg.chart text.chart-label")
    assert anna.find_element(By.CSS_SELECTOR, ".chart-legend").text == "Target 8 glasses"
    # (8 + 3) ÷ 6: the six days before today; today has no value yet.
    assert averages(anna) == {"7 days": ("1.8", "glasses"), "30 days": ("1.8", "glasses"),
                              "365 days": ("1.8", "glasses")}
    # Only the 8 reached the target: one done day, yesterday.
    assert numbers(anna) == {"Current streak": ("1 day", None), "Best streak": ("1 day", None),
                             "Completion rate": ("17%", "1 of 6 days")}
    assert day_button(anna, today - timedelta(days=1)).get_attribute("aria-pressed") == "true"
    assert day_button(anna, today - timedelta(days=2)).get_attribute("aria-pressed") == "false"

    # The axis labels are readable in light and in dark.
    colours = {}
    try:
        for scheme in ("light", "dark"):
            set_scheme(anna, scheme)
            colours[scheme] = chart_label_colours(anna)
    finally:
        set_scheme(anna, "light")
    assert colours["light"][0] != colours["dark"][0], f"the labels keep one colour in both schemes: {colours}"
    for scheme, (fill, background) in colours.items():
        assert contrast(fill, background) >= 3, f"{scheme}: label {fill} on {background} is hard to read"
    shoot(anna, "progress-08-measurable-details")

    # Today's value counts once entered: (8 + 3 + 8) ÷ 7.
    enter(today, 8)
    assert averages(anna)["7 days"] == ("2.7", "glasses")
    assert len(anna.find_elements(By.CSS_SELECTOR, "svg.chart rect.chart-bar.is-reached")) == 2
    assert numbers(anna)["Current streak"] == ("2 days", None)


def test_progress_ru(server, browser, shoot):
    boris = browser("ru")
    sign_up_owner(boris, server, display_name="Борис")
    today = server_today(boris, server)
    assert html_lang(boris) == "ru"
    assert tab_labels(boris) == ["Трекеры", "Статистика", "Семья", "Настройки"]
    open_statistics(boris, "Статистика")
    assert heading(boris) == "Статистика"
    assert stub_text(boris) == "Анализировать пока нечего"
    shoot(boris, "progress-01-statistics-empty")

    start = today - timedelta(days=6)
    start_new(boris, server, "Привычка")
    add_category_from_form(boris, "Здоровье")
    fill_tracker_form(boris, name="Бег", category="Здоровье", days=EVERY_DAY, emoji=14, color=7, start=start)
    submit_tracker_form(boris)
    wait_for_path(boris, "/")
    create_tracker(boris, server, "Нерегулярное событие", name="Звонок", category="Здоровье", emoji=5, color=4,
                   start=start)
    press_mark(boris, "Бег")

    open_statistics(boris, "Статистика")
    assert list(stat_cards(boris)) == ["Лучший период", "Идеальные дни", "Трекеров завершено", "Среднее значение"]
    assert stat_values(boris) == {"Лучший период": "1", "Идеальные дни": "1", "Трекеров завершено": "1",
                                  "Среднее значение": "1"}
    shoot(boris, "progress-02-statistics")

    # A second mark two days ago: 2 done ÷ 3 days = 0,7 with a Russian decimal comma; the streak
    # is still today's one day, since yesterday is not done.
    boris.get(server.url("/"))
    open_details_by_name(boris, "Бег")
    press_day(boris, today - timedelta(days=2), today)
    assert numbers(boris) == {"Текущая серия": ("1 день", None), "Лучшая серия": ("1 день", None),
                              "Процент выполнения": ("29 %", "2 из 7 дней")}
    assert day_button(boris, today).get_attribute("aria-label").endswith(": выполнено. Нажмите, чтобы снять отметку.")
    shoot(boris, "progress-03-details")
    open_statistics(boris, "Статистика")
    assert stat_values(boris)["Среднее значение"] == "0,7"
    assert stat_values(boris)["Трекеров завершено"] == "2"

    # Yesterday too: a run of three, in Russian plurals.
    boris.get(server.url("/"))
    open_details_by_name(boris, "Бег")
    press_day(boris, today - timedelta(days=1), today)
    assert numbers(boris)["Текущая серия"] == ("3 дня", None)
    assert "Календарь" in visible_text(boris)
    shoot(boris, "progress-04-details-streak")
