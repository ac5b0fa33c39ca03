/// A command to the core, in the form the core's command parser reads (`text`); the same string
/// goes through the C API (`chat_send_cmd`) and the WebSocket API (`WebSocketCommand.cmd`).
/// Each case's documentation gives its syntax; the replies are `ChatResponse` members.
public enum ChatCommand: Hashable, Sendable {
    // MARK: User and chat lifecycle

    /// `/user`: the active user (`activeUser`).
    case showActiveUser
    /// `/_start`: start the chat (`chatStarted`, `chatRunning`).
    case startChat
    /// `/users`: every profile with its unread count (`usersList`).
    case listUsers
    /// `/_stop`: stop the chat before the store closes (`chatStopped`).
    case stopChat
    /// `/_create user JSON`: make the first (or another) profile and make it active (`activeUser`).
    case createActiveUser(NewUser)
    /// `/_user USER[ "PASSWORD"]`: make another profile the active one (`activeUser`); a hidden
    /// profile needs its password.
    case setActiveUser(userId: Int64, viewPwd: String? = nil)
    /// `/_hide user USER "PASSWORD"`: hide the profile behind a password, muted (`userPrivacy`).
    case hideUser(userId: Int64, viewPwd: String)
    /// `/_unhide user USER "PASSWORD"`: show the hidden profile again (`userPrivacy`).
    case unhideUser(userId: Int64, viewPwd: String)
    /// `/_profile USER JSON`: the profile's new name, full name, picture or preferences, sent to
    /// its contacts (`userProfileUpdated`, `userProfileNoChange`).
    case updateProfile(userId: Int64, Profile)
    /// `/_set theme user USER[ JSON]`: the profile's theme, including its default chat layout;
    /// nil removes it (`cmdOk`).
    case setUserTheme(userId: Int64, UIThemeEntityOverrides?)

    // MARK: Loading

    /// `/_get chats USER[ pcc=on] count=N JSON`: chat previews (`apiChats`).
    case getChats(userId: Int64, pendingConnections: Bool = false, pagination: PaginationByTime = .last(count: 5000), query: ChatListQuery = .filters(favorite: false, unread: false))
    /// `/_get chat REF[ content=TAG] PAGINATION[ search=TEXT]`: a page of a chat (`apiChat`).
    /// The search takes the rest of the line; an empty search is left out. The bot API leaves this
    /// command out of its generated docs and libraries, so its syntax follows the core's own
    /// parser: the `/_get chat` rule and `chatPaginationP` of `src/Simplex/Chat/Library/Commands.hs`
    /// (simplex-wire §3.1).
    case getChat(ChatRef, pagination: ChatPagination, contentTag: MsgContentTag? = nil, search: String? = nil)
    /// `/_get item info REF ID`: versions, delivery and origin of an item (`chatItemInfo`).
    case getItemInfo(ChatRef, itemId: Int64)

    // MARK: Sending and editing

    /// `/_send REF[(as_group=on)][ live=on][ ttl=N][ sign=on] json [MESSAGES]` (`newChatItems`).
    /// `asGroup` posts to a channel as the channel (owners only).
    case send(ChatRef, asGroup: Bool = false, live: Bool = false, ttl: Int? = nil, sign: Bool = false, messages: [ComposedMessage])
    /// `/_create *FOLDER json [MESSAGES]`: items in a note folder (`newChatItems`).
    case createNoteItems(noteFolderId: Int64, messages: [ComposedMessage])
    /// `/_update item REF ID[ live=on] json MESSAGE`: edit (`chatItemUpdated`, `chatItemNotChanged`).
    case update(ChatRef, itemId: Int64, live: Bool = false, message: UpdatedMessage)
    /// `/_report #GROUP ID reason=REASON[ TEXT]`: report a member's item to moderators (`newChatItems`).
    case report(groupId: Int64, itemId: Int64, reason: ReportReason, text: String = "")
    /// `/_forward plan REF IDS`: what forwarding these items needs (`forwardPlan`).
    case forwardPlan(from: ChatRef, itemIds: [Int64])
    /// `/_forward TO[ as_group=on] FROM IDS[ ttl=N]`: forward items (`newChatItems`).
    case forward(to: ChatRef, asGroup: Bool = false, from: ChatRef, itemIds: [Int64], ttl: Int? = nil)

