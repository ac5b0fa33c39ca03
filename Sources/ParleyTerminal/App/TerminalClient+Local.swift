import ChatBackend
import Foundation

/// The local effects the model asks for, run at the terminal and on disk (issue 11: `$EDITOR`
/// for a long message, copy to the clipboard, save a file); each answers with an event, but
/// drawing attention, which answers nothing.
extension TerminalClient {
    func perform(_ effect: LocalEffect) async -> ClientEvent? {
        switch effect {
        case let .editDraft(draft):
            return .editorClosed(await edit(draft))
        case let .copy(text):
            do {
                try await session.copyToClipboard(text)
                return .notice("Copied to the clipboard (OSC 52: where the terminal allows it)")
            } catch {
                return .notice("Copy failed: \(error)")
            }
        case let .saveFile(path, name):
            do {
                let saved = try SavedFile.save(path: path, name: name)
                return .notice("Saved to " + SavedFile.shown(saved, home: ProcessInfo.processInfo.environment["HOME"]))
            } catch {
                return .notice(error.description)
            }
        case let .attention(bell, unread, chat):
            try? await session.drawAttention(bell: bell, unread: unread, chat: chat)
            return nil
        case .suspend:
            // A job-control shell runs each job in a process group of its own; in the session
            // leader's group nobody could continue a stopped client.
            guard getpgrp() != getsid(0) else { return .notice("Ctrl-Z: no job-control shell here to come back to") }
            await session.suspend()
            return .resize(await session.size)
        }
    }

    /// Writes `draft` to a temporary file, runs the editor on it and reads it back. The file is
    /// the user's alone (issue 18 defect 10): mode 600 in a folder of mode 700.
    private func edit(_ draft: String) async -> EditorOutcome {
        let files = FileManager.default
        let folder = files.temporaryDirectory.appendingPathComponent("parley-draft-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("draft.md")
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            guard files.createFile(atPath: file.path, contents: Data(draft.utf8), attributes: [.posixPermissions: 0o600]) else {
                return .failed("the editor could not be given it (cannot write \(file.path))")
            }
        } catch {
            return .failed("the editor could not be given it (\(error.localizedDescription))")
        }
        defer { try? files.removeItem(at: folder) }
        let command = ExternalEditor.command(environment: ProcessInfo.processInfo.environment)
        let status: Int32
        do {
            status = try await session.runInTerminal(ExternalEditor.arguments(command: command, file: file.path))
        } catch {
            return .failed("the editor did not run (\(error))")
        }
        guard status == 0 else { return .failed("the editor exited with status \(status) (\(command))") }
        guard let data = files.contents(atPath: file.path) else { return .failed("the editor left no file") }
        guard let text = String(validating: data, as: UTF8.self) else { return .failed("the editor's file is not UTF-8 text") }
        return .edited(text)
    }
}
