import ChatBackend
import ChatTimeline
import Foundation
import Localization
import SimpleXModel

/// The chat client as a value (issue 32, "One chat client, every face"): everything a client
/// knows — the user and profiles, the connection, the chat list, the open chat with its
/// timeline, compose bar, drafts, search, selection, paging and reading, forwarding,
/// downloads, one prompt, a notice, and the requests in flight — and nothing of how it is
/// drawn. `handle(_:now:)` takes one input and returns the effects to carry out and what
/// changed. No I/O, no clock, no locale of its own: the terminal client and the window both
/// drive it, and `SessionRunner` carries out what it asks of the backend.
public struct ChatSession: Sendable {
    /// What the session is set up with.
    public struct Configuration: Sendable {
        /// The items a chat keeps loaded at its newest line while messages keep coming: past
        /// twice this many the oldest are unloaded (issue 19, a flood's memory bounded).
        public var liveWindow = 300
        /// The app's default layout, below every profile's and chat's (seed 000 §9 "Activation").
        public var appLayout: ChatLayoutMode?
        /// The time zone and locale dates are written in (item info).
        public var timeZone: TimeZone
        /// The locale dates are written in.
        public var locale: Locale
        /// The user's home folder, for `~` in `/f PATH`.
        public var home: String?
        /// The folder a relative `/f PATH` starts in.
        public var workingDirectory: String
        /// The language of the session's own words (notices, prompts, command help), as the
        /// pure modules take it (issue 34): English, the msgids, by default; a face injects the
        /// user's.
        public var translator: Translator

        /// A configuration in `timeZone` and `locale`, speaking `translator`'s language; paths
        /// start at `workingDirectory`.
        public init(timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .gmt, locale: Locale = Locale(identifier: "en_US_POSIX"),
                    home: String? = nil, workingDirectory: String = "/", appLayout: ChatLayoutMode? = nil, translator: Translator = .english) {
            self.timeZone = timeZone
            self.locale = locale
            self.home = home
            self.workingDirectory = workingDirectory
            self.appLayout = appLayout
            self.translator = translator
        }
    }

    /// What the session is set up with.
    public var configuration: Configuration
    /// The active user; nil until the chat list has loaded.
    public internal(set) var user: User?
    /// The backend's connection as it last said.
    public internal(set) var connection: ConnectionState = .connected(user: nil)
    /// What the backend's core does, as the runner stated it: everything until it says.
    public internal(set) var capabilities: BackendCapabilities = .all
    /// The chat list, the most recent first, each chat with its newest item and counts.
    public internal(set) var chats: [AChat] = []
    /// The list's search, nil when not searching.
    public internal(set) var listSearch: ListSearch?
    /// The open chat, nil on the list.
    public internal(set) var open: OpenChat?
    /// Each chat's unsent draft, but the open one's (whose is `open.compose`).
    public internal(set) var drafts: [ChatRef: ComposeState] = [:]
    /// Items being forwarded while the chat to forward to is picked.
    public internal(set) var forwarding: Forwarding?
    /// Files asked for here: each is saved once the core has it.
    public internal(set) var downloads: Set<Int64> = []
    /// The profiles the profiles picker lists, in its order.
    public internal(set) var profiles = ProfileListing()
    /// The question waiting for an answer.
    public internal(set) var prompt: Prompt?
    /// What just happened, or why something was refused.
    public internal(set) var notice: Notice?
    /// The sheet over the chat (item info).
    public internal(set) var sheet: Sheet?
    /// The session asked to quit and is finishing.
    public internal(set) var isQuitting = false

    var pending: [RequestID: Purpose] = [:]
    var nextRequest: RequestID = 1
    /// Counts chats opened (and read anew): answers for an older generation are stale.
    var generation = 0
    var listLoad = ListLoad()
    var openWhenListed: ChatRef?
    var out = SessionOutput()
    var now = Date(timeIntervalSince1970: 0)
    var reportedUnread: Int?
    var earlyEvents: [ChatEvent] = []
    var earlyOverflow = false
    var draftsAsked: Set<Int64> = []

    /// A session with nothing loaded: `.start` reads the user and its chats.
    public init(configuration: Configuration = Configuration()) {
        self.configuration = configuration
    }

    /// Handles `input` at time `now`: what to do, and what changed.
    public mutating func handle(_ input: SessionInput, now: Date) -> SessionOutput {
        out = SessionOutput()
        self.now = now
        dispatch(input)
        if out.changes.contains([.list, .chat]), unreadElsewhere != reportedUnread {
            reportedUnread = unreadElsewhere
            emit(.unreadCount(unreadElsewhere))
        }
        defer { out = SessionOutput() }
        return out
    }

    /// Every request asked and not yet answered.
    public var requestsInFlight: Set<RequestID> { Set(pending.keys) }

