"""The Household (issue 14): two members on two phones, with JavaScript off, find each other
through the member search, follow each other, upload a picture and see each other's shared
trackers and their details, read-only; a private tracker shows nowhere, not even at its guessed
address. And the profile picture's other choices: an emoji on a colour, the initials, and a file
that is not a picture."""

import io
import re
import urllib.error
import urllib.request
import uuid
from datetime import timedelta
from urllib.parse import urlparse

from PIL import Image, ImageDraw
from selenium.webdriver.common.by import By

from helpers import (_quoted, click_button, click_link, field_error, heading, path_of, sign_in_demo,
                     sign_up_owner, tab_labels, tap, tap_and_wait, untick_examples, visible_text, wait_for_path)
from test_trackers import (EVERY_DAY, search, add_category_from_form, card, fill_tracker_form, open_extras, press_mark,
                           server_today, shown_day, start_new, submit_tracker_form)

ORIENTATION, GPS_IFD = 0x0112, 0x8825
RED, BLUE, GREEN = (220, 30, 30), (30, 60, 220), (30, 200, 60)


# --- A photo as a phone takes it ---

def phone_photo(path):
    """A 4032 × 3024 JPEG (quality 85, about 2.3 MB) as a phone saves a portrait photo: the pixels
    are stored sideways (landscape: left half red, right half blue, a green block in the top of the
    red half) with EXIF Orientation 6 (turn 90° clockwise to show it), the phone's make and model,
    and where it was taken (a GPS IFD). Upright, it is red above blue, the green block on the right.
    Some noise makes it as large as a real photo."""
    width, height = 4032, 3024
    image = Image.new("RGB", (width, height), RED)
    draw = ImageDraw.Draw(image)
    draw.rectangle([width // 2, 0, width, height], fill=BLUE)
    draw.rectangle([1100, 0, 1700, 1000], fill=GREEN)
    image = Image.blend(image, Image.effect_noise((width, height), 40).convert("RGB"), 0.15)
    exif = Image.Exif()
    exif[ORIENTATION] = 6
    exif[0x010F] = "TestMaker"
    exif[0x0110] = "TestPhone 12"
    exif[GPS_IFD] = {1: "N", 2: (55.0, 45.0, 21.5), 3: "E", 4: (37.0, 37.0, 4.25)}
    image.save(path, "JPEG", quality=85, exif=exif)
    written = Image.open(path)
    assert written.size == (width, height) and written.getexif()[ORIENTATION] == 6
    assert written.getexif().get_ifd(GPS_IFD)[2] == (55.0, 45.0, 21.5)
    assert path.stat().st_size < 5 * 1024 * 1024
    return path


def colour_near(image, x, y, radius=3):
    """The average colour of a small square around (x, y): JPEG and the noise move single pixels."""
    box = image.crop((x - radius, y - radius, x + radius + 1, y + radius + 1)).resize((1, 1), Image.Resampling.BOX)
    return box.getpixel((0, 0))


def looks_like(colour, expected, tolerance=70):
    return all(abs(a - b) <= tolerance for a, b in zip(colour, expected))


# --- Requests with a browser's session, as that browser would send them ---

class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


def request_as(driver, url, data=None, headers=None):
    """(status, headers, body) of a request that carries `driver`'s cookies (none when `driver`
    is None); redirects are not followed."""
    headers = dict(headers or {})
    if driver is not None:
        headers["Cookie"] = "; ".join(f"{c['name']}={c['value']}" for c in driver.get_cookies())
    opener = urllib.request.build_opener(_NoRedirect)
    try:
        with opener.open(urllib.request.Request(url, data=data, headers=headers), timeout=10) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def multipart(fields, file_field, file_name, content_type, content):
    boundary = uuid.uuid4().hex
    parts = []
    for name, value in fields.items():
        parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{name}"\r\n\r\n{value}\r\n'.encode())
    parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="{file_field}"; filename="{file_name}"\r\n'
                 f"Content-Type: {content_type}\r\n\r\n".encode() + content + b"\r\n")
    parts.append(f"--{boundary}--\r\n".encode())
    return b"".join(parts), f"multipart/form-data; boundary={boundary}"


# --- Joining ---

def create_invite(driver, server):
    driver.get(server.url("/settings"))
    click_button(driver, "Create invite link")
    return driver.find_element(By.ID, "invite-link").get_attribute("value").strip()


def join(driver, invite, username, display_name, password):
    """Through the onboarding and the join form (fields found by name, so in any language), with
    no example trackers."""
    driver.get(invite)
    wait_for_path(driver, "/onboarding")
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "form.onboarding-action button"))
    wait_for_path(driver, urlparse(invite).path)
    for name, value in (("username", username), ("display_name", display_name), ("password", password),
                        ("password_confirmation", password)):
        element = driver.find_element(By.NAME, name)
        element.clear()
        element.send_keys(value)
    untick_examples(driver)
    tap_and_wait(driver, lambda: driver.find_element(By.CSS_SELECTOR, "main form button[type=submit]"))
    wait_for_path(driver, "/")


