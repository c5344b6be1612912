import Testing
import TrackerCore

@Suite("Device names")
struct DeviceNameTests {
    @Test(arguments: [
        (
            "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
            "Safari · iPhone"
        ),
        ("Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36", "Chrome · Android"),
        (
            "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
            "Edge · Windows"
        ),
        ("Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0", "Firefox · Linux"),
        (
            "Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
            "Chrome · iPad"
        ),
        ("curl/8.5.0", "curl"),
    ])
    func namesKnownBrowsers(agent: String, name: String) {
        #expect(DeviceName.of(userAgent: agent) == name)
    }

    @Test func keepsNothingOfAnUnknownHeader() {
        #expect(DeviceName.of(userAgent: nil) == "")
        #expect(DeviceName.of(userAgent: "") == "")
        #expect(DeviceName.of(userAgent: "a" + String(repeating: "\u{301}", count: 200)) == "")
        #expect(DeviceName.of(userAgent: "\u{202E}evil<script>") == "")
    }
}
