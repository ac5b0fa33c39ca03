import CGTK4

/// A Swift closure handed to GObject as a signal's or callback's user data: retained for as
/// long as GObject keeps the handler, released by the destroy notification it calls.
final class Callback<Handler> {
    let handler: Handler

    init(_ handler: Handler) {
        self.handler = handler
    }

    /// The retained box as user data; `release` gives it back.
    var retained: gpointer { Unmanaged.passRetained(self).toOpaque() }

    /// The handler in the user data of a call.
    static func handler(_ data: gpointer?) -> Handler {
        Unmanaged<Callback<Handler>>.fromOpaque(data!).takeUnretainedValue().handler
    }

    /// GObject's destroy notification for a box: its one retain released.
    static var release: GDestroyNotify {
        { data in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }
    }
}

/// GTK signals connected to Swift closures (`g_signal_connect_data`), one function per
/// handler signature GTK uses here: the C thunk reads the closure from the user data.
enum Signal {
    fileprivate static func connect<Handler>(_ instance: some GObjectPointer, _ name: String, thunk: GCallback, _ handler: Handler) {
        g_signal_connect_data(instance.gpointer, name, thunk, Callback(handler).retained, { data, _ in
            guard let data else { return }
            Unmanaged<AnyObject>.fromOpaque(data).release()
        }, GConnectFlags(rawValue: 0))
    }

    /// A signal whose handler takes no arguments and returns nothing (`activate`, `changed`).
    static func connect(_ instance: some GObjectPointer, _ name: String, _ handler: @escaping () -> Void) {
        let thunk: @convention(c) (gpointer?, gpointer?) -> Void = { _, data in Callback<() -> Void>.handler(data)() }
        connect(instance, name, thunk: unsafeBitCast(thunk, to: GCallback.self), handler)
    }

    /// A signal that asks whether it was handled (`close-request`).
    static func connect(_ instance: some GObjectPointer, _ name: String, _ handler: @escaping () -> Bool) {
        let thunk: @convention(c) (gpointer?, gpointer?) -> gboolean = { _, data in Callback<() -> Bool>.handler(data)() ? 1 : 0 }
        connect(instance, name, thunk: unsafeBitCast(thunk, to: GCallback.self), handler)
    }

    /// `key-pressed` of a key controller: the key's value and the modifiers; true when handled.
    static func connect(_ instance: some GObjectPointer, _ name: String, _ handler: @escaping (UInt32, GdkModifierType) -> Bool) {
        typealias Handler = (UInt32, GdkModifierType) -> Bool
        let thunk: @convention(c) (gpointer?, guint, guint, GdkModifierType, gpointer?) -> gboolean = { _, keyval, _, state, data in
            Callback<Handler>.handler(data)(keyval, state) ? 1 : 0
        }
        connect(instance, name, thunk: unsafeBitCast(thunk, to: GCallback.self), handler)
    }

    /// `scroll` of a scroll controller: the deltas (lines, or pixels for a touchpad); true when handled.
    static func connect(_ instance: some GObjectPointer, _ name: String, _ handler: @escaping (Double, Double) -> Bool) {
        typealias Handler = (Double, Double) -> Bool
        let thunk: @convention(c) (gpointer?, Double, Double, gpointer?) -> gboolean = { _, dx, dy, data in
            Callback<Handler>.handler(data)(dx, dy) ? 1 : 0
        }
        connect(instance, name, thunk: unsafeBitCast(thunk, to: GCallback.self), handler)
    }

    /// A signal carrying one object (`row-activated`: the row).
    static func connect(_ instance: some GObjectPointer, _ name: String, _ handler: @escaping (gpointer?) -> Void) {
        typealias Handler = (gpointer?) -> Void
        let thunk: @convention(c) (gpointer?, gpointer?, gpointer?) -> Void = { _, object, data in Callback<Handler>.handler(data)(object) }
        connect(instance, name, thunk: unsafeBitCast(thunk, to: GCallback.self), handler)
    }

    /// `pressed` of a click gesture: the press count and where, in the widget's points.
    static func connect(_ instance: some GObjectPointer, _ name: String, _ handler: @escaping (Int32, Double, Double) -> Void) {
        typealias Handler = (Int32, Double, Double) -> Void
        let thunk: @convention(c) (gpointer?, gint, Double, Double, gpointer?) -> Void = { _, presses, x, y, data in
            Callback<Handler>.handler(data)(presses, x, y)
        }
        connect(instance, name, thunk: unsafeBitCast(thunk, to: GCallback.self), handler)
    }
}

extension Signal {
    /// A dialog's `response`: the response id (`GTK_RESPONSE_ACCEPT` and the like).
    static func connect(_ instance: some GObjectPointer, _ name: String, response handler: @escaping (Int32) -> Void) {
        typealias Handler = (Int32) -> Void
        let thunk: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, response, data in
            Callback<Handler>.handler(data)(response)
        }
        connect(instance, name, thunk: unsafeBitCast(thunk, to: GCallback.self), handler)
    }

    /// A drop target's `drop`: the value dropped (a `GValue`) and where; true when taken.
    static func connect(_ instance: some GObjectPointer, _ name: String, drop handler: @escaping (UnsafePointer<GValue>?, Double, Double) -> Bool) {
        typealias Handler = (UnsafePointer<GValue>?, Double, Double) -> Bool
        let thunk: @convention(c) (gpointer?, UnsafePointer<GValue>?, Double, Double, gpointer?) -> gboolean = { _, value, x, y, data in
            Callback<Handler>.handler(data)(value, x, y) ? 1 : 0
        }
        connect(instance, name, thunk: unsafeBitCast(thunk, to: GCallback.self), handler)
    }

    /// A signal carrying a place in the widget and returning nothing (`pressed` of a long press).
    static func connect(_ instance: some GObjectPointer, _ name: String, at handler: @escaping (Double, Double) -> Void) {
        typealias Handler = (Double, Double) -> Void
        let thunk: @convention(c) (gpointer?, Double, Double, gpointer?) -> Void = { _, x, y, data in
            Callback<Handler>.handler(data)(x, y)
        }
        connect(instance, name, thunk: unsafeBitCast(thunk, to: GCallback.self), handler)
    }
}
