"""Journey 2: Anna invites Boris. Boris joins in his own (Russian) browser; the used link then
stops working for anyone else."""

from urllib.parse import urlparse

from selenium.webdriver.common.by import By

from helpers import (click_button, click_link, fill, heading, html_lang, sign_up_owner, tab_labels, tap, untick_examples,
                     visible_text, wait_for_path)


def set_up_owner(driver, server):
    """Anna's first run, quickly: past the onboarding and through setup."""
    driver.get(server.url("/"))
    wait_for_path(driver, "/onboarding")
    click_button(driver, "Wow, technology!")
    wait_for_path(driver, "/setup")
    fill(driver, "Username", "anna")
    fill(driver, "Your name", "Anna")
    fill(driver, "Password", "correct horse")
    fill(driver, "Repeat the password", "correct horse")
    untick_examples(driver)
    click_button(driver, "Create account")
    wait_for_path(driver, "/")
    assert heading(driver) == "Trackers"


def test_invite_journey(server, browser, shoot):
    anna = browser("en")
    set_up_owner(anna, server)

    click_link(anna, "Settings")
    wait_for_path(anna, "/settings")
    assert "No open invites." in visible_text(anna)
    click_button(anna, "Create invite link")
    wait_for_path(anna, "/settings")
    link_input = anna.find_element(By.ID, "invite-link")
    assert link_input.tag_name == "output", "the link is shown to copy, not a field to edit"
    assert "Copy it now" in visible_text(anna)
    invite = link_input.get_attribute("value").strip()
    assert urlparse(invite).netloc == urlparse(server.base_url).netloc, invite
    assert urlparse(invite).path.startswith("/join/") and len(urlparse(invite).path) > len("/join/") + 16
    assert "No open invites." not in visible_text(anna)
    assert len(anna.find_elements(By.XPATH, "//ul[@class='list']/li[.//button[normalize-space()='Revoke']]")) == 1
    shoot(anna, "invite-01-settings-with-link")

    # Boris opens the link in his own browser, which asks for Russian. He sees the onboarding
    # first, as Anna did, and its button leads back to his invite.
    boris = browser("ru")
    boris.get(invite)
    wait_for_path(boris, "/onboarding")
    assert "Отслеживайте только то, что хотите" in visible_text(boris)
    click_button(boris, "Вот это технологии!")
    wait_for_path(boris, urlparse(invite).path)
    assert html_lang(boris) == "ru"
    assert heading(boris) == "Присоединиться к дому"
    assert "Anna приглашает вас в Трекер этого дома." in visible_text(boris)
    shoot(boris, "invite-02-join")

    fill(boris, "Имя пользователя", "boris")
    fill(boris, "Ваше имя", "Борис")
    fill(boris, "Пароль", "boris secret")
    fill(boris, "Повторите пароль", "boris secret")
    # He keeps three of the four examples, in Russian.
    assert "Пить воду" in visible_text(boris)
    tap(boris, boris.find_element(By.CSS_SELECTOR, "label[for='example-call']"))
    assert not boris.find_element(By.ID, "example-call").is_selected()
    click_button(boris, "Присоединиться")
    wait_for_path(boris, "/")
    assert html_lang(boris) == "ru"
    assert heading(boris) == "Трекеры"
    shown = visible_text(boris)
    assert "Повседневное" in shown and "Пить воду" in shown and "0 / 8 стаканов" in shown and "Читать" in shown
    assert "Позвонить родным" not in shown
    assert tab_labels(boris) == ["Трекеры", "Статистика", "Семья", "Настройки"]
    shoot(boris, "invite-03-trackers")

    click_link(boris, "Настройки")
    wait_for_path(boris, "/settings")
    assert heading(boris) == "Настройки"
    assert "Вы вошли как Борис (@boris)" in visible_text(boris)
    shoot(boris, "invite-04-settings")

    # The invite is used up: gone from Anna's list, and a third browser can't use it.
    anna.get(server.url("/settings"))
    assert "No open invites." in visible_text(anna)
    assert anna.find_elements(By.ID, "invite-link") == [], "the link is shown only once"

    stranger = browser("ru")
    stranger.get(invite)
    assert html_lang(stranger) == "ru"
    assert heading(stranger) == "Приглашение не работает"
    assert "Ссылка неверна, уже использована, отозвана или истекла." in visible_text(stranger)
    assert stranger.find_elements(By.TAG_NAME, "form") == [], "no join form for a used link"
    shoot(stranger, "invite-05-used-link")

    click_link(stranger, "Вход")
    wait_for_path(stranger, "/sign-in")


def test_revoked_invite_stops_working(server, browser, shoot):
    anna = browser("en")
    set_up_owner(anna, server)
    click_link(anna, "Settings")
    click_button(anna, "Create invite link")
    invite = anna.find_element(By.ID, "invite-link").get_attribute("value").strip()

    click_button(anna, "Revoke")
    wait_for_path(anna, "/settings")
    assert "The invite was revoked." in visible_text(anna)
    assert "No open invites." in visible_text(anna)
    shoot(anna, "invite-06-revoked")

    other = browser("en")
    other.get(invite)
    assert heading(other) == "This invite doesn’t work"
    shoot(other, "invite-07-revoked-link")


def test_a_new_member_in_english_sees_the_onboarding_and_keeps_the_examples(server, browser, shoot):
    anna = browser("ru")
    sign_up_owner(anna, server)
    click_link(anna, "Настройки")
    click_button(anna, "Создать ссылку-приглашение")
    invite = anna.find_element(By.ID, "invite-link").get_attribute("value").strip()

    vera = browser("en")
    vera.get(invite)
    wait_for_path(vera, "/onboarding")
    assert "Track only what you want" in visible_text(vera)
    click_button(vera, "Wow, technology!")
    wait_for_path(vera, urlparse(invite).path)
    assert [box.is_selected() for box in vera.find_elements(By.NAME, "examples[]")] == [True] * 4
    shoot(vera, "invite-08-join-with-examples")
    fill(vera, "Username", "vera")
    fill(vera, "Your name", "Vera")
    fill(vera, "Password", "vera secret")
    fill(vera, "Repeat the password", "vera secret")
    click_button(vera, "Join")
    wait_for_path(vera, "/")
    shown = visible_text(vera)
    assert "Daily life" in shown and "Drink water" in shown and "0 / 8 glasses" in shown and "Call family" in shown
    # The onboarding is not shown again to this browser.
    vera.get(server.url("/onboarding"))
    vera.get(server.url("/"))
    wait_for_path(vera, "/")
