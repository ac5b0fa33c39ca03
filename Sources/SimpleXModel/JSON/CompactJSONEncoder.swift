/// JSON written straight into bytes while `encode(to:)` runs: keys in the order the type
/// writes them, no intermediate tree, no sorting. It is what a store keeps, where the text is
/// read back only by a decoder; output for people and for the core uses `SimpleXJSON.encode`
/// (sorted keys). A container stays open until its parent writes its next element, or the
/// value ends: it writes in the order `Encodable` types use containers. A container used after
/// a sibling has begun, and `superEncoder`, which the model's types never use, make `encode`
/// throw instead of writing wrong JSON.
struct CompactJSONEncoder {
    /// The UTF-8 JSON of `value`.
    static func encode(_ value: some Encodable) throws -> [UInt8] {
        let writer = JSONByteWriter()
        try value.encode(to: ValueEncoder(writer: writer, level: 0))
        writer.close(downTo: 0)
        if let misuse = writer.misuse {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: misuse))
        }
        guard !writer.bytes.isEmpty else {
            throw EncodingError.invalidValue(value, EncodingError.Context(codingPath: [], debugDescription: "the value wrote nothing"))
        }
        return writer.bytes
    }
}

/// The bytes and the open containers, innermost last. Both live behind pointers: every
/// access to a class's stored array is checked for exclusivity at run time, which cost a
/// fifth of the encoding time.
final class JSONByteWriter {
    private let output: UnsafeMutablePointer<[UInt8]>
    private let open: UnsafeMutablePointer<[(isObject: Bool, hasElements: Bool, serial: Int)]>
    private var opened = 0

    init() {
        output = .allocate(capacity: 1)
        output.initialize(to: [])
        output.pointee.reserveCapacity(1024)
        open = .allocate(capacity: 1)
        open.initialize(to: [])
    }

    deinit {
        output.deinitialize(count: 1)
        output.deallocate()
        open.deinitialize(count: 1)
        open.deallocate()
    }

    var bytes: [UInt8] { output.pointee }
    /// How the value used its containers in a way this writer cannot follow.
    private(set) var misuse: String?

    func refuse(_ reason: String) {
        misuse = misuse ?? reason
    }

    /// Closes containers until `count` stay open.
    func close(downTo count: Int) {
        while open.pointee.count > count {
            output.pointee.append(open.pointee.removeLast().isObject ? UInt8(ascii: "}") : UInt8(ascii: "]"))
        }
    }

    /// Opens an object or array as the container at `level`.
    private func push(object: Bool, at level: Int) -> OpenContainer {
        close(downTo: level)
        output.pointee.append(object ? UInt8(ascii: "{") : UInt8(ascii: "["))
        opened += 1
        open.pointee.append((object, false, opened))
        return OpenContainer(level: level, serial: opened)
    }

    /// The container at `level` for an encoder asking for one: the open one when it asks
    /// again (closing what was nested in it), else a new one.
    func container(object: Bool, at level: Int) -> OpenContainer {
        guard open.pointee.count > level, open.pointee[level].isObject == object else { return push(object: object, at: level) }
        close(downTo: level + 1)
        return OpenContainer(level: level, serial: open.pointee[level].serial)
    }

    /// Starts the next element of `container`, with its key in an object.
    func beginElement(in container: OpenContainer, key: String?) {
        let level = container.level
        guard level < open.pointee.count, open.pointee[level].serial == container.serial else {
            refuse("a container was used after a sibling began")
            return
        }
        close(downTo: level + 1)
        if open.pointee[level].hasElements {
            output.pointee.append(UInt8(ascii: ","))
        } else {
            open.pointee[level].hasElements = true
        }
        if let key {
            write(key)
            output.pointee.append(UInt8(ascii: ":"))
        }
    }

    /// Starts an element of `container` that is itself a container.
    func beginNested(in container: OpenContainer, key: String?, object: Bool) -> OpenContainer {
        beginElement(in: container, key: key)
        return push(object: object, at: container.level + 1)
    }

    /// `superEncoder` would need its value written later, in place: it is refused.
    func unsupportedSuperEncoder(at level: Int) -> any Encoder {
        refuse("superEncoder is not supported")
        return ValueEncoder(writer: self, level: level + 1)
    }

    /// Writes `value` of a nested encoder at `level`: `{}` if it wrote nothing.
    func write(_ value: some Encodable, level: Int) throws {
        let start = output.pointee.count
        try value.encode(to: ValueEncoder(writer: self, level: level))
        if output.pointee.count == start {
            output.pointee.append(contentsOf: [UInt8(ascii: "{"), UInt8(ascii: "}")])
        }
    }

