import CGTK4

/// The GTK thread's main context: work from other threads (the backend's answers and events)
/// is posted to it and runs between frames, so the window's state is only ever touched there.
enum MainContext {
    /// Runs `body` on the GTK thread, soon (`g_idle_add_full`, default priority). Any thread.
    static func post(_ body: @escaping @Sendable () -> Void) {
        add(body, priority: G_PRIORITY_DEFAULT)
    }

    /// Runs `body` on the GTK thread once the input and the frames waiting there are done
    /// (`G_PRIORITY_DEFAULT_IDLE`, below GDK's redraw): for the session's answers and the core's
    /// events, so that a flood of them never holds a key, a click or a frame back (issue 38,
    /// W1: at the default priority, which is the input's and above the frame clock's, 20,000
    /// messages held every frame back for minutes). Any thread.
    static func deliver(_ body: @escaping @Sendable () -> Void) {
        add(body, priority: G_PRIORITY_DEFAULT_IDLE)
    }

    private static func add(_ body: @escaping @Sendable () -> Void, priority: Int32) {
        let thunk: @convention(c) (gpointer?) -> gboolean = { data in
            Callback<@Sendable () -> Void>.handler(data)()
            return 0
        }
        g_idle_add_full(priority, thunk, Callback(body).retained, Callback<@Sendable () -> Void>.release)
    }

    /// Runs `body` on the GTK thread after what it is doing now (a frame drawn, a signal
    /// handled). Only from the GTK thread: `body` touches its state.
    static func later(_ body: @escaping () -> Void) {
        let work = OnGTKThread(body: body)
        post { work.body() }
    }
}

/// Work made on the GTK thread to run there later: it never crosses to another thread.
private struct OnGTKThread: @unchecked Sendable {
    let body: () -> Void
}
