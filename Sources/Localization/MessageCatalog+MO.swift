extension MessageCatalog {
    /// The catalog in the bytes of a GNU `.mo` file (the gettext manual, "The Format of GNU MO
    /// Files"): the magic number in either byte order, the count of strings, the tables of
    /// originals and translations; every string checked to lie inside the file and to be UTF-8,
    /// and the header's `Plural-Forms` read. A damaged file is a `CatalogError`, never a crash.
    /// O(n) in the size of the file.
    public convenience init(mo bytes: [UInt8], language: String) throws(CatalogError) {
        let file = MOFile(bytes)
        guard bytes.count >= 28, let magic = file.word(at: 0, bigEndian: false) else { throw CatalogError("not a .mo file (too short)") }
        let bigEndian: Bool
        switch magic {
        case 0x9504_12DE: bigEndian = false
        case 0xDE12_0495: bigEndian = true
        default: throw CatalogError("not a .mo file (bad magic number)")
        }
        let words = (1...4).map { file.word(at: $0 * 4, bigEndian: bigEndian) ?? 0 }
        guard words[0] >> 16 <= 1 else { throw CatalogError("unknown .mo revision \(words[0] >> 16)") }
        let (count, originals, translations) = (Int(words[1]), Int(words[2]), Int(words[3]))
        guard count <= bytes.count / 16 else { throw CatalogError("\(count) strings cannot fit in \(bytes.count) bytes") }
        var entries: [String: [String]] = [:]
        var header = ""
        for index in 0..<count {
            let original = try file.string(table: originals, index: index, bigEndian: bigEndian)
            let translation = try file.string(table: translations, index: index, bigEndian: bigEndian)
            let msgid = original.split(separator: "\0", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            if msgid.isEmpty {
                header = translation
            } else {
                entries[msgid] = translation.split(separator: "\0", omittingEmptySubsequences: false).map(String.init)
            }
        }
        let rule = try PluralRule(header: header)
        self.init(language: language, entries: entries, pluralRule: rule)
    }
}

/// The bytes of a `.mo` file, read by offset with bounds checked.
private struct MOFile {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The 32-bit word at `offset`, nil past the end.
    func word(at offset: Int, bigEndian: Bool) -> UInt32? {
        guard offset >= 0, offset + 4 <= bytes.count else { return nil }
        let four = bytes[offset..<offset + 4].map(UInt32.init)
        return bigEndian ? four[0] << 24 | four[1] << 16 | four[2] << 8 | four[3]
                         : four[3] << 24 | four[2] << 16 | four[1] << 8 | four[0]
    }

    /// String `index` of the table at `table`: its length and offset, then its UTF-8 bytes.
    func string(table: Int, index: Int, bigEndian: Bool) throws(CatalogError) -> String {
        let entry = table + index * 8
        guard let length = word(at: entry, bigEndian: bigEndian), let offset = word(at: entry + 4, bigEndian: bigEndian) else {
            throw CatalogError("string table entry \(index) lies past the end")
        }
        let (start, end) = (Int(offset), Int(offset) + Int(length))
        guard end < bytes.count else { throw CatalogError("string \(index) lies past the end") }
        guard let text = String(validating: bytes[start..<end], as: UTF8.self) else {
            throw CatalogError("string \(index) is not UTF-8 (write the .po in UTF-8)")
        }
        return text
    }
}
