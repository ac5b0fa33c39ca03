import Foundation

/// The text form of a layout: one line per row and one per part, frames in points with two
/// decimals. It is the snapshot format of the layout's tests (swift-markdown's tree dump is the model).
extension LayoutTree {
    public struct DumpOptions: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The text of text parts, with transparent runs shown as ⟦…⟧ and format characters escaped.
        public static let text = DumpOptions(rawValue: 1)
    }

    /// - Complexity: O(parts + text).
    public func dump(_ options: DumpOptions = [.text]) -> String {
        var lines = ["LayoutTree width: \(Self.number(environment.width)) body: \(Self.number(environment.bodySize)) layout: \(environment.layout == .terminal ? "terminal" : "classic") theme: \(environment.theme.rawValue) height: \(Self.number(height))"]
        for row in rows {
            lines.append("├─ Row \(row.ids.map(String.init).joined(separator: ",")) y: \(Self.number(row.y)) height: \(Self.number(row.height)) gapAbove: \(Self.number(row.gapAbove)) paddingBottom: \(Self.number(row.paddingBottom))")
            for part in row.parts {
                var line = "│  └─ \(part.kind.rawValue) \(Self.frame(part.frame))"
                if options.contains(.text) {
                    line += Self.describe(part.content)
                }
                lines.append(line)
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func describe(_ content: LayoutContent) -> String {
        switch content {
        case .none: ""
        case let .checkbox(selected): selected ? " selected" : ""
        case let .bubble(sent, tail): " \(sent ? "sent" : "received")\(tail ? " tail" : "")"
        case let .text(text): " " + describe(text)
        case let .avatar(initials, color): " \"\(initials)\" color \(color)"
        case let .meta(meta): " \"" + meta.segments.map { segment in
                switch segment.piece {
                case let .icon(icon): "[\(icon.rawValue)]"
                case let .text(text): escape(text)
                case .separator: " "
                }
            }.joined() + "\""
        case let .cells(cells): " " + cells.map { "[\(escape($0.text.string))]" }.joined()
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
