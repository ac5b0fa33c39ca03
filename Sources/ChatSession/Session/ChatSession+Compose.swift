import ChatTimeline
import SimpleXModel

/// The compose bar (simplex-view-logic §8): its text is the session's (a face reports what is
/// typed), Enter sends it as `ComposeState.command(to:)` says — a command line, a message with
/// its quote and mentions, an edit, a forward or a report — and a live message streams as it
/// is typed.
extension ChatSession {
    mutating func draftChanged(_ text: String) {
        guard var chat = open, chat.compose.text != text else { return }
        chat.compose.text = text
        open = chat
        changed(.compose)
        liveUpdate()
    }

    /// Sends what is composed. A command line runs (`//` sends a slash); a live message ends
    /// with its text; an empty bar sends nothing. The bar empties once the core took it.
    mutating func send() {
        guard var chat = open, !chat.compose.inProgress else { return }
        if chat.compose.context == .none, !chat.compose.isLive {
            switch SlashCommand.parse(chat.compose.text, translator: t) {
            case let .command(command):
                chat.compose.text = ""
                open = chat
                setComposeText("")
                return run(command)
            case let .refused(why):
                return say(.refused(why))
            case let .message(text):
                if text != chat.compose.text {
                    chat.compose.text = text
                    setComposeText(text)
                }
            }
        }
        if let itemId = chat.compose.liveItemId {
            chat.compose.inProgress = true
            open = chat
            changed(.compose)
            ask(.run(.update(chat.ref, itemId: itemId, live: false, message: UpdatedMessage(mentions: chat.compose.mentions, msgContent: .text(text: chat.compose.text)))),
                for: .edit)
            return
        }
        chat.compose.mentions = Self.mentions(of: chat)
        guard let command = chat.compose.command(to: chat.ref) else { return }
        let purpose: Purpose = switch chat.compose.context {
        case .editing: .edit
        case .forwarding: .forward
        case .reporting: .report
        default: .send
        }
        chat.compose.inProgress = true
        open = chat
        changed(.compose)
        ask(.run(command), for: purpose)
    }

    /// The mentions a group message sends: those completed with Tab, then each other `@name` of
    /// its text that names one member (`MentionResolver`, as the CLI and `parley send` resolve
    /// them), at most three.
    static func mentions(of chat: OpenChat) -> [String: Int64] {
        guard chat.info.groupInfo != nil else { return chat.compose.mentions }
        var mentions = chat.compose.mentions
        for (name, member) in MentionResolver.mentions(in: chat.compose.text, members: chat.members)
        where mentions[name] == nil && mentions.count < MessageLimits.mentions && !mentions.values.contains(member) {
            mentions[name] = member
        }
        return mentions.filter { chat.compose.text.contains("@" + $0.key) || chat.compose.text.contains("@'" + $0.key + "'") }
    }

    /// The compose bar after its message went out: empty, with no context, the view at the
    /// newest line.
    mutating func sent() {
        guard open != nil else { return }
        open?.compose = ComposeState()
        setComposeText("")
        if open?.timeline.window.newestLoaded == true { hint(.newest) } else { reload(at: .newest) }
    }

    /// Escape in the compose bar: the reply, edit, forward or report is cancelled (an edit's text
    /// goes with it).
    mutating func cancelCompose() {
        guard let chat = open, chat.compose.context != .none else { return }
        let text = chat.compose.isEditing ? "" : chat.compose.text
        open?.compose = ComposeState(text: text, mentions: chat.compose.mentions)
        setComposeText(text)
    }

    /// Starts a live message (Alt-L): what is typed so far is sent as live, and every change
    /// after it updates the item, until Enter ends it.
    mutating func startLive() {
        guard let chat = open, !chat.compose.isLive, chat.compose.context == .none, chat.compose.text.contains(where: { !$0.isWhitespace }) else {
            return say(.liveNeedsText)
        }
        ask(.run(.send(chat.ref, live: true, messages: [ComposedMessage(mentions: chat.compose.mentions, msgContent: .text(text: chat.compose.text))])), for: .live)
    }

    /// The live message's new text, sent as it is typed.
    mutating func liveUpdate() {
        guard let chat = open, let itemId = chat.compose.liveItemId, !chat.compose.inProgress else { return }
        ask(.run(.update(chat.ref, itemId: itemId, live: true, message: UpdatedMessage(mentions: chat.compose.mentions, msgContent: .text(text: chat.compose.text)))),
            for: .live)
    }

