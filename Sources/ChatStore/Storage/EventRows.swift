import Foundation
import SimpleXModel

/// The rows of `shared_events`: the events each connection to the file published, numbered in
/// order, for the other connections to read.
struct EventRows {
    private let database: SQLiteDatabase

    init(_ database: SQLiteDatabase) {
        self.database = database
    }

    /// Writes `event` as one of connection `connection`'s.
    func add(_ event: ChatEvent, of connection: String) throws {
        try database.statement("INSERT INTO shared_events (connection, json) VALUES (?, ?)")
            .bind(.text(connection), .utf8(SimpleXJSON.compactUTF8(event))).run()
    }

    /// Removes all but the newest `count` events.
    func keepNewest(_ count: Int64) throws {
        try database.statement("DELETE FROM shared_events WHERE seq <= (SELECT MAX(seq) FROM shared_events) - ?").bind(.integer(count)).run()
    }

    /// The number of the newest event, 0 when there is none.
    func newestSeq() throws -> Int64 {
        try database.statement("SELECT COALESCE(MAX(seq), 0) FROM shared_events").integerValue()
    }

    /// The events after number `seq`, in order, as far as they can be read: each one's number,
    /// connection and JSON.
    func events(after seq: Int64) -> [(seq: Int64, connection: String?, json: Data?)] {
        guard let statement = try? database.statement("SELECT seq, connection, json FROM shared_events WHERE seq > ? ORDER BY seq")
            .bind(.integer(seq)) else { return [] }
        var events: [(seq: Int64, connection: String?, json: Data?)] = []
        while (try? statement.step()) == true {
            events.append((statement.integer(0), statement.text(1), statement.data(2)))
        }
        return events
    }
}
