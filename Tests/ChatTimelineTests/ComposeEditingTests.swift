import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// The compose state an edit and a forward start from (simplex-view-logic §8): an edit takes
/// the item's text and a preview derived from its content; a forward keeps what was typed.
@Suite struct ComposeEditingTests {
    static let own = ChatItems.text(8, "mine", direction: .directSnd)
    static let preview = LinkPreview(description: "a page", image: "", title: "Page", uri: "https://example.com")

    static let edits: [(rule: String, item: ChatItem, text: String, preview: ComposeState.Preview)] = [
        ("a text message: no preview", own, "mine", .none),
        ("a link: its link preview", own.with(.link(preview: preview, text: "see https://example.com")), "see https://example.com", .link(preview)),
        ("an image: one media preview", own.with(.image(image: "", text: "caption")), "caption", .media(count: 1)),
        ("a video: one media preview", own.with(.video(duration: 5, image: "", text: "clip")), "clip", .media(count: 1)),
        ("a file: the file's name", own.with(.file(text: "logs")).withFile(.sndComplete), "logs", .file(name: "file.bin")),
        ("a voice message: a finished voice preview", own.with(.voice(duration: 3, text: "")), "", .voice(finished: true)),
    ]

    @Test(arguments: edits)
    func editingStartsFromTheItem(rule: String, item: ChatItem, text: String, preview: ComposeState.Preview) {
        let state = ComposeState.editing(item)
        #expect(state.context == .editing(item), "\(rule)")
        #expect(state.text == text, "\(rule)")
        #expect(state.preview == preview, "\(rule)")
    }

    static let forwards: [(rule: String, state: ComposeState)] = [
        ("forwarding keeps the typed text", ComposeState(text: "look at this")),
        ("forwarding keeps the text and its link preview", ComposeState(text: "https://example.com", preview: .link(preview))),
        ("forwarding replaces a quote", ComposeState(text: "draft", context: .quoting(ChatItems.text(2)))),
    ]

    @Test(arguments: forwards)
    func forwardingKeepsTheText(rule: String, state: ComposeState) {
        let forwarding = state.forwarding([ChatItems.text(7)], from: .group(5))
        #expect(forwarding.text == state.text, "\(rule)")
        #expect(forwarding.preview == state.preview, "\(rule)")
        #expect(forwarding.context == .forwarding([ChatItems.text(7)], from: .group(5)), "\(rule)")
    }
}
