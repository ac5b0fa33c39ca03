/// The options a command takes, declared once: its parser reads them (`Arguments`), and a test
/// holds its help to them (every option the help names is taken, every one taken is named).
struct CommandOptions {
    /// Options with a value (`--chat @2`).
    var values: Set<String> = []
    /// Options without one (`--blocks`).
    var flags: Set<String> = []
    /// Options with the values up to the next option (`--reveal 3 4 5`).
    var lists: Set<String> = []

    /// Every option's name.
    var names: Set<String> { values.union(flags).union(lists) }

    /// The options of both.
    static func + (lhs: CommandOptions, rhs: CommandOptions) -> CommandOptions {
        CommandOptions(values: lhs.values.union(rhs.values), flags: lhs.flags.union(rhs.flags), lists: lhs.lists.union(rhs.lists))
    }
}