    /// A JSON string: runs of plain bytes are copied whole; quotes, backslashes and control
    /// characters are escaped.
    func write(_ text: String) {
        var text = text
        output.pointee.append(UInt8(ascii: "\""))
        text.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                output.pointee.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                output.pointee.append(contentsOf: Self.escape(byte))
                start = index + 1
            }
            output.pointee.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        output.pointee.append(UInt8(ascii: "\""))
    }

    private static func escape(_ byte: UInt8) -> [UInt8] {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): [UInt8(ascii: "\\"), byte]
        case UInt8(ascii: "\n"): Array(#"\n"#.utf8)
        case UInt8(ascii: "\r"): Array(#"\r"#.utf8)
        case UInt8(ascii: "\t"): Array(#"\t"#.utf8)
        default: Array(#"\u00"#.utf8) + [hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    func writeLiteral(_ text: String) {
        output.pointee.append(contentsOf: text.utf8)
    }

    func write(_ number: Double) throws {
        guard number.isFinite else {
            throw EncodingError.invalidValue(number, EncodingError.Context(codingPath: [], debugDescription: "JSON has no \(number)"))
        }
        writeLiteral("\(number)")
    }
}

/// The encoder a value writes itself to; its container is the one at `level`.
struct ValueEncoder: Encoder {
    let writer: JSONByteWriter
    let level: Int
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(ObjectWriter<Key>(writer: writer, container: writer.container(object: true, at: level)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        ArrayWriter(writer: writer, container: writer.container(object: false, at: level))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        SingleValueWriter(writer: writer, level: level)
    }
}

private struct SingleValueWriter: SingleValueEncodingContainer {
    let writer: JSONByteWriter
    let level: Int
    var codingPath: [any CodingKey] { [] }

    mutating func encodeNil() throws { writer.writeLiteral("null") }
    mutating func encode(_ value: Bool) throws { writer.writeLiteral(value ? "true" : "false") }
    mutating func encode(_ value: String) throws { writer.write(value) }
    mutating func encode(_ value: Double) throws { try writer.write(value) }
    mutating func encode(_ value: Float) throws { try writer.write(Double(value)) }
    mutating func encode(_ value: Int) throws { writer.writeLiteral(String(value)) }
    mutating func encode(_ value: Int8) throws { writer.writeLiteral(String(value)) }
    mutating func encode(_ value: Int16) throws { writer.writeLiteral(String(value)) }
    mutating func encode(_ value: Int32) throws { writer.writeLiteral(String(value)) }
    mutating func encode(_ value: Int64) throws { writer.writeLiteral(String(value)) }
    mutating func encode(_ value: UInt) throws { writer.writeLiteral(String(value)) }
    mutating func encode(_ value: UInt8) throws { writer.writeLiteral(String(value)) }
    mutating func encode(_ value: UInt16) throws { writer.writeLiteral(String(value)) }
    mutating func encode(_ value: UInt32) throws { writer.writeLiteral(String(value)) }
    mutating func encode(_ value: UInt64) throws { writer.writeLiteral(String(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws { try writer.write(value, level: level) }
}

private struct ObjectWriter<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let writer: JSONByteWriter
    let container: OpenContainer
    var codingPath: [any CodingKey] { [] }

    private func value(_ key: Key) -> SingleValueWriter {
        writer.beginElement(in: container, key: key.stringValue)
        return SingleValueWriter(writer: writer, level: container.level + 1)
    }

    mutating func encodeNil(forKey key: Key) throws { var slot = value(key); try slot.encodeNil() }
    mutating func encode(_ value: Bool, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }
    mutating func encode(_ value: Int, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { var slot = self.value(key); try slot.encode(value) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        KeyedEncodingContainer(ObjectWriter<NestedKey>(writer: writer, container: writer.beginNested(in: container, key: key.stringValue, object: true)))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        ArrayWriter(writer: writer, container: writer.beginNested(in: container, key: key.stringValue, object: false))
    }

    mutating func superEncoder() -> any Encoder {
        writer.unsupportedSuperEncoder(at: container.level)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        writer.unsupportedSuperEncoder(at: container.level)
    }
}

private struct ArrayWriter: UnkeyedEncodingContainer {
    let writer: JSONByteWriter
    let container: OpenContainer
    private(set) var count = 0
    var codingPath: [any CodingKey] { [] }

    init(writer: JSONByteWriter, container: OpenContainer) {
        self.writer = writer
        self.container = container
    }

    private mutating func next() -> SingleValueWriter {
        count += 1
        writer.beginElement(in: container, key: nil)
        return SingleValueWriter(writer: writer, level: container.level + 1)
    }

    mutating func encodeNil() throws { var slot = next(); try slot.encodeNil() }
    mutating func encode(_ value: Bool) throws { var slot = next(); try slot.encode(value) }
    mutating func encode(_ value: String) throws { var slot = next(); try slot.encode(value) }
    mutating func encode(_ value: Double) throws { var slot = next(); try slot.encode(value) }
    mutating func encode(_ value: Int64) throws { var slot = next(); try slot.encode(value) }
    mutating func encode(_ value: Int) throws { var slot = next(); try slot.encode(value) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        var slot = next()
        try slot.encode(value)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        count += 1
        return KeyedEncodingContainer(ObjectWriter<NestedKey>(writer: writer, container: writer.beginNested(in: container, key: nil, object: true)))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        count += 1
        return ArrayWriter(writer: writer, container: writer.beginNested(in: container, key: nil, object: false))
    }

    mutating func superEncoder() -> any Encoder {
        writer.unsupportedSuperEncoder(at: container.level)
    }
}

/// An open container: its nesting level, and which one at that level it is.
struct OpenContainer {
    let level: Int
    let serial: Int
}
