/// How a cell is drawn: colours, attributes and an optional hyperlink (OSC 8).
public struct CellStyle: Hashable, Sendable {
    /// Text attributes; each maps to one SGR code.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let strikethrough = Attributes(rawValue: 1 << 4)
        public static let inverse = Attributes(rawValue: 1 << 5)
    }

    public var foreground: TerminalColor
    public var background: TerminalColor
    public var attributes: Attributes
    /// The URL the cell links to; the encoder drops control characters from it.
    public var link: String?

    public init(foreground: TerminalColor = .default, background: TerminalColor = .default, attributes: Attributes = [], link: String? = nil) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.link = link
    }

    /// The terminal's default colours and no attributes.
    public static let plain = CellStyle()

    /// This style with `foreground`.
    public func foreground(_ color: TerminalColor) -> CellStyle { with { $0.foreground = color } }
    /// This style with `background`.
    public func background(_ color: TerminalColor) -> CellStyle { with { $0.background = color } }
    /// This style with `attributes` added.
    public func adding(_ attributes: Attributes) -> CellStyle { with { $0.attributes.formUnion(attributes) } }
    /// This style linking to `url`.
    public func linking(to url: String?) -> CellStyle { with { $0.link = url } }

    private func with(_ change: (inout CellStyle) -> Void) -> CellStyle {
        var copy = self
        change(&copy)
        return copy
    }
}
