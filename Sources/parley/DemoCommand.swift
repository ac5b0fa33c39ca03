import Foundation
import SimpleXModel

/// `parley` without arguments: the embedded demo chat, decoded and printed as a transcript.
enum DemoCommand {
    static func run() -> Int32 {
        guard let url = Bundle.module.url(forResource: "demo-chat", withExtension: "json"),
              let data = try? Data(contentsOf: url)
        else {
            return ParleyCLI.fail("the demo chat is missing from this build")
        }
        do {
            let chat = try SimpleXJSON.decode(AChat.self, from: data)
            print(Transcript(chat: chat).text)
            return 0
        } catch {
            return ParleyCLI.fail("demo chat: \(error)")
        }
    }
}
