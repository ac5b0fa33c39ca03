// swift-tools-version:6.0
import PackageDescription

/// An example of ParleyKit: a JSON list of plain messages in, a transcript out (a PDF as
/// `parley export` writes it, or a PNG or SVG of the whole chat).
let package = Package(
    name: "transcript",
    dependencies: [.package(name: "Parley", path: "../..")],
    targets: [
        .executableTarget(name: "transcript", dependencies: [.product(name: "ParleyKit", package: "Parley")]),
    ]
)