# --- Trackers ---

def create_habit(driver, server, kind, name, category, public, new_category=False, emoji=1, color=1, **fields):
    """A habit on every day through the form; "Visible to the household" is off until tapped.
    Returns the new tracker's id, read from its card on the main page."""
    start_new(driver, server, kind)
    fill_tracker_form(driver, name=name)
    if new_category:
        add_category_from_form(driver, category)
    fill_tracker_form(driver, category=category, days=EVERY_DAY, emoji=emoji, color=color, **fields)
    open_extras(driver)
    switch = driver.find_element(By.ID, "field-public")
    assert not switch.is_selected(), "a new tracker must start private"
    if public:
        tap(driver, driver.find_element(By.CSS_SELECTOR, "label[for='field-public']"))
        assert switch.is_selected()
    submit_tracker_form(driver)
    wait_for_path(driver, "/")
    return card(driver, name).get_attribute("id").removeprefix("tracker-")


# --- The Household page ---

def search_members(driver, text):
    """Types into the member search (the page's one search field) and presses Enter."""
    search(driver, text)
    wait_for_path(driver, "/household")


def member_rows(driver, within="#members"):
    """{display name: row} of the member list."""
    return {row.find_element(By.CSS_SELECTOR, ".member-name").text: row
            for row in driver.find_elements(By.CSS_SELECTOR, f"{within} li.person-row")}


def member_names(driver, within="#members"):
    return list(member_rows(driver, within))


def row_of(driver, name):
    return driver.find_element(
        By.XPATH, f"//li[@class='person-row'][.//span[@class='member-name'][normalize-space()={_quoted(name)}]]")


def row_button(driver, name):
    return row_of(driver, name).find_element(By.CSS_SELECTOR, "form button")


def fragment(driver):
    return urlparse(driver.current_url).fragment


def in_viewport(driver, element):
    return driver.execute_script(
        "const box = arguments[0].getBoundingClientRect(); return box.top >= 0 && box.bottom <= innerHeight;", element)


def today_items(driver):
    """{member name: {tracker name: state}} of "Today in the household": the state is the label of
    the list the tracker's chip is in ("Done" or "Not done yet")."""
    found = {}
    for group in driver.find_elements(By.CSS_SELECTOR, "#today .today-group"):
        person = group.find_element(By.CSS_SELECTOR, ".today-person .member-name").text
        found[person] = {}
        for chips in group.find_elements(By.CSS_SELECTOR, ".today-chips"):
            label = chips.find_element(By.XPATH, "preceding-sibling::p[1]").text
            for chip in chips.find_elements(By.CSS_SELECTOR, ".today-chip"):
                emoji = chip.find_element(By.CSS_SELECTOR, ".today-emoji").get_attribute("textContent")
                found[person][chip.get_attribute("textContent").replace(emoji, "", 1).strip()] = label
    return found


def today_hint(driver):
    return driver.find_element(By.CSS_SELECTOR, "#today .hint").text


def avatar_of(element):
    """The avatar inside `element`: ("picture", src), ("emoji", text) or ("initials", text)."""
    avatar = element.find_element(By.CSS_SELECTOR, ".avatar")
    if avatar.tag_name == "img":
        return "picture", avatar.get_dom_attribute("src")
    kind = "initials" if "avatar-initials" in avatar.get_attribute("class") else "emoji"
    return kind, avatar.text


