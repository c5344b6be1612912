"""The README's pictures: the main page, a tracker's details and the statistics, on a phone
(390×844) in the light and dark themes, from the demo household. Run by scripts/screenshots,
which builds the server first; writes docs/screenshots/<page>-<theme>.png."""

import argparse
import os
import sys
import tempfile
from pathlib import Path

from selenium.webdriver.common.by import By

import conftest
from conftest import new_browser, set_scheme, settle
from helpers import sign_in_demo
from tracker_process import REPO, demo_database

OUT = REPO / "docs" / "screenshots"
WIDTH, HEIGHT = 390, 844


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tracker", required=True, help="the built tracker binary")
    os.environ["TRACKER_BIN"] = parser.parse_args().tracker
    OUT.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as folder:
        database = Path(folder) / "tracker.sqlite"
        demo_database(database)
        server = conftest.run_server(Path(folder), database)
        running = next(server)
        driver = new_browser("en")
        try:
            sign_in_demo(driver, running)
            measurable = driver.find_element(By.CSS_SELECTOR, "li.tracker-card:has(.value-form) .card-link")
            pages = {"main": "/", "details": measurable.get_attribute("pathname"), "statistics": "/statistics"}
            for name, path in pages.items():
                driver.get(running.url(path))
                for scheme in ("light", "dark"):
                    set_scheme(driver, scheme)
                    settle(driver)
                    driver.save_screenshot(str(OUT / f"{name}-{scheme}.png"))
                    print(f"wrote docs/screenshots/{name}-{scheme}.png")
        finally:
            driver.quit()
            next(server, None)


if __name__ == "__main__":
    sys.exit(main())
