import TestSupport

/// A deterministic corpus of chat-like messages: every inline format, mentions, links,
/// commands, code, lists, tables, quotes, short and long messages, non-Latin scripts, emoji.
enum ChatCorpus {
    static func messages(bytes: Int, seed: UInt64 = 2026) -> [String] {
        var random = SeededRandom(seed: seed)
        var messages: [String] = []
        var total = 0
        while total < bytes {
            let message = makeMessage(&random)
            total += message.utf8.count
            messages.append(message)
        }
        return messages
    }

    private static let words = [
        "the", "release", "is", "ready", "for", "review", "tomorrow", "we", "should", "ship", "after", "tests",
        "привет", "как", "дела", "こんにちは", "世界", "مرحبا", "שלום", "γειά", "नमस्ते", "café", "naïve",
        "👍", "🚀", "❤️", "😂", "✅", "🇺🇦",
    ]
    private static let formats = ["*bold*", "_italic_", "~gone~", "`code()`", "#secret#", "!1 red!", "!- small!",
                                  "@alice", "@'bob jones'", "/help", "https://simplex.chat/docs", "example.com",
                                  "chat@simplex.chat", "+44 7777 777 777", "[docs](https://example.org/page)"]

    private static func sentence(_ random: inout SeededRandom, words count: Int) -> String {
        (0..<count).map { _ in
            random.next() % 6 == 0 ? formats.randomElement(using: &random)! : words.randomElement(using: &random)!
        }.joined(separator: " ")
    }

    private static func makeMessage(_ random: inout SeededRandom) -> String {
        switch random.next() % 20 {
        case 0..<9:
            return sentence(&random, words: Int(random.next() % 12) + 1)
        case 9..<13:
            return (0..<Int(random.next() % 4) + 2).map { _ in sentence(&random, words: Int(random.next() % 20) + 3) }.joined(separator: "\n")
        case 13:
            return "Plan:\n\n" + (1...Int(random.next() % 6) + 2).map { "\($0). " + sentence(&random, words: 5) }.joined(separator: "\n")
        case 14:
            return (0..<Int(random.next() % 5) + 2).map { _ in "- " + sentence(&random, words: 4) }.joined(separator: "\n") + "\n  - nested " + sentence(&random, words: 3)
        case 15:
            return "```swift\nlet value = compute(\(random.next() % 100))\nprint(value)\n```\n" + sentence(&random, words: 6)
        case 16:
            return "| name | value |\n|:--|--:|\n" + (0..<Int(random.next() % 5) + 1).map { _ in "| \(words.randomElement(using: &random)!) | \(random.next() % 1000) |" }.joined(separator: "\n")
        case 17:
            return "> " + sentence(&random, words: 8) + "\n\n" + sentence(&random, words: 10)
        case 18:
            return "# " + sentence(&random, words: 3) + "\n\n" + (0..<8).map { _ in sentence(&random, words: 15) }.joined(separator: " ")
        default:
            return (0..<Int(random.next() % 3) + 1).map { _ in words.suffix(6).randomElement(using: &random)! }.joined()
        }
    }
}
