import CPangoCairo
import ChatLayout

/// A paragraph set in a Pango layout the same way for measuring and for drawing: one font
/// attribute per run, broken at words (or characters inside a too-long word) at the width,
/// without hyphens inserted at the breaks (a URL broken across lines keeps its characters).
struct PangoParagraph {
    let layout: OpaquePointer
    /// The UTF-8 offset where each `Character` of the text starts, and the end; nil when each
    /// byte is a `Character` (ASCII without a carriage return, which `\r\n` would join), as in
    /// most messages, which then need no grapheme breaking.
    let characterStarts: [Int]?

    /// Sets `runs` in `layout` (with their colours and marks when `styles` and `palette` are
    /// given, for drawing), broken at `maxWidth` when `wraps`.
    /// - Complexity: O(text).
    /// `fonts` keeps the font descriptions of a measurer's texts (each else made and freed here).
    @discardableResult
    static func set(in layout: OpaquePointer, runs: [TextRun], styles: [StyledRun]? = nil, palette: ThemePalette? = nil,
                    maxWidth: Double, wraps: Bool, fonts: PangoFontDescriptions? = nil) -> PangoParagraph {
        PangoParagraph(layout: layout, runs: runs, styles: styles, palette: palette, maxWidth: maxWidth, wraps: wraps, fonts: fonts)
    }

    private init(layout: OpaquePointer, runs: [TextRun], styles: [StyledRun]?, palette: ThemePalette?, maxWidth: Double, wraps: Bool,
                 fonts: PangoFontDescriptions?) {
        self.layout = layout
        let text = runs.map(\.text).joined()
        if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
            characterStarts = nil
        } else {
            var starts: [Int] = []
            var offset = 0
            for character in text {
                starts.append(offset)
                offset += character.utf8.count
            }
            starts.append(offset)
            characterStarts = starts
        }
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        let attributes = pango_attr_list_new()
        var start = 0
        for (index, run) in runs.enumerated() {
            let end = start + run.text.utf8.count
            if let fonts {
                Self.insert(pango_attr_font_desc_new(fonts.description(run.font)), start, end, into: attributes)
            } else {
                let description = PangoFonts.description(run.font)
                Self.insert(pango_attr_font_desc_new(description), start, end, into: attributes)
                pango_font_description_free(description)
            }
            if let styles, let palette, index < styles.count {
                Self.style(styles[index], palette: palette, start, end, into: attributes)
            }
            start = end
        }
        Self.insert(pango_attr_insert_hyphens_new(0), 0, start, into: attributes)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(layout, wraps && maxWidth.isFinite ? Int32(max(0, maxWidth) * Double(PANGO_SCALE)) : -1)
    }

    /// The colour and marks of a run (drawing only).
    static func style(_ run: StyledRun, palette: ThemePalette, _ start: Int, _ end: Int, into list: OpaquePointer?) {
        let color = palette.color(run.ink)
        let channel = { (value: Double) in UInt16(max(0, min(1, value)) * 65535) }
        insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)), start, end, into: list)
        insert(pango_attr_foreground_alpha_new(max(1, channel(color.alpha))), start, end, into: list)
        if run.marks.contains(.strikethrough) { insert(pango_attr_strikethrough_new(1), start, end, into: list) }
        if run.marks.contains(.underline) { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE), start, end, into: list) }
        if run.marks.contains(.secret) {
            let block = palette.secondary
            insert(pango_attr_foreground_new(channel(block.red), channel(block.green), channel(block.blue)), start, end, into: list)
            insert(pango_attr_background_new(channel(block.red), channel(block.green), channel(block.blue)), start, end, into: list)
        }
        if run.marks.contains(.userMention) {
            let tint = palette.primary
            insert(pango_attr_background_new(channel(tint.red), channel(tint.green), channel(tint.blue)), start, end, into: list)
            insert(pango_attr_background_alpha_new(channel(0.2)), start, end, into: list)
        }
    }

    static func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int, into list: OpaquePointer?) {
        guard let attribute else { return }
        attribute.pointee.start_index = guint(start)
        attribute.pointee.end_index = guint(end)
        pango_attr_list_insert(list, attribute)
    }

    /// The lines in line boxes of `lineHeight` (nil: Pango's own), each baseline placed with the
    /// extra height split above and below the font's box (spec §9 `terminalLineBox`).
    func measured(lineHeight: Double?) -> MeasuredText {
        var lines: [MeasuredLine] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        var top = 0.0
        repeat {
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, &ink, &logical)
            let scale = Double(PANGO_SCALE)
            let naturalHeight = Double(logical.height) / scale
            let ascent = Double(pango_layout_iter_get_baseline(iterator) - logical.y) / scale
            let height = lineHeight ?? naturalHeight
            let line = pango_layout_iter_get_line_readonly(iterator)
            let startByte = Int(line?.pointee.start_index ?? 0)
            let endByte = startByte + Int(line?.pointee.length ?? 0)
            lines.append(MeasuredLine(characters: characterIndex(startByte)..<characterIndex(endByte), width: Double(logical.width) / scale,
                                      top: top, height: height, baseline: top + (height - naturalHeight) / 2 + ascent))
            top += height
        } while pango_layout_iter_next_line(iterator) != 0
        let count = pango_layout_get_line_count(layout)
        let last = count > 0 ? pango_layout_get_line_readonly(layout, count - 1) : nil
        let rightToLeft = last.map { $0.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue } ?? false
        return MeasuredText(lines: lines, endsRightToLeft: rightToLeft)
    }

    /// The `Character` offset of a UTF-8 offset. O(log n).
    func characterIndex(_ byte: Int) -> Int {
        guard let characterStarts else { return byte }
        var low = 0, high = characterStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if characterStarts[middle] <= byte { low = middle } else { high = middle - 1 }
        }
        return low
    }
}

/// The font descriptions of a measurer's texts, made once per font and freed with it: setting a
/// text copies its runs' descriptions into their attributes.
final class PangoFontDescriptions {
    private var descriptions: [FontSpec: OpaquePointer] = [:]

    deinit {
        for description in descriptions.values { pango_font_description_free(description) }
    }

    /// The description of `font`, owned by this.
    func description(_ font: FontSpec) -> OpaquePointer {
        if let known = descriptions[font] { return known }
        let description = PangoFonts.description(font)
        descriptions[font] = description
        return description
    }
}
