import CGTK4
import ChatLayout
import ChatSession
import ChatTimeline
import Foundation
import ParleyRender
import SimpleXModel

/// The open chat, laid out by `ChatLayout` and drawn by `ParleyRender` into a GtkDrawingArea's
/// Cairo context, in points at the window's scale (GTK scales the context). Rows are presented
/// again only where their neighbourhood changed (`PresentedRows`) and laid out only when new
/// (`LayoutCache`); a frame that only scrolls reuses the laid-out tree and draws the rows in
/// view (`ChatRenderer.draw`, O(log rows + parts drawn)) with the stamps it keeps. After each
/// frame it tells what is in view (`onViewport`): the session reads and pages from that.
/// Lives on the GTK thread.
final class ConversationView {
    let area: UnsafeMutablePointer<GtkWidget>
    /// The chat with the "jump to the newest" button over it, to be placed in a window.
    let widget: UnsafeMutablePointer<GtkWidget>
    /// The "jump to the newest" button; its clicks are the face's to hear.
    let jump: JumpButton
    /// How chats are drawn; a change lays the chat out again.
    var style: ViewStyle {
        didSet {
            tree = nil
            gtk_widget_queue_draw(area)
        }
    }
    /// The open chat as the session has it, and its layout and user.
    private(set) var open: OpenChat?
    private var layoutMode: ChatLayoutMode = .classic
    private var user: User?
    /// How far the chat is scrolled.
    private(set) var scroll = ChatScroll()
    /// A row marked on screen (the current match of a search, the keyboard's row); nil for none.
    private(set) var marked: Int64?
    /// Hears each frame drawn (`--trace`).
    var trace: FrameTrace?
    /// Asked to open the context menu of a row, at a point of the view (a right click or a
    /// long press).
    var onMenu: (MergedRow, Double, Double) -> Void = { _, _, _ in }
    /// Hears a click on a row in selection mode.
    var onToggle: (Int64) -> Void = { _ in }
    /// Hears what is in view after each frame, when it changed.
    var onViewport: (Viewport) -> Void = { _ in }
    /// Whether the user can see the chat (the window is active).
    var isShown: () -> Bool = { true }
    /// Hears the row of a new newest item once it is laid out (what screen readers are told).
    var onNewestRow: (Int64) -> Void = { _ in }
    /// The newest row of the last layout.
    private var newestRow: Int64?
    /// The text selected with the pointer, nil for none.
    private(set) var selection: TextSelection?
    /// Hears a click on a link: the text drawn, its target, and where (points of the view).
    var onLink: (String, String, Double, Double) -> Void = { _, _, _, _ in }
    /// Where the primary button went down, and the text there.
    private var press: (x: Double, y: Double, place: TextPlace?)?
    /// Hears why the chat could not be laid out.
    var onFailure: (String) -> Void = { _ in }

    private var presented = PresentedRows()
    /// The rows as the style arranges them (exyte's answer and comments), nil as the spec does.
    private var arranged: ArrangedRows?
    private var cache = LayoutCache()
    private let measurer = PangoTextMeasurer()
    private let stamps = ShapeStamps()
    /// The chat laid out for the last frame; nil once the rows or the width changed.
    private var tree: LayoutTree? {
        didSet {
            selectionTree = nil
            if tree == nil { layoutFailed = false }
        }
    }
    /// The chat could not be laid out (a `LayoutError`, said through `onFailure`): no frame
    /// tries again until the chat, its rows or the style change.
    private var layoutFailed = false
    /// `tree` with the selection's checkboxes ticked (`LayoutTree.marking`), made once per
    /// layout or selection, not per frame.
    private var selectionTree: LayoutTree?
    private var height = 0.0
    /// The band of the chat the last frame showed: its top, in points from the chat's top.
    private var shownTop = 0.0
    /// What the session was last told is in view.
    private var toldViewport: Viewport?
    /// A view hint waiting for the next layout (a chat opened at its first unread).
    private var pendingHint: ViewHint?
    /// The frame's pixels, kept from frame to frame: drawn as `parley render` draws a PNG (the
    /// renderer's raster path), a scroll moving them, and laid on GTK's context, which records
    /// (it would take every shape as a path).
    private lazy var frames = ChatFrameBuffer(stamps: stamps)