    // MARK: Deleting

    /// `/_delete item REF IDS MODE`: delete for me (`internal`), for everyone (`broadcast`),
    /// mark deleted (`internalMark`) or keep history (`history`) (`chatItemsDeleted`).
    case deleteItems(ChatRef, itemIds: [Int64], mode: CIDeleteMode)
    /// `/_delete member item #GROUP IDS`: moderate members' items (`chatItemsDeleted`).
    case deleteMemberItems(groupId: Int64, itemIds: [Int64])
    /// `/_archive reports #GROUP`: archive all reports (`cmdOk`).
    case archiveReports(groupId: Int64)
    /// `/_delete reports #GROUP IDS MODE`: archive reports (the menu's Archive report): for me
    /// (`internalMark`) or for all moderators (`broadcast`) (`chatItemsDeleted`).
    case deleteReports(groupId: Int64, itemIds: [Int64], mode: CIDeleteMode)
    /// `/_clear chat REF`: delete all items of a chat for me (`chatCleared`).
    case clearChat(ChatRef)
    /// `/_delete REF MODE`: delete the chat (`contactDeleted`, `groupDeletedUser`, …);
    /// MODE is `full`, `entity` or `messages`, with ` notify=off` when the peer is not told.
    case deleteChat(ChatRef, mode: ChatDeleteMode)

    // MARK: Reactions and reading

    /// `/_reaction REF ID on|off JSON`: add or remove a reaction (`chatItemReaction`).
    case reaction(ChatRef, itemId: Int64, add: Bool, reaction: MsgReaction)
    /// `/_reaction members USER #GROUP ID JSON`: who reacted (`reactionMembers`).
    case reactionMembers(userId: Int64, groupId: Int64, itemId: Int64, reaction: MsgReaction)
    /// `/_read chat REF`: mark the whole chat read (`cmdOk`).
    case readChat(ChatRef)
    /// `/_read chat items REF IDS`: mark items read (`itemsReadForChat`).
    case readItems(ChatRef, itemIds: [Int64])
    /// `/_unread chat REF on|off`: the chat's unread mark (`cmdOk`).
    case markChatUnread(ChatRef, unread: Bool)

    // MARK: Connecting

    /// `/_connect plan USER LINK`: what a link is and whether it is known (`connectionPlan`,
    /// with the link as the core prepared it).
    case connectPlan(userId: Int64, link: String)
    /// `/_connect USER[ FULL[ SHORT]]`: connect by a prepared link (`sentConfirmation`,
    /// `sentInvitation`, `contactAlreadyExists`).
    case connect(userId: Int64, link: CreatedConnLink?)
    /// `/_connect USER[ incognito=on]`: a new one-time invitation link (`invitation`).
    case addContact(userId: Int64, incognito: Bool = false)
    /// `/_address USER`: make the user's address (`userContactLinkCreated`).
    case createAddress(userId: Int64)
    /// `/_show_address USER`: the user's address (`userContactLink`).
    case showAddress(userId: Int64)
    /// `/_accept ID`: accept a contact request (`acceptingContactRequest`).
    case acceptContact(contactRequestId: Int64)
    /// `/_reject ID`: reject a contact request, unnoticed by its sender (`contactRequestRejected`).
    case rejectContact(contactRequestId: Int64)

    // MARK: Files

    /// `/freceive ID[ approved_relays=on][ PATH]`: accept a file, into `PATH` or the core's
    /// files folder (`rcvFileAccepted`, `rcvFileAcceptedSndCancelled`); `approvedRelays`: the
    /// user agreed to receive it through relays they do not know.
    case receiveFile(fileId: Int64, approvedRelays: Bool = false, path: String? = nil)
    /// `/fcancel ID`: stop sending or receiving a file (`sndFileCancelled`, `rcvFileCancelled`).
    case cancelFile(fileId: Int64)

    // MARK: Groups and members

