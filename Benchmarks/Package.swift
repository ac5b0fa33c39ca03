// swift-tools-version:6.0
import PackageDescription

/// Parley's benchmarks: release builds, each figure beside its peer or floor measured in the
/// same run. Peers' C libraries (cmark-gfm, md4c) enter only here, never the main build. The
/// repository's test support, which is no product of Parley, is compiled here from its folder
/// (`Sources/TestSupport` links to `Tests/TestSupport`).
let package = Package(
    name: "ParleyBenchmarks",
    dependencies: [.package(name: "Parley", path: "..")],
    targets: [
        .systemLibrary(name: "CCmarkGFM", pkgConfig: "libcmark-gfm", providers: [.apt(["libcmark-gfm-dev", "libcmark-gfm-extensions-dev"])]),
        .systemLibrary(name: "CMD4C", pkgConfig: "md4c", providers: [.apt(["libmd4c-dev"])]),
        .systemLibrary(name: "CSQLiteFloor", pkgConfig: "sqlite3", providers: [.apt(["libsqlite3-dev"])]),
        .systemLibrary(name: "CPangoCairoFloor", pkgConfig: "pangocairo", providers: [.apt(["libpango1.0-dev", "libcairo2-dev"])]),
        .target(
            name: "TestSupport",
            dependencies: [
                .product(name: "SimpleXModel", package: "Parley"),
                .product(name: "SimpleXRemote", package: "Parley"),
                .product(name: "ChatBackend", package: "Parley"),
                .product(name: "ChatLayout", package: "Parley"),
            ]),
        .executableTarget(
            name: "parley-bench",
            dependencies: [
                "CCmarkGFM", "CMD4C", "CSQLiteFloor", "CPangoCairoFloor",
                .product(name: "SimpleXMarkdown", package: "Parley"),
                .product(name: "SimpleXModel", package: "Parley"),
                .product(name: "ChatTimeline", package: "Parley"),
                .product(name: "ChatStore", package: "Parley"),
                .product(name: "ChatBackend", package: "Parley"),
                .product(name: "SimpleXRemote", package: "Parley"),
                "TestSupport",
                .product(name: "ChatSession", package: "Parley"),
                .product(name: "ParleyTerminal", package: "Parley"),
                .product(name: "ChatLayout", package: "Parley"),
                .product(name: "ParleyRender", package: "Parley"),
            ]),
    ]
)
