import CGTK4
import ChatSession
import Foundation

/// Files into the chat (issue 33 "Files in"): files dropped on the chat or the compose field, and
/// files or a picture pasted into the compose field (Ctrl-V), are sent as the 📎 button sends
/// them (the session's `.sendFile`, quoting the reply if any). A pasted picture is kept as a PNG
/// in `$XDG_CACHE_HOME/parley/pasted` and sent from there; pasted text is pasted as ever.
extension ParleyWindow {
    /// Makes the chat and the compose field take dropped files, and Ctrl-V in the field take
    /// files and pictures.
    func connectDrops() {
        for widget in [conversation.area, compose.widget] {
            let target = gtk_drop_target_new(gdk_file_list_get_type(), GDK_ACTION_COPY)!
            Signal.connect(target, "drop", drop: { [unowned self] value, _, _ in
                guard let value, let list = g_value_get_boxed(value) else { return false }
                return self.send(files: OpaquePointer(list))
            })
            gtk_widget_add_controller(widget, target.cast())
        }
        let keys = gtk_event_controller_key_new()!
        gtk_event_controller_set_propagation_phase(keys, GTK_PHASE_CAPTURE)
        Signal.connect(keys, "key-pressed") { [unowned self] (key: UInt32, modifiers: GdkModifierType) -> Bool in
            let control = modifiers.rawValue & GDK_CONTROL_MASK.rawValue != 0
            guard control, key == UInt32(GDK_KEY_v) || key == UInt32(GDK_KEY_V) else { return false }
            return self.pasteFiles()
        }
        gtk_widget_add_controller(compose.textView, keys)
    }

    /// Sends the local files of a `GdkFileList`; false when it has none.
    @discardableResult
    func send(files list: OpaquePointer) -> Bool {
        var paths: [String] = []
        var node = gdk_file_list_get_files(list)
        let head = node
        defer { g_slist_free(head) }
        while let current = node {
            if let path = g_file_get_path(OpaquePointer(current.pointee.data)) {
                paths.append(String(cString: path))
                g_free(path)
            }
            node = current.pointee.next
        }
        guard !paths.isEmpty, session.open != nil else { return false }
        for path in paths { handle(.sendFile(path: path)) }
        return true
    }

    /// Ctrl-V: files on the clipboard are sent, or a picture; true when the clipboard holds
    /// either (read then), false to paste text as ever.
    func pasteFiles() -> Bool {
        let clipboard = gtk_widget_get_clipboard(compose.textView)
        guard let formats = gdk_clipboard_get_formats(clipboard) else { return false }
        let hasFiles = gdk_content_formats_contain_gtype(formats, gdk_file_list_get_type()) != 0
            || gdk_content_formats_contain_mime_type(formats, "text/uri-list") != 0
        let hasPicture = gdk_content_formats_contain_gtype(formats, gdk_texture_get_type()) != 0
            || gdk_content_formats_contain_mime_type(formats, "image/png") != 0
        let hasText = gdk_content_formats_contain_gtype(formats, GType(16 << 2)) != 0
            || gdk_content_formats_contain_mime_type(formats, "text/plain;charset=utf-8") != 0
        if hasFiles {
            readFiles(from: clipboard)
            return true
        }
        guard hasPicture, !hasText else { return false }
        readPicture(from: clipboard)
        return true
    }

    private func readFiles(from clipboard: OpaquePointer?) {
        typealias Handler = (OpaquePointer?) -> Void
        let read: Handler = { [weak self] list in
            guard let self else { return }
            if let list, self.send(files: list) { return }
            _ = gtk_widget_activate_action_variant(self.compose.textView, "clipboard.paste", nil)
        }
        let done: GAsyncReadyCallback = { source, result, data in
            let box = Unmanaged<Callback<Handler>>.fromOpaque(data!).takeRetainedValue()
            let value = gdk_clipboard_read_value_finish(OpaquePointer(source), result, nil)
            box.handler(value.flatMap { g_value_get_boxed($0) }.map(OpaquePointer.init))
        }
        gdk_clipboard_read_value_async(clipboard, gdk_file_list_get_type(), G_PRIORITY_DEFAULT, nil, done, Callback(read).retained)
    }

    private func readPicture(from clipboard: OpaquePointer?) {
        typealias Handler = (OpaquePointer?) -> Void
        let read: Handler = { [weak self] texture in
            guard let self, let texture else { return }
            defer { g_object_unref(texture.gpointer) }
            guard let path = Self.pastedPicturePath() else { return self.toast(self.t.tr("A pasted picture cannot be kept: no folder for it")) }
            guard gdk_texture_save_to_png(texture, path) != 0 else { return self.toast(self.t.tr("A pasted picture cannot be kept in {path}", ["path": path])) }
            self.handle(.sendFile(path: path))
        }
        let done: GAsyncReadyCallback = { source, result, data in
            let box = Unmanaged<Callback<Handler>>.fromOpaque(data!).takeRetainedValue()
            box.handler(gdk_clipboard_read_texture_finish(OpaquePointer(source), result, nil))
        }
        gdk_clipboard_read_texture_async(clipboard, nil, done, Callback(read).retained)
    }

    /// A new file for a pasted picture: `$XDG_CACHE_HOME/parley/pasted/pasted-DATE.png`, its
    /// folder made; nil when it cannot be.
    static func pastedPicturePath(now: Date = Date()) -> String? {
        let folder = String(cString: g_get_user_cache_dir()) + "/parley/pasted"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return nil }
        let stamp = ISO8601DateFormatter.string(from: now, timeZone: .current, formatOptions: [.withFullDate, .withTime])
        var path = folder + "/pasted-\(stamp).png"
        var number = 2
        while FileManager.default.fileExists(atPath: path) {
            path = folder + "/pasted-\(stamp)-\(number).png"
            number += 1
        }
        return path
    }
}