    /// Points a wheel step scrolls.
    static let lineStep = 40.0

    init(style: ViewStyle) {
        self.style = style
        jump = JumpButton(translator: style.translator)
        area = parley_drawing_area_new_with_role(GTK_ACCESSIBLE_ROLE_LIST)
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_vexpand(area, 1)
        gtk_widget_set_focusable(area, 1)
        widget = gtk_overlay_new()
        gtk_overlay_set_child(widget.cast(), area)
        gtk_overlay_add_overlay(widget.cast(), jump.widget)
        typealias Draw = (OpaquePointer, Double, Double) -> Void
        let draw: Draw = { [unowned self] cairo, width, height in self.draw(on: cairo, width: width, height: height) }
        let thunk: GtkDrawingAreaDrawFunc = { _, cairo, width, height, data in
            guard let cairo else { return }
            Callback<Draw>.handler(data)(cairo, Double(width), Double(height))
        }
        gtk_drawing_area_set_draw_func(area.cast(), thunk, Callback(draw).retained, Callback<Draw>.release)
        let scrolling = gtk_event_controller_scroll_new(GtkEventControllerScrollFlags(GTK_EVENT_CONTROLLER_SCROLL_VERTICAL.rawValue))!
        Signal.connect(scrolling, "scroll") { [unowned self] (_: Double, dy: Double) -> Bool in
            self.scroll(by: -dy * Self.lineStep)
            return true
        }
        gtk_widget_add_controller(area, scrolling.cast())
        let click = gtk_gesture_click_new()!
        gtk_gesture_single_set_button(click.cast(), UInt32(GDK_BUTTON_SECONDARY))
        Signal.connect(click, "pressed") { [unowned self] (_: Int32, x: Double, y: Double) in self.menu(atX: x, y: y) }
        gtk_widget_add_controller(area, click.cast())
        let tick = gtk_gesture_click_new()!
        Signal.connect(tick, "pressed") { [unowned self] (_: Int32, _: Double, y: Double) in
            guard self.open?.selection != nil, let row = self.row(atY: y) else { return }
            self.onToggle(row.id)
        }
        gtk_widget_add_controller(area, tick.cast())
        let longPress = gtk_gesture_long_press_new()!
        gtk_gesture_single_set_touch_only(longPress.cast(), 1)
        Signal.connect(longPress, "pressed", at: { [unowned self] x, y in self.menu(atX: x, y: y) })
        gtk_widget_add_controller(area, longPress.cast())
        connectPointer()
    }

    /// The primary button selects text (a drag) and opens links (a click); the pointer is a hand
    /// over a link and a text cursor over text.
    private func connectPointer() {
        let drag = gtk_gesture_drag_new()!
        gtk_gesture_single_set_button(drag.cast(), UInt32(GDK_BUTTON_PRIMARY))
        Signal.connect(drag, "drag-begin", at: { [unowned self] x, y in
            guard self.open?.selection == nil else { return }
            self.press = (x, y, self.place(atX: x, y: y)?.place)
        })
        Signal.connect(drag, "drag-update", at: { [unowned self] dx, dy in
            guard let press = self.press, let anchor = press.place, abs(dx) + abs(dy) >= Self.dragThreshold else { return }
            self.select(from: anchor, toX: press.x + dx, y: press.y + dy)
        })
        Signal.connect(drag, "drag-end", at: { [unowned self] dx, dy in
            guard let press = self.press else { return }
            self.press = nil
            if abs(dx) + abs(dy) < Self.dragThreshold {
                self.clearSelection()
                if let link = self.link(atX: press.x, y: press.y) { self.onLink(link.text, link.target, press.x, press.y) }
            } else if self.selectedText != nil {
                gtk_widget_grab_focus(self.area)
            }
        })
        gtk_widget_add_controller(area, drag.cast())
        let motion = gtk_event_controller_motion_new()!
        Signal.connect(motion, "motion", at: { [unowned self] x, y in
            let name = self.link(atX: x, y: y) != nil ? "pointer" : self.place(atX: x, y: y, strict: true) != nil ? "text" : nil
            gtk_widget_set_cursor_from_name(self.area, name)
        })
        gtk_widget_add_controller(area, motion)
    }

