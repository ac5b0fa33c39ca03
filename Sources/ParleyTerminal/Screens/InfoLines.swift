import ChatLayout
import ChatTimeline
import Localization
import SimpleXModel

/// A line of an info screen, with what Enter on it does (nil: text only).
struct InfoLine: Hashable, Sendable {
    var line: StyledLine
    var target: InfoTarget?
}

/// What a line of an info screen acts on.
enum InfoTarget: Hashable, Sendable {
    /// A row of group info: its alert, the view it opens, or a status line.
    case groupRow(GroupInfoRow)
    /// A member: its member info.
    case member(groupMemberId: Int64)
    /// A row of member info (the role picker, the relay address to share).
    case memberRow(MemberInfoRow)
    /// An action at the end of member info, with its alert.
    case memberAction(MemberInfoAction)
    /// A button under group info's header (search, invite, link, mute or unmute).
    case groupButton(GroupInfoButton)
    /// A button under member info's header (message, calls, search).
    case memberButton(MemberInfo.HeaderButton)
    /// "Verify security code".
    case verifyCode
    /// A channel owner's "Add relay".
    case addRelay
}

/// The lines of each info page in the typed model's words: the sections of group info, member
/// info's title, rows, footer and actions, the channel's members and its relays. O(members).
enum InfoLines {
    /// The page's lines in `t`'s language, those wider than `width` wrapped (what a wrapped
    /// line does stays on its first part).
    static func lines(_ screen: InfoScreen, theme: TerminalTheme, width: Int, translator t: Translator = .english) -> [InfoLine] {
        let lines = switch screen.page {
        case .groupInfo: groupInfo(screen.group, theme: theme, width: width, t)
        case .memberInfo: screen.member.map { memberInfo($0, screen: screen, theme: theme, t) } ?? [text(t.tr("The member is no longer in the group"), theme.dim)]
        case .channelMembers: channelMembers(screen.group, theme: theme, t)
        case .relays: relays(screen, theme: theme, t)
        }
        return lines.flatMap { line in
            guard line.line.width > width else { return [line] }
            return StyledWrap.lines(line.line.runs, width: width).enumerated().map { InfoLine(line: $1, target: $0 == 0 ? line.target : nil) }
        }
    }

    /// The screen's title, for its header, in `t`'s language; a channel's info is titled Channel
    /// as SimpleX titles it (D28).
    static func title(_ screen: InfoScreen, _ t: Translator) -> String {
        let group = SafeText.sanitize(screen.group.groupInfo.groupProfile.displayName, for: .name)
        switch screen.page {
        case .groupInfo: return (GroupKind(screen.group.groupInfo) == .channel ? t.tr("Channel") : t.tr("Group info")) + " · " + group
        case .memberInfo: return t.tr("Member info") + " · " + (screen.member.map { SafeText.sanitize($0.memberProfile.displayName, for: .name) } ?? group)
        case .channelMembers:
            return GroupInfoRow.channelMembers(subscribersListed: GroupPermissions(screen.group.groupInfo).canListSubscribers).title(t) + " · " + group
        case .relays: return GroupInfoRow.chatRelays.title(t) + " · " + group
        }
    }

    private static func text(_ string: String, _ style: CellStyle) -> InfoLine {
        InfoLine(line: StyledLine([StyledText(string, style: style)]), target: nil)
    }

    /// A header button as a line of its own, in the accent colour.
    private static func button(button title: String, target: InfoTarget, theme: TerminalTheme) -> InfoLine {
        InfoLine(line: StyledLine([StyledText("▸ " + title, style: CellStyle(foreground: theme.primary))]), target: target)
    }

    private static func heading(_ string: String, theme: TerminalTheme) -> [InfoLine] {
        [InfoLine(line: StyledLine(), target: nil), text(string.uppercased(), theme.dim)]
    }

    /// Group info: the name, the description, the header's buttons, then every section with its
    /// header, rows (members with their badge and status) and footer.
    static func groupInfo(_ group: Group, theme: TerminalTheme, width: Int, _ t: Translator = .english) -> [InfoLine] {
        let info = group.groupInfo
        var lines = [text(SafeText.sanitize(info.groupProfile.displayName, for: .name), theme.body.adding(.bold))]
        if let description = info.groupProfile.description, !description.isEmpty {
            lines += StyledWrap.lines([StyledText(SafeText.drawn(description), style: theme.dim)], width: max(10, width))
                .map { InfoLine(line: $0, target: nil) }
        }
        lines.append(InfoLine(line: StyledLine(), target: nil))
        lines += GroupInfoButton.bar(info).map { button(button: $0.title(t), target: .groupButton($0), theme: theme) }
        for section in GroupInfoSections(groupInfo: info, members: group.members).sections {
            lines += section.header.map { heading($0.title(t), theme: theme) } ?? [InfoLine(line: StyledLine(), target: nil)]
            for row in section.rows {
                var runs = [StyledText(SafeText.sanitize(row.title(t), for: .name), style: row.isDisabled ? theme.dim : destructive(row) ? CellStyle(foreground: theme.error) : theme.body)]
                if let detail = row.detail(t) { runs.append(StyledText("  " + SafeText.sanitize(detail, for: .name), style: theme.dim)) }
                var target = InfoTarget.groupRow(row)
                if case let .member(member) = row {
                    if let badge = member.badge(t) { runs.append(StyledText("  " + badge, style: CellStyle(foreground: theme.primary))) }
                    runs.append(StyledText("  " + member.status(t), style: theme.dim))
                    target = .member(groupMemberId: member.member.groupMemberId)
                }
                lines.append(InfoLine(line: StyledLine(runs), target: target))
            }
            if let footer = section.footer?.text(t) { lines.append(text(footer, theme.dim.adding(.italic))) }
        }
        return lines
    }

