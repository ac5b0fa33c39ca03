import ChatLayout
import ChatSession
import ChatTimeline
import SimpleXModel

/// What the terminal does when the session changed: a chat opened starts a new view with its
/// draft, the view goes where the session hints, a text the session set goes into the editor,
/// a reply, an edit or a report begun gives the keys back to the compose bar, the prompt and the
/// item info come up as overlays, the group's views follow the group, and the rows in view stay
/// where they were when rows above or below them changed (D1).
extension ClientModel {
    /// Follows `changes`; `composing` is the compose bar's context before them.
    mutating func follow(_ changes: SessionChanges, anchor: ScrollAnchor?, highlighted: ChatRef?, composing: ComposeState.Context?) {
        if changes.contains(.chat) {
            state.chat = state.session.open.map { ChatView(text: $0.compose.text) }
            state.infoScreens = []
            if state.session.open == nil, case .sheet(_, _, _, true)? = state.overlay { state.overlay = nil }
        } else if changes.contains([.rows, .compose, .info]), let anchor {
            restore(anchor)
        }
        if let text = changes.composeText, state.chat != nil { state.chat?.editor.set(text) }
        if changes.contains(.compose), let context = state.open?.compose.context, context != .none, context != composing {
            state.chat?.focus = nil
            state.chat?.horizontalOffset = 0
        }
        if let hint = changes.hint { go(to: hint) }
        if changes.contains(.prompt) { followPrompt() }
        if changes.contains(.sheet) { followSheet(groupShown: changes.groupShown) }
        if changes.contains(.list) { keepHighlight(on: highlighted) }
    }

    private mutating func followPrompt() {
        if let prompt = state.session.prompt {
            state.overlay = .prompt(selected: prompt.selected)
        } else if case .prompt = state.overlay {
            state.overlay = nil
        }
    }

    private mutating func followSheet(groupShown: Bool) {
        if case let .itemInfo(sections)? = state.session.sheet {
            state.overlay = .sheet(title: sections.title, lines: ItemInfoLines.lines(sections, theme: state.theme, translator: state.environment.translator), scroll: 0, fromSession: true)
        } else if case let .contactInfo(info)? = state.session.sheet {
            state.overlay = .sheet(title: ContactInfoLines.title(info), lines: ContactInfoLines.lines(info, theme: state.theme, translator: state.environment.translator),
                                   scroll: 0, fromSession: true)
        } else if case .sheet(_, _, _, true)? = state.overlay {
            state.overlay = nil
        }
        guard let details = state.open?.group else {
            state.infoScreens = []
            return
        }
        if groupShown {
            state.infoScreens = []
            push(InfoScreen(.groupInfo, group: details.group, relays: details.relays))
            return
        }
        state.infoScreens = state.infoScreens.compactMap { screen in
            var screen = screen
            screen.group = details.group
            screen.relays = details.relays
            if case .memberInfo = screen.page, screen.member == nil { return nil }
            return kept(screen)
        }
    }

    // MARK: - Where the view goes

    /// Takes the view where the session hints: the newest line, an item's row at the top (the
    /// "new messages" line), or an item's row focused in view.
    mutating func go(to hint: ViewHint) {
        guard state.chat != nil, let open = state.open else { return }
        switch hint {
        case .newest:
            state.chat?.scroll = 0
            state.chat?.focus = open.query?.isSearching == true ? open.timeline.rows.first?.id : nil
        case let .top(itemId):
            guard let index = open.timeline.rowIndex(ofItem: itemId) else { return }
            scroll(toTopOf: open.timeline.rows[index].id)
        case let .focus(itemId):
            guard let index = open.timeline.rowIndex(ofItem: itemId) else { return }
            state.chat?.focus = open.timeline.rows[index].id
            state.chat?.horizontalOffset = 0
            _ = keepFocusInView()
        }
    }

    /// Scrolls so that the row `rowId` is the pane's top row (its date separator above the
    /// line), or to the newest when every row from it fits.
    mutating func scroll(toTopOf rowId: Int64) {
        let cells = state.openCells
        let height = state.chatPaneHeight(scrolled: true)
        var bottom = 0
        for row in cells.reversed() {
            if row.id == rowId {
                state.chat?.scroll = min(max(0, bottom + row.height - height), ChatPane(rows: cells, scroll: 0).maxScroll(height: height))
                return
            }
            bottom += row.height
        }
    }

    // MARK: - Keeping the place

    /// The row at the top of the view and how far into it the view's top line is, while scrolled
    /// up; nil at the newest line (which follows new rows).
    func scrollAnchor() -> ScrollAnchor? {
        guard let chat = state.chat, chat.scroll > 0, state.open != nil else { return nil }
        let topLine = chat.scroll + state.chatPaneHeight - 1
        var below = 0
        for row in state.openCells.reversed() {
            if topLine < below + row.height { return ScrollAnchor(itemId: row.id, linesIn: topLine - below) }
            below += row.height
        }
        return nil
    }

    /// Scrolls so that the anchor's row is where it was at the view's top, when it is still
    /// loaded: rows added or grown above or below it move no line in view.
    mutating func restore(_ anchor: ScrollAnchor) {
        guard let open = state.open, let index = open.timeline.rowIndex(ofItem: anchor.itemId) else { return }
        let rowId = open.timeline.rows[index].id
        let cells = state.openCells
        var below = 0
        for row in cells.reversed() {
            if row.id == rowId {
                let height = state.chatPaneHeight(scrolled: true)
                let scroll = below + anchor.linesIn - height + 1
                state.chat?.scroll = max(0, min(scroll, ChatPane(rows: cells, scroll: 0).maxScroll(height: height)))
                return
            }
            below += row.height
        }
    }

    /// The chat highlighted on the list, by its chat.
    var highlightedChat: ChatRef? {
        let visible = visibleChats
        return visible.indices.contains(state.list.selected) ? visible[state.list.selected].chatInfo.chatRef : nil
    }

    /// Keeps the list's highlight on `ref` wherever the list moved it (issue 18 defect 5); else
    /// on the same line, within the list.
    mutating func keepHighlight(on ref: ChatRef?) {
        let now = visibleChats
        if let ref, let index = now.firstIndex(where: { $0.chatInfo.chatRef == ref }) {
            state.list.selected = index
        } else {
            state.list.selected = min(state.list.selected, max(0, now.count - 1))
        }
    }
}

/// Where the view's top line was: in which row (by an item of it), how many lines into it.
struct ScrollAnchor: Hashable, Sendable {
    var itemId: Int64
    var linesIn: Int
}
