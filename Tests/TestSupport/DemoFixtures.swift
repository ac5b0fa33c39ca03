import Foundation
import SimpleXModel

/// The decoded fixtures tests share: the demo's chats (shipped with ParleyDemo) and the core's
/// recorded JSON, each read once.
public enum Fixtures {
    /// The demo group "Team" (`demo-chat.json`): alice admin, bob member, carol moderator, the
    /// user the owner.
    public static let team: AChat = demo("demo-chat", AChat.self)
    /// bob's direct chat of the demo.
    public static let bob: AChat = demo("demo-direct", AChat.self)
    /// The demo's user "you".
    public static let user: User = demo("demo-user", User.self)
    /// The user of the core's recorded JSON (`Tests/Fixtures/simplex/user.json`).
    public static let coreUser: User = decode("Tests/Fixtures/simplex/user.json", User.self)

    /// bob as a contact (@2) with every preference on for both sides.
    public static var contact: Contact {
        let profile = LocalProfile(displayName: "bob", fullName: "Bob", localAlias: "", profileId: 2)
        let enabled = ContactUserPreference(contactPreference: SimplePreference(allow: .yes), enabled: PrefEnabled(forContact: true, forUser: true),
                                            userPreference: .user(preference: SimplePreference(allow: .yes)))
        let preferences = ContactUserPreferences(calls: enabled, files: enabled, fullDelete: enabled, reactions: enabled, sessions: enabled,
                                                 timedMessages: enabled, voice: enabled)
        return Contact(chatDeleted: false, chatSettings: ChatSettings(enableNtfs: .all, favorite: false), chatTags: [], contactGrpInvSent: false,
                       contactId: 2, contactStatus: .active, contactUsed: true, createdAt: ChatItems.time(0), localDisplayName: "bob",
                       mergedPreferences: preferences, profile: profile, updatedAt: ChatItems.time(0), userPreferences: Preferences())
    }

    /// A pending connection of a one-time link just made (`pccConnId` 5).
    public static let pendingConnection: PendingContactConnection = parse(
        #"{"pccConnId":5,"pccAgentConnId":"YQ==","pccConnStatus":"new","viaContactUri":false,"localAlias":"","createdAt":"2026-11-27T08:00:00Z","updatedAt":"2026-11-27T08:00:00Z"}"#)

    /// dora's contact request (id 7) to the user's address.
    public static let contactRequest: UserContactRequest = parse(
        #"{"contactRequestId":7,"agentInvitationId":"YQ==","cReqChatVRange":{"minVersion":1,"maxVersion":16},"localDisplayName":"dora","profileId":9,"profile":{"profileId":9,"displayName":"dora","fullName":"","localAlias":""},"createdAt":"2026-11-27T08:00:00Z","updatedAt":"2026-11-27T08:00:00Z","pqSupport":true,"userContactLinkId_":1}"#)

    private static func parse<Value: JSONReadable>(_ json: String) -> Value {
        do {
            return try SimpleXJSON.decode(Value.self, from: Data(json.utf8))
        } catch {
            preconditionFailure("a shared fixture does not read: \(error)")
        }
    }

    /// A member of the team who sent one of its messages, by display name.
    public static func teamMember(_ name: String) -> GroupMember {
        guard let member = team.chatItems.senders.first(where: { $0.memberProfile.displayName == name }) else {
            preconditionFailure("the demo team has no sender named \(name)")
        }
        return member
    }

    /// An invitation to the team.
    public static var invitation: CIGroupInvitation {
        guard let info = team.chatInfo.groupInfo else { preconditionFailure("the demo team is a group") }
        return CIGroupInvitation(groupId: info.groupId, groupMemberId: 1, groupProfile: info.groupProfile, localDisplayName: info.localDisplayName, status: .pending)
    }

    /// The path of a demo file below the repository's root.
    public static func demoPath(_ name: String) -> String {
        Repository.url("Sources/ParleyDemo/Resources/\(name).json").path
    }

    private static func demo<Value: Decodable>(_ name: String, _ type: Value.Type) -> Value {
        decode("Sources/ParleyDemo/Resources/\(name).json", type)
    }

    private static func decode<Value: Decodable>(_ path: String, _ type: Value.Type) -> Value {
        do {
            return try SimpleXJSON.decode(type, from: Repository.data(path))
        } catch {
            preconditionFailure("the fixture \(path) does not decode: \(error)")
        }
    }
}
