import SimpleXModel

/// Mentions with completion (issue 11 "the compose bar"): typing `@` and the start of a
/// member's name in a group offers the matching members; Tab writes the first, as
/// `ComposeState.mention` names it (at most three mentions, a suffix for a name two members
/// share).
extension ClientState {
    /// The members matching the `@word` before the compose bar's cursor, at most five.
    func mentionCandidates(in chat: ChatState) -> [GroupMember] {
        let word = chat.editor.wordBeforeCursor
        guard word.hasPrefix("@"), let me = chat.info.groupInfo?.membership.groupMemberId else { return [] }
        let typed = word.dropFirst().lowercased()
        return Array(chat.members.filter { member in
            member.groupMemberId != me && member.memberStatus.isCurrent && member.memberProfile.displayName.lowercased().hasPrefix(typed)
        }.prefix(5))
    }
}

extension ClientModel {
    /// Completes the `@word` before the cursor with the first candidate; false when there is none.
    mutating func completeMention() -> Bool {
        guard var chat = state.chat, let member = state.mentionCandidates(in: chat).first else { return false }
        guard let name = chat.compose.mention(member.memberProfile.displayName, groupMemberId: member.groupMemberId) else {
            state.status = "At most three mentions in a message"
            return true
        }
        let written = name.contains(" ") ? "@'\(name)' " : "@\(name) "
        chat.editor.replaceWordBeforeCursor(with: written)
        state.chat = chat
        return true
    }
}
