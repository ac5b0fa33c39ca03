import Foundation
import SimpleXModel

/// The store's tables, each behind the rows that own its statements (`Schema` defines them):
/// the rules of `ChatStore` read and write chats, items, members and the rest as values, and
/// never write SQL. Transactions stay with the rules, as one command is one transaction.
struct StoreRows {
    var users: UserRows
    var chats: ChatRows
    var items: ItemRows
    let settings: SettingRows
    let peers: PeerRows
    let members: MemberRows
    let relays: RelayRows
    let groupLinks: GroupLinkRows
    let connections: ConnectionRows
    let events: EventRows

    /// The rows of `database`; items read are dated by `now` (whether they are still editable
    /// and deletable).
    init(_ database: SQLiteDatabase, now: @escaping @Sendable () -> Date) {
        users = UserRows(database)
        chats = ChatRows(database)
        items = ItemRows(database, now: now)
        settings = SettingRows(database)
        peers = PeerRows(database)
        members = MemberRows(database)
        relays = RelayRows(database)
        groupLinks = GroupLinkRows(database)
        connections = ConnectionRows(database)
        events = EventRows(database)
    }
}

extension ChatRef {
    /// The chat's key columns, `chat_type` and `chat_id`, as statement values.
    var keyValues: [SQLiteValue] {
        [.text(chatType.rawValue), .integer(chatId)]
    }

    /// The chat whose key columns are `type` and `id`; nil when `type` is NULL.
    init?(type: String?, id: Int64) {
        guard let type else { return nil }
        self.init(chatId: id, chatType: ChatType(rawValue: type))
    }
}

extension Date {
    /// The time in whole microseconds since 1970, as the store writes times (`item_ts`,
    /// `delete_at`, `version_ts`): items sort by it.
    var microsecondsSince1970: Int64 {
        Int64((timeIntervalSince1970 * 1_000_000).rounded())
    }
}
