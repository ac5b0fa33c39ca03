import ChatBackend
import Foundation
import SimpleXModel

/// Starting conversations between the store's local profiles (issue 18 "Commands", issue 19):
/// one-time invitation links, addresses and contact requests, through the core's commands and
/// answered with the core's replies and events. A link is one this store made (`LocalLink`):
/// the embedded core connects its own profiles; a link of the SimpleX network needs the real
/// core, and says so.
extension ChatStore {
    /// `/_connect USER`: a new one-time invitation link of `userId`.
    func addContact(userId: Int64) throws -> ChatResponse {
        let user = try user(userId)
        let link = LocalLink(kind: .invitation, token: Self.newToken())
        let linkId = try rows.connections.addLink(link, userId: userId)
        return .invitation(connLinkInvitation: link.created, connection: pending(linkId, link, at: now()), user: user)
    }

    /// `/_connect plan USER LINK`: what the link is, seen by `userId`.
    func connectPlan(userId: Int64, link text: String) throws -> ChatResponse {
        let user = try user(userId)
        let (link, _, owner) = try storedLink(text)
        let own = owner == userId
        let plan: ConnectionPlan = switch link.kind {
        case .invitation: .invitationLink(invitationLinkPlan: own ? .ownLink : .ok(contactSLinkData_: nil, ownerVerification: nil))
        case .address: .contactAddress(contactAddressPlan: own ? .ownLink : .ok(contactSLinkData_: nil, ownerVerification: nil))
        }
        return .connectionPlan(connLink: link.created, connectionPlan: plan, otherSimplexName: nil, planSimplexName: nil, user: user)
    }

    /// `/_connect USER LINK`: by an invitation, the two profiles are contacts at once (both get
    /// `contactConnected`); by an address, its owner gets a contact request.
    func connect(userId: Int64, link created: CreatedConnLink?) throws -> ChatResponse {
        guard let created else { throw ChatBackendError(.invalidCommand, "/_connect without a link makes an invitation: /_connect USER") }
        let user = try user(userId)
        let (link, linkId, ownerId) = try storedLink(created.connShortLink ?? created.connFullLink)
        guard ownerId != userId else { throw ChatBackendError(.notAllowed, "this is your own link: give it to someone else") }
        let owner = try self.user(ownerId)
        return try database.transaction {
            switch link.kind {
            case .invitation:
                try rows.connections.removeLink(linkId)
                try makeContacts(user, owner)
                return .sentConfirmation(connection: pending(linkId, link, at: now()), customUserProfile: nil, user: user)
            case .address:
                let request = try requestContact(from: user, to: owner, linkId: linkId, token: link.token)
                let chat = AChat(chatInfo: .contactRequest(contactRequest: request), chatStats: .nothingUnread)
                publish(.receivedContactRequest(chat_: chat, contactRequest: request, user: owner))
                return .sentInvitation(connection: pending(linkId, link, at: now()), customUserProfile: nil, user: user)
            }
        }
    }

    /// `/_address USER`: the profile's address, made once.
    func createAddress(userId: Int64) throws -> ChatResponse {
        let user = try user(userId)
        guard try rows.connections.address(of: userId) == nil else { throw ChatBackendError(.invalidCommand, "\(user.profile.displayName) has an address already: /_show_address shows it") }
        let link = LocalLink(kind: .address, token: Self.newToken())
        _ = try rows.connections.addLink(link, userId: userId)
        return .userContactLinkCreated(connLinkContact: link.created, user: user)
    }

    /// `/_show_address USER`.
    func showAddress(userId: Int64) throws -> ChatResponse {
        let user = try user(userId)
        guard let (link, linkId) = try rows.connections.address(of: userId) else { throw ChatBackendError(.unknownChat, "\(user.profile.displayName) has no address: /_address makes one") }
        let contactLink = UserContactLink(addressSettings: AddressSettings(businessAddress: false), connLinkContact: link.created,
                                          shortLinkDataSet: false, shortLinkLargeDataSet: false, userContactLinkId: linkId)
        return .userContactLink(contactLink: contactLink, user: user)
    }

    /// `/_accept ID`: the request's sender and the address's owner become contacts.
    func acceptContact(_ requestId: Int64) throws -> ChatResponse {
        let (_, owner, sender) = try storedRequest(requestId)
        return try database.transaction {
            try removeRequest(requestId)
            let contact = try makeContacts(owner, sender)
            return .acceptingContactRequest(contact: contact, user: owner)
        }
    }

