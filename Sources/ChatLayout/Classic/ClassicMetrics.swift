/// The classic (bubble) layout's numbers in the layout's units: on iOS (simplex-view-logic
/// §6.2) in points, and in cells for a terminal, where a bubble is drawn with box characters
/// (its border a line above and below the text and a cell and a space at each side) and the
/// meta stands on its bottom border.
struct ClassicMetrics {
    /// Rows of direct chats, sent rows and events: 16 at each side.
    var sidePadding: Double = 16
    /// Received group rows: the avatar 12 from the start, the bubble 10 after it.
    var avatarLeading: Double = 12
    var avatarSpacing: Double = 10
    /// Bubble text padding: 6 above and below each block, 12 at the sides.
    var textVertical: Double = 6
    var textHorizontal: Double = 12
    /// The bubble's border above its first block and below its last: none in points (the
    /// blocks' padding is the bubble's), a line of box characters in cells.
    var bubbleBorder: Double = 0
    /// How far a quote's bar stands in from the bubble's edge (in points the quote is a box
    /// across the bubble), and its text from the text edge after it.
    var quoteBarInset: Double = 0
    /// Whether a text ends with the transparent copy of the meta: in points the meta stands in
    /// the bubble; in cells it stands on the bottom border and needs no room in the text.
    var reservesMeta = true
    /// The meta inside the bubble: 12 from its end, 6 from its bottom.
    var metaHorizontal: Double = 12
    var metaBottom: Double = 6
    /// The name line above a received group bubble: 3 above it, 4 to the bubble, the role 16 after the name.
    var nameTop: Double = 3
    var nameSpacing: Double = 4
    var roleGap: Double = 16
    /// Reactions: 3 above, 4 below.
    var reactionsTop: Double = 3
    var reactionsBottom: Double = 4
    /// Selection mode: the checkbox 24 wide at the row's leading padding (12 in groups, else
    /// 16), received rows moved by it and 12 more.
    var checkboxSize: Double = 24
    var checkboxSpacing: Double = 12
    /// The date separator's padding.
    var dateSeparatorPadding: Double = 8
    /// The gap below a row: 10 after a large gap, else 2.
    var largeGap: Double = 10
    var smallGap: Double = 2
    /// Emoji items: 8 above, 6 at the sides; their meta 8 from the bottom, 12 at the sides.
    var emojiTop: Double = 8
    var emojiHorizontal: Double = 6
    /// What the bubble's maximum width is taken from: the width less `widthInset` (groups) or
    /// `widthInsetDirect`, times `widthShare`, less `groupReduction` in groups.
    var widthInset: Double = 28
    var widthInsetDirect: Double = 32
    var widthShare: Double = 0.84
    var groupReduction: Double = 42

    /// Corner: 18 × roundness (0.75 by default); the tail 9 wide.
    static let cornerRadius: Double = 18 * 0.75
    static let tailWidth: Double = 9

    /// The points of iOS.
    static let points = ClassicMetrics()

    /// A terminal's: the bubble's border a line above and below and a cell and a space at each
    /// side, the meta on the bottom border two cells from its end; one cell between the avatar
    /// and the bubble, a line after a large gap, three quarters of the row at most.
    static let cells = ClassicMetrics(
        sidePadding: 1, avatarLeading: 1, avatarSpacing: 1, textVertical: 0, textHorizontal: 2, bubbleBorder: 1, quoteBarInset: 2, reservesMeta: false,
        metaHorizontal: 2, metaBottom: 0,
        nameTop: 0, nameSpacing: 0, roleGap: 2, reactionsTop: 0, reactionsBottom: 0, checkboxSize: 1, checkboxSpacing: 1,
        dateSeparatorPadding: 0, largeGap: 1, smallGap: 0, emojiTop: 0, emojiHorizontal: 1,
        widthInset: 4, widthInsetDirect: 2, widthShare: 0.75, groupReduction: 0)

    /// The bubble's maximum width: in points groups (W − 28) × 0.84 − 42, other chats (W − 32) × 0.84.
    func maxBubbleWidth(listWidth: Double, group: Bool) -> Double {
        max(0, group ? (listWidth - widthInset) * widthShare - groupReduction : (listWidth - widthInsetDirect) * widthShare)
    }
}

extension LayoutEnvironment {
    /// The classic layout's numbers in this environment's units.
    var classic: ClassicMetrics { units == .points ? .points : .cells }

    /// The classic bubble's corner radius, for painters: 18 × roundness 0.75.
    public static let classicCornerRadius = ClassicMetrics.cornerRadius
    /// The classic bubble's tail width, for painters: 9, out of the bubble's bottom corner on its side.
    public static let classicTailWidth = ClassicMetrics.tailWidth
}