    /// Points the pointer moves before a press becomes a drag (a selection) instead of a click.
    static let dragThreshold = 4.0

    /// The text place at (`x`, `y`) of the view: in the row there, the selectable part whose
    /// lines hold `y` (the one holding `x` too, else the nearest), `x` clamped to its lines; with
    /// `strict`, only inside a part's frame.
    func place(atX x: Double, y: Double, strict: Bool = false) -> (row: LayoutRow, place: TextPlace, text: LayoutText, frame: LayoutRect)? {
        guard let tree, let row = tree.rows(from: shownTop + y, to: shownTop + y + 0.5).first, let id = row.ids.first else { return nil }
        let rowY = shownTop + y - row.y
        let candidates = row.parts.indices.filter { TextSelection.text(of: row, part: $0) != nil }
        let holds = { (index: Int) -> Bool in
            let frame = row.parts[index].frame
            return frame.x <= x && x < frame.x + frame.width && frame.y <= rowY && rowY < frame.y + frame.height
        }
        let beside = candidates.filter { rowY >= row.parts[$0].frame.y && rowY < row.parts[$0].frame.y + row.parts[$0].frame.height }
        let nearest = candidates.min { a, b in
            let (fa, fb) = (row.parts[a].frame, row.parts[b].frame)
            return abs(fa.y + fa.height / 2 - rowY) < abs(fb.y + fb.height / 2 - rowY)
        }
        guard let index = candidates.first(where: holds) ?? (strict ? nil : beside.first ?? nearest),
              let text = TextSelection.text(of: row, part: index) else { return nil }
        let frame = row.parts[index].frame
        let offset = measurer.offset(in: text, x: x - frame.x, y: rowY - frame.y)
        return (row, TextPlace(row: id, part: index, offset: offset), text, frame.offset(dy: row.y - shownTop))
    }

    /// The link at (`x`, `y`) of the view: its run's text and target, when the point is on the
    /// run's characters.
    func link(atX x: Double, y: Double) -> (text: String, target: String)? {
        guard let found = place(atX: x, y: y, strict: true) else { return nil }
        var start = 0
        for run in found.text.runs {
            let end = start + run.text.utf8.count
            defer { start = end }
            guard let target = run.link, (start..<end).contains(found.place.offset) || found.place.offset == end else { continue }
            let boxes = measurer.boxes(of: start..<end, in: found.text)
            let (inX, inY) = (x - found.frame.x, y - found.frame.y)
            if boxes.contains(where: { inX >= $0.x && inX < $0.x + $0.width && inY >= $0.y && inY < $0.y + $0.height }) { return (run.text, target) }
        }
        return nil
    }

    /// Selects from `anchor` to the text at (`x`, `y`); in another row, to the anchor row's
    /// start (above) or end (below).
    private func select(from anchor: TextPlace, toX x: Double, y: Double) {
        guard let row = layoutRow(holding: anchor.row) else { return }
        let focus: TextPlace?
        if let found = place(atX: x, y: y), found.place.row == anchor.row {
            focus = found.place
        } else {
            focus = TextSelection.edge(of: row, end: shownTop + y > row.y, id: anchor.row)
        }
        guard let focus else { return }
        selection = TextSelection(anchor: anchor, focus: focus)
        gtk_widget_queue_draw(area)
    }

