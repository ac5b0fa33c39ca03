/// Whether a contact's messages disappear, and after how long.
public enum DisappearingMessages: Hashable, Sendable {
    /// Not both sides allow them.
    case off
    /// Both allow them; after `seconds` (nil: the time is not known).
    case after(seconds: Int?)
}

/// A row of a direct chat's info.
public enum ContactInfoRow: Hashable, Sendable {
    /// "Verify security code", or "View security code" once verified.
    case securityCode(verified: Bool)
    /// "Disappearing messages" and whether they are on.
    case disappearingMessages(DisappearingMessages)
    /// "Send receipts": on or off, and whether that is the user's default.
    case sendReceipts(on: Bool, byDefault: Bool)
    /// "E2E encryption": quantum resistant or standard.
    case encryption(quantumResistant: Bool)
    /// The contact's address, to share.
    case address(link: String)
    /// "Clear chat", with its confirmation.
    case clearChat
    /// "Delete contact", with its confirmation.
    case deleteContact
    /// Developer tools: the chat's local name.
    case localName(String)
    /// Developer tools: the contact's database ID.
    case databaseID(Int64)
}