    private mutating func dispatch(_ input: SessionInput) {
        switch input {
        case let .start(ref): start(opening: ref)
        case .reloadList: reloadList()
        case let .open(ref): open(ref, at: .firstUnread)
        case let .openAt(ref, itemId): open(ref, at: forwarding == nil ? .item(itemId) : .firstUnread)
        case let .contactRequest(id): askAboutRequest(id)
        case .leave: leave()
        case .nextUnreadChat: openNextUnread()
        case let .listSearch(text): searchList(text)
        case let .draftChanged(text): draftChanged(text)
        case .send: send()
        case .cancelCompose: cancelCompose()
        case .startLive: startLive()
        case let .sendFile(path): sendFile(path)
        case let .mention(member): mention(member)
        case .editLastSent: editLastSent()
        case .editInEditor: editInEditor()
        case let .editorClosed(outcome): editorClosed(outcome)
        case let .menu(action, row): perform(action, onRow: row)
        case let .react(emoji, add, row): react(emoji, add: add, row: row)
        case .cancelForward: cancelForward()
        case let .toggleSelected(row): toggleSelected(row)
        case let .selection(action): selection(action)
        case let .reveal(row, shown): reveal(row, shown: shown)
        case let .search(query): search(query)
        case let .goTo(itemId): goTo(itemId)
        case let .jump(itemId): jump(to: itemId, hint: .focus, loading: .quote)
        case let .stepMention(older, from): stepMention(older: older, from: from)
        case .newest: goToNewest()
        case .oldest: goToOldest()
        case let .commandLine(line): runLine(line)
        case let .newChat(choice): newChat(choice)
        case .showProfiles: showHiddenProfiles("")
        case let .switchProfile(userId): switchProfile(userId)
        case let .createProfile(name): createProfile(name)
        case let .renameProfile(choice, name): renameProfile(choice, name)
        case let .toggleProfileHidden(choice, password): toggleProfileHidden(choice, password)
        case let .showHiddenProfiles(password): showHiddenProfiles(password)
        case .groupInfo: showGroupInfo()
        case let .group(action): group(action)
        case let .contact(action): contact(action)
        case .toggleLayout: toggleLayout()
        case let .quit(force): quit(force: force)
        case let .answer(index): answer(index)
        case .dismissPrompt: setPrompt(nil)
        case .dismissSheet: setSheet(nil)
        case .dismissNotice: say(nil)
        case let .copy(text): local(.copy) { .copy($0, text) }
        case let .viewport(viewport): viewed(viewport)
        case let .core(event): apply(event)
        case let .connection(state): connectionChanged(state)
        case let .capabilities(capabilities): self.capabilities = capabilities
        case let .reply(id, result): answered(id, result)
        case let .done(id, outcome): done(id, outcome)
        case let .draftsLoaded(id, texts): draftsLoaded(id, texts)
        }
    }

    // MARK: - Emitting

    /// Asks the backend `request` for `purpose`; returns the request's id.
    @discardableResult
    mutating func ask(_ request: BackendRequest, for purpose: Purpose) -> RequestID {
        let id = take()
        pending[id] = purpose
        out.effects.append(.request(id, request))
        return id
    }

    /// A new request id, for a request or a local effect.
    mutating func take() -> RequestID {
        defer { nextRequest += 1 }
        return nextRequest
    }

    /// A local effect answered by `.done`, kept in flight for `purpose`.
    mutating func local(_ purpose: Purpose, _ effect: (RequestID) -> SessionEffect) {
        let id = take()
        pending[id] = purpose
        out.effects.append(effect(id))
    }

    mutating func emit(_ effect: SessionEffect) {
        out.effects.append(effect)
    }

    mutating func changed(_ parts: SessionChanges.Parts) {
        out.changes.parts.formUnion(parts)
    }

    mutating func hint(_ hint: ViewHint) {
        out.changes.hint = hint
    }

    /// Sets the face's compose field to `text` (the session changed it itself).
    mutating func setComposeText(_ text: String) {
        out.changes.composeText = text
        changed(.compose)
    }

    /// The translator of the session's own words.
    var t: Translator { configuration.translator }

    mutating func say(_ notice: Notice?) {
        self.notice = notice
        changed(.notice)
    }

    mutating func setPrompt(_ prompt: Prompt?) {
        self.prompt = prompt
        changed(.prompt)
    }

    mutating func setSheet(_ sheet: Sheet?) {
        self.sheet = sheet
        changed(.sheet)
    }

    /// Changes the open chat with `change`, when there is one.
    mutating func withOpen(_ change: (inout OpenChat) -> Void) {
        guard var chat = open else { return }
        change(&chat)
        open = chat
    }
}

/// The list's one reload in flight, and whether another is wanted after it.
struct ListLoad: Hashable, Sendable {
    var inFlight: RequestID?
    var again = false
}

/// Items being forwarded from a chat, while the chat to forward to is picked.
public struct Forwarding: Hashable, Sendable {
    /// The items, oldest first.
    public let items: [ChatItem]
    /// Their chat.
    public let from: ChatRef
}

/// The list's search: the text, and the chats whose messages hold it as the core found them,
/// each with its newest match.
public struct ListSearch: Hashable, Sendable {
    /// The text typed.
    public internal(set) var text: String
    /// The chats with a message holding the text, each with that message; nil until the core
    /// answered.
    public internal(set) var matches: [ChatRef: ChatItem]?
    var request: RequestID?
}

extension ChatSession {
    /// A session of `user` showing `page` of a chat as loaded, and nothing else: what a chat
    /// printed as text, a benchmark or a test draws. `layout` is the layout chosen over the
    /// resolved one.
    public init(configuration: Configuration = Configuration(), user: User?, showing page: AChat, layout: ChatLayoutMode? = nil) {
        self.init(configuration: configuration)
        self.user = user
        guard let ref = page.chatInfo.chatRef else { return }
        var chat = OpenChat(ref: ref, info: page.chatInfo)
        chat.timeline.apply(.initial(count: page.chatItems.count), page: page.chatItems, navigation: nil, stats: page.chatStats)
        chat.layoutOverride = layout
        chat.loaded = true
        open = chat
    }
}
