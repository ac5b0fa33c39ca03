import CGTK4
import ChatTimeline
import SimpleXModel

/// Selection mode (spec §8, simplex-view-logic §5): the bar replaces the compose field, and
/// its buttons act on the selected items.
extension ParleyWindow {
    /// The selection changed (entered, ticked, left): the bar follows it.
    func selectionChanged(_ selection: Selection?) {
        gtk_widget_set_visible(compose.widget, selection == nil ? 1 : 0)
        guard let selection, let chat = conversation.conversation else { return selectionBar.show(nil, toolbar: nil) }
        selectionBar.show(selection, toolbar: selection.toolbar(in: chat.timeline.window, context: MenuContext(chatInfo: chat.chatInfo, selecting: true)))
    }

    /// Deletes the selected items, for the user or for everyone, after the dialog's choice.
    func deleteSelected() {
        guard let selection = conversation.selection, let chat = conversation.conversation else { return }
        let context = MenuContext(chatInfo: chat.chatInfo, selecting: true)
        let toolbar = selection.toolbar(in: chat.timeline.window, context: context)
        let ids = Array(selection.selectedIds).sorted()
        let alert = Alert.deleteSelected(count: ids.count, forEveryone: toolbar.deleteForEveryone, context: context)
        let point = conversation.foot
        MenuPopover.show(alert, on: conversation.area, x: point.x, y: point.y) { [unowned self] button in
            guard let mode = button.deleteMode else { return }
            self.run(.deleteItems(chat.ref, itemIds: ids, mode: mode), in: chat.ref)
            self.conversation.selection = nil
        }
    }

    /// Forwards the selected items: the next chat chosen in the list composes them.
    func forwardSelected() {
        guard let selection = conversation.selection, let chat = conversation.conversation else { return }
        forwarding = (chat.timeline.window.items.filter { selection.selectedIds.contains($0.meta.itemId) }, chat.ref)
        conversation.selection = nil
        show("Forward: choose the chat in the list")
    }
}
