import Foundation

/// The accessibility bus of a test's `SessionBus` (at-spi2-core): asking the session bus for
/// `org.a11y.Bus` starts at-spi-bus-launcher there, which starts the accessibility bus and, on
/// it, at-spi2-registryd, all in the session bus's process group and runtime folder, so they
/// end with it. A GTK program started with `environment(_:)` puts its widgets on it, and
/// `tree(ofProcess:)` reads them back as a screen reader does, through python3-pyatspi
/// (`Tests/DesktopSupport/accessible-tree.py`).
public struct AccessibilityBus: Sendable {
    /// The accessibility bus's address (`AT_SPI_BUS_ADDRESS`).
    public let address: String
    private let session: SessionBus

    /// Starts the accessibility bus on `session`. Fails when at-spi2-core is not installed
    /// (Scripts/setup.sh installs it) or the launcher gives no address.
    public init(on session: SessionBus) throws {
        self.session = session
        let reply = try session.call("org.a11y.Bus", "/org/a11y/bus", "org.a11y.Bus.GetAddress")
        let address = reply.trimmingCharacters(in: .whitespacesAndNewlines)
        guard address.hasPrefix("unix:") else {
            throw SessionBus.Failure(description: "the accessibility bus launcher answered no address: \(reply)")
        }
        self.address = address
    }

    /// The environment of a program on the session bus whose widgets go to this accessibility
    /// bus: `base` with both buses set (`GTK_A11Y` left to GTK's default, AT-SPI).
    public func environment(_ base: [String: String] = ProcessInfo.processInfo.environment) -> [String: String] {
        var environment = session.environment(base)
        environment["AT_SPI_BUS_ADDRESS"] = address
        environment.removeValue(forKey: "GTK_A11Y")
        return environment
    }

    /// The accessible tree of the program with process id `process`, as a screen reader reads
    /// it, once the program is on the bus with a window (waiting up to `limit`); `depth` bounds
    /// how deep it is read. Fails with the reader's message when the program is not there.
    public func tree(ofProcess process: Int32, within limit: Duration = .seconds(30), depth: Int = 32) throws -> AccessibleNode {
        let output = try runProcess(Repository.url("Tests/DesktopSupport/accessible-tree.py").path,
                                    ["--pid", "\(process)", "--within", "\(limit / .seconds(1))", "--depth", "\(depth)"], environment: environment())
        guard output.status == 0 else {
            throw SessionBus.Failure(description: "accessible-tree exited with \(output.status): \(output.stderr)")
        }
        return try JSONDecoder().decode(AccessibleNode.self, from: Data(output.stdout.utf8))
    }
}

/// One object of an accessible tree, as AT-SPI gives it to a screen reader.
public struct AccessibleNode: Decodable, Sendable, Equatable {
    /// Its role's AT-SPI name: `application`, `frame`, `push button`, `text`, `label`, …
    public let role: String
    /// Its accessible name (what a screen reader says first).
    public let name: String
    /// Its accessible description.
    public let description: String
    /// Its states' AT-SPI names, sorted: `focusable`, `focused`, `showing`, `visible`, …
    public let states: [String]
    /// Its children, in order.
    public let children: [AccessibleNode]

    /// This node and every node below it, depth first.
    public var all: [AccessibleNode] {
        [self] + children.flatMap(\.all)
    }

    /// The first node (this one or below) with `role`, and `name` when given.
    public func first(role: String, name: String? = nil) -> AccessibleNode? {
        all.first { $0.role == role && (name == nil || $0.name == name) }
    }
}
