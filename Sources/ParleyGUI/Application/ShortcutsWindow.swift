import CGTK4
import Localization

/// The shortcuts window (Ctrl-?, issue 33): GTK's own `GtkShortcutsWindow`, listing every
/// action's accelerators and every context key, group by group (`KeyGroup`). GTK 4.8 builds one
/// only from a description (`GtkBuilder`), which `description` writes from the tables.
enum ShortcutsWindow {
    /// The window's id in its description.
    static let objectID = "shortcuts"

    /// The `GtkBuilder` description: one section, a group per `KeyGroup` (in order) holding its
    /// actions (in `WindowAction` order), then its context keys, in `t`'s language. Every text
    /// is escaped for XML.
    static func description(_ t: Translator = .english) -> String {
        var lines = ["<interface>", "  <object class=\"GtkShortcutsWindow\" id=\"\(objectID)\">", "    <property name=\"modal\">1</property>",
                     "    <property name=\"title\">\(escaped(t.tr("Keyboard shortcuts")))</property>",
                     "    <child>", "      <object class=\"GtkShortcutsSection\">", "        <property name=\"section-name\">parley</property>",
                     "        <property name=\"max-height\">14</property>"]
        for group in KeyGroup.allCases {
            lines += ["        <child>", "          <object class=\"GtkShortcutsGroup\">",
                      "            <property name=\"title\">\(escaped(group.title(t)))</property>"]
            let entries = WindowAction.allCases.filter { $0.group == group }.map { ($0.accelerators.joined(separator: " "), $0.title(t)) }
                + ContextKey.all(t).filter { $0.group == group }.map { ($0.keys, $0.title) }
            for (keys, title) in entries {
                lines += ["            <child>", "              <object class=\"GtkShortcutsShortcut\">",
                          "                <property name=\"accelerator\">\(escaped(keys))</property>",
                          "                <property name=\"title\">\(escaped(title))</property>",
                          "              </object>", "            </child>"]
            }
            lines += ["          </object>", "        </child>"]
        }
        lines += ["      </object>", "    </child>", "  </object>", "</interface>"]
        return lines.joined(separator: "\n")
    }

    /// `text` as XML character data.
    static func escaped(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
            .replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A new shortcuts window built from `description`, in `t`'s language (owned by the
    /// caller, as `gtk_application_window_set_help_overlay` takes it).
    static func make(_ t: Translator) -> UnsafeMutablePointer<GtkWidget>? {
        let builder = gtk_builder_new_from_string(description(t), -1)
        defer { g_object_unref(builder?.gpointer) }
        guard let object = gtk_builder_get_object(builder, objectID) else { return nil }
        g_object_ref(object)
        return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GtkWidget.self)
    }
}
