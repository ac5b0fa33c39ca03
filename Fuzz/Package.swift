// swift-tools-version:6.0
import PackageDescription

/// libFuzzer targets for Parley's parsers. Build and run with Scripts/fuzz-markdown.sh, Scripts/fuzz-websocket.sh and Scripts/fuzz-decode.sh
/// (address sanitizer and libFuzzer coverage, linked with libFuzzer's runtime); not part of the main build.
let package = Package(
    name: "ParleyFuzz",
    dependencies: [.package(name: "Parley", path: "..")],
    targets: [
        .executableTarget(
            name: "markdown-fuzz",
            dependencies: [
                .product(name: "SimpleXMarkdown", package: "Parley"),
                .product(name: "SimpleXModel", package: "Parley"),
            ]),
        .executableTarget(
            name: "websocket-fuzz",
            dependencies: [.product(name: "SimpleXRemote", package: "Parley")]),
        .executableTarget(
            name: "decode-fuzz",
            dependencies: [.product(name: "SimpleXModel", package: "Parley")]),
    ]
)