    /// `/_group USER[ incognito=on] JSON`: a new group (`groupCreated`).
    case newGroup(userId: Int64, incognito: Bool = false, profile: GroupProfile)
    /// `/_public group USER[ incognito=on] RELAYS JSON`: a new channel through relays (`publicGroupCreated`).
    case newChannel(userId: Int64, incognito: Bool = false, relayIds: [Int64], profile: GroupProfile)
    /// `/_info #GROUP`: the group (`groupInfo`).
    case groupInfo(groupId: Int64)
    /// `/_members #GROUP`: the members (`groupMembers`).
    case members(groupId: Int64)
    /// `/_info #GROUP MEMBER`: a member with its connection (`groupMemberInfo`).
    case memberInfo(groupId: Int64, groupMemberId: Int64)
    /// `/_add #GROUP CONTACT ROLE`: invite a contact (`sentGroupInvitation`).
    case addMember(groupId: Int64, contactId: Int64, role: GroupMemberRole)
    /// `/_join #GROUP`: accept a group invitation (`userAcceptedGroupSent`).
    case joinGroup(groupId: Int64)
    /// `/_accept member #GROUP MEMBER ROLE`: admit a member waiting for review (`memberAccepted`).
    case acceptMember(groupId: Int64, groupMemberId: Int64, role: GroupMemberRole)
    /// `/_member role #GROUP MEMBERS ROLE` (`membersRoleUser`).
    case setMembersRole(groupId: Int64, groupMemberIds: [Int64], role: GroupMemberRole)
    /// `/_block #GROUP MEMBERS blocked=on|off`: block or unblock for all (`membersBlockedForAllUser`).
    case blockMembersForAll(groupId: Int64, groupMemberIds: [Int64], blocked: Bool)
    /// `/_member settings #GROUP MEMBER JSON`: block for me (`showMessages: false`) (`cmdOk`).
    case setMemberSettings(groupId: Int64, groupMemberId: Int64, settings: GroupMemberSettings)
    /// `/_remove #GROUP MEMBERS[ messages=on]`: remove members, with their messages (`userDeletedMembers`).
    case removeMembers(groupId: Int64, groupMemberIds: [Int64], withMessages: Bool = false)
    /// `/_leave #GROUP` (`leftMemberUser`).
    case leaveGroup(groupId: Int64)
    /// `/_group_profile #GROUP JSON`: name, image, welcome message (`description`), preferences (`groupUpdated`).
    case updateGroupProfile(groupId: Int64, profile: GroupProfile)
    /// `/_set alias #GROUP TEXT`: the local alias; empty removes it (`groupAliasUpdated`).
    case setGroupAlias(groupId: Int64, alias: String)

    // MARK: Group links

    /// `/_create link #GROUP ROLE` (`groupLinkCreated`).
    case createGroupLink(groupId: Int64, role: GroupMemberRole = .member)
    /// `/_set link role #GROUP ROLE` (`groupLink`).
    case setGroupLinkRole(groupId: Int64, role: GroupMemberRole)
    /// `/_get link #GROUP` (`groupLink`).
    case getGroupLink(groupId: Int64)
    /// `/_delete link #GROUP` (`groupLinkDeleted`).
    case deleteGroupLink(groupId: Int64)

    // MARK: Channel relays

    /// `/_get relays #GROUP`: the channel's relays (`groupRelays`; owners only).
    case getRelays(groupId: Int64)
    /// `/_add relays #GROUP RELAYS` (`groupRelaysAdded`, `groupRelaysAddFailed`).
    case addRelays(groupId: Int64, relayIds: [Int64])
    /// `/_relay allow #GROUP`: a relay operator clears a rejection (`relayGroupAllowed`).
    case allowRelayGroup(groupId: Int64)

    // MARK: Chat settings

    /// `/_ttl USER REF SECONDS|default`: the chat's message TTL; nil is the user's default (`cmdOk`).
    case setChatTTL(userId: Int64, ChatRef, seconds: Int64?)
    /// `/_ttl USER SECONDS`: the user's default message TTL; 0 keeps messages (`cmdOk`).
    case setUserTTL(userId: Int64, seconds: Int64)
    /// `/_ttl USER`: the user's default message TTL (`chatItemTTL`).
    case getUserTTL(userId: Int64)
    /// `/_settings REF JSON`: notifications, receipts, favourite (`cmdOk`).
    case setChatSettings(ChatRef, ChatSettings)
    /// `/_set theme REF[ JSON]`: the chat's theme and layout override; nil removes it (`cmdOk`).
    case setTheme(ChatRef, UIThemeEntityOverrides?)
}
