/// A command's arguments: options with a value (`--chat @2`), flags (`--blocks`), list options
/// (`--reveal 3 4 5`) and the rest in order; after `--` everything is positional (a text that
/// starts with dashes). `--help` or `-h` where an option may stand asks for the command's help;
/// an option the command does not take, or one without its value, is a usage error.
struct Arguments {
    private var values: [String: String] = [:]
    private var lists: [String: [String]] = [:]
    private var flags: Set<String> = []
    private(set) var positional: [String] = []

    /// `arguments` read by what `accepted` declares.
    init(_ arguments: [String], _ accepted: CommandOptions) throws(UsageError) {
        try self.init(arguments, options: accepted.values, flags: accepted.flags, lists: accepted.lists)
    }

    private init(_ arguments: [String], options: Set<String>, flags: Set<String>, lists: Set<String>) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positional += arguments[index...]
                return
            }
            if argument == "--help" || argument == "-h" {
                throw UsageError.helpRequested
            }
            if options.contains(argument) {
                guard index < arguments.count, !arguments[index].hasPrefix("--") else { throw UsageError(CLILocale.translator.tr("{option} needs a value", ["option": argument])) }
                values[argument] = arguments[index]
                index += 1
            } else if flags.contains(argument) {
                self.flags.insert(argument)
            } else if lists.contains(argument) {
                while index < arguments.count, !arguments[index].hasPrefix("--") {
                    self.lists[argument, default: []].append(arguments[index])
                    index += 1
                }
            } else if argument.hasPrefix("--") {
                throw UsageError(CLILocale.translator.tr("unknown option {option}", ["option": argument]))
            } else {
                positional.append(argument)
            }
        }
    }

    func value(_ name: String) -> String? {
        values[name]
    }

    /// The value of `name` as a number of zero or more (a count or an id), if given.
    func number(_ name: String) throws(UsageError) -> Int64? {
        guard let text = values[name] else { return nil }
        guard let value = Int64(text), value >= 0 else { throw UsageError(CLILocale.translator.tr("{option} takes a number, not {value}", ["option": name, "value": text])) }
        return value
    }

    func list(_ name: String) -> [String] {
        lists[name] ?? []
    }

    func has(_ flag: String) -> Bool {
        flags.contains(flag)
    }
}

/// A command line the command cannot run: exit status 2, and a pointer to its help — or a
/// request for the help itself.
struct UsageError: Error {
    let message: String
    /// `--help` or `-h` asked for the command's help: not an error, status 0.
    let isHelpRequest: Bool

    init(_ message: String) {
        self.message = message
        isHelpRequest = false
    }

    private init(helpRequest: Void) {
        message = "help"
        isHelpRequest = true
    }

    static let helpRequested = UsageError(helpRequest: ())
}

/// A command that could not be done: one line on standard error, exit status 1.
struct Failure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
