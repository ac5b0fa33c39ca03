import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// Sending a file (simplex-wire §3.6): a file message with the file's source, quoting the item
/// replied to; refused while attachments are off (`attachmentsDisabled`).
@Suite struct ComposeFileTests {
    static let bob = ChatRef.direct(2)
    static let theirs = ChatItems.text(4, "the plan")
    static let mine = ChatItems.text(5, "mine", direction: .directSnd)

    static func file(quoting quoted: Int64? = nil) -> ChatCommand {
        .send(bob, messages: [ComposedMessage(fileSource: CryptoFile(filePath: "/home/me/plan.pdf"), msgContent: .file(text: ""), quotedItemId: quoted)])
    }

    static let cases: [(rule: String, state: ComposeState, command: ChatCommand?)] = [
        ("an empty compose bar sends the file", ComposeState(), file()),
        ("text typed stays out of the file message", ComposeState(text: "see this"), file()),
        ("a reply quotes the item", ComposeState().replying(to: theirs), file(quoting: 4)),
        ("not while editing", ComposeState.editing(mine), nil),
        ("not while a send is under way", ComposeState(inProgress: true), nil),
        ("not beside another attachment", ComposeState(preview: .file(name: "a.txt")), nil),
    ]

    @Test(arguments: cases)
    func fileCommand(rule: String, state: ComposeState, command: ChatCommand?) {
        #expect(state.fileCommand("/home/me/plan.pdf", to: Self.bob) == command, "\(rule)")
    }
}
