import CGTK4
import Localization

/// The main menu in the list's header bar (issue 38 "Header bars and the main menu"): New
/// chat, Switch profile, Preferences, Keyboard Shortcuts, About Parley and Quit, each an
/// application action, so the menu shows their accelerators.
enum AppMenu {
    /// The menu's sections in `t`'s language, each its entries' label and action's detailed
    /// name, in order.
    static func sections(_ t: Translator) -> [[(label: String, action: String)]] {
        [
            [(t.tr("New chat"), WindowAction.newChat.detailedName), (t.tr("Switch profile"), WindowAction.switchProfile.detailedName)],
            [(t.tr("Preferences"), WindowAction.preferences.detailedName), (t.tr("Keyboard shortcuts"), WindowAction.shortcuts.detailedName),
             (t.tr("About Parley"), "app." + DesktopApplication.about)],
            [(t.tr("Quit", context: "alert button"), WindowAction.quit.detailedName)],
        ]
    }

    /// The menu button holding the sections, named "Main menu", in `t`'s language.
    static func button(translator t: Translator) -> UnsafeMutablePointer<GtkWidget> {
        let menu = g_menu_new()!
        for entries in sections(t) {
            let section = g_menu_new()!
            for entry in entries { g_menu_append(section, entry.label, entry.action) }
            g_menu_append_section(menu, nil, section.cast())
            g_object_unref(section.gpointer)
        }
        let button = gtk_menu_button_new()!
        gtk_menu_button_set_icon_name(button.cast(), "open-menu-symbolic")
        gtk_menu_button_set_primary(button.cast(), 1)
        gtk_widget_set_tooltip_text(button, t.tr("Main menu"))
        parley_accessible_set_label(OpaquePointer(button), t.tr("Main menu"))
        gtk_menu_button_set_menu_model(button.cast(), menu.cast())
        g_object_unref(menu.gpointer)
        return button
    }
}
