import Foundation
import SimpleXModel

/// The demo's long chat: a contact "history" with 100,000 messages, one every 20 minutes for
/// almost four years, for scrolling, search and jumping far back.
enum DemoHistory {
    static let count: Int64 = 100_000
    static let contactId: Int64 = 5
    static let profile = LocalProfile(displayName: "history", fullName: "100,000 messages", localAlias: "", profileId: 300)

    /// Message `index` (0-based), with id `firstId + index`: every fifth is the user's, one in
    /// seven is formatted, and they end just before the showcase's first day.
    static func item(_ index: Int64, firstId: Int64) -> ChatItem {
        let text = index % 7 == 0 ? "Message \(index + 1) with *bold* and `code`" : "Message \(index + 1) of the long history"
        return DemoSeed.message(firstId + index, text, sent: index % 5 == 0, at: DemoShowcase.start.addingTimeInterval(Double(index - count) * 1200))
    }
}
