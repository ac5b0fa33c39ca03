/// The rows of `local_connection_links` (the one-time invitations and addresses the store's
/// profiles made, by token) and `local_contact_requests` (requests sent to an address).
struct ConnectionRows {
    private let database: SQLiteDatabase

    init(_ database: SQLiteDatabase) {
        self.database = database
    }

    /// Writes profile `userId`'s new link; its id.
    func addLink(_ link: LocalLink, userId: Int64) throws -> Int64 {
        try database.statement("INSERT INTO local_connection_links (token, kind, user_id) VALUES (?, ?, ?)")
            .bind(.text(link.token), .text(link.kind.rawValue), .integer(userId)).run()
        return try lastRowId()
    }

    /// The id and the owner of the stored `link`, or nil when it is not stored (used, or
    /// never made here).
    func link(_ link: LocalLink) throws -> (linkId: Int64, owner: Int64)? {
        try database.statement("SELECT link_id, user_id FROM local_connection_links WHERE token = ? AND kind = ?")
            .bind(.text(link.token), .text(link.kind.rawValue)).firstRow { ($0.integer(0), $0.integer(1)) }
    }

    /// Profile `userId`'s address and its id, or nil.
    func address(of userId: Int64) throws -> (LocalLink, linkId: Int64)? {
        try database.statement("SELECT token, link_id FROM local_connection_links WHERE user_id = ? AND kind = 'address'").bind(.integer(userId))
            .firstRow { row in row.text(0).map { (LocalLink(kind: .address, token: $0), row.integer(1)) } }
    }

    /// Removes link `linkId`.
    func removeLink(_ linkId: Int64) throws {
        try database.statement("DELETE FROM local_connection_links WHERE link_id = ?").bind(.integer(linkId)).run()
    }

    /// Writes a request of profile `senderId` to profile `ownerId`'s address; its id.
    func addRequest(to ownerId: Int64, from senderId: Int64) throws -> Int64 {
        try database.statement("INSERT INTO local_contact_requests (user_id, from_user_id) VALUES (?, ?)").bind(.integer(ownerId), .integer(senderId)).run()
        return try lastRowId()
    }

    /// The owner and the sender of request `requestId`, or nil.
    func request(_ requestId: Int64) throws -> (owner: Int64, sender: Int64)? {
        try database.statement("SELECT user_id, from_user_id FROM local_contact_requests WHERE contact_request_id = ?").bind(.integer(requestId))
            .firstRow { ($0.integer(0), $0.integer(1)) }
    }

    /// Removes request `requestId`.
    func removeRequest(_ requestId: Int64) throws {
        try database.statement("DELETE FROM local_contact_requests WHERE contact_request_id = ?").bind(.integer(requestId)).run()
    }

    private func lastRowId() throws -> Int64 {
        try database.statement("SELECT last_insert_rowid()").integerValue()
    }
}
