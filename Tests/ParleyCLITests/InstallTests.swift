import Foundation
@testable import parley
import Testing
import TestSupport

/// `make install` and `make uninstall` (issue 33 "Install like a Linux program"), with the
/// debug build the tests run on (`BINARY=`; a release build is for people, too slow for a
/// test): into a temporary prefix with a space in it, every file where a desktop looks, each
/// checked by its own tool (desktop-file-validate, appstreamcli, man), the installed parley
/// running, and nothing left once uninstalled.
@Suite struct InstallTests {
    /// What `make install` puts below the prefix, resource folders by their own name only.
    static let installed: Set<String> = [
        "bin/parley", "lib/parley/parley", "lib/parley/Parley_ParleyDemo.resources",
        "share/applications/io.github.parley.Parley.desktop",
        "share/icons/hicolor/scalable/apps/io.github.parley.Parley.svg",
        "share/icons/hicolor/symbolic/apps/io.github.parley.Parley-symbolic.svg",
        "share/metainfo/io.github.parley.Parley.metainfo.xml",
        "share/man/man1/parley.1",
        "share/bash-completion/completions/parley",
        "share/zsh/site-functions/_parley",
    ]

    /// The catalog of each language of `po/LINGUAS`, as `make install` puts it below the prefix
    /// (built from `po/` into the build folder first).
    static func shippedCatalogs() throws -> Set<String> {
        let linguas = try String(contentsOf: Repository.url("po/LINGUAS"), encoding: .utf8)
        let languages = linguas.split(separator: "\n").compactMap { $0.split(separator: "#", omittingEmptySubsequences: false).first }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return Set(languages.map { "share/locale/\($0)/LC_MESSAGES/parley.mo" })
    }

    /// A temporary folder holding the prefix `my prefix` (a space, so quoting is tested too).
    struct Prefix {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-install-\(UUID().uuidString)")
        var path: String { folder.appendingPathComponent("my prefix").path }

