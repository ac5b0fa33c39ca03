import ChatTimeline
import SimpleXModel

/// Quitting, the chat's layout, and drafts kept across runs (D12): quitting asks first while a
/// live message runs or drafts are unsent, saying what becomes of them; the drafts are stored
/// per profile and come back when the profile's list is read.
extension ChatSession {
    mutating func quit(force: Bool) {
        let live = open?.compose.isLive == true
        let count = draftCount
        guard force || (count == 0 && !live) || prompt != nil else {
            let message = live ? t.tr("Your live message is sent as it stands.")
                : t.trPlural("Your unsent draft is kept for next time.", "Your {count} unsent drafts are kept for next time.", count)
            return setPrompt(Prompt(.alert, title: t.tr("Quit Parley?"), message: message,
                                    choices: [Prompt.Choice(t.tr("Quit", context: "alert button"), .plain, .quit), .cancel(t)]))
        }
        isQuitting = true
        finishLive()
        keepDraft()
        storeDrafts()
        emit(.quit)
    }

    /// Unsent drafts: the open chat's and every other chat's.
    public var draftCount: Int {
        drafts.values.count { !$0.text.isEmpty } + (open?.compose.text.isEmpty == false && open?.compose.isLive == false ? 1 : 0)
    }

    /// The profile's drafts, to store (their texts).
    mutating func storeDrafts() {
        guard let user else { return }
        emit(.storeDrafts(userId: user.userId, drafts.compactMapValues { $0.text.isEmpty ? nil : $0.text }))
    }

    /// The drafts stored for the profile came: each chat without a draft of its own gets its.
    mutating func draftsLoaded(_ id: RequestID, _ texts: [ChatRef: String]) {
        guard pending.removeValue(forKey: id) != nil else { return }
        for (ref, text) in texts where drafts[ref] == nil && open?.ref != ref && !text.isEmpty {
            drafts[ref] = ComposeState(text: text)
        }
        if let ref = open?.ref, let text = texts[ref], open?.compose.text.isEmpty == true, open?.compose.context == ComposeState.Context.none {
            open?.compose.text = text
            setComposeText(text)
        }
        changed(.list)
    }

    /// The draft of chat `ref` (the open chat's compose text when it is open), for the list's
    /// "Draft:" mark.
    public func draft(of ref: ChatRef) -> String? {
        let text = open?.ref == ref ? open?.compose.text : drafts[ref]?.text
        return text?.isEmpty == false ? text : nil
    }

    /// The layout of the open chat (seed 000 §9 "Activation"): the client's choice, else the
    /// chat's theme, the contact's or group's profile, the user's theme, the app's default.
    public func layout(of chat: OpenChat) -> ChatLayoutMode {
        if let chosen = chat.layoutOverride { return chosen }
        let profile = ChatLayoutResolution.profileChatLayout(user: user, appDefault: configuration.appLayout)
        return ChatLayoutResolution.activeChatLayout(chat.info, profileLayout: profile)
    }

    /// Ctrl-T: terminal ⇄ classic for the open chat, remembered as its theme override
    /// (`/_set theme`, spec §9 "Activation": the chat's theme comes first).
    mutating func toggleLayout() {
        guard let chat = open else { return }
        let layout: ChatLayoutMode = self.layout(of: chat) == .terminal ? .classic : .terminal
        open?.layoutOverride = layout
        say(.layout(layout))
        changed([.rows, .info])
        switch chat.info {
        case .direct, .group:
            var overrides = chat.info.uiThemes ?? UIThemeEntityOverrides()
            overrides.chatLayout = layout
            ask(.run(.setTheme(chat.ref, overrides)), for: .layoutSaved)
        default:
            break
        }
    }
}
