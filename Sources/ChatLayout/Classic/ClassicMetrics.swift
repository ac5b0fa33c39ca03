/// The classic (bubble) layout's numbers on iOS (simplex-view-logic §6.2), in points.
enum ClassicMetrics {
    /// Rows of direct chats, sent rows and events: 16 at each side.
    static let sidePadding: Double = 16
    /// Received group rows: the avatar 12 from the start, the bubble 10 after it.
    static let avatarLeading: Double = 12
    static let avatarSpacing: Double = 10
    /// Bubble text padding: 6 above and below, 12 at the sides.
    static let textVertical: Double = 6
    static let textHorizontal: Double = 12
    /// The meta inside the bubble: 12 from its end, 6 from its bottom.
    static let metaHorizontal: Double = 12
    static let metaBottom: Double = 6
    /// The name line above a received group bubble: 3 above it, 4 to the bubble, the role 16 after the name.
    static let nameTop: Double = 3
    static let nameSpacing: Double = 4
    static let roleGap: Double = 16
    /// Reactions: 3 above, 4 below.
    static let reactionsTop: Double = 3
    static let reactionsBottom: Double = 4
    /// Selection mode: the checkbox 24 wide at the row's leading padding (12 in groups, else
    /// 16), received rows moved by it and 12 more.
    static let checkboxSize: Double = 24
    static let checkboxSpacing: Double = 12
    /// The date separator's padding.
    static let dateSeparatorPadding: Double = 8
    /// The gap below a row: 10 after a large gap, else 2.
    static let largeGap: Double = 10
    static let smallGap: Double = 2
    /// Corner: 18 × roundness (0.75 by default); the tail 9 wide.
    static let cornerRadius: Double = 18 * 0.75
    static let tailWidth: Double = 9
    /// Emoji items: 8 above, 6 at the sides; their meta 8 from the bottom, 12 at the sides.
    static let emojiTop: Double = 8
    static let emojiHorizontal: Double = 6

    /// The bubble's maximum width: groups (W − 28) × 0.84 − 42, other chats (W − 32) × 0.84.
    static func maxBubbleWidth(listWidth: Double, group: Bool) -> Double {
        max(0, group ? (listWidth - 28) * 0.84 - 42 : (listWidth - 32) * 0.84)
    }
}

extension LayoutEnvironment {
    /// The classic bubble's corner radius and tail width, for painters.
    public static let classicCornerRadius = ClassicMetrics.cornerRadius
    public static let classicTailWidth = ClassicMetrics.tailWidth
}