    /// The selection goes.
    func clearSelection() {
        guard selection != nil else { return }
        selection = nil
        gtk_widget_queue_draw(area)
    }

    /// The text selected with the pointer, nil for none.
    var selectedText: String? {
        guard let selection, let row = layoutRow(holding: selection.anchor.row) else { return nil }
        let text = selection.text(in: row)
        return text.isEmpty ? nil : text
    }

    /// The row drawn at `y` points from the view's top, or nil.
    func row(atY y: Double) -> MergedRow? {
        guard let tree, let open, let laidOut = tree.rows(from: shownTop + y, to: shownTop + y + 0.5).first,
              let id = laidOut.ids.first, let index = open.timeline.rowIndex(ofItem: id) else { return nil }
        return open.timeline.rows[index]
    }

    /// The laid-out row holding item `id`, as the last frame had it.
    func layoutRow(holding id: Int64) -> LayoutRow? {
        tree?.rows.first { $0.ids.contains(id) }
    }

    /// Where the row holding item `id` is in the view (points from its top left), when it is
    /// laid out.
    func frame(ofRowHolding id: Int64) -> LayoutRect? {
        guard let row = layoutRow(holding: id) else { return nil }
        return LayoutRect(x: 0, y: row.y + row.gapAbove - shownTop, width: Double(gtk_widget_get_width(area)), height: row.height - row.gapAbove)
    }

    /// How many rows the view shows now (at least one): a page for the message cursor.
    var rowsInView: Int {
        max(1, tree?.rows(from: shownTop, to: shownTop + height).count ?? 1)
    }

    private func menu(atX x: Double, y: Double) {
        guard let row = row(atY: y) else { return }
        onMenu(row, x, y)
    }

    /// Shows `open` in `layout` for `user`: a chat other than the one shown starts at its newest
    /// line; the same chat's rows are laid out again where they changed, and, scrolled up, the
    /// lines in view stay where they are. `hint` takes the view where the session says.
    func show(_ open: OpenChat?, layout: ChatLayoutMode, user: User?, rowsChanged: Bool, hint: ViewHint?) {
        let sameChat = open?.ref == self.open?.ref && layout == layoutMode
        let anchor = sameChat ? tree.flatMap { tree in tree.rows(from: shownTop, to: shownTop + 0.5).first.map { (id: $0.ids.first, offset: $0.y - shownTop) } } : nil
        let selectingChanged = (open?.selection == nil) != (self.open?.selection == nil)
        let selectionChanged = open?.selection != self.open?.selection
        self.open = open
        self.user = user
        self.layoutMode = layout
        if !sameChat {
            selection = nil
            newestRow = nil
            presented = PresentedRows()
            cache = LayoutCache()
            scroll = ChatScroll()
            marked = nil
            toldViewport = nil
            tree = nil
        } else if rowsChanged || selectingChanged {
            tree = nil
        } else if selectionChanged {
            selectionTree = nil
            frames.invalidate()
        }
        if let anchor, let id = anchor.id, tree == nil, let after = layOut(width: Double(gtk_widget_get_width(area))),
           let row = after.rows.first(where: { $0.ids.contains(id) }) {
            scroll.keepRow(at: anchor.offset, now: row.y, contentHeight: after.height, viewHeight: height)
        }
        if let hint { pendingHint = hint }
        gtk_widget_queue_draw(area)
    }

    /// Marks row `rowId` (a search's current match): it is drawn with a band and scrolled into view.
    func mark(_ rowId: Int64?) {
        marked = rowId
        if let rowId, let open, let index = open.timeline.rowIndex(ofItem: rowId) { pendingHint = .focus(itemId: open.timeline.rows[index].id) }
        frames.invalidate()
        gtk_widget_queue_draw(area)
    }

