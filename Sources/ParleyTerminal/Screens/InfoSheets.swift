import ChatLayout
import ChatTimeline
import Foundation
import SimpleXModel

/// Item info as lines of a sheet (seed 000 §6 "ChatItemInfoView"): when it was sent and
/// edited, the delivery to each member, the edit history and where it was forwarded from.
enum ItemInfoLines {
    static func lines(item: AChatItem, info: ChatItemInfo, state: ClientState) -> [StyledLine] {
        let theme = state.theme
        let meta = item.chatItem.meta
        let heading = theme.body.adding(.bold)
        func time(_ date: Date) -> String {
            "\(DateSeparator.text(date, environment: state.environment)) \(state.environment.timestampText(date))"
        }
        var lines = [StyledLine([StyledText("Sent at: ", style: theme.dim), StyledText(time(meta.itemTs), style: theme.body)])]
        if meta.itemEdited { lines.append(StyledLine([StyledText("Edited at: ", style: theme.dim), StyledText(time(meta.updatedAt), style: theme.body)])) }
        if let deleted = meta.itemTimed?.deleteAt { lines.append(StyledLine([StyledText("To be deleted at: ", style: theme.dim), StyledText(time(deleted), style: theme.body)])) }
        if let forwarded = info.forwardedFromChatItem {
            lines += [StyledLine(), StyledLine([StyledText("Forwarded from", style: heading)]),
                      StyledLine([StyledText(SafeText.sanitize(forwarded.chatInfo.displayName, for: .name) + ": ", style: theme.dim),
                                  StyledText(SafeText.sanitize(forwarded.chatItem.meta.itemText, for: .name), style: theme.body)])]
        }
        if let statuses = info.memberDeliveryStatuses, !statuses.isEmpty {
            lines += [StyledLine(), StyledLine([StyledText("Delivery", style: heading)])]
            let members = state.chat?.timeline.window.items.senders ?? []
            for status in statuses {
                let name = members.first { $0.groupMemberId == status.groupMemberId }?.memberProfile.displayName ?? "member \(status.groupMemberId)"
                lines.append(StyledLine([StyledText(SafeText.sanitize(name, for: .name), style: theme.body),
                                         StyledText("  " + status.memberDeliveryStatus.typeTag, style: theme.dim)]))
            }
        }
        if !info.itemVersions.isEmpty {
            lines += [StyledLine(), StyledLine([StyledText("History", style: heading)])]
            for version in info.itemVersions {
                lines.append(StyledLine([StyledText(time(version.itemVersionTs) + "  ", style: theme.dim),
                                         StyledText(SafeText.sanitize(version.msgContent.text, for: .name), style: theme.body)]))
            }
        }
        return lines
    }
}
