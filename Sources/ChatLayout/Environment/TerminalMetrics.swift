import Foundation

/// The terminal layout's horizontal measures and sizes (spec §9 Rows and Items) in the
/// environment's units: the spec's points, or their cells (seed 000 §9, terminal: the one
/// 12 pt padding is one cell, the avatar two cells of initials on one line, the role label two
/// cells after the name, a quote's bar and its space two cells).
extension LayoutEnvironment {
    /// `chatItemTextPadding` in points: the one 12 pt padding.
    public static let textPaddingPoints: Double = 12
    /// The avatar's largest size, in points.
    public static let maxMemberImageSize: Double = 75
    /// The width of a quote's bar and the space after it, in points (the bar and its space fill one padding).
    public static let quoteBarWidth: Double = 3

    private func measure(points: Double, cells: Double) -> Double {
        units == .points ? points : cells
    }

    /// `chatItemTextPadding`: the one padding (screen edge to the text or the avatar, avatar to
    /// the text, time to the screen edge).
    public var textPadding: Double { measure(points: Self.textPaddingPoints, cells: 1) }
    /// The role label's distance after the sender name.
    public var roleGap: Double { measure(points: 15, cells: 2) }
    /// Reactions start this much before the text edge.
    public var reactionsInset: Double { measure(points: 6, cells: 0) }
    /// Where a quote's text starts after the quote's edge: a padding, or in cells the bar and a space.
    public var quoteTextInset: Double { measure(points: Self.textPaddingPoints, cells: 2) }

    /// `scaledMemberImageSize`: 34 pt × profileImageSize ÷ 63, where the chat list's
    /// profileImageSize (63 at the default size) follows the text size; at most 75. Two cells.
    public var memberImageSize: Double {
        measure(points: min(Self.maxMemberImageSize, 34 * profileImageSize / 63), cells: 2)
    }

    /// The avatar's height: square in points, one line in cells.
    public var memberImageHeight: Double { measure(points: memberImageSize, cells: 1) }

    /// The chat list's profile image size at this text size: 63 at the 17 pt body, scaled
    /// with it (Dynamic Type's `dynamicSize`, taken as linear in the body size).
    public var profileImageSize: Double { 63 * bodySize / 17 }

    /// `SelectedChatItem` stands this far from the start in selection mode.
    public var selectionCheckboxInset: Double { measure(points: 8, cells: 0) }
    /// The checkbox's size.
    public var selectionCheckboxSize: Double { measure(points: 20, cells: 1) }
    /// Rows move this far towards the end in selection mode.
    public var selectionRowOffset: Double { measure(points: 28, cells: 2) }

    /// How far rows are moved: the selection row offset in selection mode, else 0.
    public var selectionOffset: Double { selecting ? selectionRowOffset : 0 }

    /// Where the avatar stands: one padding from the start, after the selection offset.
    public var avatarEdge: Double { selectionOffset + textPadding }

    /// Where the item views start: the text edge, after the selection offset and, in groups and
    /// channels, the gutter.
    public var textEdge: Double {
        selectionOffset + (hasGutter ? memberImageSize + textPadding : 0) + textPadding
    }

    /// The end of the item views: one padding before the screen edge.
    public var textEnd: Double { width - textPadding }

    /// The width the item views may use.
    public var contentWidth: Double { max(0, textEnd - textEdge) }

    /// A card's text insets (deleted, moderated and other cards, media cards): the level step
    /// on every side in points; in cells the card's bar and a space before it, a space after
    /// it, no line above or below.
    public var cardInsets: (leading: Double, trailing: Double, vertical: Double) {
        units == .points ? (points(for: .levelStep), points(for: .levelStep), points(for: .levelStep)) : (2, 1, 0)
    }

    /// Between a table's columns: a padding, or in cells a space, the column rule and a space.
    public var tableColumnGap: Double { measure(points: Self.textPaddingPoints, cells: 3) }

    /// The room between the end button and the meta on one line: none in points (the button is
    /// a square of its own), a space in cells.
    public var endButtonGap: Double { measure(points: 0, cells: 1) }

    /// Heading size, body × 1.25^max(0, 3 − level) (`terminalHeadingFont`).
    public func headingSize(level: Int) -> Double {
        bodySize * pow(1.25, Double(max(0, 3 - level)))
    }

    /// The quote sender's size: `terminalNameSize`, 13.5 × body ÷ 16 (13.5 × 17/16 by default).
    public var quoteNameSize: Double { 13.5 * bodySize / 16 }

    /// The caption size of the meta: 12 pt at the 17 pt body, scaled with it.
    public var captionSize: Double { 12 * bodySize / 17 }
}
