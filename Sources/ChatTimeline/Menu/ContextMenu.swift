import SimpleXModel

/// An action of an item's context menu, named as `parley rows` prints it.
public enum MenuAction: String, Hashable, Sendable, CaseIterable {
    /// React with an emoji the user has not used on the item (`availableReactions`).
    case react
    /// Reply: quote the item in the compose bar (`ComposeState.replying`).
    case reply
    /// Share the text, or an image on this device.
    case share
    /// Copy the text, or an image on this device.
    case copy
    /// Save the item's file, which is on this device.
    case save
    /// Download a file offered to the user and not accepted yet.
    case download
    /// Edit the user's own item while it is editable; not a voice message.
    case edit
    /// Forward the item to another chat (`apiForwardChatItems`).
    case forward
    /// Open the item's info (`ChatItemInfoView`).
    case info
    /// Hide a revealed deleted item, or collapse a merged row shown item by item.
    case hide
    /// Show a marked deleted, moderated or blocked item's content.
    case reveal
    /// Show a merged row's items one by one.
    case expand
    /// Stop sending or receiving the item's file.
    case stopFile
    /// Revoke a file sent over XFTP, so it can no longer be received.
    case revokeFile
    /// Delete the item, for the user or for everyone (`Alert.delete`).
    case delete
    /// Delete another member's item for every member, as a moderator (`Alert.moderate`).
    case moderate
    /// Report the item to the group's moderators (`GroupPermissions.canReport`, where reports are on).
    case report
    /// Archive a member's report, as a moderator.
    case archiveReport
    /// Delete a report.
    case deleteReport
    /// Enter selection mode (spec §8) from the item.
    case select
}

/// The context menu of a row (simplex-view-logic §4.1–4.2): the first branch whose condition
/// holds — A report, B content, C marked deleted, D deleted content, E merged events, F local
/// delete only — gives the actions, in menu order.
public struct ContextMenu: Hashable, Sendable {
    /// The emoji the reaction picker offers, in order.
    public static let reactionEmoji = ["👍", "👎", "😀", "😂", "😢", "❤", "🚀", "✅"]

    /// The actions in menu order; empty when the row has no menu.
    public var actions: [MenuAction]
    /// The emoji still unused by the user, when `react` is offered.
    public var availableReactions: [String]

    /// The menu of `row` (its newest item), or no actions.
    public init(row: MergedRow, context: MenuContext) {
        let item = row.newest
        let revealed = row.revealed
        var actions: [MenuAction] = []
        var reactions: [String] = []
        let deleted = item.meta.itemDeleted != nil
        if context.groupInfo != nil, item.isReport, !deleted {
            if context.canArchive(item) {
                actions.append(.archiveReport)
            }
            actions.append(.deleteReport)
        } else if let content = item.msgContent, !item.isReport, !deleted || revealed {
            reactions = Self.unusedReactions(item, context)
            if !reactions.isEmpty { actions.append(.react) }
            if !deleted, !context.composingLive, !context.isLocalNotes { actions.append(.reply) }
            let fileOnDevice = item.file.map { context.filesOnDevice.contains($0.fileId) } ?? false
            if !content.text.isEmpty || (content.tag == .image && fileOnDevice) { actions += [.share, .copy] }
            if fileOnDevice {
                actions.append(.save)
            } else if case .rcvInvitation? = item.file?.fileStatus, (item.file?.fileSize ?? 0) > 0 {
                actions.append(.download)
            }
            if item.meta.editable, content.tag != .voice, !context.composingLive { actions.append(.edit) }
            if !deleted, item.file == nil || fileOnDevice, !context.composingLive { actions.append(.forward) }
            actions.append(.info)
            if deleted, revealed { actions.append(.hide) }
            if !deleted, !context.isLocalNotes, let fileAction = Self.fileAction(item.file) { actions.append(fileAction) }
            if !(context.composingLive && item.meta.itemLive == true) { actions.append(.delete) }
            if !item.chatDir.isSent, Self.memberToModerate(item, context) {
                actions.append(.moderate)
            } else if !deleted, context.reportsEnabled, context.permissions?.canReport == true, !context.composingLive, !context.recordingVoice {
                actions.append(.report)
            }
        } else if deleted {
            actions.append(.info)
            if revealed {
                actions.append(.hide)
            } else if !item.isDeletedContent {
                actions.append(.reveal)
            } else if row.items.count > 1 {
                actions.append(.expand)
            }
            actions.append(.delete)
        } else if item.isDeletedContent {
            actions += [.info, .delete]
        } else if item.mergeCategory != nil, row.items.count > 1 || revealed {
            actions.append(revealed ? .hide : .expand)
            actions.append(.delete)
        } else if item.showsLocalDelete {
            actions.append(.delete)
        }
        if !actions.isEmpty, !context.selecting, item.canBeDeletedForSelf {
            actions.append(.select)
        }
        self.actions = actions
        availableReactions = actions.contains(.react) ? reactions : []
    }

