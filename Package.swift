// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Parley",
    products: [
        .library(name: "SimpleXModel", targets: ["SimpleXModel"]),
        .library(name: "SimpleXMarkdown", targets: ["SimpleXMarkdown"]),
        .library(name: "ChatBackend", targets: ["ChatBackend"]),
        .library(name: "ChatStore", targets: ["ChatStore"]),
        .library(name: "ChatTimeline", targets: ["ChatTimeline"]),
        .library(name: "ChatLayout", targets: ["ChatLayout"]),
        .library(name: "ParleyRender", targets: ["ParleyRender"]),
        .executable(name: "parley", targets: ["parley"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libharfbuzz-dev"])]),
        .target(name: "SimpleXModel"),
        .target(name: "SimpleXMarkdown", dependencies: ["SimpleXModel"]),
        .target(name: "ChatBackend", dependencies: ["SimpleXModel"]),
        .target(name: "ChatStore", dependencies: ["ChatBackend", "SimpleXMarkdown", "CSQLite"]),
        .target(name: "SimpleXRemote", dependencies: ["ChatBackend"]),
        .target(name: "ChatTimeline", dependencies: ["SimpleXModel", "SimpleXMarkdown"]),
        .target(name: "ChatLayout", dependencies: ["ChatTimeline"]),
        .target(name: "ParleyRender", dependencies: ["ChatLayout", "CPangoCairo"]),
        .target(name: "ParleyTerminal", dependencies: ["ChatLayout", "ChatBackend"]),
        .executableTarget(
            name: "parley",
            dependencies: ["ParleyTerminal", "ParleyRender", "ChatStore", "ChatBackend", "SimpleXRemote", "SimpleXMarkdown", "ChatTimeline", "ChatLayout"],
            resources: [.copy("Demo/demo-chat.json"), .copy("Demo/demo-direct.json"), .copy("Demo/demo-user.json"), .copy("Demo/demo-bots.json")]),
        .target(name: "TestSupport", dependencies: ["SimpleXModel", "ChatLayout"], path: "Tests/TestSupport"),
        .testTarget(name: "SimpleXModelTests", dependencies: ["SimpleXModel", "TestSupport"]),
        .testTarget(name: "SimpleXMarkdownTests", dependencies: ["SimpleXMarkdown", "TestSupport"]),
        .testTarget(name: "ChatTimelineTests", dependencies: ["ChatTimeline", "TestSupport"]),
        .testTarget(name: "ChatStoreTests", dependencies: ["ChatStore", "TestSupport"]),
        .testTarget(name: "ChatLayoutTests", dependencies: ["ChatLayout", "ChatTimeline", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ParleyRenderTests", dependencies: ["ParleyRender", "ChatLayout", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ParleyCLITests", dependencies: ["TestSupport"]),
    ]
)
