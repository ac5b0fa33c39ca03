import CGTK4
import ChatLayout
import ChatTimeline
import Foundation
import ParleyRender
import SimpleXModel

/// The open chat, laid out by `ChatLayout` and drawn by `ParleyRender` into a GtkDrawingArea's
/// Cairo context, in points at the window's scale (GTK scales the context). Rows are presented
/// again only where their neighbourhood changed (`PresentedRows`) and laid out only when new
/// (`LayoutCache`); a frame that only scrolls reuses the laid-out tree and draws the rows in
/// view (`ChatRenderer.draw`, O(log rows + parts drawn)) with the stamps it keeps.
/// Lives on the GTK thread.
final class ConversationView {
    let area: UnsafeMutablePointer<GtkWidget>
    /// How chats are drawn; a change lays the chat out again.
    var style: ViewStyle {
        didSet {
            tree = nil
            gtk_widget_queue_draw(area)
        }
    }
    var user: User?
    /// The chat on screen, or nil.
    private(set) var conversation: Conversation?
    /// Asked for a page when the rows in view come near the end of the loaded ones.
    var onPageDue: (ChatRef, ChatPagination) -> Void = { _, _ in }
    /// Hears each frame drawn (`--trace`).
    var trace: FrameTrace?
    /// Asked to open the context menu of a row, at a point of the view (a right click or a
    /// long press).
    var onMenu: (MergedRow, Double, Double) -> Void = { _, _, _ in }
    /// Selection mode (spec §8): the rows carry checkboxes, a click ticks a row; nil outside it.
    var selection: Selection? {
        didSet {
            if (selection == nil) != (oldValue == nil) { tree = nil }
            marked = nil
            frames.invalidate()
            gtk_widget_queue_draw(area)
            onSelection(selection)
        }
    }
    /// Hears the selection change.
    var onSelection: (Selection?) -> Void = { _ in }

    private var presented = PresentedRows()
    private var cache = LayoutCache()
    private let measurer = PangoTextMeasurer()
    private let stamps = ShapeStamps()
    /// The chat laid out for the last frame; nil once the rows or the width changed.
    private var tree: LayoutTree? {
        didSet {
            marked = nil
            if tree == nil { layoutFailed = false }
        }
    }
    /// The chat could not be laid out (a `LayoutError`, said through `onFailure`): no frame
    /// tries again until the chat, its rows or the style change.
    private var layoutFailed = false
    /// Hears why the chat could not be laid out.
    var onFailure: (String) -> Void = { _ in }
    /// `tree` with the selection's checkboxes ticked (`LayoutTree.marking`), made once per
    /// layout or selection, not per frame.
    private var marked: LayoutTree?
    private var height = 0.0
    /// The band of the chat the last frame showed: its top, in points from the chat's top.
    private var shownTop = 0.0
    /// The frame's pixels, kept from frame to frame: drawn as `parley render` draws a PNG (the
    /// renderer's raster path), a scroll moving them, and laid on GTK's context, which records
    /// (it would take every shape as a path).
    private lazy var frames = ChatFrameBuffer(stamps: stamps)

    /// Points a wheel step scrolls.
    static let lineStep = 40.0

