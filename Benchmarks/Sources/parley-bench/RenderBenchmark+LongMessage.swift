import Foundation
import TestSupport

extension RenderBenchmark {
    /// One message of a mebibyte in `render --all` as a PDF beside the same mebibyte spread over
    /// 1,024 messages of a kibibyte (the floor), each the best of three runs of `parley` as a
    /// child process (issue 22: "one very long message costs linear time", budget ≤ 3×). The
    /// words are the same; the chats are the demo's group chat with its items replaced.
    static func longMessage(parley: String?) -> (long: Double, spread: Double)? {
        guard let parley = parley ?? defaultParley else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-bench-long-\(UUID().uuidString)")
        defer { _ = try? FileManager.default.removeItem(at: folder) }
        guard (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil,
              let long = chatFile(messages: [words(1 << 20)], in: folder, named: "long.json"),
              let spread = chatFile(messages: (0..<1_024).map { _ in words(1 << 10) }, in: folder, named: "spread.json") else {
            print("parley-bench render: cannot write the long-message chats; the figure is left out")
            return nil
        }
        func best(_ chat: String) -> Double? {
            var times: [Double] = []
            for _ in 0..<3 {
                let start = DispatchTime.now().uptimeNanoseconds
                guard peakMemory(parley, ["render", "--all", "--from", chat, "--out", folder.appendingPathComponent("out.pdf").path])?.status == 0 else { return nil }
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            return times.min()
        }
        guard let longTime = best(long), let spreadTime = best(spread) else {
            print("parley-bench render: \(parley) failed on the long-message chats; the figure is left out")
            return nil
        }
        return (longTime, spreadTime)
    }

    /// `count` characters of words and spaces, the same words on every call.
    static func words(_ count: Int) -> String {
        let words = ["alpha", "beta", "gamma", "delta", "simplex", "chat", "message", "terminal", "layout", "render"]
        var text = ""
        text.reserveCapacity(count + 16)
        var index = 0
        while text.utf8.count < count {
            text += words[index % words.count] + " "
            index = (index * 7 + 3) % 11
        }
        return String(text.prefix(count))
    }

    /// The demo's group chat with one text message per string of `messages`, as a file.
    static func chatFile(messages: [String], in folder: URL, named name: String) -> String? {
        guard let data = try? Repository.data("Sources/ParleyDemo/Resources/demo-chat.json"),
              var chat = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let items = chat["chatItems"] as? [[String: Any]], items.count > 1 else { return nil }
        let template = items[1]
        chat["chatItems"] = messages.enumerated().map { index, text in
            var item = template
            item.removeValue(forKey: "formattedText")
            var meta = item["meta"] as? [String: Any] ?? [:]
            meta["itemId"] = 10_000 + index
            meta["itemText"] = text
            item["meta"] = meta
            item["content"] = ["type": "rcvMsgContent", "msgContent": ["type": "text", "text": text]]
            return item
        }
        let path = folder.appendingPathComponent(name).path
        guard let out = try? JSONSerialization.data(withJSONObject: chat), FileManager.default.createFile(atPath: path, contents: out) else { return nil }
        return path
    }
}
