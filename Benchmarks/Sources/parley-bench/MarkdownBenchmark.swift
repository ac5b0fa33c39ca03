import CCmarkGFM
import CMD4C
import Foundation
import SimpleXMarkdown

/// Parley's markdown (inline `formattedText` and `markdownBlocks` in one pass, per message)
/// against cmark-gfm (with its table, strikethrough and autolink extensions) and md4c (GitHub
/// dialect) parsing the same messages in the same run; then hostile 1 MB inputs against 1 MB of
/// ordinary chat text (the issue's set, budgeted, and more, printed beside it). The pass leaves spans as byte ranges, as md4c's callbacks get them; the
/// second figure adds making the core's values (`[FormattedText]`, `[MarkdownBlock]`) of them.
enum MarkdownBenchmark {
    static func run() {
        _ = registered
        let messages = ChatCorpus.messages(bytes: 10_000_000)
        let megabytes = Double(messages.reduce(0) { $0 + $1.utf8.count }) / 1_000_000
        let cStrings = messages.map { Array($0.utf8) }

        let parley = bestSeconds(runs: 3) { for message in messages { blackHole(MarkdownText(message)) } }
        let values = bestSeconds(runs: 3) {
            var formatted = 0
            for message in messages {
                let markdown = MarkdownText(message)
                if markdown.formattedText != nil { formatted += 1 }
                if markdown.blocks != nil { formatted += 1 }
            }
            precondition(formatted > 0)
        }
        let cmark = bestSeconds(runs: 3) { cStrings.forEach(parseWithCmark) }
        let md4c = bestSeconds(runs: 3) { cStrings.forEach(parseWithMD4C) }

        var report = Report(benchmark: "markdown")
        report.add("corpus", String(format: "%.1f MB, %d messages", megabytes, messages.count), "corpus_mb", megabytes)
        report.add("Parley, one pass", String(format: "%.1f MB/s", megabytes / parley), "parley_mb_s", megabytes / parley)
        report.add("  and the core's values", String(format: "%.1f MB/s", megabytes / values), "parley_values_mb_s", megabytes / values)
        report.add("cmark-gfm", String(format: "%.1f MB/s   Parley %.2f× cmark-gfm (budget ≥ 1.0×)", megabytes / cmark, cmark / parley), "cmark_gfm_mb_s", megabytes / cmark)
        report.add("md4c", String(format: "%.1f MB/s   Parley %.2f× md4c (budget ≥ 0.5×)", megabytes / md4c, md4c / parley), "md4c_mb_s", megabytes / md4c)
        report.budget("Parley vs cmark-gfm, ×", cmark / parley, .atLeast(1))
        report.budget("Parley vs md4c, ×", md4c / parley, .atLeast(0.5))
        report.record("parley_vs_cmark_gfm", cmark / parley)
        report.record("parley_vs_md4c", md4c / parley)

        let ordinary = String(messages.joined(separator: "\n").utf8.prefix(1 << 20))!
        let ordinaryTime = bestSeconds { parseParley(ordinary) }
        report.add("1 MB ordinary text", String(format: "%.1f ms", ordinaryTime * 1000), "ordinary_1mb_ms", ordinaryTime * 1000)
        var worst = 0.0
        for (name, text) in hostileInputs() {
            let time = bestSeconds(runs: 3) { parseParley(text) }
            worst = max(worst, time / ordinaryTime)
            report.add(name, String(format: "%.1f ms   %.2f× ordinary (budget ≤ 2×)", time * 1000, time / ordinaryTime), "hostile_\(name.replacingOccurrences(of: " ", with: "_"))_x", time / ordinaryTime)
        }
        report.add("worst hostile", String(format: "%.2f× ordinary", worst), "hostile_worst_x", worst)
        report.budget("worst hostile input vs ordinary text, ×", worst, .atMost(2))
        for (name, text) in moreHostileInputs() {
            let time = bestSeconds(runs: 3) { parseParley(text) }
            report.add(name, String(format: "%.1f ms   %.2f× ordinary (not budgeted)", time * 1000, time / ordinaryTime), "more_hostile_\(name.replacingOccurrences(of: " ", with: "_"))_x", time / ordinaryTime)
        }
        report.print(title: "Markdown parsing (release, best of runs)")
    }

