import CGTK4
import ChatLayout
import Localization

/// Preferences (issue 38 "the main menu"; Ctrl-comma): an `AdwPreferencesWindow` over the
/// window with what the window remembers (`DesktopState`): the theme (the system's colour
/// scheme, or one of the chat's themes for every widget), and whether Parley runs in the
/// background when the window closes and starts at login — the same application actions the
/// desktop can set. Lives on the GTK thread.
@MainActor
enum PreferencesWindow {
    /// The theme row's choices in order: the system's, then each theme.
    nonisolated static let themes: [ThemeName?] = [nil] + ThemeName.allCases

    /// A choice's name in `t`'s language.
    nonisolated static func name(_ theme: ThemeName?, _ t: Translator) -> String {
        switch theme {
        case nil: t.tr("Follow the system", context: "theme")
        case .light: t.tr("Light", context: "theme")
        case .dark: t.tr("Dark", context: "theme")
        case .simplex: t.tr("SimpleX", context: "theme")
        case .black: t.tr("Black", context: "theme")
        }
    }

    /// Shows Preferences over `window`.
    static func show(for window: ParleyWindow) {
        let t = window.t
        let preferences = adw_preferences_window_new()!
        gtk_window_set_transient_for(preferences.cast(), window.window.cast())
        gtk_window_set_modal(preferences.cast(), 1)
        gtk_window_set_title(preferences.cast(), t.tr("Preferences"))
        adw_preferences_window_set_search_enabled(preferences.cast(), 0)
        let page = adw_preferences_page_new()!
        adw_preferences_page_add(page.cast(), appearance(window).cast())
        adw_preferences_page_add(page.cast(), running(t).cast())
        adw_preferences_window_add(preferences.cast(), page.cast())
        gtk_window_present(preferences.cast())
    }

    /// The theme, chosen from `themes`, taking effect at once and remembered.
    private static func appearance(_ window: ParleyWindow) -> UnsafeMutablePointer<GtkWidget> {
        let t = window.t
        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(group.cast(), t.tr("Appearance"))
        let names = themes.map { strdup(name($0, t)) }
        defer { names.forEach { free($0) } }
        var pointers: [UnsafePointer<CChar>?] = names.map { UnsafePointer($0) } + [nil]
        let model = pointers.withUnsafeMutableBufferPointer { gtk_string_list_new($0.baseAddress) }!
        let row = adw_combo_row_new()!
        adw_preferences_row_set_title(row.cast(), t.tr("Theme"))
        adw_combo_row_set_model(row.cast(), model)
        g_object_unref(model.gpointer)
        let chosen = themes.firstIndex(of: window.presence.themeChoice) ?? 0
        adw_combo_row_set_selected(row.cast(), guint(chosen))
        Signal.connect(row, "notify::selected") { (_: gpointer?) in
            let index = Int(adw_combo_row_get_selected(row.cast()))
            guard themes.indices.contains(index) else { return }
            MainActor.assumeIsolated { window.presence.choose(theme: themes[index]) }
        }
        adw_preferences_group_add(group.cast(), row)
        return group
    }

    /// The two switches, each an application action's state.
    private static func running(_ t: Translator) -> UnsafeMutablePointer<GtkWidget> {
        let group = adw_preferences_group_new()!
        adw_preferences_group_set_title(group.cast(), t.tr("Running", context: "preferences group"))
        let rows = [
            (t.tr("Run in background"), t.tr("Closing the window keeps Parley running and notifying; Quit ends it"), DesktopApplication.runInBackground),
            (t.tr("Start at login"), t.tr("Parley starts in the background when you log in"), DesktopApplication.startAtLogin),
        ]
        for (title, subtitle, action) in rows {
            let row = adw_action_row_new()!
            adw_preferences_row_set_title(row.cast(), title)
            adw_action_row_set_subtitle(row.cast(), subtitle)
            let toggle = gtk_switch_new()!
            gtk_widget_set_valign(toggle, GTK_ALIGN_CENTER)
            gtk_actionable_set_action_name(OpaquePointer(toggle), "app." + action)
            parley_accessible_set_label(OpaquePointer(toggle), title)
            adw_action_row_add_suffix(row.cast(), toggle)
            adw_action_row_set_activatable_widget(row.cast(), toggle)
            adw_preferences_group_add(group.cast(), row)
        }
        return group
    }
}
