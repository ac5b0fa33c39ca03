// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Parley",
    products: [
        .library(name: "SimpleXModel", targets: ["SimpleXModel"]),
        .library(name: "SimpleXMarkdown", targets: ["SimpleXMarkdown"]),
        .library(name: "ChatBackend", targets: ["ChatBackend"]),
        .library(name: "ChatStore", targets: ["ChatStore"]),
        .library(name: "SimpleXRemote", targets: ["SimpleXRemote"]),
        .library(name: "ChatTimeline", targets: ["ChatTimeline"]),
        .library(name: "ChatLayout", targets: ["ChatLayout"]),
        .library(name: "ParleyRender", targets: ["ParleyRender"]),
        .library(name: "ParleyTerminal", targets: ["ParleyTerminal"]),
        .library(name: "ParleyDemo", targets: ["ParleyDemo"]),
        .library(name: "TestSupport", targets: ["TestSupport"]),
        .executable(name: "parley", targets: ["parley"]),
        .library(name: "SimplexCoreStandIn", type: .dynamic, targets: ["CSimplexCoreStandIn"]),
    ],
    targets: [
        .systemLibrary(name: "CSQLite", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CPangoCairo", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev", "libharfbuzz-dev"])]),
        .target(name: "SimpleXModel"),
        .target(name: "SimpleXMarkdown", dependencies: ["SimpleXModel"]),
        .target(name: "ChatBackend", dependencies: ["SimpleXModel"]),
        .target(name: "ChatStore", dependencies: ["ChatBackend", "SimpleXMarkdown", "SimpleXModel", "CSQLite"]),
        .target(name: "SimpleXRemote", dependencies: ["ChatBackend", "SimpleXModel"]),
        .target(name: "ChatTimeline", dependencies: ["SimpleXModel", "SimpleXMarkdown"]),
        .target(name: "ParleyDemo", dependencies: ["ChatStore", "ChatBackend", "SimpleXMarkdown", "SimpleXModel"], resources: [.copy("Resources")]),
        .target(name: "ChatLayout", dependencies: ["ChatTimeline"]),
        .target(name: "ParleyRender", dependencies: ["ChatLayout", "CPangoCairo"]),
        .target(name: "ParleyTerminal", dependencies: ["ChatLayout", "ChatTimeline", "ChatBackend", "SimpleXMarkdown", "SimpleXModel"]),
        .executableTarget(
            name: "parley",
            dependencies: ["ParleyTerminal", "ParleyRender", "ParleyDemo", "ChatStore", "ChatBackend", "SimpleXRemote", "SimpleXMarkdown", "SimpleXModel", "ChatTimeline", "ChatLayout"]),
        .target(name: "TestSupport", dependencies: ["SimpleXModel", "SimpleXRemote", "ChatLayout"], path: "Tests/TestSupport"),
        .testTarget(name: "SimpleXModelTests", dependencies: ["SimpleXModel", "TestSupport"]),
        .testTarget(name: "SimpleXMarkdownTests", dependencies: ["SimpleXMarkdown", "TestSupport"]),
        .testTarget(name: "ChatTimelineTests", dependencies: ["ChatTimeline", "TestSupport"]),
        .testTarget(name: "ChatStoreTests", dependencies: ["ChatStore", "TestSupport"]),
        .testTarget(name: "ChatLayoutTests", dependencies: ["ChatLayout", "ChatTimeline", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ParleyRenderTests", dependencies: ["ParleyRender", "ChatLayout", "TestSupport"], exclude: ["__Snapshots__"]),
        .testTarget(name: "ParleyCLITests", dependencies: ["TestSupport", "SimpleXModel", "SimpleXRemote"]),
        .testTarget(name: "ParleyTerminalTests", dependencies: ["ParleyTerminal", "ChatLayout", "TestSupport"]),
        .target(name: "CSimplexCoreStandIn", path: "Tests/CoreStandIn/CSimplexCoreStandIn"),
        .testTarget(name: "SimpleXRemoteTests", dependencies: ["SimpleXRemote", "ChatBackend", "SimpleXModel", "TestSupport"]),
    ]
)