    /// Parley's one pass over 1 MB of the corpus: a short, repeatable run to profile.
    /// Profile `profiledParse` alone: `valgrind --tool=callgrind --toggle-collect='*profiledParse*'`.
    /// With a hostile input's name, that input instead, 200 times (one parse of it is too short
    /// for a profile to see past making the input).
    static func profile(hostile name: String? = nil) {
        let messages = name.map { name in
            (hostileInputs() + moreHostileInputs()).filter { $0.0 == name }.flatMap { Array(repeating: $0.1, count: 200) }
        } ?? ChatCorpus.messages(bytes: 1_000_000)
        print("\(profiledParse(messages)) messages")
    }

    @inline(never)
    static func profiledParse(_ messages: [String]) -> Int {
        for message in messages {
            blackHole(MarkdownText(message))
        }
        return messages.count
    }

    private static func parseParley(_ text: String) {
        blackHole(MarkdownText(text))
    }

    /// Keeps a value the optimizer would otherwise drop unused.
    @inline(never)
    private static func blackHole<Value>(_ value: Value) {
        withExtendedLifetime(value) {}
    }

    static func hostileInputs() -> [(String, String)] {
        let size = 1 << 20
        return [
            ("500k asterisks", String(repeating: "*", count: 500_000)),
            ("100k backticks", String(repeating: "`", count: 100_000)),
            ("asterisks and spaces", String(repeating: "* ", count: size / 2)),
            ("nested brackets", String(repeating: "[", count: size / 2) + String(repeating: "]", count: size / 2)),
            ("open brackets", String(repeating: "[ ", count: size / 2)),
            ("nested quotes", String(repeating: "> ", count: size / 2) + "x"),
            ("nested list markers", String(repeating: "- ", count: size / 2) + "x"),
            ("one table row", "| a | b |\n|---|---|\n" + String(repeating: "| x ", count: size / 4)),
            ("digits and spaces", String(repeating: "1 ", count: size / 2)),
        ]
    }

    /// Hostile inputs beyond the issue's budget: openers that find no closer, and messages of
    /// many short lines, where the cost is per line (linear, but a line of two bytes costs
    /// what a line of forty does).
    static func moreHostileInputs() -> [(String, String)] {
        let size = 1 << 20
        return [
            ("unclosed quoted mentions", String(repeating: "@'a ", count: size / 4)),
            ("colour openers", String(repeating: "!1 a ", count: size / 5)),
            ("secret openers", String(repeating: "#a ", count: size / 3)),
            ("emphasis openers", String(repeating: "_a ", count: size / 3)),
            ("many lines of quotes", String(repeating: "> > > q\n", count: size / 8)),
            ("many short lines", String(repeating: "a\n", count: size / 2)),
            ("many short list lines", String(repeating: "- a\n", count: size / 4)),
            ("many table rows", "| a | b |\n|---|---|\n" + String(repeating: "| x | y |\n", count: size / 10)),
        ]
    }

    private static func parseWithCmark(_ bytes: [UInt8]) {
        let parser = cmark_parser_new(CMARK_OPT_DEFAULT)
        for name in ["table", "strikethrough", "autolink"] {
            if let extensionPointer = cmark_find_syntax_extension(name) {
                cmark_parser_attach_syntax_extension(parser, extensionPointer)
            }
        }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                cmark_parser_feed(parser, $0, buffer.count)
            }
        }
        let document = cmark_parser_finish(parser)
        cmark_node_free(document)
        cmark_parser_free(parser)
    }

    private static func parseWithMD4C(_ bytes: [UInt8]) {
        var parser = MD_PARSER()
        parser.flags = UInt32(MD_FLAG_PERMISSIVEURLAUTOLINKS | MD_FLAG_PERMISSIVEWWWAUTOLINKS | MD_FLAG_PERMISSIVEEMAILAUTOLINKS | MD_FLAG_TABLES | MD_FLAG_STRIKETHROUGH | MD_FLAG_TASKLISTS)
        parser.enter_block = { _, _, _ in 0 }
        parser.leave_block = { _, _, _ in 0 }
        parser.enter_span = { _, _, _ in 0 }
        parser.leave_span = { _, _, _ in 0 }
        parser.text = { _, _, _, _ in 0 }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: CChar.self, capacity: buffer.count) {
                _ = md_parse($0, MD_SIZE(buffer.count), &parser, nil)
            }
        }
    }
}

extension MarkdownBenchmark {
    /// cmark-gfm's extensions register once per process.
    static let registered: Void = cmark_gfm_core_extensions_ensure_registered()
}
