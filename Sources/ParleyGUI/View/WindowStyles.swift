import CGTK4
import ParleyRender

/// The window's own style sheet, added to the display once: the chat list's avatars in the
/// members' colours, its unread and mention marks, and the compose field in the chat's body
/// size (issue 38 "The compose bar"), one class per size asked for.
enum WindowStyles {
    /// The list's and the compose field's styles, added once.
    static func install() {
        guard !state.installed else { return }
        state.installed = true
        var css = """
            .parley-avatar { min-width: 36px; min-height: 36px; border-radius: 18px; color: white; font-weight: bold; }
            .parley-avatar-small { min-width: 30px; min-height: 30px; border-radius: 15px; font-size: smaller; }
            .parley-unread { background-color: #0088FF; color: white; border-radius: 9px; padding: 0 6px; font-weight: bold; font-size: smaller; }
            .parley-mention { color: #0088FF; font-weight: bold; }

            """
        for (index, color) in AvatarColors.all.enumerated() {
            css += ".parley-avatar-\(index) { background-color: rgb(\(Int(color.red * 255)), \(Int(color.green * 255)), \(Int(color.blue * 255))); }\n"
        }
        add(css)
    }

    /// The class that writes in `size` points (the chat's body size), its rule added the first
    /// time it is asked for.
    static func body(size: Double) -> String {
        let points = Int(size.rounded())
        let name = "parley-body-\(points)"
        if state.bodySizes.insert(points).inserted {
            add(".\(name) { font-size: \(points)px; }\n")
        }
        return name
    }

    private static func add(_ css: String) {
        guard let display = gdk_display_get_default() else { return }
        let provider = gtk_css_provider_new()!
        gtk_css_provider_load_from_data(provider, css, -1)
        gtk_style_context_add_provider_for_display(display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    }

    /// What was added (the GTK thread's only).
    private static let state = Added()

    private final class Added: @unchecked Sendable {
        var installed = false
        var bodySizes: Set<Int> = []
    }
}
