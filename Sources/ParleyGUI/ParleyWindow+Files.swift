import CGTK4
import ChatSession

/// The attach button: GTK's file chooser (the desktop's own through its portal), and the file
/// chosen sent to the open chat by the session (`.sendFile`: quoting the reply, refused while
/// attachments are off).
extension ParleyWindow {
    func chooseFileToSend() {
        guard let ref = session.open?.ref else { return }
        guard let chooser = gtk_file_chooser_native_new("Send a file", window.cast(), GTK_FILE_CHOOSER_ACTION_OPEN, "Send", "Cancel") else { return }
        Signal.connect(chooser, "response", response: { [unowned self] response in
            defer { g_object_unref(chooser.gpointer) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser.cast()) else { return }
            defer { g_object_unref(file.gpointer) }
            guard let path = g_file_get_path(file) else { return self.show("Only a file on this computer can be sent") }
            defer { g_free(path) }
            guard self.session.open?.ref == ref else { return }
            self.handle(.sendFile(path: String(cString: path)))
        })
        gtk_native_dialog_show(chooser.cast())
    }
}
