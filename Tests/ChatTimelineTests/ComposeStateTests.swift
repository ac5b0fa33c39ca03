import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// The compose state (simplex-view-logic §8): transitions, what send allows, what is sent.
@Suite struct ComposeStateTests {
    static let item = ChatItems.text(7, "earlier", direction: .directRcv)
    static let own = ChatItems.text(8, "mine", direction: .directSnd)
    static let chat = ChatRef.direct(3)

    @Test func replyKeepsTheTextButAnEditStartsOver() {
        let typed = ComposeState(text: "draft")
        #expect(typed.replying(to: Self.item) == ComposeState(text: "draft", context: .quoting(Self.item)))
        let editing = ComposeState.editing(Self.own)
        #expect(editing.text == "mine")
        #expect(editing.replying(to: Self.item) == ComposeState(context: .quoting(Self.item)))
    }

    static let sendCases: [(rule: String, state: ComposeState, enabled: Bool)] = [
        ("empty text", ComposeState(), false),
        ("blank text", ComposeState(text: " \n "), false),
        ("text", ComposeState(text: "hi"), true),
        ("a forward needs no text", ComposeState(context: .forwarding([item], from: .group(5))), true),
        ("a voice message being recorded", ComposeState(preview: .voice(finished: false)), false),
        ("a finished voice message", ComposeState(preview: .voice(finished: true)), true),
        ("a report for spam needs no text", ComposeState(context: .reporting(item, reason: .spam)), true),
        ("a report for another reason needs text", ComposeState(context: .reporting(item, reason: .other)), false),
        ("a live message", ComposeState(liveItemId: 9), true),
        ("while sending", ComposeState(text: "hi", inProgress: true), false),
    ]

    @Test(arguments: sendCases)
    func sendEnabled(rule: String, state: ComposeState, enabled: Bool) {
        #expect(state.sendEnabled == enabled, "\(rule)")
    }

    @Test func attachmentsAndLinkPreviews() {
        #expect(!ComposeState(text: "x").attachmentsDisabled)
        #expect(ComposeState.editing(Self.own).attachmentsDisabled)
        #expect(ComposeState(preview: .file(name: "a.pdf")).attachmentsDisabled)
        #expect(!ComposeState(preview: .media(count: 2)).linkPreviewsAllowed)
    }

    @Test func mentionsAreAtMostThreeWithSuffixesForRepeatedNames() {
        var state = ComposeState()
        #expect(state.mention("bob", groupMemberId: 1) == "bob")
        #expect(state.mention("bob", groupMemberId: 2) == "bob_1")
        #expect(state.mention("bob", groupMemberId: 1) == "bob", "the same member keeps its name")
        #expect(state.mention("alice", groupMemberId: 3) == "alice")
        #expect(state.mention("carol", groupMemberId: 4) == nil)
        #expect(state.mentions == ["bob": 1, "bob_1": 2, "alice": 3])
    }

    @Test func whatIsSent() {
        #expect(ComposeState(text: "hi").command(to: Self.chat)?.text == #"/_send @3 json [{"mentions":{},"msgContent":{"text":"hi","type":"text"}}]"#)
        #expect(ComposeState(text: "yes").replying(to: Self.item).command(to: Self.chat)?.text
                == #"/_send @3 json [{"mentions":{},"msgContent":{"text":"yes","type":"text"},"quotedItemId":7}]"#)
        var edit = ComposeState.editing(Self.own)
        edit.text = "mine, edited"
        #expect(edit.command(to: Self.chat)?.text == #"/_update item @3 8 json {"mentions":{},"msgContent":{"text":"mine, edited","type":"text"}}"#)
        #expect(ComposeState(context: .forwarding([Self.item], from: .group(5))).command(to: Self.chat)?.text == "/_forward @3 #5 7")
        #expect(ComposeState(text: "rude", context: .reporting(Self.item, reason: .other)).command(to: .group(5))?.text == "/_report #5 7 reason=other rude")
        #expect(ComposeState(text: "typing", liveItemId: 9).command(to: Self.chat)?.text == #"/_update item @3 9 live=on json {"mentions":{},"msgContent":{"text":"typing","type":"text"}}"#)
        #expect(ComposeState().command(to: Self.chat) == nil)
    }
}