    /// The shown state changed (the window became active or not, shown or hidden): the session
    /// is told again, at the next frame, or at once while the window is hidden and draws none.
    func shownChanged() {
        if gtk_widget_get_mapped(area) == 0, var hidden = toldViewport {
            guard hidden.shown else { return }
            hidden.shown = false
            toldViewport = hidden
            MainContext.later { [weak self] in self?.onViewport(hidden) }
            return
        }
        toldViewport = nil
        gtk_widget_queue_draw(area)
    }

    /// The middle of the view's foot, where a dialog that is not about one row points.
    var foot: (x: Double, y: Double) {
        (Double(gtk_widget_get_width(area)) / 2, Double(gtk_widget_get_height(area)))
    }

    /// Scrolls by `points` (up is positive), rounded to whole device pixels so that the frame
    /// moves the pixels it has, and draws the rows then in view.
    func scroll(by points: Double) {
        guard let tree else { return }
        let scale = Double(gtk_widget_get_scale_factor(area))
        scroll.scroll(by: (points * scale).rounded() / scale, contentHeight: tree.height, viewHeight: height)
        gtk_widget_queue_draw(area)
    }

    /// Scrolls by a page of the view, less a line (PageUp, PageDown).
    func scrollPage(up: Bool) {
        scroll(by: (up ? 1 : -1) * max(Self.lineStep, height - Self.lineStep))
    }

    /// Whether the view is scrolled up from the newest line.
    var isScrolledUp: Bool { scroll.offset > 0 }

    private func layOut(width: Double) -> LayoutTree? {
        guard let open, width > 0, !layoutFailed else { return nil }
        if let tree, tree.environment.width == width { return tree }
        let environment = style.environment(of: open.info, layout: layoutMode, width: width, selecting: open.selection != nil)
        let now = style.now ?? Date()
        let timeline = environment.timeline(now: now)
        arranged = style.arranged(open.timeline.rows, environment: timeline)
        presented.present(arranged?.rows ?? open.timeline.rows, chatInfo: open.info, user: user, layout: environment.layout, environment: timeline)
        let laidOut: LayoutTree
        do {
            laidOut = try cache.layout(rows: style.drawn(presented.presentations, arranged: arranged, environment: timeline), environment: environment, measurer: measurer)
        } catch {
            tree = nil
            layoutFailed = true
            onFailure(style.translator.tr("The chat cannot be laid out: {reason}", ["reason": error.description]))
            return nil
        }
        tree = laidOut
        frames.invalidate()
        let newest = laidOut.rows.last?.ids.first
        if let newest, newestRow != nil, newest != newestRow { MainContext.later { [weak self] in self?.onNewestRow(newest) } }
        newestRow = newest
        return laidOut
    }

    private func draw(on cairo: OpaquePointer, width: Double, height: Double) {
        let start = ContinuousClock.now
        self.height = height
        let palette = ThemePalette(style.theme)
        guard let tree = layOut(width: width), let open else {
            cairo_set_source_rgba(cairo, palette.background.red, palette.background.green, palette.background.blue, 1)
            cairo_paint(cairo)
            jump.show(JumpToNewest(offset: 0, newestLoaded: true, unreadBelow: 0))
            return
        }
        if let hint = pendingHint {
            pendingHint = nil
            go(to: hint, in: tree, open: open)
        }
        scroll.scroll(by: 0, contentHeight: tree.height, viewHeight: height)
        jump.show(JumpToNewest(offset: scroll.offset, newestLoaded: open.timeline.window.newestLoaded, unreadBelow: open.unreadBelow))
        let top = tree.height - height - scroll.offset
        shownTop = top
        let scale = Double(gtk_widget_get_scale_factor(area))
        let shown = selectionTree ?? open.selection.map { tree.marking(selected: $0.selectedIds) } ?? tree
        selectionTree = shown
        guard let frame = frames.frame(shown, top: top, height: height, scale: scale) else { return }
        cairo_surface_set_device_scale(frame, scale, scale)
        cairo_set_source_surface(cairo, frame, 0, 0)
        cairo_paint(cairo)
        cairo_surface_set_device_scale(frame, 1, 1)
        drawMarks(on: cairo, tree: tree, open: open, top: top, width: width, palette: palette)
        trace?.frame(of: area, top: top, rows: frames.lastDrawnRows, took: ContinuousClock.now - start, showsMessages: !tree.rows.isEmpty)
        tellViewport(tree, open: open, top: top, height: height)
    }

