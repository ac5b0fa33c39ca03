import ChatTimeline
import Foundation
@_spi(Benchmarks) import ParleyTerminal
import SimpleXModel
import Testing
import TestSupport

/// The client's rows follow the core's answers: an edit or a live message's new text is drawn
/// in place, not from the rows drawn before it.
@Suite struct ClientEditInPlaceTests {
    static func model() -> ClientModel {
        var state = ClientState(theme: .dark, size: GridSize(rows: 24, columns: 80),
                                environment: TimelineEnvironment(now: ChatItems.time(100), timeZone: TimeZone(identifier: "UTC")!, locale: Locale(identifier: "en_US_POSIX")))
        state.user = Fixtures.user
        var chat = ChatState(info: Fixtures.bob.chatInfo, ref: .direct(2))
        chat.timeline.apply(.initial(count: 2), page: [ChatItems.text(1, "first"), ChatItems.text(2, "edit me", direction: .directSnd)], navigation: nil, stats: .zero)
        chat.layoutOverride = .terminal
        state.chat = chat
        state.screen = .chat
        return ClientModel(state: state)
    }

    static func screenText(_ model: ClientModel) -> String {
        let grid = ClientScreen.frame(model.state).grid
        return (0..<grid.size.rows).map { row in grid.row(row).filter { !$0.isContinuation }.map(\.text).joined() }.joined(separator: "\n")
    }

    @Test func anEditIsDrawnInPlace() {
        var model = Self.model()
        #expect(Self.screenText(model).contains("edit me"))
        var edited = ChatItems.text(2, "edited text", direction: .directSnd)
        edited.meta.itemEdited = true
        _ = model.handle(.answered(.edit, .chatItemUpdated(chatItem: AChatItem(chatInfo: Fixtures.bob.chatInfo, chatItem: edited), user: Fixtures.user)))
        #expect(Self.screenText(model).contains("edited text"), "the edited row is drawn anew")
    }
}
