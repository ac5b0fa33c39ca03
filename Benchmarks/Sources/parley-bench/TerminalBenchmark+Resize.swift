import ChatSession
import ChatTimeline
import Foundation
@_spi(Benchmarks) import ParleyTerminal
import SimpleXModel
import TestSupport

extension TerminalBenchmark {
    /// A resize from 200×60 to 160×60 of the open chat (issue 36 D14), as `TerminalClient`
    /// draws it: the first frame (the sketch: the header, compose bar and hint line at the new
    /// size, the rows as last drawn) and then the rows laid out at the new width; with a 1 MB
    /// message among the rows beside the same chat without it.
    static func resizeTimes() -> (plain: (sketch: Double, laidOut: Double), huge: (sketch: Double, laidOut: Double)) {
        let huge = String(repeating: "a long *message* of one megabyte ", count: 1_048_576 / 33)
        return (resizeTime(resizeModel(with: nil)), resizeTime(resizeModel(with: huge)))
    }

    /// The best times of the sketch and of the laid-out frame after a resize of `model`.
    static func resizeTime(_ model: ClientModel) -> (sketch: Double, laidOut: Double) {
        let resized = GridSize(rows: size.rows, columns: 160)
        var sketched: (client: ClientModel, screen: TerminalFrame)?
        let sketch = bestSeconds(runs: 10, setup: { model }) { model in
            var client = model
            _ = client.handle(.resize(resized))
            _ = client.settle()
            let screen = ClientScreen.frame(client.state)
            _ = encoder.encode(screen, after: nil)
            sketched = (client, screen)
        }
        let laidOut = bestSeconds(runs: 10, setup: { sketched! }) { client, screen in
            var client = client
            client.state.forgetDrawnRows()
            _ = client.finishSketch()
            _ = client.settle()
            _ = encoder.encode(ClientScreen.frame(client.state), after: screen)
        }
        return (sketch, laidOut)
    }

    /// The open chat of `chatModel(items: 200)`, with `huge` as one more message near the newest
    /// when given, its frame drawn at 200×60.
    static func resizeModel(with huge: String?) -> ClientModel {
        var model = chatModel(items: 200)
        if let huge, let chat = model.state.open {
            let item = ChatItems.text(10_000, huge, direction: .groupSnd).parsingMarkdown()
            _ = model.handle(.session(.core(.newChatItems(chatItems: [AChatItem(chatInfo: chat.info, chatItem: item)], user: Fixtures.user))))
        }
        _ = model.settle()
        _ = ClientScreen.frame(model.state)
        return model
    }
}
