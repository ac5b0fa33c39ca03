import ChatBackend
@testable import ChatStore
import Foundation
import Testing
import TestSupport

/// A file that is not a Parley database, a truncated one, one of a newer schema, and a folder
/// that cannot be written: each is one clear error, and the file is not changed.
@Suite struct BadFileTests {
    private func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func openError(_ path: String) -> ChatBackendError? {
        do {
            _ = try ChatStore(path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func garbageIsRefusedAndKept() throws {
        let path = try folder().appendingPathComponent("chat.db").path
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
        try garbage.write(to: URL(fileURLWithPath: path))
        #expect(openError(path)?.kind == .unreadableDatabase)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func truncatedDatabaseIsRefusedAndKept() async throws {
        let path = try folder().appendingPathComponent("chat.db").path
        let fixture = try await StoreFixture.seeded(contactItems: 2000)
        let full = try Data(contentsOf: URL(fileURLWithPath: fixture.path))
        let cut = full.prefix(full.count / 3)
        try cut.write(to: URL(fileURLWithPath: path))
        let error = openError(path)
        if let error {
            #expect([.unreadableDatabase, .storage].contains(error.kind), "\(error)")
        } else {
            Issue.record("a truncated database should not open")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == cut)
    }

    @Test func newerSchemaIsRefusedAndKept() async throws {
        let path = try folder().appendingPathComponent("chat.db").path
        _ = try ChatStore(path: path)
        let result = try runProcess("python3", ["-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); c.execute('PRAGMA user_version = 99'); c.commit()", path])
        #expect(result.status == 0, "\(result.stderr)")
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let error = openError(path)
        #expect(error?.kind == .newerDatabase)
        #expect(error?.message == "the database is of schema version 99, newer than this Parley's \(Schema.migrations.count); nothing was changed")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// Places no user can write, root included (CI runs the tests as root, whom no file mode stops).
    enum UnwritablePlace: CaseIterable {
        /// A folder to be made under a regular file.
        case folderUnderAFile
        /// A folder of the kernel's that takes no new file.
        case procFolder

        /// The folder, made ready in `base`.
        func folder(in base: URL) throws -> String {
            switch self {
            case .folderUnderAFile:
                let file = base.appendingPathComponent("notes.txt")
                try Data("a file, not a folder".utf8).write(to: file)
                return file.appendingPathComponent("store").path
            case .procFolder:
                return "/proc/self"
            }
        }

        /// How the store's error begins.
        var error: String {
            switch self {
            case .folderUnderAFile: "cannot create the folder "
            case .procFolder: "cannot create /proc/self/"
            }
        }
    }

    @Test(arguments: UnwritablePlace.allCases)
    func anUnwritablePlaceIsRefused(_ place: UnwritablePlace) throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = try place.folder(in: base)
        let path = URL(fileURLWithPath: folder).appendingPathComponent("chat.db").path
        let error = openError(path)
        #expect(error?.kind == .readOnly, "\(String(describing: error))")
        #expect(error?.message.hasPrefix(place.error) == true && error?.message.contains(folder) == true, "the error names the place: \(String(describing: error))")
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func searchRowsSurviveTheirRebuild() throws {
        let path = try folder().appendingPathComponent("chat.db").path
        let before = Schema.migrations.firstIndex { $0.contains("columnsize = 0") } ?? 0
        let result = try runProcess("python3", ["-c", """
            import sqlite3,sys
            c=sqlite3.connect(sys.argv[1])
            for sql in sys.argv[3:]: c.executescript(sql)
            c.execute("INSERT INTO users (user_id, active, json) VALUES (1, 1, '{}')")
            c.execute("INSERT INTO chats (chat_type, chat_id, user_id, json) VALUES ('direct', 2, 1, '{}')")
            c.execute("INSERT INTO chat_items (item_id, chat_type, chat_id, item_ts, json) VALUES (7, 'direct', 2, 1, '{\\"meta\\": {\\"itemText\\": \\"find the needle\\"}}')")
            c.execute("INSERT INTO chat_items_search (rowid, text) VALUES (7, 'find the needle')")
            c.execute('PRAGMA user_version = ' + sys.argv[2]); c.commit()
            """, path, String(before)] + Schema.migrations.prefix(before))
        #expect(result.status == 0, "\(result.stderr)")
        _ = try ChatStore(path: path)
        let found = try runProcess("python3", ["-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(c.execute(\"SELECT rowid FROM chat_items_search WHERE chat_items_search MATCH 'needle'\").fetchall())", path])
        #expect(found.stdout == "[(7,)]\n", "\(found.stderr)")
    }

    @Test(arguments: 0..<Schema.migrations.count)
    func migratesFromEveryEarlierVersion(version: Int) throws {
        let path = try folder().appendingPathComponent("chat.db").path
        let result = try runProcess("python3", ["-c", """
            import sqlite3,sys
            c=sqlite3.connect(sys.argv[1])
            for sql in sys.argv[3:]: c.executescript(sql)
            c.execute('PRAGMA user_version = ' + sys.argv[2]); c.commit()
            """, path, String(version)] + Schema.migrations.prefix(version))
        #expect(result.status == 0, "\(result.stderr)")
        _ = try ChatStore(path: path)
        let check = try runProcess("python3", ["-c", "import sqlite3,sys; c=sqlite3.connect(sys.argv[1]); print(c.execute('PRAGMA user_version').fetchone()[0], c.execute(\"SELECT COUNT(*) FROM sqlite_master WHERE name IN ('chat_items','item_versions')\").fetchone()[0])", path])
        #expect(check.stdout == "\(Schema.migrations.count) 2\n")
    }
}

/// Issue 18 defect 10: a new store is the user's alone.
@Suite struct StorePermissionTests {
    @Test func aNewStoreIsPrivateToItsUser() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("parley-modes-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let folder = base.appendingPathComponent("store")
        let path = folder.appendingPathComponent("chat.db").path
        let previous = umask(0o022)
        defer { umask(previous) }
        _ = try ChatStore(path: path)
        let mode = { (path: String) in (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue }
        #expect(try mode(folder.path) == 0o700)
        #expect(try mode(path) == 0o600)
        let wal = path + "-wal"
        if FileManager.default.fileExists(atPath: wal) { #expect(try mode(wal) == 0o600) }
    }
}
