import ChatBackend
import Foundation
import SimpleXMarkdown
import SimpleXModel

/// The local bots: a contact whose `customData` has `"parleyBot": "echo"` answers each
/// message with its text; `"longAnswer"` streams a long answer as a live message, a few words
/// at a time, as language-model bots do — the case the terminal layout exists for.
extension ChatStore {
    enum Bot: String {
        case echo
        case longAnswer
    }

    /// The bot behind a direct chat, if it is one.
    func bot(_ info: ChatInfo) -> Bot? {
        guard case let .direct(contact) = info, let name = contact.customData?["parleyBot"]?.stringValue else { return nil }
        return Bot(rawValue: name)
    }

    /// Lets the bot of `ref` answer `text`.
    func answer(_ bot: Bot, in ref: ChatRef, to text: String) throws {
        switch bot {
        case .echo:
            _ = try receive(ref, text: "echo: " + text, live: false)
        case .longAnswer:
            let words = Self.longAnswer(to: text).split(separator: " ").map(String.init)
            let item = try receive(ref, text: words.first ?? "", live: true)
            answering.append(Task { await self.stream(words, into: item, in: ref) })
        }
    }

    /// Waits until every bot has finished answering (a one-shot command waits for this, so that
    /// no answer is left half-written when its process ends).
    public func waitForBots() async {
        while let task = answering.popLast() {
            await task.value
        }
    }

    /// A received message in `ref`, published as `newChatItems`.
    func receive(_ ref: ChatRef, text: String, live: Bool) throws -> ChatItem {
        let info = try chatInfo(ref)
        let time = now()
        let item = try database.transaction { () throws -> ChatItem in
            var item = try makeItem(.rcvMsgContent(msgContent: .text(text: text)), text: text, direction: .directRcv, at: time)
            item.setMessage(.text(text: text))
            item.meta.itemLive = live ? true : nil
            try rows.items.insert(item, into: ref)
            return item
        }
        publish(.newChatItems(chatItems: [AChatItem(chatInfo: info, chatItem: item)], user: try currentUser()))
        return item
    }

    /// Streams the answer into the live `item` a word at a time. When a step fails (the chat
    /// deleted meanwhile, a storage error) the message is ended where it stands: it does not
    /// stay live for ever.
    private func stream(_ words: [String], into item: ChatItem, in ref: ChatRef) async {
        var item = item
        for count in 2...max(2, words.count) {
            try? await ticker.sleep(for: Self.streamStep)
            item.setMessage(.text(text: words.prefix(count).joined(separator: " ")))
            item.meta.itemLive = count < words.count ? true : nil
            item.meta.updatedAt = now()
            guard update(item, in: ref) else {
                item.meta.itemLive = nil
                _ = update(item, in: ref)
                return
            }
        }
    }

    /// The pause between two words of a streamed answer.
    static let streamStep: Duration = .milliseconds(120)

    /// Saves `item` and publishes the change; false when that failed.
    private func update(_ item: ChatItem, in ref: ChatRef) -> Bool {
        do {
            try publishing {
                let info = try chatInfo(ref)
                try database.transaction { try rows.items.save(item, in: ref) }
                publish(.chatItemUpdated(chatItem: AChatItem(chatInfo: info, chatItem: item), user: try currentUser()))
            }
            return true
        } catch {
            return false
        }
    }

    static func longAnswer(to question: String) -> String {
        """
        Good question: "\(question.prefix(60))". Here is a *longer* answer, written word by word.\n\n\
        1. Parley keeps every acknowledged message in SQLite.\n\
        2. The timeline re-merges only the rows an event touches.\n\
        3. Markdown is parsed `exactly` as the core parses it.\n\n\
        That is all — ask again any time.
        """
    }
}
