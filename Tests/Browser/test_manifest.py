"""Home-screen install: Chromium's own manifest parser reads the web app manifest, through the
DevTools protocol, with no errors, and finds its name, start, display mode and icons."""

from conftest import new_browser


def test_chromium_reads_the_manifest_without_errors(server):
    driver = new_browser("en")
    try:
        driver.get(server.url("/onboarding"))
        manifest = driver.execute_cdp_cmd("Page.getAppManifest", {})
        assert manifest["url"] == server.url("/manifest.webmanifest")
        assert manifest["errors"] == [], f"Chromium's manifest parser reported {manifest['errors']}"
        # What the parser understood (this Chromium returns it as "manifest").
        parsed = manifest["manifest"]
        assert parsed["name"] == "Tracker" and parsed["display"] == "kStandalone"
        assert parsed["startUrl"] == server.url("/") and parsed["scope"] == server.url("/")
        assert {icon["sizes"] for icon in parsed["icons"]} == {"192x192", "512x512"}
        assert parsed["themeColor"] == parsed["backgroundColor"] == "rgba(255,255,255,1)"
        # Chromium would offer to install it: no installability problem at all (loopback counts
        # as a secure address, as a LAN address behind HTTPS does).
        problems = driver.execute_cdp_cmd("Page.getInstallabilityErrors", {})["installabilityErrors"]
        assert problems == [], f"Chromium would not offer to install Tracker: {problems}"
    finally:
        driver.quit()