def own_card(driver):
    return driver.find_element(By.CSS_SELECTOR, ".profile-card-you")


def assert_square_and_loaded(driver, image):
    """The picture has loaded, and it is drawn square (not stretched)."""
    natural, box = driver.execute_script(
        "const i = arguments[0], b = i.getBoundingClientRect();"
        "return [[i.complete, i.naturalWidth, i.naturalHeight], [b.width, b.height]];", image)
    assert natural[0] and natural[1] > 0, f"the avatar did not load: {natural}"
    assert box[0] > 0 and abs(box[0] - box[1]) < 1, f"the avatar is drawn {box[0]} × {box[1]}, not square"


# --- A member's page and a shared tracker's details ---

def shared_cards(driver):
    """{tracker name: (done?, state label)} of the shared cards on a member's page."""
    return {tile.find_element(By.CSS_SELECTOR, ".card-name").text:
            ("is-done" in tile.get_attribute("class"),
             tile.find_element(By.CSS_SELECTOR, ".mark-state").get_attribute("aria-label"))
            for tile in driver.find_elements(By.CSS_SELECTOR, "li.tracker-card")}


def assert_read_only_board(driver):
    """A member's page: no "+", no mark buttons, no value fields, no card menus, no filters."""
    for selector in ("a.add-button", "button.mark-button", "form.value-form", "input[type=number]",
                     "details.card-menu", "details.filters", ".menu-item"):
        assert driver.find_elements(By.CSS_SELECTOR, selector) == [], f"{selector} on a member's page"
    assert_only_follow_forms(driver)


def assert_only_follow_forms(driver):
    """The page's POST forms are Follow/Unfollow ones and nothing else."""
    for form in driver.find_elements(By.CSS_SELECTOR, "form"):
        method = (form.get_dom_attribute("method") or "get").lower()
        if method == "get":
            continue
        action = form.get_dom_attribute("action")
        assert re.fullmatch(r"/household/\d+/(un)?follow|/sign-out", action), f"a {method} form to {action}"


def assert_read_only_details(driver):
    """A shared tracker's details: no edit link, no marking, no value form, no other forms."""
    assert driver.find_elements(By.CSS_SELECTOR, "a[href$='/edit']") == [], "an edit link"
    for selector in ("button.mark-button", "form.value-entry", "input[type=number]", "input[type=date]",
                     "form[method=post]", "form[method=POST]"):
        assert driver.find_elements(By.CSS_SELECTOR, selector) == [], f"{selector} on a read-only details page"
    # The calendar's days are not links or buttons that mark.
    assert driver.find_elements(By.CSS_SELECTOR, ".month-grid button, .month-grid form") == []
    assert driver.find_elements(By.CSS_SELECTOR, ".month-grid") != [], "no calendar"


def assert_not_found(driver, url, words="Page not found"):
    driver.get(url)
    assert driver.find_element(By.CSS_SELECTOR, ".status-code").text == "404", f"{url}:\n{visible_text(driver)[:400]}"
    assert heading(driver) == words