    /// Finishes the live message as it stands (issue 18): leaving its chat, switching chats or
    /// quitting sends its text as final, once, and empties the compose bar.
    mutating func finishLive() {
        guard let chat = open, let itemId = chat.compose.liveItemId else { return }
        let message = UpdatedMessage(mentions: chat.compose.mentions, msgContent: .text(text: chat.compose.text))
        open?.compose = ComposeState()
        setComposeText("")
        ask(.run(.update(chat.ref, itemId: itemId, live: false, message: message)), for: .liveFinished)
    }

    /// `/f PATH` or a file chosen: the file sent as a file message, quoting the reply if any.
    /// `~` is the home folder; a relative path starts in the working directory.
    mutating func sendFile(_ path: String) {
        guard let chat = open else { return say(.fileNeedsOpenChat) }
        let home = configuration.home
        let expanded = path == "~" || path.hasPrefix("~/") ? (home ?? "~") + path.dropFirst() : path
        let absolute = expanded.hasPrefix("/") ? expanded : Self.joined(configuration.workingDirectory, expanded)
        guard let command = chat.compose.fileCommand(absolute, to: chat.ref) else { return say(.attachmentsOff) }
        open?.compose.context = .none
        changed(.compose)
        ask(.run(command), for: .send)
    }

    static func joined(_ folder: String, _ path: String) -> String {
        folder.hasSuffix("/") ? folder + path : folder + "/" + path
    }

    /// A mention of `member` in the compose bar (`ComposeState.mention`: at most three, a
    /// suffix for a name two members share).
    mutating func mention(_ member: GroupMember) {
        guard open != nil else { return }
        guard open?.compose.mention(member.memberProfile.displayName, groupMemberId: member.groupMemberId) != nil else { return say(.tooManyMentions) }
        changed(.compose)
    }

    /// The members that `@word` (the word before the cursor) may mention, at most five: current
    /// members other than the user whose names start with what follows the `@`.
    public func mentionCandidates(for word: String) -> [GroupMember] {
        guard word.hasPrefix("@"), let chat = open, let me = chat.info.groupInfo?.membership.groupMemberId else { return [] }
        let typed = word.dropFirst().lowercased()
        return Array(chat.members.filter { member in
            member.groupMemberId != me && member.memberStatus.isCurrent && member.memberProfile.displayName.lowercased().hasPrefix(typed)
        }.prefix(5))
    }

    /// The name `member` is written with after `@` in the open chat's message (its suffixed
    /// name when two share it), quoted when it has a space.
    public func mentionText(of member: GroupMember) -> String? {
        guard let name = open?.compose.mentions.first(where: { $0.value == member.groupMemberId })?.key else { return nil }
        return name.contains(" ") ? "@'\(name)' " : "@\(name) "
    }

    /// Up in an empty compose bar (as the SimpleX apps do, D7): the user's newest message that
    /// can be edited is edited, its banner saying so.
    mutating func editLastSent() {
        guard let chat = open, chat.compose.context == .none, chat.compose.text.isEmpty,
              let item = chat.timeline.window.items.first(where: { $0.chatDir.isSent && $0.meta.editable && $0.msgContent?.text.isEmpty == false }) else { return }
        open?.compose = ComposeState.editing(item)
        setComposeText(open?.compose.text ?? "")
    }

    /// Asks for the draft to be written in an editor; refused during a live message, whose
    /// every change is sent as it is typed.
    mutating func editInEditor() {
        guard let chat = open else { return }
        guard !chat.compose.isLive else { return say(.editorDuringLive) }
        emit(.editDraft(chat.compose.text))
    }

    /// The editor closed: its text is the draft (without the newlines editors end a file
    /// with), unsent; or why not.
    mutating func editorClosed(_ outcome: EditorOutcome) {
        switch outcome {
        case let .edited(text):
            guard open != nil else { return }
            var draft = Substring(text)
            while draft.last?.isNewline == true { draft.removeLast() }
            open?.compose.text = String(draft)
            setComposeText(String(draft))
            say(.fromEditor)
        case let .failed(reason):
            say(.editorFailed(reason))
        }
    }
}
