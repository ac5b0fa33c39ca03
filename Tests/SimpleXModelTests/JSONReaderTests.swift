import Foundation
import SimpleXModel
import Testing

/// The pull reader's own rules (`JSONReader`): where a document breaks JSON's syntax, the
/// nesting limit, strings and numbers as JSONDecoder reads them.
@Suite struct JSONReaderTests {
    private func value(_ json: String) throws(JSONReadError) -> JSONValue {
        try JSONReader.read(JSONValue.self, from: Data(json.utf8))
    }

    @Test(arguments: [
        (#"{"a" 1}"#, "not valid JSON: expected ':' after a key at byte 5"),
        ("[1 2]", "not valid JSON: expected ',' or ']' at byte 3"),
        ("", "not valid JSON: unexpected end of input at byte 0"),
        (#"{"a":1} x"#, "not valid JSON: unexpected 'x' after the value at byte 8"),
        (#""abc"#, "not valid JSON: unterminated string at byte 4"),
        ("[tru]", "not valid JSON: invalid literal at byte 1"),
        ("[,]", "not valid JSON: unexpected ',' at byte 1"),
        (#"{"a":1,,}"#, "not valid JSON: expected a key at byte 7"),
    ])
    func syntaxErrorNamesTheByte(json: String, message: String) {
        #expect(throws: JSONReadError.self) { try value(json) }
        do {
            _ = try value(json)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test(arguments: [(512, true), (513, false)])
    func nestingStopsAt512Levels(depth: Int, reads: Bool) {
        let json = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let result = Result { () throws(JSONReadError) in try value(json) }
        if reads {
            #expect(throws: Never.self) { try result.get() }
        } else {
            #expect(throws: JSONReadError(.syntax("nested deeper than 512 levels"), at: 512)) { try result.get() }
        }
    }

    @Test(arguments: [
        (#""\ud83d\ude00\u00e9\n\t\"\\\/""#, "😀é\n\t\"\\/"),
        (#""plain ascii""#, "plain ascii"),
        (#""ñ and 👍🏽""#, "ñ and 👍🏽"),
        (#""\u0000""#, "\u{0}"),
    ])
    func stringsAreUnescaped(json: String, text: String) throws {
        #expect(try value(json) == .string(text))
    }

    /// A string's end is found eight bytes at a time: a quote, a backslash, a control
    /// character or a non-ASCII byte stops the scan wherever it falls in a word, and the
    /// string reads as JSONDecoder reads it (or fails as it does).
    @Test(arguments: [
        [UInt8(ascii: "\"")], [UInt8(ascii: "\\"), UInt8(ascii: "n")], [UInt8(ascii: "\\"), UInt8(ascii: "\"")], [0x01], [0x1F], [0x7F],
        Array("é".utf8), Array("👍".utf8), [0xFF], [0xC3],
    ])
    func stringsEndWhereverTheirSpecialByteFalls(special: [UInt8]) throws {
        for position in 0..<20 {
            for tail in [0, 1, 9] {
                let text = Array(repeating: UInt8(ascii: "a"), count: position) + special + Array(repeating: UInt8(ascii: "b"), count: tail)
                let json = Data([UInt8(ascii: "\"")] + text + [UInt8(ascii: "\"")])
                let expected = try? JSONDecoder().decode(String.self, from: json)
                let read = try? JSONReader.read(String.self, from: json)
                #expect(read == expected, "\(text) at \(position)")
            }
        }
    }

    /// A key or a tag with escapes matches the name it spells, in every form of a union.
    @Test(arguments: [
        (#"{"type":"te\u0078t","text":"a"}"#, MsgContent.text(text: "a")),
        (#"{"\u0074ype":"text","\u0074ext":"b"}"#, .text(text: "b")),
        (#"{"text":"c","t\u0079pe":"text"}"#, .text(text: "c")),
        (#"{"te\u0078t":{"text":"d"}}"#, .text(text: "d")),
    ])
    func escapedKeysMatchTheirNames(json: String, expected: MsgContent) throws {
        #expect(try JSONReader.read(MsgContent.self, from: Data(json.utf8)) == expected)
        #expect(try JSONDecoder().decode(MsgContent.self, from: Data(json.utf8)) == expected)
    }

    /// A timestamp with the text of the one before it reuses its date; any other is parsed.
    @Test(arguments: [
        (["2024-05-06T07:08:09Z", "2024-05-06T07:08:09Z", "2024-05-06T07:08:10Z"], [1_714_979_289.0, 1_714_979_289, 1_714_979_290]),
        (["2024-05-06T07:08:09.5Z", "2024-05-06T07:08:09Z", "2024-05-06T07:08:09.5Z"], [1_714_979_289.5, 1_714_979_289, 1_714_979_289.5]),
        (["2024-05-06T07:08:09Z", "2024-05-06T07:08:0\\u0039Z", "2024-05-06T07:08:09Z"], [1_714_979_289.0, 1_714_979_289, 1_714_979_289]),
    ])
    func repeatedTimestampsReadAlike(texts: [String], seconds: [Double]) throws {
        let json = #"{"createdAt":"\#(texts[0])","itemTs":"\#(texts[1])","updatedAt":"\#(texts[2])","itemId":1,"itemStatus":{"type":"rcvRead"},"itemText":""}"#
        let meta = try JSONReader.read(CIMeta.self, from: Data(json.utf8))
        #expect([meta.createdAt, meta.itemTs, meta.updatedAt].map(\.timeIntervalSince1970) == seconds)
    }

    @Test(arguments: [#""\ud800""#, #""\udc00""#, #""\ud83d\u0041""#, #""\x""#, #""\u12""#, "\"a\u{1}b\""])
    func brokenStringsAreUnreadable(json: String) {
        #expect(throws: JSONReadError.self) { try JSONReader.read(String.self, from: Data(json.utf8)) }
        do {
            _ = try JSONReader.read(String.self, from: Data(json.utf8))
        } catch {
            #expect(!error.isDecodingError && !error.isSyntax, "\(error)")
        }
    }

    @Test(arguments: [
        ("1.0", JSONValue.integer(1)), ("1e2", .integer(100)), ("-0", .integer(0)), ("1.5", .number(1.5)),
        ("9223372036854775807", .integer(.max)), ("9223372036854775808", .number(9_223_372_036_854_775_808)),
    ])
    func freeNumbersAreIntegersWhenWhole(json: String, expected: JSONValue) throws {
        #expect(try value(json) == expected)
    }

    @Test(arguments: [("9007199254740993.0", Int64(9_007_199_254_740_993)), ("12e3", 12_000), ("-9223372036854775808", .min)])
    func integersReadAsJSONDecoderReadsThem(json: String, expected: Int64) throws {
        #expect(try JSONReader.read(Int64.self, from: Data(json.utf8)) == expected)
    }
}
