import Localization
import SimpleXModel

/// The text of a collapsed row (simplex-view-logic §2.6), nil for rows shown item by item and
/// for merged chat features, which show their features' icons instead (seed 000 §9 Items
/// "merged feature icons", `CIChatFeatureView.mergedFeatures`).
public enum CollapsedRowText {
    /// Group events: "A connected", "A and B connected", "A, B and C connected", "A, B and N
    /// other members connected", or "N group events", with " and K other events" when events
    /// other than connections are among them. Marked deleted items: "N messages moderated by
    /// A, B", "N messages blocked by admin", "N messages blocked", "N messages marked deleted".
    public static func text(_ row: MergedRow, translator t: Translator = .english) -> String? {
        guard row.kind == .grouped, !row.revealed, row.items.count > 1 else { return nil }
        switch row.mergeCategory {
        case .rcvGroupEvent?, .sndGroupEvent?:
            return eventsText(row.items, t)
        case .rcvItemDeleted?, .sndItemDeleted?:
            return deletedText(row.items, t)
        case .chatFeature?, nil:
            return nil
        }
    }

    private static func eventsText(_ items: [ChatItem], _ t: Translator) -> String {
        let connected = items.compactMap { item -> String? in
            guard case .rcvGroupEvent(.memberConnected) = item.content, case let .groupRcv(member) = item.chatDir else { return nil }
            return member.memberProfile.displayName
        }
        let names = connected.uniqued()
        guard !names.isEmpty else { return t.trPlural("{count} group event", "{count} group events", items.count) }
        let who = switch names.count {
        case 1: names[0]
        case 2: t.tr("{first} and {second}", ["first": names[0], "second": names[1]])
        case 3: t.tr("{first}, {second} and {third}", ["first": names[0], "second": names[1], "third": names[2]])
        default: t.trPlural("{first}, {second} and {count} other member", "{first}, {second} and {count} other members", names.count - 2,
                            ["first": names[0], "second": names[1]])
        }
        let others = items.count - connected.count
        return others > 0
            ? t.trPlural("{who} connected and {count} other event", "{who} connected and {count} other events", others, ["who": who])
            : t.tr("{who} connected", ["who": who])
    }

    private static func deletedText(_ items: [ChatItem], _ t: Translator) -> String {
        let count = items.count
        let moderators = items.compactMap { item -> String? in
            if case let .moderated(member, _)? = item.meta.itemDeleted { member.memberProfile.displayName } else { nil }
        }
        if moderators.count == count {
            return t.trPlural("{count} message moderated by {names}", "{count} messages moderated by {names}", count,
                              ["names": moderators.uniqued().joined(separator: ", ")])
        }
        let byAdmin = items.filter { if case .blockedByAdmin? = $0.meta.itemDeleted { true } else { false } }.count
        if byAdmin == count {
            return t.trPlural("{count} message blocked by admin", "{count} messages blocked by admin", count)
        }
        let blocked = items.filter { if case .blocked? = $0.meta.itemDeleted { true } else { false } }.count
        if blocked + byAdmin == count {
            return t.trPlural("{count} message blocked", "{count} messages blocked", count)
        }
        return t.trPlural("{count} message marked deleted", "{count} messages marked deleted", count)
    }
}
