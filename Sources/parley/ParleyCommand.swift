/// A command of `parley`: its name, its help (`parley NAME --help`), and what it does. A
/// `UsageError` it throws exits with status 2 and points at its help; any other error is one
/// line on standard error and status 1.
protocol ParleyCommand {
    static var name: String { get }
    static var help: String { get }
    /// The options `run` reads, which `help` names.
    static var options: CommandOptions { get }
    static func run(_ arguments: [String]) async throws -> Int32
}
