import Foundation

/// The text form of a layout: one line per row and one per part, frames in points with two
/// decimals. It is the snapshot format of the layout's tests (swift-markdown's tree dump is the
/// model), written by a `LayoutVisitor`.
extension LayoutTree {
    /// What `dump` writes beyond each row's and part's kind and frame.
    public struct DumpOptions: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The text of text parts, with transparent runs shown as ⟦…⟧ and format characters escaped.
        public static let text = DumpOptions(rawValue: 1)
    }

    /// - Complexity: O(parts + text).
    public func dump(_ options: DumpOptions = [.text]) -> String {
        var dumper = TreeDumper(options: options)
        dumper.lines = ["LayoutTree width: \(Self.number(environment.width)) body: \(Self.number(environment.bodySize)) layout: \(environment.layout == .terminal ? "terminal" : "classic") theme: \(environment.customPalette == nil ? environment.theme.rawValue : "custom") height: \(Self.number(height))"]
        walk(&dumper)
        return dumper.lines.joined(separator: "\n") + "\n"
    }

    /// The dump as a visitor: a line per row, and per part its kind, frame and content.
    struct TreeDumper: LayoutVisitor {
        let options: DumpOptions
        var lines: [String] = []

        mutating func visitRow(_ row: LayoutRow) {
            lines.append("├─ Row \(row.ids.map(String.init).joined(separator: ",")) y: \(number(row.y)) height: \(number(row.height)) gapAbove: \(number(row.gapAbove)) paddingBottom: \(number(row.paddingBottom))")
            for part in row.parts {
                visitPart(part, in: row)
            }
        }

        mutating func line(_ part: LayoutPart, _ content: @autoclosure () -> String) {
            lines.append("│  └─ \(part.kind.rawValue) \(frame(part.frame))" + (options.contains(.text) ? content() : ""))
        }

        mutating func defaultVisit(_ part: LayoutPart, in row: LayoutRow) { line(part, "") }
        mutating func visitText(_ text: LayoutText, of part: LayoutPart, in row: LayoutRow) { line(part, " " + describe(text)) }
        mutating func visitAvatar(initials: String, colorIndex: Int, of part: LayoutPart, in row: LayoutRow) { line(part, " \"\(initials)\" color \(colorIndex)") }
        mutating func visitCells(_ cells: [LayoutCell], of part: LayoutPart, in row: LayoutRow) {
            line(part, " " + cells.map { "[\(escape($0.text.string))]" }.joined())
        }
        mutating func visitBubble(sent: Bool, tail: Bool, of part: LayoutPart, in row: LayoutRow) { line(part, " \(sent ? "sent" : "received")\(tail ? " tail" : "")") }
        mutating func visitCheckbox(selected: Bool, of part: LayoutPart, in row: LayoutRow) { line(part, selected ? " selected" : "") }
        mutating func visitImage(_ image: MediaImage, of part: LayoutPart, in row: LayoutRow) { line(part, " " + image.summary) }
        mutating func visitSymbol(_ symbol: MediaSymbol, of part: LayoutPart, in row: LayoutRow) { line(part, " \(symbol.rawValue)") }
        mutating func visitWaveform(_ bars: [Double], of part: LayoutPart, in row: LayoutRow) {
            line(part, " \(bars.count) bars " + bars.prefix(8).map { number($0) }.joined(separator: " ") + (bars.count > 8 ? " …" : ""))
        }
        mutating func visitProgress(_ done: Double, of part: LayoutPart, in row: LayoutRow) { line(part, " \(Int((done * 100).rounded()))%") }
        mutating func visitMeta(_ meta: MetaLine, of part: LayoutPart, in row: LayoutRow) {
            line(part, " \"" + meta.segments.map { segment in
                switch segment.piece {
                case let .icon(icon): "[\(icon.rawValue)]"
                case let .text(text): escape(text)
                case .separator: " "
                }
            }.joined() + "\"")
        }
    }

    static func describe(_ text: LayoutText) -> String {
        let string = text.runs.map { $0.ink == .clear ? "⟦\(escape($0.text))⟧" : escape($0.text) }.joined()
        let lines = text.measured.lines.count
        return "\"\(string)\" lines: \(lines)" + (text.fullWidth > text.measured.width + 1e-9 || !text.wraps ? " fullWidth: \(number(text.fullWidth))" : "")
    }

    /// Line feeds and the invisible characters of the meta copy written as escapes.
    static func escape(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            switch scalar.value {
            case 0x0A: "\\n"
            case 0x00A0: "␣"
            case 0x2060, 0x200E, 0x200F, 0x202F: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: String(scalar)
            }
        }.joined()
    }

    static func frame(_ rect: LayoutRect) -> String {
        "(\(number(rect.x)), \(number(rect.y)), \(number(rect.width)) × \(number(rect.height)))"
    }

    /// Two decimals, without trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
