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
            "\(DateSeparator.text(date, environment: state.environment)) \(ItemMeta.time(date, environment: state.environment))"
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

/// Group info as lines of a sheet: the typed sections of `GroupInfoSections` in the seeds'
/// words (their headers, rows with values, footers), then the members with their roles.
enum GroupInfoLines {
    static func lines(group: Group, state: ClientState) -> [StyledLine] {
        let theme = state.theme
        let info = GroupInfoSections(groupInfo: group.groupInfo, members: group.members, hasGroupLink: false, developerTools: false)
        var lines = [StyledLine([StyledText(SafeText.sanitize(group.groupInfo.groupProfile.displayName, for: .name), style: theme.body.adding(.bold))])]
        if let description = group.groupInfo.groupProfile.description, !description.isEmpty {
            lines += StyledWrap.lines([StyledText(SafeText.sanitize(description, for: .body), style: theme.dim)], width: max(10, state.size.columns - 8))
        }
        for section in info.sections {
            lines.append(StyledLine())
            if let header = section.header?.title { lines.append(StyledLine([StyledText(header.uppercased(), style: theme.dim)])) }
            for row in section.rows {
                var runs = [StyledText(row.title, style: row.isDisabled ? theme.dim : theme.body)]
                if let detail = row.detail { runs.append(StyledText("  " + detail, style: theme.dim)) }
                if case let .member(member) = row {
                    if let badge = member.badge { runs.append(StyledText("  " + badge, style: CellStyle(foreground: theme.primary))) }
                    runs.append(StyledText("  " + member.status, style: theme.dim))
                }
                lines.append(StyledLine(runs))
            }
            if let footer = section.footer?.text { lines.append(StyledLine([StyledText(footer, style: theme.dim.adding(.italic))])) }
        }
        if group.groupInfo.useRelays {
            lines += channelLines(group, theme: theme)
        }
        return lines
    }

    /// A channel's members as its views show them: Owners, Subscribers (or "No subscribers"),
    /// and the chat relays with the footer.
    private static func channelLines(_ group: Group, theme: TerminalTheme) -> [StyledLine] {
        var lines: [StyledLine] = []
        for section in ChannelMembers(groupInfo: group.groupInfo, members: group.members).sections {
            lines += [StyledLine(), StyledLine([StyledText(section.title.uppercased(), style: theme.dim)])]
            lines += section.rows.map { StyledLine([StyledText(SafeText.sanitize($0.title, for: .name), style: theme.body)]) }
        }
        let relays = ChannelRelays(groupInfo: group.groupInfo, members: group.members, relays: [])
        lines += [StyledLine(), StyledLine([StyledText("CHAT RELAYS", style: theme.dim)])]
        lines += relays.rows.map { row in
            var runs = [StyledText(SafeText.sanitize(row.title, for: .name), style: theme.body)]
            if case let .relay(_, _, status?) = row { runs.append(StyledText("  " + status.text, style: theme.dim)) }
            return StyledLine(runs)
        }
        lines.append(StyledLine([StyledText(ChannelRelays.footer, style: theme.dim.adding(.italic))]))
        return lines
    }
}
