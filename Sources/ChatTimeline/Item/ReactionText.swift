import SimpleXModel

extension CIReactionCount {
    /// The emoji of an emoji reaction, nil for another kind (seed 000 §9 Items "reactions").
    public var emoji: String? {
        if case let .emoji(emoji) = reaction { emoji } else { nil }
    }

    /// The count beside the emoji (`chatItemReactions`): shown only above one; the user's own
    /// reaction is marked through it (bold, primary), so a count of one has no mark.
    public var countText: String? {
        totalReacted > 1 ? "\(totalReacted)" : nil
    }
}

extension ChatItem {
    /// The reactions a face draws under the item: a message's, unless it is marked deleted and
    /// not revealed (`chatItemReactions`); only emoji reactions.
    public func shownReactions(revealed: Bool) -> [CIReactionCount] {
        guard msgContent != nil, meta.itemDeleted == nil || revealed else { return [] }
        return reactions.filter { $0.emoji != nil }
    }
}
