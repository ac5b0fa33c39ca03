import SimpleXModel

extension Arguments {
    /// `--chat REF`: the core's `@2`, `#1`, `*1`, or a contact's number.
    func chatRef() throws(UsageError) -> ChatRef {
        guard let text = value("--chat") else { throw UsageError(CLILocale.translator.tr("--chat REF is required (@CONTACT, #GROUP, *NOTES)")) }
        if let ref = ChatRef(text: text) { return ref }
        if let id = Int64(text) { return .direct(id) }
        throw UsageError(CLILocale.translator.tr("{value} is not a chat reference (@CONTACT, #GROUP, *NOTES)", ["value": text]))
    }
}
