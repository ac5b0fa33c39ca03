import Localization

extension ContactInfoRow {
    /// The row's label in `t`'s language.
    public func title(_ t: Translator) -> String {
        switch self {
        case let .securityCode(verified): verified ? t.tr("View security code") : t.tr("Verify security code")
        case .disappearingMessages: t.tr("Disappearing messages")
        case .sendReceipts: t.tr("Send receipts")
        case .encryption: t.tr("E2E encryption")
        case .address: t.tr("Share address")
        case .clearChat: t.tr("Clear chat")
        case .deleteContact: t.tr("Delete contact")
        case .localName: t.tr("Local name")
        case .databaseID: t.tr("Database ID")
        }
    }

    /// The text beside the label, if any, in `t`'s language: whether a setting is on, the
    /// encryption's kind, the address itself, the developer's values.
    public func detail(_ t: Translator) -> String? {
        switch self {
        case .securityCode, .clearChat, .deleteContact: nil
        case let .disappearingMessages(disappearing): disappearing.text(t)
        case let .sendReceipts(on, byDefault):
            byDefault ? (on ? t.tr("on (default)", context: "send receipts") : t.tr("off (default)", context: "send receipts"))
                : (on ? t.tr("on", context: "send receipts") : t.tr("off", context: "send receipts"))
        case let .encryption(quantumResistant): quantumResistant ? t.tr("Quantum resistant") : t.tr("Standard", context: "encryption")
        case let .address(link): link
        case let .localName(name): name
        case let .databaseID(id): String(id)
        }
    }
}

extension ContactInfoSection.Kind {
    /// The text above the section, if any, in `t`'s language.
    public func heading(_ t: Translator) -> String? {
        switch self {
        case .address: t.tr("Address", context: "contact info")
        case .developer: t.tr("For console")
        case .settings, .encryption, .danger: nil
        }
    }
}

extension ContactInfoSection.Footer {
    /// The footer in `t`'s language.
    public func text(_ t: Translator) -> String {
        switch self {
        case let .shareAddress(name): t.tr("You can share this address with your contacts to let them connect with {name}.", ["name": name])
        }
    }
}

extension DisappearingMessages {
    /// "off", "on", or the time after which messages disappear ("1 day", "2 weeks"), as the
    /// apps' preference writes it: the largest whole unit of months (30 days), weeks, days,
    /// hours, minutes and seconds.
    public func text(_ t: Translator) -> String {
        switch self {
        case .off: return t.tr("off", context: "disappearing messages")
        case .after(nil): return t.tr("on", context: "disappearing messages")
        case let .after(seconds?):
            let units: [(seconds: Int, text: (Int) -> String)] = [
                (2_592_000, { t.trPlural("{count} month", "{count} months", $0) }),
                (604_800, { t.trPlural("{count} week", "{count} weeks", $0) }),
                (86_400, { t.trPlural("{count} day", "{count} days", $0) }),
                (3_600, { t.trPlural("{count} hour", "{count} hours", $0) }),
                (60, { t.trPlural("{count} minute", "{count} minutes", $0) }),
            ]
            for unit in units where seconds >= unit.seconds && seconds % unit.seconds == 0 {
                return unit.text(seconds / unit.seconds)
            }
            return t.trPlural("{count} second", "{count} seconds", seconds)
        }
    }
}
