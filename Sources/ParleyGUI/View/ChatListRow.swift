import CGTK4
import ChatLayout
import Localization
import ParleyRender
import SimpleXModel

/// A chat's row in the list, drawn from its `ListPreview`: the initials avatar in its colour,
/// the name (bold while unread) and the time on the first line, the preview with its markdown's
/// styles (Pango attributes over plain text, never markup), the muted mark, the mention mark
/// and the unread count on the second. Lives on the GTK thread.
enum ChatListRow {
    /// The row's widget, its marks' tooltips in `t`'s language.
    static func widget(_ preview: ListPreview, translator t: Translator) -> UnsafeMutablePointer<GtkWidget> {
        WindowStyles.install()
        let avatar = gtk_label_new(preview.initials)!
        gtk_widget_add_css_class(avatar, "parley-avatar")
        gtk_widget_add_css_class(avatar, "parley-avatar-\(preview.colorIndex % AvatarColors.all.count)")
        gtk_widget_set_valign(avatar, GTK_ALIGN_CENTER)
        let name = Label.line(preview.name, inset: 0, vertical: 0)
        gtk_widget_set_hexpand(name, 1)
        if preview.unread > 0 { gtk_widget_add_css_class(name, "heading") }
        let time = Label.line(preview.time, inset: 0, vertical: 0)
        gtk_widget_add_css_class(time, "dim-label")
        gtk_widget_add_css_class(time, "caption")
        let top = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 6)!
        for part in [name, time] { gtk_box_append(top.cast(), part) }
        let line = Label.line(preview.pieces.map(\.text).joined(), inset: 0, vertical: 0)
        gtk_widget_set_hexpand(line, 1)
        gtk_widget_add_css_class(line, "dim-label")
        gtk_label_set_attributes(line.cast(), attributes(of: preview.pieces))
        let bottom = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 4)!
        gtk_box_append(bottom.cast(), line)
        if preview.muted { gtk_box_append(bottom.cast(), mark("🔕", tooltip: t.tr("Muted"), style: "dim-label")) }
        if preview.mentioned { gtk_box_append(bottom.cast(), mark("@", tooltip: t.tr("You were mentioned"), style: "parley-mention")) }
        if preview.unread > 0 { gtk_box_append(bottom.cast(), mark("\(preview.unread)", tooltip: t.trPlural("{count} unread message", "{count} unread messages", preview.unread), style: "parley-unread")) }
        let column = gtk_box_new(GTK_ORIENTATION_VERTICAL, 2)!
        gtk_widget_set_hexpand(column, 1)
        for part in [top, bottom] { gtk_box_append(column.cast(), part) }
        let row = gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 8)!
        for margin in [gtk_widget_set_margin_start, gtk_widget_set_margin_end, gtk_widget_set_margin_top, gtk_widget_set_margin_bottom] {
            margin(row, 5)
        }
        for part in [avatar, column] { gtk_box_append(row.cast(), part) }
        return row
    }

    private static func mark(_ text: String, tooltip: String, style: String) -> UnsafeMutablePointer<GtkWidget> {
        let label = gtk_label_new(text)!
        gtk_widget_add_css_class(label, style)
        gtk_widget_set_tooltip_text(label, tooltip)
        gtk_widget_set_valign(label, GTK_ALIGN_CENTER)
        return label
    }

    /// The pieces' styles as Pango attributes over their joined text (UTF-8 offsets).
    static func attributes(of pieces: [ListPreview.Piece]) -> OpaquePointer? {
        let list = pango_attr_list_new()
        var start = 0
        for piece in pieces {
            let end = start + piece.text.utf8.count
            for attribute in attributes(of: piece.style) {
                attribute.pointee.start_index = guint(start)
                attribute.pointee.end_index = guint(end)
                pango_attr_list_insert(list, attribute)
            }
            start = end
        }
        return list
    }

    private static func attributes(of style: ListPreview.Piece.Style) -> [UnsafeMutablePointer<PangoAttribute>] {
        let accent = RGBA(hex: 0x0088FF)
        let made: [UnsafeMutablePointer<PangoAttribute>?] = switch style {
        case .plain: []
        case .bold, .sender: [pango_attr_weight_new(PANGO_WEIGHT_BOLD)]
        case .italic: [pango_attr_style_new(PANGO_STYLE_ITALIC)]
        case .strikethrough: [pango_attr_strikethrough_new(1)]
        case .code: [pango_attr_family_new("monospace")]
        case .small: [pango_attr_scale_new(0.85)]
        case .secret: [pango_attr_foreground_alpha_new(0x8000)]
        case .link: [foreground(accent), pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)]
        case .mention: [foreground(accent), pango_attr_weight_new(PANGO_WEIGHT_BOLD)]
        case .draft: [foreground(RGBA(hex: 0xE5484D)), pango_attr_weight_new(PANGO_WEIGHT_BOLD)]
        case .request: [foreground(accent), pango_attr_weight_new(PANGO_WEIGHT_BOLD)]
        case let .colored(color): [foreground(colors[color] ?? accent)]
        }
        return made.compactMap { $0 }
    }

    private static func foreground(_ color: RGBA) -> UnsafeMutablePointer<PangoAttribute>? {
        pango_attr_foreground_new(UInt16(color.red * 65535), UInt16(color.green * 65535), UInt16(color.blue * 65535))
    }

    /// The core's colour names, as the SimpleX apps draw them.
    private static let colors: [Color: RGBA] = [.black: RGBA(hex: 0x000000), .red: RGBA(hex: 0xE5484D), .green: RGBA(hex: 0x30A46C),
                                                 .yellow: RGBA(hex: 0xD9A300), .blue: RGBA(hex: 0x0088FF), .magenta: RGBA(hex: 0xAB4ABA),
                                                 .cyan: RGBA(hex: 0x0097A7), .white: RGBA(hex: 0xFFFFFF)]
}