    /// `/_reject ID`: the request goes, and its sender is not told.
    func rejectContact(_ requestId: Int64) throws -> ChatResponse {
        let (request, owner, _) = try storedRequest(requestId)
        try database.transaction { try removeRequest(requestId) }
        return .contactRequestRejected(contactRequest: request, contact_: nil, user: owner)
    }

    // MARK: Links and requests in the store

    private static func newToken() -> String {
        (0..<16).map { _ in String(format: "%02x", UInt8.random(in: 0...255)) }.joined()
    }

    /// The stored link `text` names: a link of no local profile, or one used, is an error that
    /// says so.
    private func storedLink(_ text: String) throws -> (LocalLink, linkId: Int64, owner: Int64) {
        guard let link = LocalLink(text) else {
            throw ChatBackendError(.unsupported, "this is not a link of this store's profiles: the embedded core connects its own profiles; a SimpleX link needs the real core (--connect or --core-lib)")
        }
        guard let (linkId, owner) = try rows.connections.link(link) else { throw ChatBackendError(.unknownChat, "this link was used or deleted") }
        return (link, linkId, owner)
    }

    /// The pending connection a link stands for, as the core reports it.
    private func pending(_ linkId: Int64, _ link: LocalLink, at time: Date) -> PendingContactConnection {
        PendingContactConnection(connLinkInv: link.kind == .invitation ? link.created : nil, createdAt: time, localAlias: "", pccAgentConnId: link.token,
                                 pccConnId: linkId, pccConnStatus: .new, updatedAt: time, viaContactUri: link.kind == .address)
    }

    /// A contact of each profile for the other, their chats linked; each profile is told.
    /// Returns `one`'s contact.
    @discardableResult
    private func makeContacts(_ one: User, _ other: User) throws -> Contact {
        let time = now()
        let mine = Contact.local(try rows.chats.nextId(.direct), peer: other, of: one, localName: try newLocalName(other.profile.displayName, of: one.userId), at: time)
        try rows.chats.save(.direct(contact: mine), .direct(mine.contactId), userId: one.userId)
        let theirs = Contact.local(try rows.chats.nextId(.direct), peer: one, of: other, localName: try newLocalName(one.profile.displayName, of: other.userId), at: time)
        try rows.chats.save(.direct(contact: theirs), .direct(theirs.contactId), userId: other.userId)
        try linkChats(.direct(mine.contactId), .direct(theirs.contactId))
        publish(.contactConnected(contact: mine, user: one, userCustomProfile: nil))
        publish(.contactConnected(contact: theirs, user: other, userCustomProfile: nil))
        return mine
    }

    /// A contact request of `sender` to `owner`'s address, listed as a chat of `owner`.
    private func requestContact(from sender: User, to owner: User, linkId: Int64, token: String) throws -> UserContactRequest {
        let requestId = try rows.connections.addRequest(to: owner.userId, from: sender.userId)
        let time = now()
        let request = UserContactRequest(agentInvitationId: token, cReqChatVRange: VersionRange(maxVersion: 16, minVersion: 1), contactRequestId: requestId, createdAt: time,
                                         localDisplayName: try newLocalName(sender.profile.displayName, of: owner.userId), pqSupport: true, profile: sender.profile, profileId: sender.profile.profileId ?? 0,
                                         updatedAt: time, userContactLinkId_: linkId)
        try rows.chats.save(.contactRequest(contactRequest: request), Self.requestRef(request.contactRequestId), userId: owner.userId)
        return request
    }

    private func storedRequest(_ requestId: Int64) throws -> (UserContactRequest, owner: User, sender: User) {
        guard let (ownerId, senderId) = try rows.connections.request(requestId) else {
            throw ChatBackendError(.unknownChat, "there is no contact request \(requestId)")
        }
        guard case let .contactRequest(request) = try chatInfo(Self.requestRef(requestId)) else {
            throw ChatBackendError(.unknownChat, "there is no contact request \(requestId)")
        }
        guard ownerId == (try currentUser()).userId else { throw ChatBackendError(.notAllowed, "the contact request \(requestId) is another profile's") }
        return (request, try user(ownerId), try user(senderId))
    }

    private func removeRequest(_ requestId: Int64) throws {
        try rows.connections.removeRequest(requestId)
        try rows.chats.remove(Self.requestRef(requestId))
    }

    /// Where a contact request is kept among the chats (the core's `<@ID`).
    static func requestRef(_ requestId: Int64) -> ChatRef {
        ChatRef(chatId: requestId, chatType: .unrecognized("contactRequest"))
    }
}
