import CGTK4

/// The window folded to one pane below `PaneLayout.foldWidth` (issue 38 "Narrow windows"):
/// its width followed, a chat opened from the list shown in place of the list, the header's back
/// button to the list, a chat's info under the header in place of the chat, and the header
/// down to the chat's name and its buttons.
extension ParleyWindow {
    func connectPanes() {
        let open = list.onOpen
        list.onOpen = { [unowned self] ref, match in
            open(ref, match)
            self.panes.openedChat()
            self.showPanes()
        }
        header.onBack = { [unowned self] in
            self.panes.back()
            self.showPanes()
            self.list.focusSelected()
        }
        Signal.connect(window, "notify::default-width") { [unowned self] (_: gpointer?) in
            var width: Int32 = 0, height: Int32 = 0
            gtk_window_get_default_size(self.window.cast(), &width, &height)
            self.panes.resized(to: Int(width))
            self.showPanes()
        }
    }

    /// Shows the panes `panes` says, and the back button with the chat of a folded window.
    func showPanes() {
        gtk_widget_set_visible(listPane, panes.showsList ? 1 : 0)
        gtk_widget_set_visible(chatPane, panes.showsChat ? 1 : 0)
        header.showBack(panes.showsBack)
        header.fold(panes.isFolded)
        header.showTitleButtons(folded: panes.isFolded)
        listHeader.showTitleButtons(folded: panes.isFolded)
        let infoInstead = panes.isFolded && groupInfo.isShown
        if let body = gtk_widget_get_last_child(chatPane), let column = gtk_widget_get_first_child(body) {
            gtk_widget_set_visible(column, infoInstead ? 0 : 1)
        }
        groupInfo.fill(infoInstead)
    }
}
