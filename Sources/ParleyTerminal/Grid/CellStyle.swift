/// How a cell is drawn: colours, attributes and an optional hyperlink (OSC 8).
package struct CellStyle: Hashable, Sendable {
    /// Text attributes; each maps to one SGR code.
    package struct Attributes: OptionSet, Hashable, Sendable {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }

        package static let bold = Attributes(rawValue: 1 << 0)
        package static let dim = Attributes(rawValue: 1 << 1)
        package static let italic = Attributes(rawValue: 1 << 2)
        package static let underline = Attributes(rawValue: 1 << 3)
        package static let strikethrough = Attributes(rawValue: 1 << 4)
        package static let inverse = Attributes(rawValue: 1 << 5)
    }

    package var foreground: TerminalColor
    package var background: TerminalColor
    package var attributes: Attributes
    /// The URL the cell links to; the encoder drops control characters from it.
    package var link: String?

    package init(foreground: TerminalColor = .default, background: TerminalColor = .default, attributes: Attributes = [], link: String? = nil) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
        self.link = link
    }

    /// The terminal's default colours and no attributes.
    package static let plain = CellStyle()

    /// This style with `foreground`.
    package func foreground(_ color: TerminalColor) -> CellStyle { with { $0.foreground = color } }
    /// This style with `background`.
    package func background(_ color: TerminalColor) -> CellStyle { with { $0.background = color } }
    /// This style with `attributes` added.
    package func adding(_ attributes: Attributes) -> CellStyle { with { $0.attributes.formUnion(attributes) } }
    /// This style linking to `url`.
    package func linking(to url: String?) -> CellStyle { with { $0.link = url } }

    private func with(_ change: (inout CellStyle) -> Void) -> CellStyle {
        var copy = self
        change(&copy)
        return copy
    }
}
