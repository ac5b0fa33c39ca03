import Foundation
import SimpleXModel
#if canImport(Glibc)
import Glibc
#endif

/// A stand-in notification server on a test's `SessionBus`: it owns
/// `org.freedesktop.Notifications` there, answers `GetCapabilities` and `GetServerInformation`,
/// and records each `Notify` call (`notifications()`), drawing nothing. A test plays the user
/// with `invokeAction(_:on:)` (the server emits `ActionInvoked`, then `NotificationClosed`) and
/// `expire(_:)`. The server is `Tests/DesktopSupport/notification-server.py`, on Debian's
/// python3-gi (GLib's own D-Bus), which Scripts/setup.sh installs.
public final class NotificationStandIn: Sendable {
    /// The server's interface for the test's side (`InvokeAction`, `Close`).
    public static let testInterface = "io.github.parley.NotificationStandIn"
    /// The bus name and object every notification server has.
    public static let name = "org.freedesktop.Notifications", object = "/org/freedesktop/Notifications"
    /// What a common server answers to `GetCapabilities`: actions, a body, markup in it, and
    /// notifications kept until the user acts.
    public static let commonCapabilities = ["actions", "body", "body-markup", "persistence"]

    private let bus: SessionBus
    private let server: Process
    private let log: URL

    /// Starts the server on `bus` answering `capabilities`, and returns once the name is its
    /// own; fails with what it printed when it is not within `limit` (another server has the
    /// name, or python3-gi is missing).
    public init(on bus: SessionBus, capabilities: [String] = NotificationStandIn.commonCapabilities, within limit: Duration = .seconds(30)) throws {
        self.bus = bus
        log = bus.folder.appendingPathComponent("notifications-\(UUID().uuidString).jsonl")
        let errors = bus.folder.appendingPathComponent("notification-server-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let ready = Pipe()
        server = Process()
        server.executableURL = Repository.url("Tests/DesktopSupport/notification-server.py")
        server.arguments = ["--log", log.path, "--capabilities", capabilities.joined(separator: ",")]
        server.environment = bus.environment()
        server.standardOutput = ready
        server.standardError = try FileHandle(forWritingTo: errors)
        server.standardInput = FileHandle.nullDevice
        try server.run()
        guard firstLine(of: ready.fileHandleForReading, within: limit) == "ready" else {
            kill(server.processIdentifier, SIGKILL)
            server.waitUntilExit()
            throw SessionBus.Failure(description: "the stand-in notification server did not own \(Self.name) within \(limit): \((try? String(contentsOf: errors, encoding: .utf8)) ?? "")")
        }
    }

    /// Every `Notify` call so far, in order.
    public func notifications() throws -> [RecordedNotification] {
        let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        return try text.split(separator: "\n").map { line in
            try JSONDecoder().decode(RecordedNotification.self, from: Data(line.utf8))
        }
    }

    /// The first `count` notifications, once there are that many (checked every 30 ms), or nil
    /// after `limit`.
    public func notifications(count: Int, within limit: Duration = .seconds(30)) throws -> [RecordedNotification]? {
        try poll(within: limit) { () throws -> [RecordedNotification]? in
            let recorded = try notifications()
            return recorded.count >= count ? Array(recorded.prefix(count)) : nil
        }
    }

    /// The user chose the action `key` of notification `id` (`default` is a click on the
    /// notification itself): the server emits `ActionInvoked(id, key)`, then closes it
    /// (`NotificationClosed`, reason 2). Fails when no such notification is shown.
    public func invokeAction(_ key: String, on id: UInt32) throws {
        try bus.call(Self.name, Self.object, "\(Self.testInterface).InvokeAction", ["uint32:\(id)", "string:\(key)"])
    }

    /// Notification `id` expires: the server emits `NotificationClosed(id, 1)`.
    public func expire(_ id: UInt32) throws {
        try bus.call(Self.name, Self.object, "\(Self.testInterface).Close", ["uint32:\(id)"])
    }

    /// Ends the server.
    public func close() {
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
    }
}

/// One `Notify` call as the stand-in recorded it (Desktop Notifications Specification 1.2).
public struct RecordedNotification: Decodable, Sendable, Equatable {
    /// The id the server gave it.
    public let id: UInt32
    /// The sending program's name.
    public let appName: String
    /// The notification it replaces, or 0.
    public let replacesId: UInt32
    /// The icon's name or file URI, or empty.
    public let appIcon: String
    /// The summary line.
    public let summary: String
    /// The body, exactly as sent (markup, if any, untouched).
    public let body: String
    /// Its actions as (key, label), in order; `default` is a click on the notification.
    public let actions: [Action]
    /// Its hints (`urgency`, `category`, `desktop-entry`, `sender-pid`, …), byte arrays as
    /// `{"bytes": count}`.
    public let hints: [String: JSONValue]
    /// How long it stays, in milliseconds; -1 is the server's choice, 0 never expires.
    public let expireTimeout: Int32
    /// The sender's unique bus name.
    public let sender: String

    /// An action of a notification.
    public struct Action: Decodable, Sendable, Equatable {
        /// What `ActionInvoked` reports.
        public let key: String
        /// What the user reads.
        public let label: String

        /// The action `key` labelled `label`.
        public init(key: String, label: String) {
            self.key = key
            self.label = label
        }

        public init(from decoder: any Decoder) throws {
            var pair = try decoder.unkeyedContainer()
            key = try pair.decode(String.self)
            label = try pair.decode(String.self)
        }
    }

    private enum CodingKeys: String, CodingKey {
        case id, summary, body, actions, hints, sender
        case appName = "app_name", replacesId = "replaces_id", appIcon = "app_icon", expireTimeout = "expire_timeout"
    }
}
