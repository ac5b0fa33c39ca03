import Foundation
@testable import parley
import Testing
import TestSupport

/// The man page (`Data/parley.1`) cannot drift from the command line: it has a section per
/// command (`.SS parley NAME` under COMMANDS, `.SS parley` for the client), each section names
/// exactly the options its command declares (`ParleyCommand.options`), and every option is
/// described (a `.TP` item) in its command's section or in a section the commands share (CORE
/// OPTIONS, LAYOUT OPTIONS).
@Suite struct ManPageTests {
    /// The man page as roff, read by sections.
    struct ManPage {
        /// Each `.SH` section's heading and lines, in order.
        let sections: [(heading: String, lines: [String])]

        init(_ roff: String) {
            var sections: [(heading: String, lines: [String])] = []
            for line in roff.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix(".SH ") {
                    sections.append((Self.heading(line), []))
                } else if !sections.isEmpty {
                    sections[sections.count - 1].lines.append(String(line))
                }
            }
            self.sections = sections
        }

        /// The text of a `.SH` or `.SS` line after the macro, without quotes or escapes.
        static func heading(_ line: Substring) -> String {
            plain(String(line.dropFirst(4))).replacingOccurrences(of: "\"", with: "")
        }

        /// Roff's `\-` as the dash it prints.
        static func plain(_ roff: String) -> String {
            roff.replacingOccurrences(of: "\\-", with: "-")
        }

        /// The command sections under COMMANDS, by command name (`client` for `.SS parley`).
        var commands: [String: [String]] {
            guard let section = sections.first(where: { $0.heading == "COMMANDS" }) else { return [:] }
            var commands: [String: [String]] = [:]
            var current: String?
            for line in section.lines {
                if line.hasPrefix(".SS ") {
                    let words = Self.heading(Substring(line)).split(separator: " ")
                    let name = words.count > 1 ? String(words[1]) : "client"
                    current = name
                    commands[name, default: []] = []
                } else if let current {
                    commands[current, default: []].append(line)
                }
            }
            return commands
        }

        /// The options a section describes: the first option of each line after `.TP`.
        static func described(_ lines: [String]) -> Set<String> {
            Set(zip(lines, lines.dropFirst()).compactMap { tag, item in
                tag == ".TP" ? optionsNamed(in: [item]).first : nil
            })
        }

        /// The options shared sections (every `.SH` but COMMANDS) describe.
        var sharedDescriptions: Set<String> {
            sections.filter { $0.heading != "COMMANDS" }.reduce(into: []) { $0.formUnion(Self.described($1.lines)) }
        }

        /// The `--name`s in `lines`, in order.
        static func optionsNamed(in lines: [String]) -> [String] {
            let text = plain(lines.joined(separator: "\n"))
            return text.matches(of: /--[a-z][a-z0-9-]*/).map { String(text[$0.range]) }
        }
    }

    static let page = ManPage((try? String(contentsOf: Repository.url("Data/parley.1"), encoding: .utf8)) ?? "")

    @Test func everyCommandHasASectionAndEverySectionACommand() {
        #expect(Set(Self.page.commands.keys) == Set(ParleyCLI.commands.map { $0.name }))
    }

    @Test(arguments: ParleyCLI.commands.map { $0.name })
    func aCommandsSectionNamesExactlyTheOptionsItTakes(command name: String) throws {
        let command = try #require(ParleyCLI.commands.first { $0.name == name })
        let section = try #require(Self.page.commands[name], "no section for \(name)")
        #expect(Set(ManPage.optionsNamed(in: section)).subtracting(["--help"]) == command.options.names)
    }

    @Test(arguments: ParleyCLI.commands.map { $0.name })
    func everyOptionOfACommandIsDescribed(command name: String) throws {
        let command = try #require(ParleyCLI.commands.first { $0.name == name })
        let section = try #require(Self.page.commands[name], "no section for \(name)")
        let described = ManPage.described(section).union(Self.page.sharedDescriptions)
        #expect(command.options.names.subtracting(described).isEmpty, "not described: \(command.options.names.subtracting(described).sorted())")
    }

    /// The reader of the sections finds what it should, so the tests above can fail.
    @Test func theReaderFindsSectionsOptionsAndDescriptions() {
        let page = ManPage("""
            .SH COMMANDS
            .SS parley
            .TP
            .B \\-\\-vim
            Keys.
            .SS "parley gui"
            Uses \\fB\\-\\-trace\\fR and \\-\\-db.
            .SH CORE OPTIONS
            .TP
            .BI \\-\\-db " PATH"
            The store.
            """)
        #expect(page.commands.keys.sorted() == ["client", "gui"])
        #expect(ManPage.optionsNamed(in: page.commands["gui"] ?? []) == ["--trace", "--db"])
        #expect(ManPage.described(page.commands["client"] ?? []) == ["--vim"])
        #expect(page.sharedDescriptions == ["--db"])
    }
}
