import SimpleXModel

extension SQLiteStatement {
    /// What `read` makes of each row the statement steps to, without the rows it makes nil.
    func rows<Row>(_ read: (SQLiteStatement) throws -> Row?) throws -> [Row] {
        var rows: [Row] = []
        while try step() {
            if let row = try read(self) {
                rows.append(row)
            }
        }
        return rows
    }

    /// The first row's `read`, or nil when there is no row. The statement is reset after it:
    /// left on its row, it would hold a read snapshot open.
    func firstRow<Row>(_ read: (SQLiteStatement) throws -> Row?) throws -> Row? {
        defer { reset() }
        return try step() ? read(self) : nil
    }

    /// The single value of a statement that selects one (a count, an id); the statement is
    /// reset after it, as by `firstRow`.
    func integerValue() throws -> Int64 {
        defer { reset() }
        _ = try step()
        return integer(0)
    }

    /// The value whose JSON is the text of `column`, decoded in place; nil when it is NULL.
    func decoded<Value: JSONReadable>(_ type: Value.Type, at column: Int32) throws -> Value? {
        try withText(column) { try SimpleXJSON.decode(type, from: $0) }
    }
}