def assert_served_avatar_is_clean(driver, url, cookies_of):
    """The picture at `url`, fetched with `cookies_of`'s session: a square JPEG of at most 256 px,
    upright (red above blue, the green block on the right), with no EXIF, no GPS, no metadata."""
    status, headers, body = request_as(cookies_of, url)
    assert status == 200, f"{url}: {status}"
    assert headers.get("Content-Type", "").startswith("image/jpeg"), headers.get("Content-Type")
    cache = headers.get("Cache-Control", "")
    assert "immutable" in cache and "private" in cache, cache
    assert body[:3] == b"\xff\xd8\xff", "not a JPEG"
    image = Image.open(io.BytesIO(body))
    assert image.format == "JPEG"
    width, height = image.size
    assert width == height and width <= 256, f"{width} × {height}"
    assert len(image.getexif()) == 0, f"EXIF left in the avatar: {dict(image.getexif())}"
    assert b"Exif" not in body, "an Exif segment is left in the avatar"
    for marker in (b"GPS", b"TestMaker", b"TestPhone", b"http://ns.adobe.com/xap"):
        assert marker not in body, f"{marker!r} left in the avatar"
    image = image.convert("RGB")
    top, bottom = colour_near(image, width // 2, height // 20), colour_near(image, width // 2, height - 1 - height // 20)
    assert looks_like(top, RED) and looks_like(bottom, BLUE), \
        f"not upright: top centre {top}, bottom centre {bottom} (stored sideways: left red, right blue)"
    for x in (width // 8, width * 7 // 8):
        assert looks_like(colour_near(image, x, height // 20), RED) or looks_like(colour_near(image, x, height // 20), GREEN)
        assert looks_like(colour_near(image, x, height - 1 - height // 20), BLUE)
    green = [x for x in range(0, width, 4) for y in range(0, height // 2, 4)
             if looks_like(image.getpixel((x, y)), GREEN, 50)]
    assert green, "the green block is gone"
    assert min(green) > width // 2, "the picture is mirrored: the green block should be on the right"
    # Only for signed-in members.
    status, headers, body = request_as(None, url)
    assert status != 200 and b"\xff\xd8\xff" not in body[:3], f"a signed-out request got the picture ({status})"


# --- The journey ---

def test_two_members_find_follow_and_share_read_only(server, browser, shoot, tmp_path):
    # Anna sets up the server and invites Mum (Russian phone) and Boris (only there to be found or not).
    anna = browser("en")
    sign_up_owner(anna, server, display_name="Anna Petrova")
    assert tab_labels(anna) == ["Trackers", "Statistics", "Household", "Settings"]
    today = server_today(anna, server)

    mum = browser("ru")
    join(mum, create_invite(anna, server), "mom", "Мама", "mum secret")
    assert tab_labels(mum) == ["Трекеры", "Статистика", "Семья", "Настройки"]
    boris = browser("en")
    join(boris, create_invite(anna, server), "boris", "Boris", "boris secret")

    # Each makes a shared tracker and a private one. Mum's shared one is measurable.
    read = create_habit(anna, server, "Habit", "Read a book", "Home", public=True, new_category=True, emoji=16, color=5)
    diary = create_habit(anna, server, "Habit", "Secret diary", "Home", public=False)
    exercise = create_habit(mum, server, "Привычка", "Зарядка", "Здоровье", public=True, new_category=True,
                            emoji=3, color=2, unit="минут", target=20)
    pills = create_habit(mum, server, "Привычка", "Таблетки тайно", "Здоровье", public=False)

    # The Household tab: her own card, and the others with their initials, nobody followed yet.
    click_link(anna, "Household")
    wait_for_path(anna, "/household")
    assert heading(anna) == "Household"
    me = own_card(anna)
    assert "Anna Petrova" in me.text and "@anna" in me.text
    assert "0 followers" in me.text and "0 following" in me.text
    assert avatar_of(me) == ("initials", "AP")
    assert member_names(anna) == ["Boris", "Мама"]
    assert row_button(anna, "Мама").text == "Follow"
    assert today_hint(anna) == "Follow members to see their shared trackers for today here."
    shoot(anna, "household-01-nobody-followed")

    # The search: part of a name in another case, in Cyrillic; a username; nothing.
    search_members(anna, "мАМ")
    assert member_names(anna) == ["Мама"]
    assert anna.find_element(By.ID, "member-search").get_attribute("value") == "мАМ"
    search_members(anna, "MO")
    assert member_names(anna) == ["Мама"], "the username @mom matches"
    search_members(anna, "zzz")
    assert member_names(anna) == []
    assert "No member matches “zzz”." in visible_text(anna)
    shoot(anna, "household-02-nothing-found")
    mum.get(server.url("/household"))
    search_members(mum, "pEtRo")
    assert member_names(mum) == ["Anna Petrova"]
    assert "Подписан(а) на вас" not in row_of(mum, "Anna Petrova").text

    # Anna follows Mum from the search result: the button flips, and the page comes back at the row.
    search_members(anna, "мам")
    mum_id = row_of(anna, "Мама").get_attribute("id").removeprefix("member-")
    tap_and_wait(anna, lambda: row_button(anna, "Мама"))
    wait_for_path(anna, "/household")
    assert fragment(anna) == f"member-{mum_id}"
    assert row_button(anna, "Мама").text == "Unfollow"
    assert row_button(anna, "Мама").get_attribute("aria-label") == "Unfollow Мама"
    assert in_viewport(anna, row_of(anna, "Мама"))
    assert "Follows you" not in row_of(anna, "Мама").text

    # Mum sees that Anna follows her, and follows back.
    mum.get(server.url("/household"))
    anna_id = row_of(mum, "Anna Petrova").get_attribute("id").removeprefix("member-")
    assert "Подписан(а) на вас" in row_of(mum, "Anna Petrova").text
    assert "Подписан(а) на вас" not in row_of(mum, "Boris").text
    assert row_button(mum, "Anna Petrova").text == "Подписаться"
    tap_and_wait(mum, lambda: row_button(mum, "Anna Petrova"))
    assert path_of(mum) == "/household" and fragment(mum) == f"member-{anna_id}"
    assert row_button(mum, "Anna Petrova").text == "Отписаться"
    assert "1 подписчик" in own_card(mum).text and "1 подписка" in own_card(mum).text
    shoot(mum, "household-03-following")

    anna.get(server.url("/household"))
    assert "Follows you" in row_of(anna, "Мама").text
    assert "Follows you" not in row_of(anna, "Boris").text
    assert "1 follower" in own_card(anna).text and "1 following" in own_card(anna).text

    # The lists: Anna's followers, and whom Mum follows, each with their buttons.
    click_link(anna, "1 follower")
    wait_for_path(anna, f"/household/{anna_id}/followers")
    assert heading(anna) == "Followers of Anna Petrova"
    assert member_names(anna, "main") == ["Мама"]
    assert row_button(anna, "Мама").text == "Unfollow"
    shoot(anna, "household-04-followers")
    anna.get(server.url(f"/household/{mum_id}/following"))
    assert heading(anna) == "Мама follows"
    assert member_names(anna, "main") == ["Anna Petrova"]
    assert row_of(anna, "Anna Petrova").find_elements(By.CSS_SELECTOR, "form") == [], "no Follow button for oneself"
    anna.get(server.url(f"/household/{mum_id}/followers"))
    assert member_names(anna, "main") == ["Anna Petrova"]

    # Anna uploads a photo from her phone through the real file input.
    photo = phone_photo(tmp_path / "IMG_0001.jpg")
    anna.get(server.url("/settings"))
    click_link(anna, "Profile picture")
    wait_for_path(anna, "/settings/avatar")
    assert heading(anna) == "Profile picture"
    file_input = anna.find_element(By.CSS_SELECTOR, "input[type=file][name=picture]")
    assert "image/" in file_input.get_attribute("accept")
    assert file_input.find_element(By.XPATH, "ancestor::form").get_attribute("enctype") == "multipart/form-data"
    file_input.send_keys(str(photo))
    click_button(anna, "Upload")
    # Opened from Settings, the page goes back there, which says it saved.
    wait_for_path(anna, "/settings")
    assert "Saved." in anna.find_element(By.ID, "account").text
    anna.get(server.url("/settings/avatar"))
    assert avatar_of(anna.find_element(By.CSS_SELECTOR, ".avatar-now"))[0] == "picture"
    assert anna.find_elements(By.XPATH, "//button[normalize-space()='Remove picture']") != []
    shoot(anna, "household-05-avatar-uploaded")

    anna.get(server.url("/household"))
    kind, src = avatar_of(own_card(anna))
    assert kind == "picture" and re.fullmatch(rf"/avatars/{anna_id}/[0-9a-f]{{16}}\.jpg", src), src
    assert_square_and_loaded(anna, own_card(anna).find_element(By.CSS_SELECTOR, "img.avatar"))
    assert_served_avatar_is_clean(anna, server.url(src), anna)
    shoot(anna, "household-06-with-picture")

    # Mum sees it, on the Household page and on Anna's page, and her session may fetch it too.
    mum.get(server.url("/household"))
    assert avatar_of(row_of(mum, "Anna Petrova")) == ("picture", src)
    assert_square_and_loaded(mum, row_of(mum, "Anna Petrova").find_element(By.CSS_SELECTOR, "img.avatar"))
    assert request_as(mum, server.url(src))[0] == 200

    # Today in the household: each other's shared tracker, and not the private one.
    assert today_items(mum) == {"Anna Petrova": {"Read a book": "Ещё не выполнено"}}
    assert "Secret diary" not in mum.page_source
    anna.get(server.url("/household"))
    assert today_items(anna) == {"Мама": {"Зарядка": "Not done yet"}}
    assert "Таблетки тайно" not in anna.page_source

    # Anna marks her reading done on her main page; Mum sees "Done".
    anna.get(server.url("/"))
    press_mark(anna, "Read a book")
    mum.get(server.url("/household"))
    assert today_items(mum) == {"Anna Petrova": {"Read a book": "Выполнено"}}
    assert mum.find_element(By.CSS_SELECTOR, "#today .today-chips.is-done .today-chip").is_displayed()
    assert "1 из 1" in mum.find_element(By.CSS_SELECTOR, "#today .today-count").text
    shoot(mum, "household-07-today-done")

    # Anna's page, seen by Mum: her picture, names, counts, and the shared tracker, read-only.
    tap_and_wait(mum, lambda: row_of(mum, "Anna Petrova").find_element(By.CSS_SELECTOR, "a.member-link"))
    wait_for_path(mum, f"/household/{anna_id}")
    profile = mum.find_element(By.ID, "profile")
    assert avatar_of(profile) == ("picture", src)
    assert_square_and_loaded(mum, profile.find_element(By.CSS_SELECTOR, "img.avatar"))
    assert "Anna Petrova" in profile.text and "@anna" in profile.text and "Подписан(а) на вас" in profile.text
    assert "1 подписчик" in profile.text and "1 подписка" in profile.text
    assert profile.find_element(By.CSS_SELECTOR, "form button").text == "Отписаться"
    assert shown_day(mum) == today
    assert shared_cards(mum) == {"Read a book": (True, "Выполнено")}
    assert "Secret diary" not in mum.page_source
    assert_read_only_board(mum)
    shoot(mum, "household-08-member-page")

    # Days: before the habit started there is nothing; the next day it is not done; the date field.
    tap_and_wait(mum, lambda: mum.find_element(By.CSS_SELECTOR, "a[rel=prev]"))
    assert path_of(mum) == f"/household/{anna_id}" and shown_day(mum) == today - timedelta(days=1)
    assert shared_cards(mum) == {}
    assert "В этот день общих трекеров нет." in visible_text(mum)
    tap_and_wait(mum, lambda: mum.find_element(By.CSS_SELECTOR, "a[rel=next]"))
    tap_and_wait(mum, lambda: mum.find_element(By.CSS_SELECTOR, "a[rel=next]"))
    assert shown_day(mum) == today + timedelta(days=1)
    assert shared_cards(mum) == {"Read a book": (False, "Ещё не выполнено")}
    assert_read_only_board(mum)
    tap(mum, mum.find_element(By.CSS_SELECTOR, "#calendar summary"))
    mum.execute_script("arguments[0].value = arguments[1]", mum.find_element(By.ID, "day-field"), today.isoformat())
    tap_and_wait(mum, lambda: mum.find_element(By.XPATH, "//form[@class='day-form']//button[normalize-space()='Показать']"))
    assert path_of(mum) == f"/household/{anna_id}" and shown_day(mum) == today
    assert shared_cards(mum) == {"Read a book": (True, "Выполнено")}

    # The details of the shared tracker: the calendar, streaks and rate; nothing to change.
    tap_and_wait(mum, lambda: mum.find_element(By.XPATH, "//a[@class='card-link'][normalize-space()='Read a book']"))
    wait_for_path(mum, f"/household/{anna_id}/trackers/{read}")
    assert heading(mum) == "Read a book"
    shown = visible_text(mum)
    assert "Трекер участника Anna Petrova. Только просмотр." in shown
    assert "Текущая серия" in shown and "Лучшая серия" in shown
    assert mum.find_elements(By.CSS_SELECTOR, ".cal-day.is-done") != [], "today's mark is not in the calendar"
    assert "Редактировать" not in shown
    assert_read_only_details(mum)
    shoot(mum, "household-09-shared-details")

    # Anna's view of Mum's measurable tracker has its chart and averages, and no value form.
    anna.get(server.url(f"/household/{mum_id}"))
    assert shared_cards(anna) == {"Зарядка": (False, "Not done yet")}
    assert_read_only_board(anna)
    tap_and_wait(anna, lambda: anna.find_element(By.XPATH, "//a[@class='card-link'][normalize-space()='Зарядка']"))
    wait_for_path(anna, f"/household/{mum_id}/trackers/{exercise}")
    assert "Shared by Мама. Read-only." in visible_text(anna)
    assert anna.find_elements(By.CSS_SELECTOR, "svg.chart") != [], "no chart for a measurable tracker"
    assert anna.find_element(By.ID, "chart-title").text == "Last 30 days"
    assert anna.find_element(By.ID, "averages-title").text == "Averages"
    assert_read_only_details(anna)
    shoot(anna, "household-10-shared-measurable")

    # The private trackers are nowhere, not even at their guessed addresses.
    for viewer, owner, private in ((mum, anna_id, diary), (anna, mum_id, pills)):
        not_found = "Страница не найдена" if viewer is mum else "Page not found"
        assert_not_found(viewer, server.url(f"/household/{owner}/trackers/{private}"), not_found)
        assert_not_found(viewer, server.url(f"/household/{owner}/trackers/{private}?month={today:%Y-%m}"), not_found)
        assert_not_found(viewer, server.url(f"/trackers/{private}"), not_found)
        assert_not_found(viewer, server.url(f"/trackers/{private}/edit"), not_found)
        # Nor under the other member's id.
        other = mum_id if owner == anna_id else anna_id
        assert_not_found(viewer, server.url(f"/household/{other}/trackers/{private}"), not_found)
    for path in (f"/household/{anna_id}", f"/household/{anna_id}?day={today}", "/household",
                 f"/household/{anna_id}/followers"):
        mum.get(server.url(path))
        assert "Secret diary" not in mum.page_source, path

    # Mum unfollows Anna on her page: the button flips back, and Today has nothing any more.
    mum.get(server.url(f"/household/{anna_id}"))
    tap_and_wait(mum, lambda: mum.find_element(By.CSS_SELECTOR, "#profile form button"))
    assert path_of(mum) == f"/household/{anna_id}" and fragment(mum) == "profile"
    assert mum.find_element(By.CSS_SELECTOR, "#profile form button").text == "Подписаться"
    assert "0 подписчиков" in mum.find_element(By.ID, "profile").text
    click_link(mum, "Семья")
    wait_for_path(mum, "/household")
    assert today_items(mum) == {}
    assert today_hint(mum) == "Подпишитесь на участников, чтобы видеть здесь их общие трекеры на сегодня."
    assert "Read a book" not in visible_text(mum)
    assert row_button(mum, "Anna Petrova").text == "Подписаться"
    shoot(mum, "household-11-unfollowed")
    anna.get(server.url("/household"))
    assert "Follows you" not in row_of(anna, "Мама").text
    assert "0 followers" in own_card(anna).text


def test_member_page_names_the_member_in_its_heading(demo_server, browser):
    """Every page has an <h1> (the details, lists and Household pages do); a member's page shows the
    name only as a paragraph, so a screen reader's heading list has nothing to say whose page it is."""
    anna = browser("en")
    sign_in_demo(anna, demo_server)
    anna.get(demo_server.url("/household"))
    tap_and_wait(anna, lambda: row_of(anna, "Boris").find_element(By.CSS_SELECTOR, "a.member-link"))
    assert anna.find_elements(By.TAG_NAME, "h1") != [], "a member's page has no <h1>"
    assert heading(anna) == "Boris"


def test_avatar_emoji_initials_and_a_file_that_is_not_a_picture(server, browser, shoot, tmp_path):
    anna = browser("en")
    sign_up_owner(anna, server, display_name="Anna")
    anna.get(server.url("/settings/avatar"))
    now = anna.find_element(By.CSS_SELECTOR, ".avatar-now")
    assert avatar_of(now) == ("initials", "A")
    assert anna.find_elements(By.XPATH, "//button[normalize-space()='Remove picture']") == []
    assert anna.find_elements(By.XPATH, "//button[normalize-space()='Show my initials instead']") == []
    shoot(anna, "avatar-01-initials")

    # An emoji on a colour.
    tap(anna, anna.find_element(By.CSS_SELECTOR, "label[for=emoji-5]"))
    emoji = anna.find_element(By.ID, "emoji-5").get_attribute("value")
    tap(anna, anna.find_element(By.CSS_SELECTOR, "label[for=color-7]"))
    click_button(anna, "Use this emoji")
    wait_for_path(anna, "/settings")
    assert "Saved." in anna.find_element(By.ID, "account").text
    anna.get(server.url("/settings/avatar"))
    assert avatar_of(anna.find_element(By.CSS_SELECTOR, ".avatar-now")) == ("emoji", emoji)
    assert anna.find_element(By.ID, "emoji-5").is_selected() and anna.find_element(By.ID, "color-7").is_selected()
    shoot(anna, "avatar-02-emoji")
    anna.get(server.url("/household"))
    assert avatar_of(own_card(anna)) == ("emoji", emoji)

    # A text file named like a photo: refused next to the field, and nothing changes.
    fake = tmp_path / "holiday.jpg"
    fake.write_text("These are my notes, not a picture.\n" * 20)
    anna.get(server.url("/settings/avatar"))
    anna.find_element(By.CSS_SELECTOR, "input[type=file][name=picture]").send_keys(str(fake))
    click_button(anna, "Upload")
    message = "This file is not a JPEG, PNG or WebP picture, or it is damaged. Nothing was changed."
    assert field_error(anna, "Picture") == message
    assert anna.find_element(By.ID, "field-picture").get_attribute("aria-invalid") == "true"
    assert "field-picture-error" in anna.find_element(By.ID, "field-picture").get_attribute("aria-describedby")
    assert avatar_of(anna.find_element(By.CSS_SELECTOR, ".avatar-now")) == ("emoji", emoji)
    shoot(anna, "avatar-03-not-a-picture")
    # The same upload, sent by hand with the session, is a 422 that renders the same message.
    token = anna.find_element(By.NAME, "_csrf").get_attribute("value")
    body, content_type = multipart({"_csrf": token}, "picture", "holiday.jpg", "image/jpeg", fake.read_bytes())
    status, _, page = request_as(anna, server.url("/settings/avatar/picture"), body, {"Content-Type": content_type})
    assert status == 422, status
    assert "This file is not a JPEG, PNG or WebP picture" in page.decode()
    anna.get(server.url("/household"))
    assert avatar_of(own_card(anna)) == ("emoji", emoji)

    # Back to the initials.
    anna.get(server.url("/settings/avatar"))
    click_button(anna, "Show my initials instead")
    wait_for_path(anna, "/settings")
    anna.get(server.url("/settings/avatar"))
    assert avatar_of(anna.find_element(By.CSS_SELECTOR, ".avatar-now")) == ("initials", "A")
    assert anna.find_elements(By.XPATH, "//button[normalize-space()='Show my initials instead']") == []
    anna.get(server.url("/household"))
    assert avatar_of(own_card(anna)) == ("initials", "A")

    # A small PNG, then "Remove picture": the initials again.
    png = tmp_path / "square.png"
    Image.new("RGB", (300, 200), BLUE).save(png)
    anna.get(server.url("/settings/avatar"))
    anna.find_element(By.CSS_SELECTOR, "input[type=file][name=picture]").send_keys(str(png))
    click_button(anna, "Upload")
    wait_for_path(anna, "/settings")
    anna.get(server.url("/settings/avatar"))
    kind, src = avatar_of(anna.find_element(By.CSS_SELECTOR, ".avatar-now"))
    assert kind == "picture"
    status, headers, body = request_as(anna, server.url(src))
    assert status == 200 and Image.open(io.BytesIO(body)).size == (200, 200)
    click_button(anna, "Remove picture")
    wait_for_path(anna, "/settings")
    assert "Saved." in anna.find_element(By.ID, "account").text
    anna.get(server.url("/settings/avatar"))
    assert avatar_of(anna.find_element(By.CSS_SELECTOR, ".avatar-now")) == ("initials", "A")
    # The old address no longer serves it.
    assert request_as(anna, server.url(src))[0] == 404
