import CGTK4
import ChatBackend
import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel

/// Files in the window (issue 19 "Files"), as the terminal client has them: Download has the
/// core receive a file (its progress shows on the item) and saves it to the downloads folder
/// once complete; Save copies a file on this device there (`SavedFile`: never over a file);
/// Stop file and Revoke file cancel it.
extension ParleyWindow {
    /// Asks the core to receive `file`; it is saved when the core says it is complete.
    func download(_ file: CIFile, in ref: ChatRef) {
        downloads.insert(file.fileId)
        show("Downloading \(SafeText.sanitize(file.fileName, for: .name))…")
        run(.receiveFile(fileId: file.fileId), in: ref) { [unowned self] in _ = self.downloads.remove(file.fileId) }
    }

    /// Copies the item's file into the downloads folder off the GTK thread (a large file
    /// takes time), then says where it went.
    func save(_ file: CIFile) {
        guard let path = file.fileSource?.filePath else { return show("The file is not on this device") }
        let name = file.fileName
        Task.detached {
            let said: String
            do throws(SavedFile.Failure) {
                let saved = try SavedFile.save(path: path, name: name)
                said = "Saved to " + SavedFile.shown(saved, home: ProcessInfo.processInfo.environment["HOME"])
            } catch {
                said = error.description
            }
            MainContext.post { self.show(said) }
        }
    }

    /// Stops a download or a file being sent, or revokes a file sent (`/fcancel`).
    func cancel(_ file: CIFile, in ref: ChatRef) {
        downloads.remove(file.fileId)
        run(.cancelFile(fileId: file.fileId), in: ref)
    }

    /// The attach button: GTK's file chooser (the desktop's own through its portal), and the
    /// file chosen sent to the open chat as a file message (`ComposeState.fileCommand`),
    /// quoting the item being replied to; refused while attachments are off.
    func chooseFileToSend() {
        guard let ref = conversation.conversation?.ref else { return }
        guard !composing.attachmentsDisabled else { return show("A file cannot be attached while editing, forwarding, reporting or sending") }
        guard let chooser = gtk_file_chooser_native_new("Send a file", window.cast(), GTK_FILE_CHOOSER_ACTION_OPEN, "Send", "Cancel") else { return }
        Signal.connect(chooser, "response", response: { [unowned self] response in
            defer { g_object_unref(chooser.gpointer) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser.cast()) else { return }
            defer { g_object_unref(file.gpointer) }
            guard let path = g_file_get_path(file) else { return self.show("Only a file on this computer can be sent") }
            defer { g_free(path) }
            guard self.conversation.conversation?.ref == ref, let command = self.composing.fileCommand(String(cString: path), to: ref) else { return }
            self.composing.context = .none
            self.run(command, in: ref)
        })
        gtk_native_dialog_show(chooser.cast())
    }

    /// A file the core completed: saved when this window asked for it.
    func fileCompleted(_ event: ChatEvent) {
        guard case let .rcvFileComplete(item, eventUser) = event, eventUser.userId == user?.userId,
              let file = item.chatItem.file, downloads.remove(file.fileId) != nil else { return }
        save(file)
    }
}
