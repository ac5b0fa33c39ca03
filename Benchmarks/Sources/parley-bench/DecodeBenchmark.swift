import Foundation
import SimpleXModel
import TestSupport

/// Issue 13, "a generated decoder": the core's `apiChat` reply of 200 items decoded by the
/// generated readers (`JSONReader`, the path the store and the remote core take), by Foundation's
/// `JSONDecoder` (the Decodable path), and by CPython's `json.loads` of the same bytes, timed
/// inside Python (what a bot author would use). Budget ≥ 3× JSONDecoder and ≥ 1.0× CPython.
enum DecodeBenchmark {
    struct WrongReply: Error {}

    static func run() {
        do {
            let itemCount = 200
            let page = try FixtureCore(itemCount: itemCount).answer(ChatCommand.getChat(.group(1), pagination: .last(count: itemCount)).text)
            let reply = Data(#"{"result":\#(page)}"#.utf8)
            let decodes = 50
            let reader = try seconds(decodes) { try check(SimpleXJSON.decode(CoreReply<ChatResponse>.self, from: reply), itemCount) }
            let foundation = try seconds(decodes) { try check(SimpleXJSON.decodeWithJSONDecoder(CoreReply<ChatResponse>.self, from: reply), itemCount) }
            let python = try cpython(reply, decodes: decodes)
            let megabytes = Double(reply.count) / 1_000_000
            var report = Report(benchmark: "decode")
            func row(_ name: String, _ seconds: Double, _ key: String) {
                report.add(name, String(format: "%.3f ms a reply, %.0f MB/s, %.0f items/s", seconds * 1000, megabytes / seconds, Double(itemCount) / seconds),
                           "\(key)_ms", seconds * 1000)
                report.record("\(key)_mb_s", megabytes / seconds)
            }
            row("generated decoder (JSONReader)", reader, "reader")
            row("Foundation JSONDecoder", foundation, "jsondecoder")
            row("CPython json.loads", python, "cpython")
            report.add("ratio to JSONDecoder", String(format: "%.2f× (budget ≥ 3×)", foundation / reader), "reader_vs_jsondecoder", foundation / reader)
            report.add("ratio to CPython", String(format: "%.2f× (budget ≥ 1.0×)", python / reader), "reader_vs_cpython", python / reader)
            report.budget("decoder vs JSONDecoder, ×", foundation / reader, .atLeast(3))
            report.budget("decoder vs CPython, ×", python / reader, .atLeast(1))
            report.record("reply_bytes", Double(reply.count))
            report.print(title: "Decoding an apiChat reply of \(itemCount) items, \(reply.count) bytes (release, best of 5 runs of \(decodes) decodes)")
        } catch {
            print("decode benchmark failed: \(error)")
        }
    }

    private static func check(_ reply: CoreReply<ChatResponse>, _ itemCount: Int) throws {
        guard case let .result(.apiChat(chat, _, _), _) = reply, chat.chatItems.count == itemCount else { throw WrongReply() }
    }

    /// Seconds a decode, best of 5 runs of `count` decodes.
    private static func seconds(_ count: Int, _ decode: () throws -> Void) throws -> Double {
        var failure: (any Error)?
        let best = bestSeconds {
            for _ in 0..<count {
                do {
                    try decode()
                } catch {
                    failure = error
                }
            }
        }
        if let failure { throw failure }
        return best / Double(count)
    }

    /// Seconds a `json.loads` of `reply` takes in CPython, timed the same way inside Python
    /// (its start-up is not in it).
    private static func cpython(_ reply: Data, decodes: Int) throws -> Double {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("parley-bench-apichat-\(ProcessInfo.processInfo.processIdentifier).json")
        try reply.write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
        import json, sys, time
        data = open(sys.argv[1], 'rb').read()
        best = float('inf')
        for _ in range(5):
            start = time.perf_counter()
            for _ in range(\(decodes)):
                reply = json.loads(data)
            best = min(best, time.perf_counter() - start)
        assert len(reply['result']['chat']['chatItems']) > 0
        print(best / \(decodes))
        """
        let run = try runProcess("python3", ["-c", script, file.path])
        guard run.status == 0, let seconds = Double(run.stdout.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw WrongReply()
        }
        return seconds
    }
}
