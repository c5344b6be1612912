"""Journey (issue 34): a member makes an API token in Settings, as a person does before setting
up a phone shortcut, and marks a habit with it the way the guide's curl recipe does; the main
page shows the mark. A read-only token can't write, and a revoked token gets a 401. English and
Russian."""

import json
import re
import urllib.error
import urllib.request
from datetime import date

import pytest
from selenium.webdriver.common.by import By

from helpers import click_button, click_link, fill, sign_up_owner, tap, tap_and_wait, visible_text, wait_for_path
from test_trackers import add_category_from_form, card_names, fill_tracker_form, mark_button, start_new, submit_tracker_form

WORDS = {
    "en": {"settings": "Settings", "tokens": "API tokens", "name": "Name", "write": "Read and write",
           "read": "Read only", "create": "Create token", "revoke": "Revoke", "revoked": "The token was revoked.",
           "once": "it is shown only this once", "habit": "Habit"},
    "ru": {"settings": "Настройки", "tokens": "API-токены", "name": "Название", "write": "Читать и записывать",
           "read": "Только читать", "create": "Создать токен", "revoke": "Отозвать", "revoked": "Токен отозван.",
           "once": "он показывается только один раз", "habit": "Привычка"},
}


def call(server, method, path, secret, body=None):
    """An API request as a shortcut sends it: the token in `Authorization`, JSON in and out."""
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(server.url(path), data=data, method=method,
                                     headers={"Authorization": f"Bearer {secret}", "Content-Type": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            return answer.status, json.loads(answer.read() or b"null")
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read() or b"null")


def make_token(driver, words, name, scope):
    """Makes a token through the Settings form and returns its secret, read off the page."""
    fill(driver, words["name"], name)
    tap(driver, driver.find_element(By.XPATH, f"//label[normalize-space()='{words[scope]}']"))
    click_button(driver, words["create"])
    assert words["once"] in visible_text(driver)
    return driver.find_element(By.ID, "token-secret").get_attribute("value").strip()


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_member_marks_a_habit_with_a_token_made_in_settings(server, browser, shoot, language):
    words = WORDS[language]
    anna = browser(language)
    sign_up_owner(anna, server)
    start_new(anna, server, words["habit"])
    fill_tracker_form(anna, name="Water the plants", emoji=3, color=2)
    add_category_from_form(anna, "Home")
    fill_tracker_form(anna, category="Home")
    submit_tracker_form(anna)
    wait_for_path(anna, "/")
    assert mark_button(anna, "Water the plants").get_attribute("aria-pressed") == "false"
    anna.get(server.url("/settings"))
    click_link(anna, words["tokens"])
    wait_for_path(anna, "/settings/tokens")
    writer = make_token(anna, words, "Hallway button", "write")
    assert re.fullmatch(r"trk_[A-Za-z0-9_-]{43}", writer)
    shoot(anna, f"tokens-01-made-{language}")
    anna.get(server.url("/settings/tokens"))
    reader = make_token(anna, words, "Dashboard", "read")

    status, trackers = call(server, "GET", "/api/v1/trackers", writer)
    assert status == 200, trackers
    plants = next(t for t in trackers["trackers"] if t["name"] == "Water the plants")
    assert plants["done"] is False
    today = date.today().isoformat()
    status, problem = call(server, "PUT", f"/api/v1/trackers/{plants['id']}/days/{today}", reader, {"done": True})
    assert status == 403, problem
    status, day = call(server, "PUT", f"/api/v1/trackers/{plants['id']}/days/{today}", writer, {"done": True})
    assert status == 200 and day["done"] is True, day

    anna.get(server.url("/"))
    assert "Water the plants" in card_names(anna)
    assert mark_button(anna, "Water the plants").get_attribute("aria-pressed") == "true"

    # Revoking is confirmed, and the token answers 401 at once.
    anna.get(server.url("/settings/tokens"))
    tap_and_wait(anna, lambda: anna.find_element(By.XPATH, "//li[contains(., 'Hallway button')]//a"))
    click_button(anna, words["revoke"])
    assert words["revoked"] in visible_text(anna)
    assert "Hallway button" not in visible_text(anna)
    status, problem = call(server, "GET", "/api/v1/trackers", writer)
    assert status == 401, problem
    assert call(server, "GET", "/api/v1/trackers", reader)[0] == 200