    /// Over the rows: the "new messages" line above the first row unread when the chat opened,
    /// and the band of the marked row.
    private func drawMarks(on cairo: OpaquePointer, tree: LayoutTree, open: OpenChat, top: Double, width: Double, palette: ThemePalette) {
        if let first = open.newMessagesAt, let row = tree.rows.first(where: { $0.ids.contains(first) }) {
            let y = row.y + row.gapAbove / 2 - top
            NewMessagesLine.draw(style.translator.tr("new messages"), on: cairo, y: y, width: width, color: palette.primary, background: palette.background)
        }
        if let marked, let row = tree.rows.first(where: { $0.ids.contains(marked) }) {
            cairo_set_source_rgba(cairo, palette.primary.red, palette.primary.green, palette.primary.blue, 0.12)
            cairo_rectangle(cairo, 0, row.y + row.gapAbove - top, width, row.height - row.gapAbove)
            cairo_fill(cairo)
        }
        if let selection, let row = tree.rows.first(where: { $0.ids.contains(selection.anchor.row) }) {
            cairo_set_source_rgba(cairo, palette.primary.red, palette.primary.green, palette.primary.blue, 0.3)
            for (index, range) in selection.ranges(in: row) {
                guard let text = TextSelection.text(of: row, part: index) else { continue }
                let frame = row.parts[index].frame
                for box in measurer.boxes(of: range, in: text) {
                    cairo_rectangle(cairo, frame.x + box.x, row.y + frame.y + box.y - top, box.width, box.height)
                }
            }
            cairo_fill(cairo)
        }
    }

    private func go(to hint: ViewHint, in tree: LayoutTree, open: OpenChat) {
        switch hint {
        case .newest where style.chatOrder == .comments:
            scroll.show(rowAt: 0, contentHeight: tree.height, viewHeight: height)
        case .newest:
            scroll.toNewest()
        case let .top(itemId):
            guard let row = tree.rows.first(where: { $0.ids.contains(itemId) }) else { return }
            scroll.show(rowAt: row.y, contentHeight: tree.height, viewHeight: height)
        case let .focus(itemId):
            guard let row = tree.rows.first(where: { $0.ids.contains(itemId) }) else { return }
            marked = row.ids.first
            scroll.reveal(top: row.y, bottom: row.y + row.height, contentHeight: tree.height, viewHeight: height)
        }
    }

    /// Tells the session the rows in view (0 the newest), whether the newest line is in view,
    /// and whether the user can see the chat, when that changed.
    private func tellViewport(_ tree: LayoutTree, open: OpenChat, top: Double, height: Double) {
        let visible = tree.rows(from: top, to: top + height).indices
        let count = tree.rows.count
        var rows = visible.first.flatMap { oldest in visible.last.map { newest in (count - 1 - newest)...(count - 1 - oldest) } }
        if arranged != nil {
            let indices = tree.rows(from: top, to: top + height).compactMap { $0.ids.first.flatMap(open.timeline.rowIndex(ofItem:)) }
            rows = indices.min().flatMap { newest in indices.max().map { newest...$0 } }
        }
        let atNewest = style.chatOrder == .comments ? top < 1 : scroll.offset < 1
        let viewport = Viewport(visibleRows: rows, atNewest: atNewest, shown: isShown())
        guard viewport != toldViewport else { return }
        toldViewport = viewport
        MainContext.later { [weak self] in self?.onViewport(viewport) }
    }
}
