import ChatBackend
import ChatLayout
import ChatSession
import Foundation

/// The effects only the terminal carries out (issue 11: `$EDITOR` for a long message, copy to
/// the clipboard, attention, help, suspend); each answers with an event, or none.
extension TerminalClient {
    func perform(_ effect: SessionEffect) async -> ClientEvent? {
        switch effect {
        case let .editDraft(draft):
            return .session(.editorClosed(await edit(draft)))
        case let .copy(id, text):
            if let refusal = Clipboard.refusal(text, model.state.environment.translator) { return .session(.done(id, .failed(refusal))) }
            do {
                try await session.copyToClipboard(text)
                return .session(.done(id, .copied))
            } catch {
                return .session(.done(id, .failed(model.state.environment.translator.tr("Copy failed: {error}", ["error": "\(error)"]))))
            }
        case let .attention(attention):
            try? await session.drawAttention(bell: model.state.bell, unread: attention.unreadElsewhere, chat: attention.chatName, model.state.environment.translator)
            return nil
        case let .unreadCount(count):
            try? await session.setTitleCount(count, model.state.environment.translator)
            return nil
        case .showHelp:
            return .showCommands
        case .quit:
            quitting()
            return nil
        case .request, .cancel, .saveFile, .loadDrafts, .storeDrafts:
            return nil
        }
    }

    /// The compose text with its `/f` path completed from its folder's names (D27); a leading
    /// `~/` is the home folder, no folder the working one.
    func completePath(_ text: String) -> String? {
        guard let typed = PathCompletion.folder(of: text) else { return nil }
        let home = ProcessInfo.processInfo.environment["HOME"] ?? ""
        let folder = typed.isEmpty ? "." : typed.hasPrefix("~/") ? home + typed.dropFirst() : typed
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        let entries = names.sorted().map { name in
            var isDirectory: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: (folder.hasSuffix("/") ? folder : folder + "/") + name, isDirectory: &isDirectory)
            return PathCompletion.Entry(name: name, isDirectory: isDirectory.boolValue)
        }
        return PathCompletion.completed(text, entries: entries)
    }

    /// Gives the terminal back to the shell (Ctrl-Z); the terminal comes back with a resize.
    func suspend() async -> ClientEvent? {
        // A job-control shell runs each job in a process group of its own; in the session
        // leader's group nobody could continue a stopped client.
        guard getpgrp() != getsid(0) else {
            noJobControl()
            return .resize(await session.size)
        }
        await session.suspend()
        return .resize(await session.size)
    }

    /// Writes `draft` to a temporary file, runs the editor on it and reads it back (the model
    /// makes the text safe). The file is the user's alone (issue 18 defect 10): mode 600 in a
    /// folder of mode 700.
    private func edit(_ draft: String) async -> EditorOutcome {
        let t = model.state.environment.translator
        let files = FileManager.default
        let folder = files.temporaryDirectory.appendingPathComponent("parley-draft-\(UUID().uuidString)")
        let file = folder.appendingPathComponent("draft.md")
        do {
            try files.createDirectory(at: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
            guard files.createFile(atPath: file.path, contents: Data(draft.utf8), attributes: [.posixPermissions: 0o600]) else {
                return .failed(t.tr("the editor could not be given it (cannot write {path})", ["path": file.path]))
            }
        } catch {
            return .failed(t.tr("the editor could not be given it ({error})", ["error": error.localizedDescription]))
        }
        defer { try? files.removeItem(at: folder) }
        let command = ExternalEditor.command(environment: ProcessInfo.processInfo.environment)
        let status: Int32
        do {
            status = try await session.runInTerminal(ExternalEditor.arguments(command: command, file: file.path))
        } catch {
            return .failed(t.tr("the editor did not run ({error})", ["error": "\(error)"]))
        }
        guard status == 0 else { return .failed(t.tr("the editor exited with status {status} ({command})", ["status": "\(status)", "command": command])) }
        guard let data = files.contents(atPath: file.path) else { return .failed(t.tr("the editor left no file")) }
        guard let text = String(validating: data, as: UTF8.self) else { return .failed(t.tr("the editor's file is not UTF-8 text")) }
        return .edited(text)
    }
}
