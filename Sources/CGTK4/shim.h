#include <gtk/gtk.h>
#include <adwaita.h>

/* GTK 4 and libadwaita (issue 38: the window a GNOME user expects), and Parley's calls into
 * GTK that Swift cannot make itself: GTK's variadic accessibility setters and construct-only
 * properties (issue 33 "Screen readers"), and what only some GTK versions
 * have, chosen when Parley is built (GTK_CHECK_VERSION) against the GTK it runs on. */

/* A drawing area whose accessible role is `role` (a construct-only property). */
static inline GtkWidget *parley_drawing_area_new_with_role(GtkAccessibleRole role) {
    return GTK_WIDGET(g_object_new(GTK_TYPE_DRAWING_AREA, "accessible-role", role, NULL));
}

/* Sets the accessible label (the name a screen reader says first) of `accessible`. */
static inline void parley_accessible_set_label(GtkAccessible *accessible, const char *label) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_LABEL, label, -1);
}

/* Sets the accessible description of `accessible`. */
static inline void parley_accessible_set_description(GtkAccessible *accessible, const char *description) {
    gtk_accessible_update_property(accessible, GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
}

/* Whether this GTK can announce a text without moving the focus (gtk_accessible_announce, 4.14). */
static inline gboolean parley_accessible_can_announce(void) {
    return GTK_CHECK_VERSION(4, 14, 0);
}

/* Announces `message` to screen readers, politely, where GTK can (4.14); else nothing. */
static inline void parley_accessible_announce(GtkAccessible *accessible, const char *message) {
#if GTK_CHECK_VERSION(4, 14, 0)
    gtk_accessible_announce(accessible, message, GTK_ACCESSIBLE_ANNOUNCEMENT_PRIORITY_MEDIUM);
#else
    (void)accessible;
    (void)message;
#endif
}