    private static func destructive(_ row: GroupInfoRow) -> Bool {
        switch row {
        case .clearChat, .delete, .leave: true
        default: false
        }
    }

    /// Member info: the name, the header's buttons, "Verify security code", the info section
    /// with its title, rows and relay footer, then the actions.
    static func memberInfo(_ member: GroupMember, screen: InfoScreen, theme: TerminalTheme, _ t: Translator = .english) -> [InfoLine] {
        let relay = screen.relays.first { $0.groupMemberId == member.groupMemberId }
        let info = MemberInfo(groupInfo: screen.group.groupInfo, member: member, relay: relay, translator: t)
        var lines = [text(SafeText.sanitize(member.memberProfile.displayName, for: .name), theme.body.adding(.bold))]
        if !member.memberProfile.fullName.isEmpty, member.memberProfile.fullName != member.memberProfile.displayName {
            lines.append(text(SafeText.sanitize(member.memberProfile.fullName, for: .name), theme.dim))
        }
        if !info.headerButtons.isEmpty { lines.append(InfoLine(line: StyledLine(), target: nil)) }
        lines += info.headerButtons.map { button(button: $0.title(t), target: .memberButton($0), theme: theme) }
        if info.offersVerifyCode, member.groupMemberId != screen.group.groupInfo.membership.groupMemberId {
            lines += [InfoLine(line: StyledLine(), target: nil),
                      InfoLine(line: StyledLine([StyledText(t.tr("Verify security code"), style: theme.body)]), target: .verifyCode)]
        }
        lines += heading(info.sectionTitle.title(t), theme: theme)
        for row in info.rows {
            var runs = [StyledText(SafeText.sanitize(row.title(t), for: .name), style: theme.body)]
            if let detail = row.detail(t) { runs.append(StyledText("  " + SafeText.sanitize(detail, for: .name), style: theme.dim)) }
            let acts: Bool = switch row {
            case .rolePicker, .shareRelayAddress: true
            default: false
            }
            lines.append(InfoLine(line: StyledLine(runs), target: acts ? .memberRow(row) : nil))
        }
        if let footer = info.relayFooter { lines.append(text(footer, theme.dim.adding(.italic))) }
        if !info.actions.isEmpty { lines.append(InfoLine(line: StyledLine(), target: nil)) }
        for action in info.actions {
            let style = action == .blockedByAdmin ? theme.dim : action.alert?.alert.buttons.first?.isDestructive == true ? CellStyle(foreground: theme.error) : theme.body
            lines.append(InfoLine(line: StyledLine([StyledText(action.title(t), style: style)]), target: action == .blockedByAdmin ? nil : .memberAction(action)))
        }
        return lines
    }

    /// A channel's members: "Owners", and "Subscribers" with their count for admins and above;
    /// a verified member's name has its badge ✓.
    static func channelMembers(_ group: Group, theme: TerminalTheme, _ t: Translator = .english) -> [InfoLine] {
        var lines: [InfoLine] = []
        for section in ChannelMembers(groupInfo: group.groupInfo, members: group.members).sections {
            if case let .subscribers(count) = section.kind {
                lines += heading("\(section.title(t)) · \(count)", theme: theme)
            } else {
                lines += heading(section.title(t), theme: theme)
            }
            for row in section.rows {
                switch row {
                case let .member(member, isUser):
                    var runs = [StyledText(SafeText.sanitize(row.title(t), for: .name), style: theme.body)]
                    if member.memberVerifiedCode != nil { runs.append(StyledText(" ✓", style: CellStyle(foreground: theme.success))) }
                    if isUser { runs.append(StyledText("  " + t.tr("(you)"), style: theme.dim)) }
                    lines.append(InfoLine(line: StyledLine(runs), target: isUser ? nil : .member(groupMemberId: member.groupMemberId)))
                case .noSubscribers:
                    lines.append(text(row.title(t), theme.dim))
                }
            }
        }
        return Array(lines.dropFirst())
    }

    /// A channel's relays: each with its status for owners, or "No chat relays"; the footer;
    /// owners' "Add relay".
    static func relays(_ screen: InfoScreen, theme: TerminalTheme, _ t: Translator = .english) -> [InfoLine] {
        let relays = ChannelRelays(groupInfo: screen.group.groupInfo, members: screen.group.members, relays: screen.relays, translator: t)
        var lines: [InfoLine] = relays.rows.map { row in
            switch row {
            case let .relay(member, _, status):
                var runs = [StyledText(SafeText.sanitize(row.title(t), for: .name), style: theme.body)]
                if let status { runs.append(StyledText("  " + status.text, style: CellStyle(foreground: color(status.colour, theme: theme)))) }
                return InfoLine(line: StyledLine(runs), target: .member(groupMemberId: member.groupMemberId))
            case .noRelays:
                return text(row.title(t), theme.dim)
            }
        }
        lines.append(text(ChannelRelays.footer(t), theme.dim.adding(.italic)))
        if relays.canAddRelay {
            lines += [InfoLine(line: StyledLine(), target: nil), InfoLine(line: StyledLine([StyledText(t.tr("Add relay"), style: CellStyle(foreground: theme.primary))]), target: .addRelay)]
        }
        return lines
    }

    static func color(_ colour: RelayStatusText.Colour, theme: TerminalTheme) -> TerminalColor {
        switch colour {
        case .green: theme.primary
        case .yellow: theme.warning
        case .red: theme.error
        }
    }
}
