import Foundation

/// The terminal layout's horizontal measures and sizes (spec §9 Rows and Items), in points.
extension LayoutEnvironment {
    /// `chatItemTextPadding`: the one 12 pt padding (screen edge to the text or the avatar,
    /// avatar to the text, time to the screen edge).
    public static let textPadding: Double = 12
    /// The role label's distance after the sender name.
    public static let roleGap: Double = 15
    /// Reactions start this much before the text edge.
    public static let reactionsInset: Double = 6
    /// The avatar's largest size.
    public static let maxMemberImageSize: Double = 75
    /// The bottom padding of the newest row.
    public static let newestRowPadding: Double = 8
    /// The width of a quote's bar and the space after it (the bar and its space fill one padding).
    public static let quoteBarWidth: Double = 3

    /// `scaledMemberImageSize`: 34 pt × profileImageSize ÷ 63, where the chat list's
    /// profileImageSize (63 at the default size) follows the text size; at most 75.
    public var memberImageSize: Double {
        min(Self.maxMemberImageSize, 34 * profileImageSize / 63)
    }

    /// The chat list's profile image size at this text size: 63 at the 17 pt body, scaled
    /// with it (Dynamic Type's `dynamicSize`, taken as linear in the body size).
    public var profileImageSize: Double { 63 * bodySize / 17 }

    /// `SelectedChatItem` stands this far from the start in selection mode.
    public static let selectionCheckboxInset: Double = 8
    /// The checkbox's size.
    public static let selectionCheckboxSize: Double = 20
    /// Rows move this far towards the end in selection mode.
    public static let selectionRowOffset: Double = 28

    /// How far rows are moved: 28 pt in selection mode, else 0.
    public var selectionOffset: Double { selection == nil ? 0 : Self.selectionRowOffset }

    /// Where the avatar stands: one padding from the start, after the selection offset.
    public var avatarEdge: Double { selectionOffset + Self.textPadding }

    /// Where the item views start: the text edge, after the selection offset and, in groups and
    /// channels, the gutter.
    public var textEdge: Double {
        selectionOffset + (hasGutter ? memberImageSize + Self.textPadding : 0) + Self.textPadding
    }

    /// The end of the item views: one padding before the screen edge.
    public var textEnd: Double { width - Self.textPadding }

    /// The width the item views may use.
    public var contentWidth: Double { max(0, textEnd - textEdge) }

    /// Heading size, body × 1.25^max(0, 3 − level) (`terminalHeadingFont`).
    public func headingSize(level: Int) -> Double {
        bodySize * pow(1.25, Double(max(0, 3 - level)))
    }

    /// The quote sender's size: `terminalNameSize`, 13.5 × body ÷ 16 (13.5 × 17/16 by default).
    public var quoteNameSize: Double { 13.5 * bodySize / 16 }

    /// The caption size of the meta: 12 pt at the 17 pt body, scaled with it.
    public var captionSize: Double { 12 * bodySize / 17 }
}
