@testable import parley
import Testing

/// Each command's options are declared once (`ParleyCommand.options`): its help names exactly
/// the options its parser takes, so neither can gain one the other lacks.
@Suite struct CommandOptionsTests {
    @Test(arguments: ParleyCLI.commands.map { $0.name })
    func helpNamesTheOptionsTheCommandTakes(command name: String) throws {
        let command = try #require(ParleyCLI.commands.first { $0.name == name })
        #expect(Self.optionsNamed(in: command.help).subtracting(["--help"]) == command.options.names)
    }

    /// Every option of a command in the overview (`parley --help`) is one the command takes.
    @Test func overviewNamesOnlyOptionsTheCommandsTake() {
        for line in ParleyCLI.help.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard words.first == "parley", words.count > 1 else { continue }
            let command = ParleyCLI.commands.first { $0.name == words[1] } ?? ClientCommand.self
            let named = Self.optionsNamed(in: String(line)).subtracting(["--help"])
            #expect(named.isSubset(of: command.options.names), "\(line)")
        }
    }

    /// The `--name`s in `text` (`--help`, which every command takes, among them).
    static func optionsNamed(in text: String) -> Set<String> {
        let words = text.split { !($0.isLetter || $0.isNumber || $0 == "-") }
        return Set(words.map(String.init).filter { $0.hasPrefix("--") && $0.count > 2 })
    }
}
