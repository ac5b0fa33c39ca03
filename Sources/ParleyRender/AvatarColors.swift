import ChatLayout

/// The initials circles' colours, one table for every face that draws an avatar in colour (the
/// renderer, the window's chat list), chosen by `Avatar.colorIndex`.
public enum AvatarColors {
    /// The colours, in index order (`Avatar.colorCount` of them).
    public static let all: [RGBA] = ([0x5E9CEC, 0x4FC1E9, 0x48CFAD, 0xA0D468, 0xFFCE54, 0xFC6E51, 0xED5565, 0xAC92EC] as [UInt32]).map { RGBA(hex: $0) }

    /// The colour of index `index` (any index: it wraps).
    public static func color(_ index: Int) -> RGBA {
        all[((index % all.count) + all.count) % all.count]
    }
}
