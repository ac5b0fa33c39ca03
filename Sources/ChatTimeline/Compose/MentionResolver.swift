import SimpleXMarkdown
import SimpleXModel

/// Mentions written in a group message's text, resolved against the group's members into the
/// core's `mentions` map (issue 36 D10), as the simplex-chat CLI sends `@name` (the core's
/// `getMessageMentions`): each `@name` and `@'name with spaces'` the core's markdown reads as
/// a mention names the current member whose local name it is, else the one current member of
/// that display name; a name no member (or more than one) answers to stays plain text. At
/// most `MessageLimits.mentions` names, the first in the text, as `ComposeState.mention`
/// allows. `parley send` and the compose bar resolve alike.
public enum MentionResolver {
    /// The mentions of `text` among `members` (the group's members but the user): name as
    /// written after `@` → `groupMemberId`. - Complexity: O(text + mentions × members).
    public static func mentions(in text: String, members: [GroupMember]) -> [String: Int64] {
        let names = MessageText.mentionedNames(InlineMarkdown.formattedText(text) ?? [])
        let current = members.filter(\.memberStatus.isCurrent)
        var mentions: [String: Int64] = [:]
        for name in names where mentions[name] == nil {
            guard mentions.count < MessageLimits.mentions else { break }
            if let member = member(named: name, among: current) {
                mentions[name] = member.groupMemberId
            }
        }
        return mentions
    }

    /// The member `name` stands for: by local name, else the only one of that display name.
    static func member(named name: String, among members: [GroupMember]) -> GroupMember? {
        if let member = members.first(where: { $0.localDisplayName == name }) { return member }
        let named = members.filter { $0.memberProfile.displayName == name }
        return named.count == 1 ? named[0] : nil
    }
}
