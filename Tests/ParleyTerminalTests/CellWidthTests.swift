import ChatLayout
import Foundation
import Testing
import TestSupport

/// Issue 11 "Terminal handling": widths by grapheme cluster, checked against an independent
/// table (Debian's python3-wcwidth).
@Suite struct CellWidthTests {
    @Test("A cluster's width: 1 narrow, 2 wide or emoji, 0 joining or invisible", arguments: [
        ("a", 1), ("世", 2), ("한", 2), ("ｱ", 1), ("Ａ", 2),
        ("e\u{0301}", 1), ("\u{0301}", 0), ("\u{200B}", 0), ("\u{2067}", 0), ("\u{00AD}", 1),
        ("😀", 2), ("👍🏽", 2), ("🧑‍🌾", 2), ("👩‍❤️‍💋‍👨", 2), ("❤️", 2), ("❤", 1), ("1️⃣", 2),
        ("🇫🇷", 2), ("🏳️‍🌈", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("\u{1B}", 0), ("\u{9B}", 0),
    ] as [(String, Int)])
    func clusterWidth(text: String, width: Int) throws {
        let character = try #require(text.count == 1 ? text.first : nil)
        #expect(CellWidth.of(character) == width)
    }

    @Test("A string's width is the sum of its clusters'")
    func stringWidth() {
        #expect(CellWidth.of("héllo 世界 🇫🇷👍🏽") == 5 + 1 + 4 + 1 + 2 + 2)
        #expect(CellWidth.of("") == 0)
    }

    /// The corpus the oracle judges: ASCII, Latin with combining marks, CJK, Hangul (composed
    /// and conjoining jamo), Indic, RTL, emoji with ZWJ, VS16, skin tones, keycaps and flags.
    static let corpus: [String] = [
        "Hello, world! 0123456789 ~`!@#$%^&*()_+-=[]{}|;':\",./<>?",
        "Ça va? Crème brûlée, naïve, Zürich, ŁÓDŹ, ΑΒΓ δεζ, Привет",
        "e\u{0301}a\u{0300}\u{0323}o\u{0308}\u{0304}",
        "日本語のテキスト、中文字符，全角ＡＢＣ１２３",
        "ｈａｌｆ ｶﾀｶﾅ",
        "한국어 텍스트 입니다",
        "\u{1100}\u{1161}\u{11A8}\u{1112}\u{1161}\u{11AB}",
        "नमस्ते क्षत्रिय",
        "שלום עולם مرحبا بالعالم",
        "😀😂🥹🎉🚀🧑‍💻👨‍👩‍👧‍👦🧑‍🌾",
        "👍🏻👍🏽👍🏿🙋🏾‍♀️",
        "❤️☺️✌️⚠️1️⃣#️⃣",
        "🇫🇷🇯🇵🇺🇦🇧🇷",
        "🏳️‍🌈🏴‍☠️",
        "│─┼═║ ░▒▓ ←→↑↓",
    ]

    @Test("Every cluster of the corpus measures as wcwidth does, per grapheme")
    func matchesWcwidth() throws {
        let clusters = Self.corpus.flatMap { $0.map { String($0) } }
        let input = clusters.map { $0.unicodeScalars.map { String($0.value) }.joined(separator: " ") }.joined(separator: "\n")
        let output = try runProcess(Python.debian, ["-c", Self.oracle], input: Data(input.utf8))
        try #require(output.status == 0, "\(output.stderr)")
        let expected = output.stdout.split(separator: "\n").map { Int($0) ?? -99 }
        try #require(expected.count == clusters.count)
        for (cluster, width) in zip(clusters, expected) {
            let scalars = cluster.unicodeScalars.map { String($0.value, radix: 16) }
            #expect(CellWidth.of(Character(cluster)) == width, "\(cluster) \(scalars)")
        }
    }

    /// The oracle's rule, per grapheme cluster (Swift's segmentation; wcwidth 0.2.5 in
    /// bookworm has no `iter_graphemes`): a cluster with VS16 is 2 (wcwidth before 0.2.9 knows
    /// no VS16); a cluster with ZWJ, an emoji modifier or Hangul medial/final jamo is the
    /// width of its first code point (its sum counts every joined glyph); otherwise the sum of
    /// its code points' widths, `wcswidth`.
    static let oracle = """
    import sys, wcwidth
    for line in sys.stdin.read().split("\\n"):
        cps = [int(v) for v in line.split()]
        text = "".join(chr(c) for c in cps)
        later = cps[1:]
        if 0xFE0F in later:
            print(2)
        elif any(c == 0x200D or 0x1F3FB <= c <= 0x1F3FF or 0x1160 <= c <= 0x11FF or 0xD7B0 <= c <= 0xD7FF for c in later):
            print(wcwidth.wcwidth(text[0]))
        else:
            print(wcwidth.wcswidth(text))
    """
}

@Suite struct CellWidthTablesTests {
    @Test("The width tables are what Tools/generate-cell-width-tables.py makes")
    func tablesAreCurrent() throws {
        let output = try runProcess(Python.debian, ["Tools/generate-cell-width-tables.py", "--stdout"])
        try #require(output.status == 0, "\(output.stderr)")
        let file = try String(contentsOf: Repository.url("Sources/ChatLayout/Cells/CellWidth+Tables.swift"), encoding: .utf8)
        #expect(output.stdout == file, "run: python3 Tools/generate-cell-width-tables.py")
    }
}
