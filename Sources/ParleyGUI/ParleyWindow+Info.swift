import ChatLayout
import ChatTimeline
import SimpleXModel

/// The menu's Info (seed 000 "ChatItemInfoView"): the core's item info, read with
/// `/_get item info`, as `ItemInfoSections` in a popover at the menu's place.
extension ParleyWindow {
    /// Reads the info of `item` in `chat` and shows it at (`x`, `y`) of the chat.
    func showInfo(of item: ChatItem, in chat: Conversation, x: Double, y: Double) {
        let backend = backend
        let members = chat.timeline.window.items.senders
        let environment = conversation.style.timeline
        Task {
            do {
                let response = try await backend.execute(.getItemInfo(chat.ref, itemId: item.meta.itemId))
                guard case let .chatItemInfo(shown, info, _) = response else { throw backend.unexpected(response) }
                let sections = ItemInfoSections(item: shown, info: info, members: members, environment: environment)
                MainContext.post {
                    guard self.conversation.conversation?.ref == chat.ref else { return }
                    MenuPopover.show(on: self.conversation.area, x: x, y: y, title: Self.text(of: sections), entries: ["Close"]) { _ in }
                }
            } catch {
                MainContext.post { self.failed(error) }
            }
        }
    }

    /// The sheet as the popover's text: its title ("Sent message"), then each section under its heading,
    /// a line a label and its value; other people's text without its control characters.
    static func text(of info: ItemInfoSections) -> String {
        var lines = [info.title]
        for section in info.sections {
            if let heading = section.kind.heading { lines += ["", heading] }
            lines += section.lines.map { SafeText.sanitize($0.label + section.kind.separator + $0.value, for: .name) }
        }
        return lines.joined(separator: "\n")
    }
}
