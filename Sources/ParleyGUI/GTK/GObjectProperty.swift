import CGTK4

/// Setting a GObject's property by name, for properties GTK 4.8 has no setter function for
/// (`g_object_set` is variadic, which Swift cannot call).
enum GObjectProperty {
    /// Sets the string property `name` of `object` to `value`.
    static func set(_ object: some GObjectPointer, _ name: String, _ value: String) {
        var gvalue = GValue()
        _ = g_value_init(&gvalue, GType(16 << 2))
        defer { g_value_unset(&gvalue) }
        g_value_set_string(&gvalue, value)
        g_object_set_property(object.gpointer.assumingMemoryBound(to: GObject.self), name, &gvalue)
    }
}
