import CGTK4
import ChatLayout
import ChatSession

/// A click on a link (issue 33 "Links and text"): opened by the desktop's handler for it, or
/// asked about first (`LinkOpening`): a SimpleX link offers to connect through it (the terminal's
/// `/c LINK`: the core's plan of the link, then asked), a link whose text is not its target
/// shows the target before opening it.
extension ParleyWindow {
    func clicked(link text: String, target: String, x: Double, y: Double) {
        let shown = SafeText.sanitize(target, for: .name)
        switch LinkOpening.decide(text: text, target: target) {
        case .open:
            openURI(target)
        case .askSimplexLink:
            MenuPopover.show(on: conversation.area, x: x, y: y, title: t.tr("A SimpleX link:") + "\n" + shown,
                             entries: [t.tr("Connect", context: "alert button"), t.tr("Copy link"), t.tr("Cancel", context: "alert button")]) { [unowned self] choice in
                switch choice {
                case .entry(0):
                    self.promptPoint = (x, y)
                    self.handle(.commandLine("/c " + target))
                case .entry(1): self.handle(.copy(target))
                default: return
                }
            }
        case .askDifferentTarget:
            MenuPopover.show(on: conversation.area, x: x, y: y, title: t.tr("Open this link?") + "\n" + shown,
                             entries: [t.tr("Open", context: "alert button"), t.tr("Copy link"), t.tr("Cancel", context: "alert button")]) { [unowned self] choice in
                switch choice {
                case .entry(0): self.openURI(target)
                case .entry(1): self.handle(.copy(target))
                default: return
                }
            }
        }
    }

    /// Opens `uri` in the desktop's handler for it (GTK: the portal, else GIO's default
    /// application); a failure is said on the status line.
    func openURI(_ uri: String) {
        typealias Handler = (Bool, String?) -> Void
        let finished: Handler = { [weak self] opened, message in
            guard !opened, let self else { return }
            self.toast(self.t.tr("Cannot open the link: {reason}", ["reason": message ?? self.t.tr("no application for it")]))
        }
        let done: GAsyncReadyCallback = { source, result, data in
            let box = Unmanaged<Callback<Handler>>.fromOpaque(data!).takeRetainedValue()
            var error: UnsafeMutablePointer<GError>?
            let opened = gtk_show_uri_full_finish(UnsafeMutableRawPointer(source)?.assumingMemoryBound(to: GtkWindow.self), result, &error) != 0
            let message = error.map { String(cString: $0.pointee.message) }
            g_clear_error(&error)
            box.handler(opened, message)
        }
        gtk_show_uri_full(window.cast(), uri, guint32(GDK_CURRENT_TIME), nil, done, Callback(finished).retained)
    }
}
