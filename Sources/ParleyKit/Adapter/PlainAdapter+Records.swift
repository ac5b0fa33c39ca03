import Foundation
import SimpleXModel

extension PlainAdapter {
    /// `sender` as the core's contact, `image` their picture: active, every feature on (reactions, files, voice…).
    static func contact(_ sender: PlainSender, image: String?) -> Contact {
        let on = ContactUserPreference(contactPreference: SimplePreference(allow: .yes), enabled: PrefEnabled(forContact: true, forUser: true),
                                       userPreference: .user(preference: SimplePreference(allow: .yes)))
        return Contact(chatDeleted: false, chatSettings: ChatSettings(enableNtfs: .all, favorite: false), contactGrpInvSent: false, contactId: 1,
                       contactStatus: .active, contactUsed: true, createdAt: epoch, localDisplayName: sender.name,
                       mergedPreferences: ContactUserPreferences(calls: on, files: on, fullDelete: on, reactions: on, sessions: on, timedMessages: on, voice: on),
                       profile: profile(sender, image: image), updatedAt: epoch, userPreferences: Preferences())
    }

    /// `sender` as a connected member numbered `number` (its `groupMemberId`: who a run of
    /// messages is from), of the role their label names (no label is no role), `image` their picture.
    static func member(_ sender: PlainSender, number: Int64, image: String?) -> GroupMember {
        GroupMember(blockedByAdmin: false, createdAt: epoch, groupId: 1, groupMemberId: number, indexInGroup: number, invitedBy: .user,
                    localDisplayName: sender.name, memberCategory: .invitee, memberChatVRange: VersionRange(maxVersion: 16, minVersion: 1),
                    memberContactProfileId: number, memberId: sender.id, memberProfile: profile(sender, image: image),
                    memberRole: GroupMemberRole(rawValue: sender.role ?? ""), memberSettings: GroupMemberSettings(showMessages: true),
                    memberStatus: .connected, updatedAt: epoch)
    }

    /// A group called `name` of `count` members, the user's `membership` among them, every
    /// feature on.
    static func groupInfo(_ name: String, membership: GroupMember, count: Int) -> GroupInfo {
        let preferences = FullGroupPreferences(
            comments: CommentsGroupPreference(enable: .off), directMessages: RoleGroupPreference(enable: .on), files: RoleGroupPreference(enable: .on),
            fullDelete: GroupPreference(enable: .off), history: GroupPreference(enable: .on), reactions: GroupPreference(enable: .on),
            reports: GroupPreference(enable: .on), sessions: RoleGroupPreference(enable: .off), signMessages: GroupPreference(enable: .off),
            simplexLinks: RoleGroupPreference(enable: .on), support: SupportGroupPreference(enable: .off),
            timedMessages: TimedMessagesGroupPreference(enable: .on), voice: RoleGroupPreference(enable: .on))
        return GroupInfo(chatSettings: ChatSettings(enableNtfs: .all, favorite: false), createdAt: epoch, fullGroupPreferences: preferences, groupId: 1,
                         groupProfile: GroupProfile(displayName: name, fullName: ""), groupSummary: GroupSummary(currentMembers: Int64(count)),
                         localAlias: "", localDisplayName: name, membersRequireAttention: 0, membership: membership, updatedAt: epoch, useRelays: false)
    }

    /// The profile the chat shows for `sender`, with the picture `image` (a `data:` URI).
    static func profile(_ sender: PlainSender, image: String?) -> LocalProfile {
        LocalProfile(displayName: sender.name, fullName: "", image: image, localAlias: "")
    }
}
