import CGTK4

/// The application's menu in the header (issue 33): the two switches the window remembers
/// (Run in background, Start at login, shown ticked when on), the shortcuts window and Quit,
/// each an application action, so the menu shows their accelerators.
enum AppMenu {
    /// The menu's entries: label and the action's detailed name, in order.
    static let entries: [(label: String, action: String)] = [
        ("Run in background", "app." + DesktopApplication.runInBackground),
        ("Start at login", "app." + DesktopApplication.startAtLogin),
        ("Keyboard shortcuts", WindowAction.shortcuts.detailedName),
        ("Quit", WindowAction.quit.detailedName),
    ]

    /// A menu button holding the entries.
    static func button() -> UnsafeMutablePointer<GtkWidget> {
        let menu = g_menu_new()!
        for entry in entries { g_menu_append(menu, entry.label, entry.action) }
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(button.cast(), "open-menu-symbolic")
        gtk_menu_button_set_has_frame(button.cast(), 0)
        gtk_widget_set_tooltip_text(button, "Menu")
        gtk_menu_button_set_menu_model(button.cast(), menu.cast())
        g_object_unref(menu.gpointer)
        return button
    }
}
