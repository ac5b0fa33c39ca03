import ChatTimeline
import Foundation
import Localization
import SimpleXModel
import Testing
import TestSupport

/// A direct chat's info (the apps' `ChatInfoView`; issue 38 "Contact info"): its rows by what
/// the contact the core sent says, and their words.
@Suite struct ContactInfoTests {
    /// The demo's bob, changed by `change`.
    static func bob(_ change: (inout Contact) -> Void = { _ in }) -> Contact {
        guard case var .direct(contact) = Fixtures.bob.chatInfo else { preconditionFailure("bob is a direct chat") }
        contact.activeConn = .ready()
        contact.chatSettings.sendRcpts = nil
        contact.profile.contactLink = nil
        contact.profile.fullName = ""
        contact.mergedPreferences.timedMessages.enabled = PrefEnabled(forContact: false, forUser: false)
        change(&contact)
        return contact
    }

    /// Each row of the contact's info as "title: detail", section by section.
    static func rows(_ contact: Contact, userSendsReceipts: Bool = true) -> [String] {
        ContactInfoSections(contact: contact, userSendsReceipts: userSendsReceipts).sections.flatMap { section in
            section.rows.map { row in [row.title(.english), row.detail(.english)].compactMap(\.self).joined(separator: ": ") }
        }
    }

    static let cases: [(String, Contact, Bool, [String])] = [
        ("a plain contact", bob(), true,
         ["Verify security code", "Disappearing messages: off", "Send receipts: on (default)", "E2E encryption: Standard", "Clear chat", "Delete contact"]),
        ("verified, quantum resistant", bob {
            $0.activeConn?.connectionCode = SecurityCode(securityCode: "12345", verifiedAt: ChatItems.time(0))
            $0.activeConn?.pqSndEnabled = true
            $0.activeConn?.pqRcvEnabled = true
        }, true, ["View security code", "Disappearing messages: off", "Send receipts: on (default)", "E2E encryption: Quantum resistant", "Clear chat", "Delete contact"]),
        ("quantum resistant one way only", bob { $0.activeConn?.pqSndEnabled = true }, true,
         ["Verify security code", "Disappearing messages: off", "Send receipts: on (default)", "E2E encryption: Standard", "Clear chat", "Delete contact"]),
        ("receipts off by the user's default, disappearing after a day", bob {
            $0.mergedPreferences.timedMessages.enabled = PrefEnabled(forContact: true, forUser: true)
            $0.userPreferences.timedMessages = TimedMessagesPreference(allow: .yes, ttl: 86_400)
        }, false, ["Verify security code", "Disappearing messages: 1 day", "Send receipts: off (default)", "E2E encryption: Standard", "Clear chat", "Delete contact"]),
        ("receipts on for this contact, disappearing allowed by the user only", bob {
            $0.chatSettings.sendRcpts = true
            $0.mergedPreferences.timedMessages.enabled = PrefEnabled(forContact: false, forUser: true)
        }, false, ["Verify security code", "Disappearing messages: off", "Send receipts: on", "E2E encryption: Standard", "Clear chat", "Delete contact"]),
        ("no connection, an address", bob {
            $0.activeConn = nil
            $0.profile.contactLink = "https://simplex.chat/contact#/?v=2&smp=x"
        }, true, ["Verify security code", "Disappearing messages: off", "Send receipts: on (default)",
                  "Share address: https://simplex.chat/contact#/?v=2&smp=x", "Clear chat", "Delete contact"]),
    ]

    @Test("contactInfoRows: the settings, the encryption when connected, the address when shared, clear and delete", arguments: cases.indices)
    func contactInfoRows(_ index: Int) {
        let (name, contact, receipts, expected) = Self.cases[index]
        #expect(Self.rows(contact, userSendsReceipts: receipts) == expected, "\(name)")
    }

    @Test("the header: the name, ✓ once verified, and a full name only when it says more")
    func theHeader() {
        let plain = ContactInfoSections(contact: Self.bob { $0.profile.fullName = $0.profile.displayName })
        #expect(plain.name == "bob" && !plain.verified && plain.fullName == nil)
        let full = ContactInfoSections(contact: Self.bob {
            $0.profile.fullName = "Bob Brown"
            $0.activeConn?.connectionCode = SecurityCode(securityCode: "1", verifiedAt: ChatItems.time(0))
        })
        #expect(full.verified && full.fullName == "Bob Brown")
    }

    @Test("the address's footer names the contact; developer tools add the local name and database ID")
    func footerAndDeveloperTools() {
        let info = ContactInfoSections(contact: Self.bob { $0.profile.contactLink = "link" }, developerTools: true)
        #expect(info.sections.first { $0.kind == .address }?.footer?.text(.english) == "You can share this address with your contacts to let them connect with bob.")
        #expect(info.sections.last?.rows == [.localName("bob"), .databaseID(Self.bob().contactId)])
        #expect(info.sections.map(\.kind) == [.settings, .encryption, .address, .danger, .developer])
    }

    @Test("disappearingMessagesText: the largest whole unit, as the apps write a timed message's time",
          arguments: [(DisappearingMessages.off, "off"), (.after(seconds: nil), "on"), (.after(seconds: 30), "30 seconds"), (.after(seconds: 1), "1 second"),
                      (.after(seconds: 300), "5 minutes"), (.after(seconds: 3_600), "1 hour"), (.after(seconds: 90), "90 seconds"),
                      (.after(seconds: 86_400), "1 day"), (.after(seconds: 1_209_600), "2 weeks"), (.after(seconds: 2_592_000), "1 month"),
                      (.after(seconds: 172_800), "2 days")])
    func disappearingMessagesText(_ disappearing: DisappearingMessages, _ text: String) {
        #expect(disappearing.text(.english) == text)
    }
}
