import SimpleXModel

/// The text of a collapsed row (simplex-view-logic §2.6), nil for rows shown item by item and
/// for merged chat features, which show their features' icons instead (seed 000 §9 Items
/// "merged feature icons", `CIChatFeatureView.mergedFeatures`).
public enum CollapsedRowText {
    /// Group events: "A connected", "A and B connected", "A, B and C connected", "A, B and N
    /// other members connected", or "N group events", with " and K other events" when events
    /// other than connections are among them. Marked deleted items: "N messages moderated by
    /// A, B", "N messages blocked by admin", "N messages blocked", "N messages marked deleted".
    public static func text(_ row: MergedRow) -> String? {
        guard row.kind == .grouped, !row.revealed, row.items.count > 1 else { return nil }
        switch row.mergeCategory {
        case .rcvGroupEvent?, .sndGroupEvent?:
            return eventsText(row.items)
        case .rcvItemDeleted?, .sndItemDeleted?:
            return deletedText(row.items)
        case .chatFeature?, nil:
            return nil
        }
    }

    private static func eventsText(_ items: [ChatItem]) -> String {
        let connected = items.compactMap { item -> String? in
            guard case .rcvGroupEvent(.memberConnected) = item.content, case let .groupRcv(member) = item.chatDir else { return nil }
            return member.memberProfile.displayName
        }
        let names = connected.uniqued()
        guard !names.isEmpty else { return "\(items.count) group events" }
        let who = switch names.count {
        case 1: names[0]
        case 2: "\(names[0]) and \(names[1])"
        case 3: "\(names[0]), \(names[1]) and \(names[2])"
        default: "\(names[0]), \(names[1]) and \(names.count - 2) other members"
        }
        let others = items.count - connected.count
        return "\(who) connected" + (others > 0 ? " and \(others) other events" : "")
    }

    private static func deletedText(_ items: [ChatItem]) -> String {
        let count = items.count
        let moderators = items.compactMap { item -> String? in
            if case let .moderated(member, _)? = item.meta.itemDeleted { member.memberProfile.displayName } else { nil }
        }
        if moderators.count == count {
            return "\(count) messages moderated by \(moderators.uniqued().joined(separator: ", "))"
        }
        let byAdmin = items.filter { if case .blockedByAdmin? = $0.meta.itemDeleted { true } else { false } }.count
        if byAdmin == count {
            return "\(count) messages blocked by admin"
        }
        let blocked = items.filter { if case .blocked? = $0.meta.itemDeleted { true } else { false } }.count
        if blocked + byAdmin == count {
            return "\(count) messages blocked"
        }
        return "\(count) messages marked deleted"
    }
}
