// swift-tools-version:6.2
import PackageDescription

let swiftSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
    // Compiled against the static runtime and Foundation, so their objects ask for every static
    // library the release link needs, and with a section per function, so the link can order them
    // (see releaseLinking).
    .unsafeFlags(["-static-stdlib", "-function-sections"], .when(platforms: [.linux], configuration: .release)),
]

// A release server links the Swift runtime and Foundation into its one binary, with lld and packed
// relative relocations: at start the loader touches far fewer pages than for the shared libraries
// and their relocation tables. The binary stays position-independent. It exports no symbols
// (nothing loads it as a library), so the loader reads no table of 50,000 names. Its functions come
// in the order the server first calls them (Linker/symbol-order.txt, written by scripts/order-symbols;
// our own code is compiled with a section per function so each can be placed): what runs shares
// pages, and the idle server stays within its memory budget (docs/DECISIONS.md, "Memory").
// Debug builds and tests link as usual.
let symbolOrder = String(#filePath.dropLast("Package.swift".count)) + "Linker/symbol-order.txt"
let releaseLinking: [LinkerSetting] = [
    .unsafeFlags(
        [
            "-static-stdlib", "-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
            "-Xlinker", "--no-export-dynamic",
            "-Xlinker", "--symbol-ordering-file=\(symbolOrder)", "-Xlinker", "--no-warn-symbol-ordering",
        ],
        .when(platforms: [.linux], configuration: .release)
    )
]

let package = Package(
    name: "tracker",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "tracker", targets: ["tracker"])
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1"),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/adam-fowler/compress-nio.git", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.35.2"),
        .package(url: "https://github.com/vapor/multipart-kit.git", from: "4.7.1"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
        .package(url: "https://github.com/yaslab/CSV.swift.git", from: "2.5.2"),
        .package(url: "https://github.com/apple/swift-openapi-generator.git", from: "1.14.3"),
        .package(url: "https://github.com/apple/swift-openapi-runtime.git", from: "1.13.4"),
        .package(url: "https://github.com/hummingbird-project/swift-openapi-hummingbird.git", from: "2.1.0"),
        .package(url: "https://github.com/jpsim/Yams.git", from: "6.2.2"),
    ],
    targets: [
        .target(
            name: "TrackerCore",
            swiftSettings: swiftSettings
        ),
        // The JSON file of "Download my data" and of import, and the CSV export's rows.
        .target(
            name: "DataFile",
            dependencies: ["TrackerCore"],
            swiftSettings: swiftSettings
        ),
        // Loop Habit Tracker's backup (SQLite) and CSV export (zip), read into Tracker's data file.
        .target(
            name: "LoopImport",
            dependencies: [
                "DataFile",
                "TrackerCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "CSV", package: "CSV.swift"),
            ],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TemplateEngine",
            dependencies: [.product(name: "NIOCore", package: "swift-nio")],
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TrackerStore",
            dependencies: [
                "TrackerCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                // SQLite's own functions, to read a column's text in place (`StoredColumns`).
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
                "CSQLiteSetup",
                .product(name: "Crypto", package: "swift-crypto"),
            ],
            swiftSettings: swiftSettings
        ),
        // Push reminders: the scheduler that finds due reminders, and sending them to ntfy,
        // Gotify or a webhook. The only target that speaks HTTP as a client.
        .target(
            name: "PushDelivery",
            dependencies: [
                "TrackerCore",
                "TrackerStore",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
            ],
            swiftSettings: swiftSettings
        ),
        // The JSON API's types and routing, generated from openapi.yaml (the source of truth,
        // linked at the repository's root) by swift-openapi-generator's build plugin (issue 34).
        // JSON written in one pass from any Encodable value, as Foundation writes it: the API's
        // response bodies (TrackerAPI/ResponseJSON.swift).
        .target(
            name: "JSONText",
            swiftSettings: swiftSettings
        ),
        .target(
            name: "TrackerAPI",
            dependencies: [
                "JSONText",
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            resources: [.embedInCode("openapi.yaml")],
            plugins: [.plugin(name: "OpenAPIGenerator", package: "swift-openapi-generator")]
        ),
        .target(
            name: "TrackerWeb",
            dependencies: [
                "TrackerAPI",
                "TrackerCore",
                "TrackerStore",
                "PushDelivery",
                "DataFile",
                "LoopImport",
                "TemplateEngine",
                "AvatarImage",
                "QRCode",
                "CLibdeflate",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "MultipartKit", package: "multipart-kit"),
                .product(name: "OpenAPIRuntime", package: "swift-openapi-runtime"),
                .product(name: "OpenAPIHummingbird", package: "swift-openapi-hummingbird"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: swiftSettings
        ),
        // A small C shim (CVips) that makes libvips's variadic calls, which Swift cannot, behind
        // plain functions, and opens libvips itself on the first upload, so the server does not
        // link it. The tests' helpers link libvips (CLibvips, found through pkg-config).
        .target(
            name: "CVips",
            path: "Sources/CVips/shim",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        .systemLibrary(
            name: "CLibvips",
            path: "Sources/CVips/libvips",
            pkgConfig: "vips",
            providers: [.apt(["libvips-dev"])]
        ),
        // Helpers for AvatarImageTests that make and inspect images; not linked into the server.
        .target(
            name: "CVipsTesting",
            dependencies: ["CVips", "CLibvips"],
            path: "Sources/CVips/testing"
        ),
        .target(
            name: "AvatarImage",
            dependencies: ["CVips"],
            swiftSettings: swiftSettings
        ),
        // libqrencode (Debian `libqrencode-dev`, 56 KB, needs only libc), linked: it draws the QR
        // code of a new invite link. QRCode reads its matrix and draws it as SVG.
        .systemLibrary(
            name: "CQRencode",
            pkgConfig: "libqrencode",
            providers: [.apt(["libqrencode-dev"])]
        ),
        // One setting of SQLite's for the whole process, which Swift can't make itself
        // (`sqlite3_config` is variadic): the system SQLite that GRDB links (`libsqlite3-dev`).
        .systemLibrary(
            name: "CSQLiteSetup",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // libdeflate (Debian `libdeflate-dev`, needs only libc), linked: it gzips every page in one
        // call (see GzipMiddleware).
        .systemLibrary(
            name: "CLibdeflate",
            pkgConfig: "libdeflate",
            providers: [.apt(["libdeflate-dev"])]
        ),
        .target(
            name: "QRCode",
            dependencies: ["CQRencode"],
            swiftSettings: swiftSettings
        ),
        .executableTarget(
            name: "tracker",
            dependencies: [
                "TrackerWeb",
                "AvatarImage",
                "TrackerStore",
                "TrackerCore",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: swiftSettings,
            linkerSettings: releaseLinking
        ),
        // What the test targets share: the one fixed "now" (Saturday 2026-11-21, 10:00 UTC) and
        // store fixtures (people, trackers, temporary files). Store-level only, so
        // TrackerStoreTests uses it without TrackerWeb; the web helpers (withApp, TestBrowser, the
        // Household fixture) live in TrackerWebTests/Support. Not linked into the server.
        .target(
            name: "TrackerTesting",
            dependencies: ["TrackerStore", "TrackerCore"],
            path: "Tests/TrackerTesting",
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "TrackerCoreTests",
            dependencies: ["TrackerCore"],
        ),
        .testTarget(
            name: "DataFileTests",
            dependencies: ["DataFile", "TrackerCore"],
        ),
        // Loop Habit Tracker's files built to its schema, for LoopImportTests and the route tests;
        // not linked into the server.
        .target(
            name: "LoopTesting",
            dependencies: [
                "TrackerCore",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: swiftSettings
        ),
        .testTarget(
            name: "LoopImportTests",
            dependencies: [
                "LoopImport", "LoopTesting", "DataFile", "TrackerCore", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
        ),
        .testTarget(
            name: "TemplateEngineTests",
            dependencies: ["TemplateEngine", .product(name: "NIOCore", package: "swift-nio")],
        ),
        .testTarget(
            name: "TrackerStoreTests",
            dependencies: ["TrackerStore", "TrackerCore", "TrackerTesting", .product(name: "GRDB", package: "GRDB.swift")],
        ),
        .testTarget(
            name: "JSONTextTests",
            dependencies: ["JSONText", "TrackerAPI"],
        ),
        .testTarget(
            name: "QRCodeTests",
            dependencies: ["QRCode"],
        ),
        .testTarget(
            name: "AvatarImageTests",
            dependencies: ["AvatarImage", "CVips", "CVipsTesting"],
        ),
        .testTarget(
            name: "PushDeliveryTests",
            dependencies: [
                "PushDelivery",
                "TrackerStore",
                "TrackerCore",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
        ),
        .testTarget(
            name: "TrackerWebTests",
            dependencies: [
                "TrackerWeb",
                "TrackerAPI",
                "JSONText",
                "PushDelivery",
                "LoopTesting",
                "TrackerTesting",
                "TemplateEngine",
                "TrackerStore",
                "TrackerCore",
                "QRCode",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "CompressNIO", package: "compress-nio"),
            ],
            // The HTML snapshots are read from the source tree (#filePath), not as resources.
            exclude: ["Snapshots"],
        ),
    ],
    swiftLanguageModes: [.v6]
)
