import CGTK4
import Localization

/// GTK's file chooser (the desktop's own, through its portal) for the attach button of the
/// window and the widget: the path of the file chosen, or word that it is not on this computer.
enum FileChooser {
    /// Asks for a file to send over `parent`, in `t`'s language (the embedded widget's:
    /// English); `chosen` hears its path, `notLocal` a file with none (a remote location).
    static func chooseFileToSend(over parent: UnsafeMutablePointer<GtkWindow>?, translator t: Translator = .english, chosen: @escaping (String) -> Void, notLocal: @escaping () -> Void) {
        guard let chooser = gtk_file_chooser_native_new(t.tr("Send a file"), parent, GTK_FILE_CHOOSER_ACTION_OPEN, t.tr("Send"), t.tr("Cancel", context: "alert button")) else { return }
        Signal.connect(chooser, "response", response: { response in
            defer { g_object_unref(chooser.gpointer) }
            guard response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_file(chooser.cast()) else { return }
            defer { g_object_unref(file.gpointer) }
            guard let path = g_file_get_path(file) else { return notLocal() }
            defer { g_free(path) }
            chosen(String(cString: path))
        })
        gtk_native_dialog_show(chooser.cast())
    }
}
