import CGTK4
import Localization

/// The application's menu in the header (issue 33): the two switches the window remembers
/// (Run in background, Start at login, shown ticked when on), the shortcuts window and Quit,
/// each an application action, so the menu shows their accelerators.
enum AppMenu {
    /// The menu's entries in `t`'s language: label and the action's detailed name, in order.
    static func entries(_ t: Translator) -> [(label: String, action: String)] {
        [
            (t.tr("Run in background"), "app." + DesktopApplication.runInBackground),
            (t.tr("Start at login"), "app." + DesktopApplication.startAtLogin),
            (t.tr("Keyboard shortcuts"), WindowAction.shortcuts.detailedName),
            (t.tr("Quit", context: "alert button"), WindowAction.quit.detailedName),
        ]
    }

    /// A menu button holding the entries, in `t`'s language.
    static func button(translator t: Translator) -> UnsafeMutablePointer<GtkWidget> {
        let menu = g_menu_new()!
        for entry in entries(t) { g_menu_append(menu, entry.label, entry.action) }
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(button.cast(), "open-menu-symbolic")
        gtk_menu_button_set_has_frame(button.cast(), 0)
        gtk_widget_set_tooltip_text(button, t.tr("Menu"))
        gtk_menu_button_set_menu_model(button.cast(), menu.cast())
        g_object_unref(menu.gpointer)
        return button
    }
}
