import ChatBackend
import Foundation
import ParleyDemo
import SimpleXModel

/// The core a chat command works on, as a `ChatBackend`: the embedded store at `--db PATH`, by
/// default the demo store in the XDG data folder (made on first use), acting as the local
/// profile `--as PROFILE` when given.
enum StoreAccess {
    /// The options every store command takes.
    static let options: Set<String> = ["--db", "--as"]

    static var defaultPath: String {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
            ?? (environment["HOME"].map { $0 + "/.local/share" } ?? FileManager.default.temporaryDirectory.path)
        return base + "/parley/demo.db"
    }

    static func path(_ arguments: Arguments) -> String {
        arguments.value("--db") ?? defaultPath
    }

    static func open(_ arguments: Arguments) async throws -> any ChatBackend {
        let backend: any ChatBackend = try await DemoSeed.open(path(arguments))
        if let name = arguments.value("--as") {
            guard let local = backend as? any LocalCore else {
                throw Failure("--as needs the embedded store: a remote core has one active profile for all its clients")
            }
            try await local.act(asProfileNamed: name)
        }
        return backend
    }
}

extension Arguments {
    /// `--chat REF`: the core's `@2`, `#1`, `*1`, or a contact's number.
    func chatRef() throws(UsageError) -> ChatRef {
        guard let text = value("--chat") else { throw UsageError("--chat REF is required (@CONTACT, #GROUP, *NOTES)") }
        if let ref = ChatRef(text: text) { return ref }
        if let id = Int64(text) { return .direct(id) }
        throw UsageError("\(text) is not a chat reference (@CONTACT, #GROUP, *NOTES)")
    }
}
