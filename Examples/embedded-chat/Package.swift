// swift-tools-version:6.0
import PackageDescription

/// An example of ParleyGUI's ChatWidget: a GTK application of its own whose window holds a
/// label of its own beside the chat widget, which answers each message sent with an echo.
let package = Package(
    name: "embedded-chat",
    dependencies: [.package(name: "Parley", path: "../..")],
    targets: [
        .systemLibrary(name: "CGtk", pkgConfig: "gtk4"),
        .executableTarget(name: "embedded-chat", dependencies: [
            "CGtk",
            .product(name: "ParleyKit", package: "Parley"),
            .product(name: "ParleyGUI", package: "Parley"),
        ]),
    ]
)
