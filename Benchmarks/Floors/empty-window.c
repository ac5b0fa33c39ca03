/* The floor of a GTK 4 window's start (issue 33 "Figures"): an empty window, as large as
 * parley gui's (1000 x 720), holding one drawing area that paints itself white. `parley-bench
 * gui` builds it from Debian's GTK (cc, pkg-config gtk4) and starts it under Xvfb.
 *
 * Its first frame: the frame clock's after-paint of the first frame whose paint called the
 * drawing area's draw function, i.e. once that frame is rendered and handed to the display
 * server. Then it writes "first-frame NANOSECONDS" (CLOCK_MONOTONIC) on standard output, and
 * runs until it is ended. */
#include <gtk/gtk.h>
#include <stdio.h>
#include <time.h>

static gboolean drawn = FALSE;

static void draw(GtkDrawingArea *area, cairo_t *cr, int width, int height, gpointer data) {
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    drawn = TRUE;
}

static void after_paint(GdkFrameClock *clock, gpointer data) {
    if (!drawn) return;
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    printf("first-frame %lld\n", (long long)now.tv_sec * 1000000000LL + now.tv_nsec);
    fflush(stdout);
    g_signal_handlers_disconnect_by_func(clock, after_paint, data);
}

static void realized(GtkWidget *window, gpointer data) {
    g_signal_connect(gtk_widget_get_frame_clock(window), "after-paint", G_CALLBACK(after_paint), NULL);
}

int main(void) {
    gtk_init();
    GtkWidget *window = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(window), "Empty window");
    gtk_window_set_default_size(GTK_WINDOW(window), 1000, 720);
    GtkWidget *area = gtk_drawing_area_new();
    gtk_drawing_area_set_draw_func(GTK_DRAWING_AREA(area), draw, NULL, NULL);
    gtk_window_set_child(GTK_WINDOW(window), area);
    g_signal_connect(window, "realize", G_CALLBACK(realized), NULL);
    gtk_window_present(GTK_WINDOW(window));
    for (;;) g_main_context_iteration(NULL, TRUE);
}
