import CGTK4
import ChatSession

/// The attach button: GTK's file chooser (the desktop's own through its portal), and the file
/// chosen sent to the open chat by the session (`.sendFile`: quoting the reply, refused while
/// attachments are off).
extension ParleyWindow {
    func chooseFileToSend() {
        guard let ref = session.open?.ref else { return }
        FileChooser.chooseFileToSend(over: window.cast(), translator: t) { [unowned self] path in
            guard self.session.open?.ref == ref else { return }
            self.handle(.sendFile(path: path))
        } notLocal: { [unowned self] in
            self.show(self.t.tr("Only a file on this computer can be sent"))
        }
    }
}
