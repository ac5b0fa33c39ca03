import CGTK4
import ChatLayout
import ChatSession
import ChatTimeline
import Localization
import SimpleXModel

/// What the window redraws when the session changed: only the parts that changed — the list,
/// the chat (by its widget: the rows, the compose field, the prompt, the status line), the
/// headers, the selection bar and group info.
extension ParleyWindow {
    func draw(_ changes: SessionChanges) {
        if changes.contains(.list) { list.show(session, environment: conversation.style.timeline) }
        chat.draw(changes)
        if changes.contains(.chat) {
            list.select(session.open?.ref)
            searchBar.hide()
            chatSeen()
            describeCursor()
        }
        if changes.contains([.chat, .info, .connection, .list]) { header.show(session) }
        if changes.contains(.user) { listHeader.show(profile: session.user.map { SafeText.sanitize($0.profile.displayName, for: .name) } ?? "") }
        if changes.contains([.chat, .info]) { drawSelection() }
        if changes.contains([.chat, .sheet]) { drawSheet(groupShown: changes.groupShown) }
        if changes.contains([.list, .chat]) { updateTitle() }
    }

    /// Selection mode's bar in place of the compose field, its buttons as the toolbar allows.
    private func drawSelection() {
        let selection = session.open?.selection
        gtk_widget_set_visible(compose.widget, selection == nil ? 1 : 0)
        guard let selection, let open = session.open else { return selectionBar.show(nil, toolbar: nil) }
        selectionBar.show(selection, toolbar: selection.toolbar(in: open.timeline.window, context: MenuContext(chatInfo: open.info, selecting: true)))
    }

    /// Group info beside the chat while the session has the group's views open; the item info
    /// in a popover.
    private func drawSheet(groupShown: Bool) {
        if let details = session.open?.group {
            groupInfo.show(details.group.groupInfo, members: details.group.members)
        } else if case let .contactInfo(contact)? = session.sheet {
            groupInfo.show(contact)
        } else {
            groupInfo.hide()
        }
        showPanes()
        if case let .itemInfo(sections)? = session.sheet {
            let point = promptPoint ?? conversation.foot
            MenuPopover.show(on: conversation.area, x: point.x, y: point.y, title: Self.text(of: sections, t), entries: [t.tr("Close", context: "alert button")]) { [unowned self] _ in
                self.handle(.dismissSheet)
            }
        }
    }

    /// The window's title: the open chat's name, then " — Parley", after the number of unread
    /// messages in other chats when there are any (`(3) bob — Parley`).
    func updateTitle() {
        let name = session.open.map { SafeText.sanitize($0.info.displayName, for: .name) + " — Parley" } ?? "Parley"
        let unread = session.unreadElsewhere
        gtk_window_set_title(window.cast(), unread > 0 ? "(\(unread)) \(name)" : name)
    }

    /// Group info (Ctrl-I, the header's button): shown from the core, or closed.
    func toggleGroupInfo() {
        if case .contactInfo? = session.sheet { return handle(.dismissSheet) }
        handle(session.open?.group == nil ? .groupInfo : .group(.close))
    }

    /// The item info sheet as a popover's text: its title ("Sent message"), then each section
    /// under its heading in `t`'s language, a line a label and its value; other people's text
    /// without its control characters.
    nonisolated static func text(of info: ItemInfoSections, _ t: Translator = .english) -> String {
        var lines = [info.title]
        for section in info.sections {
            if let heading = section.kind.heading(t) { lines += ["", heading] }
            lines += section.lines.map { SafeText.sanitize($0.label + section.kind.separator + $0.value, for: .name) }
        }
        return lines.joined(separator: "\n")
    }
}
