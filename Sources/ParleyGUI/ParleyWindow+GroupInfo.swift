import CGTK4
import ChatBackend
import ChatTimeline
import SimpleXModel

/// Acting on group info's rows (seed 002 "Alerts"): a row's alert at the chat's foot, and its
/// button's command (`GroupInfoAlert.command`); the chat and the list follow what it did.
extension ParleyWindow {
    /// Shows `alert` for the open group; a button with a command carries it out.
    func confirm(_ alert: GroupInfoAlert) {
        guard let chat = conversation.conversation, let group = chat.chatInfo.groupInfo else { return }
        let point = conversation.foot
        MenuPopover.show(alert.alert, on: conversation.area, x: point.x, y: point.y) { [unowned self] button in
            guard let command = alert.command(for: button, groupId: group.groupId, member: nil) else { return }
            self.carryOut(command, of: alert, in: chat.ref)
        }
    }

    /// Runs an alert's command; then the panel closes and the list is read again: a cleared or
    /// left group is shown anew, a deleted one gives way to the list's next chat.
    private func carryOut(_ command: ChatCommand, of alert: GroupInfoAlert, in ref: ChatRef) {
        let backend = backend
        Task {
            do {
                let response = try await backend.execute(command)
                MainContext.post {
                    if case let .chatCmdError(error) = response { return self.show("the core refused: \(error.message)") }
                    self.groupInfo.hide()
                    self.reloadList()
                    switch alert {
                    case .clearChat:
                        self.show("Chat cleared")
                        self.open(ref)
                    case .deleteGroup:
                        self.show("Group deleted")
                        if let next = self.list.chats.lazy.compactMap(\.chatInfo.chatRef).first(where: { $0 != ref }) { self.open(next) }
                    case .leaveGroup:
                        self.show("You left the group")
                        self.open(ref)
                    default:
                        break
                    }
                }
            } catch {
                MainContext.post { self.failed(error) }
            }
        }
    }
}
