import ChatSession
import ChatTimeline
import Foundation
@_spi(Benchmarks) import ParleyTerminal
import SimpleXModel
import TestSupport

extension TerminalBenchmark {
    /// A key on the chat list (Down, its frame encoded) with a message of 1 MB as one chat's
    /// newest, beside the same key on the same list without it (issue 18 defect 2).
    static func listKeyTimes() -> (plain: Double, huge: Double) {
        let huge = String(repeating: "a long *message* of one megabyte ", count: 1_048_576 / 33)
        return (listKeyTime(listModel(newest: "a short message")), listKeyTime(listModel(newest: huge)))
    }

    /// The best time of Down on the list of `model`, from its screen drawn.
    static func listKeyTime(_ model: ClientModel) -> Double {
        bestSeconds(runs: 20, setup: { (model, ClientScreen.frame(model.state)) }) { client, screen in
            _ = frame(after: .input(.key(KeyEvent(.down))), of: client, showing: screen)
        }
    }

    /// The chat list of 50 direct chats, the first of which has `newest` as its newest message,
    /// read as the client reads it (started, the list answered).
    static func listModel(newest: String) -> ClientModel {
        let chats = (0..<50).map { index in
            var chat = Fixtures.bob
            chat.chatItems = [ChatItems.text(Int64(index + 1), index == 0 ? newest : "message \(index)", direction: .directRcv).parsingMarkdown()]
            return chat
        }
        var model = ClientModel(state: ClientState(theme: .dark, size: size, environment: environment(now: ChatItems.time(100))))
        if let (id, _) = deliver(.start(), to: &model).first {
            _ = deliver(.reply(id, .success(.chats(Fixtures.user, chats))), to: &model)
        }
        return model
    }
}
