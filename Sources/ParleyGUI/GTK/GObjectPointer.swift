import CGTK4

/// A pointer to a GObject instance of some GTK type, convertible to the other types of its
/// class hierarchy as C casts do (`GTK_WIDGET (x)` and the like, which Swift does not import).
/// A derivable type comes in as a typed pointer, a final one (whose struct is private) as an
/// `OpaquePointer`; `cast()` gives either, as the call it is passed to takes it.
protocol GObjectPointer {
    var gpointer: gpointer { get }
}

extension GObjectPointer {
    /// The same instance as a derivable type of its hierarchy: the caller knows it is one.
    func cast<Other>(_: Other.Type = Other.self) -> UnsafeMutablePointer<Other> {
        gpointer.assumingMemoryBound(to: Other.self)
    }

    /// The same instance as a final type of its hierarchy.
    func cast() -> OpaquePointer {
        OpaquePointer(gpointer)
    }
}

extension UnsafeMutablePointer: GObjectPointer {
    var gpointer: CGTK4.gpointer { UnsafeMutableRawPointer(self) }
}

extension OpaquePointer: GObjectPointer {
    var gpointer: CGTK4.gpointer { UnsafeMutableRawPointer(self) }
}