    /// Reactions the user can still add: the chat allows them, the item is not deleted, the
    /// user has fewer than 3 on it, and the picker has emoji the user has not used.
    static func unusedReactions(_ item: ChatItem, _ context: MenuContext) -> [String] {
        guard context.reactionsEnabled, item.meta.itemDeleted == nil, !item.isDeletedContent,
              item.reactions.filter(\.userReacted).count < MessageLimits.reactionsPerUser else { return [] }
        let used = Set(ownReactions(item).map(pickerEmoji))
        return reactionEmoji.filter { !used.contains($0) }
    }

    /// The emoji the user reacted to `item` with, as the core wrote them.
    public static func ownReactions(_ item: ChatItem) -> [String] {
        item.reactions.filter(\.userReacted).compactMap { reaction in
            if case let .emoji(emoji) = reaction.reaction { emoji } else { nil }
        }
    }

    /// `emoji` as the picker writes it (`reactionEmoji`): without the emoji presentation
    /// selector, which the core's copy may carry.
    public static func pickerEmoji(_ emoji: String) -> String {
        emoji.replacingOccurrences(of: "\u{FE0F}", with: "")
    }

    /// `memberToModerate`: in a group, `GroupPermissions.canModerate(item)`.
    public static func memberToModerate(_ item: ChatItem, _ context: MenuContext) -> Bool {
        context.permissions?.canModerate(item) ?? false
    }

    /// Stop a file being sent or received, or revoke one sent over XFTP.
    static func fileAction(_ file: CIFile?) -> MenuAction? {
        guard let file else { return nil }
        switch file.fileStatus {
        case .sndStored, .sndTransfer, .sndWarning, .rcvAccepted, .rcvTransfer, .rcvWarning: return .stopFile
        case .sndComplete where file.fileProtocol == .xftp: return .revokeFile
        default: return nil
        }
    }
}

extension ChatItem {
    /// Content replaced by a deletion, moderation or block (`isDeletedContent`).
    public var isDeletedContent: Bool {
        switch content {
        case .sndDeleted, .rcvDeleted, .sndModerated, .rcvModerated, .rcvBlocked: true
        default: false
        }
    }

    /// Items that can only be deleted locally (`showLocalDelete`): all but the end-to-end
    /// encryption notices and the chat banner.
    public var showsLocalDelete: Bool {
        switch content {
        case .sndDirectE2EEInfo, .rcvDirectE2EEInfo, .sndGroupE2EEInfo, .rcvGroupE2EEInfo, .chatBanner: false
        default: true
        }
    }

    /// `canBeDeletedForSelf`: a message that is not live, a marked deleted item, deleted
    /// content, a mergeable item, or anything that shows local delete.
    public var canBeDeletedForSelf: Bool {
        (msgContent != nil && meta.itemLive != true) || meta.itemDeleted != nil || isDeletedContent || mergeCategory != nil || showsLocalDelete
    }
}
