import CGTK4
import Localization

/// About Parley (issue 38 "the main menu"): libadwaita's about window over the window, with
/// the application's name, icon (where it is installed) and version, what it is and its licence, in
/// the window's language. Lives on the GTK thread.
@MainActor
enum AboutParley {
    /// Shows About Parley over `window`.
    static func show(for window: ParleyWindow) {
        let t = window.t
        let about = adw_about_window_new()!
        gtk_window_set_transient_for(about.cast(), window.window.cast())
        adw_about_window_set_application_name(about.cast(), "Parley")
        adw_about_window_set_application_icon(about.cast(), icon)
        adw_about_window_set_version(about.cast(), window.options.version)
        adw_about_window_set_developer_name(about.cast(), t.tr("The Parley developers"))
        adw_about_window_set_comments(about.cast(), t.tr("A SimpleX Chat client for the terminal and the desktop, and a chat view to embed"))
        adw_about_window_set_license_type(about.cast(), GTK_LICENSE_APACHE_2_0)
        gtk_window_present(about.cast())
    }

    /// The application's icon where the icon theme has it (Parley installed), else the
    /// theme's icon of a program.
    private static var icon: String {
        guard let display = gdk_display_get_default(), gtk_icon_theme_has_icon(gtk_icon_theme_get_for_display(display), DesktopApplication.id) != 0 else {
            return "application-x-executable"
        }
        return DesktopApplication.id
    }
}
