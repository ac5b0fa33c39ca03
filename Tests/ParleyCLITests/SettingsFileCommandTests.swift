import Foundation
@testable import parley
import Testing
import TestSupport

/// Issue 36 "A settings file" from the command line: `parley --print-config` writes a file
/// the commands read back; the file's core is used when no option names one, an option wins
/// over it, and a bad file is one error line naming the file and its line.
@Suite struct SettingsFileCommandTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-settings-\(UUID().uuidString)")

    func write(_ text: String, to name: String) throws -> String {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test("The file: --config, else XDG_CONFIG_HOME (absolute), else ~/.config")
    func whereTheFileIs() {
        #expect(SettingsFile.path(given: "/etc/p.toml", environment: ["HOME": "/home/u"]) == "/etc/p.toml")
        #expect(SettingsFile.path(given: nil, environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg"]) == "/cfg/parley/config.toml")
        #expect(SettingsFile.path(given: nil, environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "rel"]) == "/home/u/.config/parley/config.toml")
        #expect(SettingsFile.path(given: nil, environment: [:]) == nil)
    }

    @Test("--print-config writes a file that every command reads")
    func printConfig() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let printed = try runParley(["--print-config"])
        #expect(printed.status == 0 && printed.stdout.hasPrefix("# Parley's settings") && printed.stdout.contains("[keys]"), "\(printed.stderr)")
        let config = try write(printed.stdout, to: "config.toml")
        let chats = try runParley(["chats", "--config", config, "--db", folder.appendingPathComponent("demo.db").path])
        #expect(chats.status == 0, "\(chats.stderr)")
    }

    @Test("The file's db is the store when no option names one; --db wins over it")
    func fileCoreAndFlagsOverIt() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let fromFile = folder.appendingPathComponent("from-file.db").path
        let config = try write("# mine\ndb = \(TOMLQuote.quoted(fromFile))\n", to: "config.toml")
        let flagged = folder.appendingPathComponent("flagged.db").path
        #expect(try runParley(["chats", "--config", config, "--db", flagged]).status == 0)
        #expect(FileManager.default.fileExists(atPath: flagged) && !FileManager.default.fileExists(atPath: fromFile), "the flag wins")
        let chats = try runParley(["chats", "--config", config])
        #expect(chats.status == 0, "\(chats.stderr)")
        #expect(FileManager.default.fileExists(atPath: fromFile), "the file names the store")
    }

    @Test("The file in XDG_CONFIG_HOME is read without --config")
    func xdgConfigHome() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let fromFile = folder.appendingPathComponent("xdg.db").path
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("parley"), withIntermediateDirectories: true)
        _ = try write("db = \(TOMLQuote.quoted(fromFile))\n", to: "parley/config.toml")
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = folder.path
        let chats = try runProcess(Repository.productsFolder.appendingPathComponent("parley").path, ["chats"], environment: environment)
        #expect(chats.status == 0, "\(chats.stderr)")
        #expect(FileManager.default.fileExists(atPath: fromFile))
    }

    @Test("The README's example settings file is read")
    func readmeExample() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let readme = try String(contentsOf: Repository.root.appendingPathComponent("README.md"), encoding: .utf8)
        let block = try #require(readme.components(separatedBy: "```toml\n").dropFirst().first?.components(separatedBy: "```").first)
        let config = try write(block, to: "readme.toml")
        let chats = try runParley(["chats", "--config", config, "--db", folder.appendingPathComponent("demo.db").path])
        #expect(chats.status == 0, "\(chats.stderr)")
    }

    @Test("A bad file is one line naming the file and its line, status 1; a --config that is not there too")
    func badFile() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = try write("vim = true\n\nlayout = \"grid\"\n", to: "bad.toml")
        let db = folder.appendingPathComponent("demo.db").path
        let refused = try runParley(["chats", "--config", config, "--db", db])
        #expect(refused.status == 1)
        #expect(refused.stderr == "parley: \(config): line 3: layout is auto, terminal or classic, not \"grid\"\n")
        let missing = try runParley(["chats", "--config", folder.appendingPathComponent("none.toml").path, "--db", db])
        #expect(missing.status == 1 && missing.stderr.contains("there is no settings file at"))
    }
}

/// A path as a TOML basic string, for the tests' files.
enum TOMLQuote {
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
