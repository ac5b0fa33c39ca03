import Foundation
@testable import parley
import Testing
import TestSupport

/// The shell completions (`Data/completions`) offer what the command line takes: each
/// command's declared options (`ParleyCommand.options`) and no others, the commands, and a
/// value, never an option, after an option that takes one. Bash runs its completion function
/// for real; zsh runs its own with `_arguments` and `_describe` replaced by printers of what they
/// were given (zsh's completion widgets need a terminal), and the test reads those specs.
@Suite struct CompletionTests {
    static let bashScript = Repository.url("Data/completions/parley.bash").path
    static let zshScript = Repository.url("Data/completions/_parley").path
    static var subcommands: Set<String> { Set(ParleyCLI.commands.map { $0.name }).subtracting(["client"]) }

    /// The words before the command's options: `parley` for the client, `parley NAME` else.
    static func lead(_ name: String) -> [String] {
        name == "client" ? ["parley"] : ["parley", name]
    }

    /// What bash's `_parley` completes the last of `words` to, run in an empty folder with the
    /// built parley on PATH.
    static func bash(_ words: [String]) throws -> Set<String> {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-bash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = Repository.productsFolder.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        let script = #"source "$1"; shift; COMP_WORDS=("$@"); COMP_CWORD=$(($# - 1)); _parley; printf '%s\n' "${COMPREPLY[@]}""#
        let output = try runProcess("bash", ["--norc", "--noprofile", "-c", script, "bash", bashScript] + words, in: folder, environment: environment)
        #expect(output.status == 0 && output.stderr.isEmpty, "bash: \(output.stderr)")
        return Set(output.stdout.split(separator: "\n").map(String.init))
    }

    /// The specs zsh's `_parley` hands `_arguments` (or the entries it hands `_describe`) for
    /// `words`, the last being completed.
    static func zsh(_ words: [String]) throws -> [String] {
        let script = #"""
            _arguments() { print -rl -- "$@"; }
            _describe() { print -rl -- "${(@P)${@[-1]}}"; }
            words=("${(@)argv[2,-1]}"); CURRENT=$#words
            source "$1"
            """#
        let output = try runProcess("zsh", ["-f", "-c", script, "zsh", zshScript] + words)
        #expect(output.status == 0 && output.stderr.isEmpty, "zsh: \(output.stderr)")
        return output.stdout.split(separator: "\n").map(String.init)
    }

    /// An `_arguments` spec's option and whether it takes a value (`(--x)--db[what]:path:_files`
    /// → `--db`, true); nil for a positional spec or a flag of `_arguments` itself.
    static func option(ofSpec spec: String) -> (name: String, takesValue: Bool)? {
        var rest = Substring(spec)
        if rest.hasPrefix("("), let close = rest.firstIndex(of: ")") { rest = rest[rest.index(after: close)...] }
        if rest.hasPrefix("*") { rest = rest.dropFirst() }
        guard rest.hasPrefix("--") else { return nil }
        let name = rest.prefix { $0 != "[" && $0 != ":" }
        let after = rest.dropFirst(name.count)
        let tail = after.hasPrefix("[") ? after.drop { $0 != "]" }.dropFirst() : after
        return (String(name), tail.hasPrefix(":"))
    }

    @Test(arguments: ParleyCLI.commands.map { $0.name })
    func bashOffersExactlyACommandsOptions(command name: String) throws {
        let command = try #require(ParleyCLI.commands.first { $0.name == name })
        #expect(try Self.bash(Self.lead(name) + ["--"]) == command.options.names.union(["--help"]))
    }

    @Test(arguments: ParleyCLI.commands.map { $0.name })
    func bashOffersNoOptionWhereAValueGoes(command name: String) throws {
        let command = try #require(ParleyCLI.commands.first { $0.name == name })
        for option in command.options.values.union(command.options.lists).sorted() {
            #expect(try Self.bash(Self.lead(name) + [option, "--"]).isEmpty, "after \(option)")
        }
        for flag in command.options.flags.sorted() {
            #expect(try Self.bash(Self.lead(name) + [flag, "--"]) == command.options.names.union(["--help"]), "after \(flag)")
        }
    }

    @Test func bashCompletesCommandsValuesAndTypes() throws {
        #expect(try Self.bash(["parley", ""]) == Self.subcommands)
        #expect(try Self.bash(["parley", "gui", "--theme", ""]) == ["light", "dark", "simplex", "black"])
        #expect(try Self.bash(["parley", "--layout", "c"]) == ["classic"])
        #expect(try Self.bash(["parley", "export", "--chat", "@2", "--paper", ""]) == ["a4", "letter"])
        #expect(try Self.bash(["parley", "decode", "AChatI"]) == ["AChatItem"])
    }

    @Test(arguments: ParleyCLI.commands.map { $0.name })
    func zshOffersExactlyACommandsOptionsWithTheirValues(command name: String) throws {
        let command = try #require(ParleyCLI.commands.first { $0.name == name })
        let options = try Self.zsh(Self.lead(name) + ["--"]).compactMap(Self.option(ofSpec:))
        #expect(Set(options.map(\.name)) == command.options.names.union(["--help"]))
        #expect(Set(options.filter(\.takesValue).map(\.name)) == command.options.values.union(command.options.lists))
        #expect(options.count == Set(options.map(\.name)).count, "an option offered twice: \(options.map(\.name).sorted())")
    }

    @Test func zshOffersTheCommands() throws {
        let entries = try Self.zsh(["parley", ""])
        #expect(Set(entries.map { String($0.prefix { $0 != ":" }) }) == Self.subcommands)
    }

    /// The spec reader reads what `_arguments` takes, so the zsh tests above can fail.
    @Test func theSpecReaderReadsOptionsAndValues() {
        #expect(Self.option(ofSpec: "(--connect --core-lib)--db[the store]:store:_files").map { [$0.name, "\($0.takesValue)"] } == ["--db", "true"])
        #expect(Self.option(ofSpec: "*--select[selected items]:item id:").map { [$0.name, "\($0.takesValue)"] } == ["--select", "true"])
        #expect(Self.option(ofSpec: "--vim[add j k g G]").map { [$0.name, "\($0.takesValue)"] } == ["--vim", "false"])
        #expect(Self.option(ofSpec: ":type:(a b)") == nil)
        #expect(Self.option(ofSpec: "-s") == nil)
    }
}
