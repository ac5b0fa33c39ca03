import ChatBackend
import Foundation
import Testing

/// Issue 36 D3: a saved or downloaded file goes to the user's download folder —
/// `XDG_DOWNLOAD_DIR` of `user-dirs.dirs`, else `~/Downloads`, made when missing — and never
/// to the working directory, never over a file that is there.
@Suite struct SavedFileTests {
    @Test("user-dirs.dirs is read as xdg-user-dirs reads it", arguments: [
        ("XDG_DOWNLOAD_DIR=\"$HOME/Downloads\"", "/home/u/Downloads"),
        ("# comment\nXDG_DESKTOP_DIR=\"$HOME/Desktop\"\nXDG_DOWNLOAD_DIR=\"$HOME/Téléchargements\"\n", "/home/u/Téléchargements"),
        ("  XDG_DOWNLOAD_DIR = \"/srv/inbox\"", "/srv/inbox"),
        ("XDG_DOWNLOAD_DIR=\"$HOME/My\\\"Files\"", "/home/u/My\"Files"),
        ("XDG_DOWNLOAD_DIR=\"$HOME\"", "/home/u"),
        ("XDG_DOWNLOAD_DIR=\"$HOME/a\"\nXDG_DOWNLOAD_DIR=\"$HOME/b\"", "/home/u/b"),
    ])
    func userDirs(text: String, folder: String) {
        #expect(SavedFile.downloadFolder(userDirs: text, home: "/home/u") == folder)
    }

    @Test("A user-dirs.dirs line of another form is ignored", arguments: [
        "", "# XDG_DOWNLOAD_DIR=\"$HOME/x\"", "XDG_DOWNLOAD_DIR=relative", "XDG_DOWNLOAD_DIR=\"relative/dir\"",
        "XDG_DOWNLOAD_DIR=\"$XDG_DATA_HOME/dl\"", "XDG_DOWNLOAD_DIR=\"$HOMEdir\"", "XDG_DOWNLOAD_DIR=\"$HOME/unclosed", "XDG_DOWNLOAD_DIRX=\"/x\"",
    ])
    func userDirsIgnored(text: String) {
        #expect(SavedFile.downloadFolder(userDirs: text, home: "/home/u") == nil)
    }

    @Test("The folder: user-dirs.dirs of XDG_CONFIG_HOME (absolute), else ~/.config; else ~/Downloads; none without HOME")
    func folder() {
        let files = ["/cfg/user-dirs.dirs": "XDG_DOWNLOAD_DIR=\"$HOME/dl\"", "/home/u/.config/user-dirs.dirs": "XDG_DOWNLOAD_DIR=\"/data/in\""]
        let read = { (path: String) in files[path] }
        #expect(SavedFile.folder(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "/cfg"], read: read) == "/home/u/dl")
        #expect(SavedFile.folder(environment: ["HOME": "/home/u"], read: read) == "/data/in")
        #expect(SavedFile.folder(environment: ["HOME": "/home/u", "XDG_CONFIG_HOME": "relative"], read: read) == "/data/in")
        #expect(SavedFile.folder(environment: ["HOME": "/home/v"], read: read) == "/home/v/Downloads")
        #expect(SavedFile.folder(environment: [:], read: read) == nil)
    }

    static func temporaryHome() throws -> URL {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("parley-save-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        return home
    }

    @Test("With no ~/Downloads the file lands in a new ~/Downloads, not the working directory; twice under two names")
    func noDownloadsFolder() throws {
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let source = home.appendingPathComponent("source.bin")
        try Data("content".utf8).write(to: source)
        let environment = ["HOME": home.path]
        let first = try SavedFile.save(path: source.path, name: "report.pdf", environment: environment)
        let second = try SavedFile.save(path: source.path, name: "report.pdf", environment: environment)
        let downloads = home.appendingPathComponent("Downloads")
        #expect(first == downloads.appendingPathComponent("report.pdf").path)
        #expect(second == downloads.appendingPathComponent("report (2).pdf").path)
        #expect(FileManager.default.contents(atPath: second) == Data("content".utf8))
        #expect(!FileManager.default.fileExists(atPath: FileManager.default.currentDirectoryPath + "/report.pdf"))
        #expect(SavedFile.shown(first, home: home.path) == "~/Downloads/report.pdf")
        #expect(try SavedFile.save(path: first, name: "report.pdf", environment: environment) == first,
                "a file a core downloaded into the folder is not copied again")
        #expect(!FileManager.default.fileExists(atPath: downloads.appendingPathComponent("report (3).pdf").path))
    }

    @Test("XDG_DOWNLOAD_DIR of user-dirs.dirs is made and used; an existing file there stays as it was")
    func xdgDownloadDir() throws {
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let config = home.appendingPathComponent("config")
        try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
        try Data("XDG_DOWNLOAD_DIR=\"$HOME/Téléchargements\"\n".utf8).write(to: config.appendingPathComponent("user-dirs.dirs"))
        let folder = home.appendingPathComponent("Téléchargements")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let source = home.appendingPathComponent("source.txt")
        try Data("theirs".utf8).write(to: source)
        let saved = try SavedFile.save(path: source.path, name: "notes.txt", environment: ["HOME": home.path, "XDG_CONFIG_HOME": config.path])
        #expect(saved == folder.appendingPathComponent("notes (2).txt").path)
        #expect(FileManager.default.contents(atPath: folder.appendingPathComponent("notes.txt").path) == Data("mine".utf8))
    }

    @Test("A missing file, a relative path and no HOME are errors")
    func failures() throws {
        let home = try Self.temporaryHome()
        defer { try? FileManager.default.removeItem(at: home) }
        let source = home.appendingPathComponent("source.bin")
        try Data("content".utf8).write(to: source)
        #expect(throws: SavedFile.Failure.self) { try SavedFile.save(path: home.appendingPathComponent("gone").path, name: "x", environment: ["HOME": home.path]) }
        #expect(throws: SavedFile.Failure.self) { try SavedFile.save(path: "relative/file", name: "x", environment: ["HOME": home.path]) }
        #expect(throws: SavedFile.Failure.self) { try SavedFile.save(path: source.path, name: "x", environment: [:]) }
    }
}
