import SimpleXModel

/// The sections of a direct chat's info (the apps' `ChatInfoView`; issue 38 "Contact info"):
/// the contact's name, verified mark and full name above; then its settings, its connection's
/// encryption, the address it shared, clearing and deleting the chat, and the developer's
/// values when asked. Read from the contact the core sent with the chat: no core call.
public struct ContactInfoSections: Hashable, Sendable {
    /// The contact's display name.
    public let name: String
    /// The user verified the connection's security code.
    public let verified: Bool
    /// The full name, when it says more than the display name.
    public let fullName: String?
    /// The sections top to bottom.
    public let sections: [ContactInfoSection]

    /// The info of `contact`; `userSendsReceipts` is the user's default for contacts
    /// (`User.sendRcptsContacts`), which a contact's own setting overrides; `developerTools`
    /// adds the local name and database ID.
    public init(contact: Contact, userSendsReceipts: Bool = true, developerTools: Bool = false) {
        name = contact.profile.displayName
        verified = contact.activeConn?.connectionCode != nil
        let full = contact.profile.fullName
        fullName = full.isEmpty || full == contact.profile.displayName ? nil : full
        var sections = [ContactInfoSection(.settings, rows: [
            .securityCode(verified: verified),
            .disappearingMessages(Self.disappearingAfter(contact)),
            .sendReceipts(on: contact.chatSettings.sendRcpts ?? userSendsReceipts, byDefault: contact.chatSettings.sendRcpts == nil),
        ])]
        if let connection = contact.activeConn {
            sections.append(ContactInfoSection(.encryption, rows: [.encryption(quantumResistant: connection.pqSndEnabled == true && connection.pqRcvEnabled == true)]))
        }
        if let link = contact.profile.contactLink, !link.isEmpty {
            sections.append(ContactInfoSection(.address, rows: [.address(link: link)], footer: .shareAddress(name: contact.profile.displayName)))
        }
        sections.append(ContactInfoSection(.danger, rows: [.clearChat, .deleteContact]))
        if developerTools {
            sections.append(ContactInfoSection(.developer, rows: [.localName(contact.localDisplayName), .databaseID(contact.contactId)]))
        }
        self.sections = sections
    }

    /// Disappearing messages are on when both sides allow them (`mergedPreferences.timedMessages.enabled`);
    /// their time is the user's preference for the contact, then the profile's, in seconds; nil when off.
    static func disappearingAfter(_ contact: Contact) -> DisappearingMessages {
        let enabled = contact.mergedPreferences.timedMessages.enabled
        guard enabled.forUser, enabled.forContact else { return .off }
        return .after(seconds: contact.userPreferences.timedMessages?.ttl ?? contact.profile.preferences?.timedMessages?.ttl)
    }
}

/// One section of a direct chat's info.
public struct ContactInfoSection: Hashable, Sendable {
    /// Which section it is, in the apps' order.
    public enum Kind: String, Hashable, Sendable {
        /// Security code, disappearing messages, send receipts.
        case settings
        /// The connection's end-to-end encryption.
        case encryption
        /// The address the contact shared.
        case address
        /// Clear chat, delete contact.
        case danger
        /// Developer tools: local name and database ID.
        case developer
    }

    /// The text below a section.
    public enum Footer: Hashable, Sendable {
        /// "You can share this address with your contacts to let them connect with NAME."
        case shareAddress(name: String)
    }

    /// Which section it is.
    public let kind: Kind
    /// Its rows, top to bottom.
    public let rows: [ContactInfoRow]
    /// The text below it, if any.
    public let footer: Footer?

    /// A section of `kind` holding `rows`, with `footer` below.
    public init(_ kind: Kind, rows: [ContactInfoRow], footer: Footer? = nil) {
        self.kind = kind
        self.rows = rows
        self.footer = footer
    }
}