        /// Every file and link below the prefix, relative to it; the inside of resource
        /// folders left out.
        func files() -> Set<String> {
            let root = URL(fileURLWithPath: path)
            guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey]) else { return [] }
            var files: Set<String> = []
            for case let url as URL in walker {
                let relative = String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
                if relative.hasSuffix(".resources") {
                    files.insert(relative)
                    walker.skipDescendants()
                } else if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) != true {
                    files.insert(relative)
                }
            }
            return files
        }

        /// Whatever is below the prefix, folders too.
        func everything() -> [String] {
            (try? FileManager.default.subpathsOfDirectory(atPath: path)) ?? []
        }

        func remove() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    /// Runs make with `arguments` in the repository, without the make (and jobserver) of a
    /// `make test` around the tests.
    static func make(_ arguments: [String]) throws -> ProcessOutput {
        var environment = ProcessInfo.processInfo.environment
        for name in ["MAKEFLAGS", "MAKELEVEL", "MFLAGS", "MAKEOVERRIDES"] {
            environment.removeValue(forKey: name)
        }
        return try runProcess("make", ["--no-print-directory"] + arguments, environment: environment)
    }

    static var debugBinary: String { Repository.productsFolder.appendingPathComponent("parley").path }

    @Test func installValidateRunAndUninstall() throws {
        let prefix = Prefix()
        defer { prefix.remove() }
        let install = try Self.make(["install", "PREFIX=\(prefix.path)", "BINARY=\(Self.debugBinary)"])
        try #require(install.status == 0, "\(install.stdout)\(install.stderr)")
        #expect(prefix.files() == Self.installed.union(try Self.shippedCatalogs()))
        let share = URL(fileURLWithPath: prefix.path).appendingPathComponent("share")

        let desktop = share.appendingPathComponent("applications/io.github.parley.Parley.desktop").path
        let validated = try runProcess("desktop-file-validate", [desktop])
        #expect(validated.status == 0 && validated.stdout.isEmpty, "\(validated.stdout)\(validated.stderr)")
        let entry = try String(contentsOfFile: desktop, encoding: .utf8)
        #expect(entry.contains("\nExec=\"\(prefix.path)/bin/parley\" gui\n"), "\(entry)")
        #expect(entry.contains("\nTryExec=\(prefix.path)/bin/parley\n"), "\(entry)")

        let metainfo = try runProcess("appstreamcli", ["validate", "--no-net", share.appendingPathComponent("metainfo/io.github.parley.Parley.metainfo.xml").path])
        #expect(metainfo.status == 0, "\(metainfo.stdout)\(metainfo.stderr)")

        let manPage = share.appendingPathComponent("man/man1/parley.1").path
        var environment = ProcessInfo.processInfo.environment
        environment["MANWIDTH"] = "80"
        environment["LC_ALL"] = "C.UTF-8"
        let manual = try runProcess("man", ["--warnings", "-E", "UTF-8", "-l", manPage], environment: environment)
        #expect(manual.status == 0 && manual.stderr.isEmpty, "man: \(manual.stderr)")
        #expect(manual.stdout.contains("parley gui"))
        let whatis = try runProcess("lexgrog", [manPage])
        #expect(whatis.stdout.contains("\"parley - SimpleX chat in the terminal"), "\(whatis.stdout)\(whatis.stderr)")

        let help = try runProcess(URL(fileURLWithPath: prefix.path).appendingPathComponent("bin/parley").path, ["--help"])
        #expect(help.status == 0 && help.stdout == ParleyCLI.help + "\n", "\(help.stdout)\(help.stderr)")
        let guiHelp = try runProcess(URL(fileURLWithPath: prefix.path).appendingPathComponent("bin/parley").path, ["gui", "--help"])
        #expect(guiHelp.status == 0 && guiHelp.stdout == GUICommand.help + "\n", "\(guiHelp.stderr)")

        let uninstall = try Self.make(["uninstall", "PREFIX=\(prefix.path)"])
        #expect(uninstall.status == 0, "\(uninstall.stdout)\(uninstall.stderr)")
        #expect(prefix.everything().isEmpty, "left after uninstall: \(prefix.everything().sorted())")
    }

    /// The installed parley reads the demo's data from the resource folder installed beside it,
    /// not from the build (which a machine it is installed on does not have): spoiled there, the
    /// demo cannot be made.
    @Test func theInstalledBinaryReadsTheDataInstalledBesideIt() throws {
        let prefix = Prefix()
        defer { prefix.remove() }
        let install = try Self.make(["install", "PREFIX=\(prefix.path)", "BINARY=\(Self.debugBinary)"])
        try #require(install.status == 0, "\(install.stdout)\(install.stderr)")
        let parley = URL(fileURLWithPath: prefix.path).appendingPathComponent("bin/parley").path
        let made = try runProcess(parley, ["demo", "--db", prefix.folder.appendingPathComponent("first.db").path])
        #expect(made.status == 0, "\(made.stderr)")
        let user = URL(fileURLWithPath: prefix.path).appendingPathComponent("lib/parley/Parley_ParleyDemo.resources/Resources/demo-user.json")
        try Data("{".utf8).write(to: user)
        let spoiled = try runProcess(parley, ["demo", "--db", prefix.folder.appendingPathComponent("second.db").path])
        #expect(spoiled.status == 1, "the installed parley did not read its own demo data: \(spoiled.stdout)\(spoiled.stderr)")
    }

    /// Translations built into LOCALE go to share/locale (each language's parley.mo), and
    /// uninstall takes them away with the rest; files of the prefix that install did not put
    /// there stay.
    @Test func translationsAndOtherFilesOfThePrefix() throws {
        let prefix = Prefix()
        defer { prefix.remove() }
        let locale = prefix.folder.appendingPathComponent("locale")
        for language in ["de", "pt_BR"] {
            let folder = locale.appendingPathComponent("\(language)/LC_MESSAGES")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("catalog \(language)".utf8).write(to: folder.appendingPathComponent("parley.mo"))
        }
        let other = URL(fileURLWithPath: prefix.path).appendingPathComponent("share/applications/other.desktop")
        try FileManager.default.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("[Desktop Entry]\n".utf8).write(to: other)

        let install = try Self.make(["install", "PREFIX=\(prefix.path)", "BINARY=\(Self.debugBinary)", "LOCALE=\(locale.path)"])
        try #require(install.status == 0, "\(install.stdout)\(install.stderr)")
        let translations: Set<String> = ["share/locale/de/LC_MESSAGES/parley.mo", "share/locale/pt_BR/LC_MESSAGES/parley.mo"]
        #expect(prefix.files() == Self.installed.union(translations).union(["share/applications/other.desktop"]))
        let german = URL(fileURLWithPath: prefix.path).appendingPathComponent("share/locale/de/LC_MESSAGES/parley.mo")
        #expect(try String(contentsOf: german, encoding: .utf8) == "catalog de")

        let uninstall = try Self.make(["uninstall", "PREFIX=\(prefix.path)"])
        #expect(uninstall.status == 0, "\(uninstall.stdout)\(uninstall.stderr)")
        #expect(prefix.everything().sorted() == ["share", "share/applications", "share/applications/other.desktop"])
    }

    /// What the install script refuses, each with one line and status 2, before it writes.
    @Test(arguments: [
        (["--binary", "parley", "--prefix", "relative/prefix"], "the prefix must be an absolute path"),
        (["--prefix", "/nonexistent-parley-prefix"], "--binary PATH is missing"),
        (["--binary", "/nonexistent-parley-binary", "--prefix", "/nonexistent-parley-prefix"], "no executable at /nonexistent-parley-binary"),
        (["--uninstall"], "--prefix PREFIX is missing"),
        (["--binary"], "--binary needs a value"),
        (["--frobnicate"], "unknown argument --frobnicate"),
    ])
    func theScriptRefusesBadArguments(arguments: [String], message: String) throws {
        let output = try runProcess(Repository.url("Scripts/install.sh").path, arguments)
        #expect(output.status == 2)
        #expect(output.stderr.hasPrefix("install: \(message)"), "\(output.stderr)")
        #expect(output.stdout.isEmpty)
    }
}
