"""Journey 3: the language comes from the browser's Accept-Language."""

from selenium.webdriver.common.by import By

from helpers import button, heading, html_lang, visible_text, wait_for_path


def test_russian_first_visit(server, browser, shoot):
    boris = browser("ru")
    boris.get(server.url("/"))
    wait_for_path(boris, "/onboarding")
    assert html_lang(boris) == "ru"
    titles = [title.text for title in boris.find_elements(By.CSS_SELECTOR, ".onboarding-title")]
    assert titles == ["Отслеживайте только то, что хотите", "Даже если это не литры воды и йога"]
    assert button(boris, "Вот это технологии!").is_displayed()
    assert boris.title == "Добро пожаловать · Трекер"
    shoot(boris, "first-visit-01-onboarding")


def test_english_first_visit(server, browser):
    anna = browser("en")
    anna.get(server.url("/"))
    wait_for_path(anna, "/onboarding")
    assert html_lang(anna) == "en"
    assert button(anna, "Wow, technology!").is_displayed()
    assert "Отслеживайте" not in visible_text(anna)


def test_russian_error_page(server, browser, shoot):
    boris = browser("ru")
    boris.get(server.url("/no/such/page"))
    assert html_lang(boris) == "ru"
    assert heading(boris) == "Страница не найдена"
    assert "По этому адресу ничего нет." in visible_text(boris)
    shoot(boris, "error-404")