    init(style: ViewStyle) {
        self.style = style
        area = gtk_drawing_area_new()
        gtk_widget_set_hexpand(area, 1)
        gtk_widget_set_vexpand(area, 1)
        gtk_widget_set_focusable(area, 1)
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
            guard self.selection != nil, let row = self.row(atY: y) else { return }
            self.selection?.toggle(row)
        }
        gtk_widget_add_controller(area, tick.cast())
        let press = gtk_gesture_long_press_new()!
        gtk_gesture_single_set_touch_only(press.cast(), 1)
        Signal.connect(press, "pressed", at: { [unowned self] x, y in self.menu(atX: x, y: y) })
        gtk_widget_add_controller(area, press.cast())
    }

    /// The row drawn at `y` points from the view's top, or nil.
    func row(atY y: Double) -> MergedRow? {
        guard let tree, let conversation, let laidOut = tree.rows(from: shownTop + y, to: shownTop + y + 0.5).first,
              let id = laidOut.ids.first, let index = conversation.timeline.rowIndex(ofItem: id) else { return nil }
        return conversation.timeline.rows[index]
    }

    private func menu(atX x: Double, y: Double) {
        guard let row = row(atY: y) else { return }
        onMenu(row, x, y)
    }

    /// Shows `conversation`, laid out anew.
    func show(_ conversation: Conversation?) {
        self.conversation = conversation
        selection = nil
        presented = PresentedRows()
        cache = LayoutCache()
        tree = nil
        gtk_widget_queue_draw(area)
    }

    /// Changes the chat on screen with `change` when it is chat `ref`; when `change` says its
    /// rows changed, they are laid out again where they changed and, scrolled up, the lines in
    /// view stay where they are. A change of nothing shown draws nothing.
    func updateIfShowing(_ ref: ChatRef, _ change: (inout Conversation) -> Bool) {
        guard var conversation, conversation.ref == ref else { return }
        let anchor = tree.flatMap { tree in tree.rows(from: shownTop, to: shownTop + 0.5).first.map { (id: $0.ids.first, offset: $0.y - shownTop) } }
        let changed = change(&conversation)
        self.conversation = conversation
        guard changed else { return }
        tree = nil
        if let anchor, let id = anchor.id, let after = layOut(width: Double(gtk_widget_get_width(area))),
           let index = conversation.timeline.rowIndex(ofItem: id), after.rows.indices.contains(after.rows.count - 1 - index) {
            let row = after.rows[after.rows.count - 1 - index]
            self.conversation?.keepRow(at: anchor.offset, now: row.y, contentHeight: after.height, viewHeight: height)
        }
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
        conversation?.scroll(by: (points * scale).rounded() / scale, contentHeight: tree.height, viewHeight: height)
        gtk_widget_queue_draw(area)
    }

    /// Scrolls by a page of the view, less a line (PageUp, PageDown).
    func scrollPage(up: Bool) {
        scroll(by: (up ? 1 : -1) * max(Self.lineStep, height - Self.lineStep))
    }

    private func layOut(width: Double) -> LayoutTree? {
        guard let conversation, width > 0, !layoutFailed else { return nil }
        if let tree, tree.environment.width == width { return tree }
        let environment = style.environment(of: conversation.chatInfo, width: width, selecting: selection != nil)
        let now = style.now ?? Date()
        presented.present(conversation.timeline.rows, chatInfo: conversation.chatInfo, user: user, layout: environment.layout,
                          environment: environment.timeline(now: now))
        let laidOut: LayoutTree
        do {
            laidOut = try cache.layout(rows: presented.presentations, environment: environment, measurer: measurer)
        } catch {
            tree = nil
            layoutFailed = true
            onFailure("The chat cannot be laid out: \(error.description)")
            return nil
        }
        tree = laidOut
        frames.invalidate()
        return laidOut
    }

    private func draw(on cairo: OpaquePointer, width: Double, height: Double) {
        let start = ContinuousClock.now
        self.height = height
        guard let tree = layOut(width: width), var conversation else {
            let background = ThemePalette(style.theme).background
            cairo_set_source_rgba(cairo, background.red, background.green, background.blue, 1)
            cairo_paint(cairo)
            return
        }
        conversation.scroll(by: 0, contentHeight: tree.height, viewHeight: height)
        self.conversation = conversation
        let top = tree.height - height - conversation.scroll
        shownTop = top
        let scale = Double(gtk_widget_get_scale_factor(area))
        let shown = marked ?? selection.map { tree.marking(selected: $0.selectedIds) } ?? tree
        marked = shown
        guard let frame = frames.frame(shown, top: top, height: height, scale: scale) else { return }
        cairo_surface_set_device_scale(frame, scale, scale)
        cairo_set_source_surface(cairo, frame, 0, 0)
        cairo_paint(cairo)
        cairo_surface_set_device_scale(frame, 1, 1)
        trace?.frame(of: area, top: top, rows: frames.lastDrawnRows, took: ContinuousClock.now - start)
        askForPage(tree, top: top, height: height)
    }

    /// Asks for the page `Preload` says is due for the rows in view.
    private func askForPage(_ tree: LayoutTree, top: Double, height: Double) {
        guard let conversation else { return }
        let visible = tree.rows(from: top, to: top + height).indices
        guard let oldest = visible.first, let newest = visible.last else { return }
        let count = tree.rows.count
        guard let page = conversation.pageDue(firstVisible: count - 1 - newest, lastVisible: count - 1 - oldest) else { return }
        self.conversation?.loading = true
        onPageDue(conversation.ref, page)
    }
}
