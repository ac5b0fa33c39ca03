import ChatTimeline
import Foundation
import SimpleXModel
import Testing
import TestSupport

/// How `RowPresentation.present` puts each row together (spec §9 "Rows", simplex-view-logic
/// §2.2–2.3): the gap above, the avatar in both layouts, the classic name line, the bottom
/// padding and the item gaps. Items are given oldest first; each case names its rule.
@Suite struct RowPresentationTests {
    static let base = ChatItems.time(0)

    static let alice = Fixtures.teamMember("alice")
    static let bob = Fixtures.teamMember("bob")
    static let team = Fixtures.team.chatInfo
    static let direct = Fixtures.bob.chatInfo

    static func item(_ id: Int64, after seconds: Double = 0, _ direction: CIDirection, _ text: String = "hi") -> ChatItem {
        ChatItems.text(id, text, at: base.addingTimeInterval(seconds), direction: direction)
    }

    static func fromAlice(_ id: Int64, after seconds: Double = 0) -> ChatItem { item(id, after: seconds, .groupRcv(groupMember: alice)) }
    static func fromBob(_ id: Int64, after seconds: Double = 0) -> ChatItem { item(id, after: seconds, .groupRcv(groupMember: bob)) }
    static func own(_ id: Int64, after seconds: Double = 0) -> ChatItem { item(id, after: seconds, .groupSnd) }
    static func channelPost(_ id: Int64, after seconds: Double = 0) -> ChatItem { item(id, after: seconds, .channelRcv) }

    static func ownAsChannel(_ id: Int64, after seconds: Double = 0) -> ChatItem {
        var post = own(id, after: seconds)
        post.meta.showGroupAsSender = true
        return post
    }

    static func event(_ id: Int64, after seconds: Double = 0) -> ChatItem {
        fromAlice(id, after: seconds).with(.rcvGroupEvent(rcvGroupEvent: .memberConnected))
    }

    /// The rows of `items` (oldest first) in `chat`, oldest row first.
    static func present(_ items: [ChatItem], in chat: ChatInfo, _ layout: ChatLayoutMode) -> [RowPresentation] {
        RowPresentation.present(.loaded(items), chatInfo: chat, layout: layout, environment: .utc)
    }

    /// The gap above the newest row, in the channel (where the owner may post as the channel).
    static let gaps: [(rule: String, layout: ChatLayoutMode, items: [ChatItem], gap: TerminalGap)] = [
        ("terminal: the oldest row has no older row: none", .terminal, [fromAlice(1)], .none),
        ("terminal: one sender's one-line run: none", .terminal, [fromAlice(1), fromAlice(2, after: 10)], .none),
        ("terminal: large gap, another sender", .terminal, [fromAlice(1), fromBob(2, after: 10)], .paragraph),
        ("terminal: large gap, more than 60 s apart (no sender row before 7.5 min)", .terminal, [fromAlice(1), fromAlice(2, after: 61)], .paragraph),
        ("terminal: sender row alone (the owner's post as the channel after an own post, 10 s later)", .terminal,
         [own(1), ownAsChannel(2, after: 10)], .paragraph),
        ("terminal: separated rows, a date separator above the row: none", .terminal,
         [fromAlice(1, after: -20), fromBob(2, after: 10)], .none),
        ("terminal: separated rows, the older row is the chat banner: none", .terminal,
         [fromAlice(1).with(.chatBanner), fromBob(2, after: 10)], .none),
        ("classic: a large gap gives the large spacing", .classic, [fromAlice(1), fromBob(2, after: 10)], .paragraph),
        ("classic: one sender's run gives the small spacing", .classic, [fromAlice(1), fromAlice(2, after: 10)], .none),
        ("classic: the large spacing follows the large gap alone, across days too", .classic,
         [fromAlice(1, after: -20), fromBob(2, after: 10)], .paragraph),
    ]

    @Test(arguments: gaps)
    func gapAbove(rule: String, layout: ChatLayoutMode, items: [ChatItem], gap: TerminalGap) {
        #expect(Self.present(items, in: Fixtures.channel, layout).last?.gapAbove == gap, "\(rule)")
    }

    static let avatars: [(rule: String, layout: ChatLayoutMode, chat: ChatInfo, items: [ChatItem], avatars: [Bool])] = [
        ("terminal: a member's run shows the avatar with its sender row only", .terminal, team,
         [fromAlice(1), fromAlice(2, after: 10), fromBob(3, after: 20)], [true, false, true]),
        ("terminal: own group items show the avatar with their sender row (D6)", .terminal, team, [fromAlice(1), own(2, after: 10)], [true, true]),
        ("terminal: channel posts show the avatar when the sender row shows", .terminal, Fixtures.channel,
         [channelPost(1), channelPost(2, after: 10)], [true, false]),
        ("terminal: direct chats have no avatars", .terminal, direct,
         [item(1, .directRcv), item(2, after: 10, .directSnd)], [false, false]),
        ("terminal: events have no sender row, so no avatar", .terminal, team, [event(1)], [false]),
        ("classic: received group items show it once per run of one sender", .classic, team,
         [fromAlice(1), fromAlice(2, after: 10), fromBob(3, after: 20)], [true, false, true]),
        ("classic: own group items have none", .classic, team, [own(1), fromAlice(2, after: 10)], [false, true]),
        ("classic: consecutive channel posts count as one sender", .classic, Fixtures.channel,
         [channelPost(1), channelPost(2, after: 10)], [true, false]),
        ("classic: a channel post after a member's item shows it", .classic, Fixtures.channel,
         [fromAlice(1), channelPost(2, after: 10)], [true, true]),
        ("classic: a member's item after a channel post shows it", .classic, Fixtures.channel,
         [channelPost(1), fromAlice(2, after: 10)], [true, true]),
        ("classic: the same member after their event: no avatar (shouldShowAvatar looks at the direction)", .classic, team,
         [event(1), fromAlice(2, after: 10)], [true, false]),
        ("classic: direct chats have no avatars", .classic, direct, [item(1, .directRcv), item(2, after: 10, .directRcv)], [false, false]),
    ]

    @Test(arguments: avatars)
    func showsAvatar(rule: String, layout: ChatLayoutMode, chat: ChatInfo, items: [ChatItem], avatars: [Bool]) {
        #expect(Self.present(items, in: chat, layout).map(\.showsAvatar) == avatars, "\(rule)")
    }

    static let nameLines: [(rule: String, chat: ChatInfo, items: [ChatItem], names: [String?])] = [
        ("classic: the name line comes with the avatar", team, [fromAlice(1), fromAlice(2, after: 10), fromBob(3, after: 20)], ["alice", nil, "bob"]),
        ("classic: an event with the avatar has no name line (showsMemberName)", team, [event(1)], [nil]),
        ("classic: own items have no name line", team, [own(1)], [nil]),
        ("classic: a channel post's name line names the channel", Fixtures.channel, [channelPost(1), channelPost(2, after: 10)], ["Team", nil]),
    ]

    @Test(arguments: nameLines)
    func classicNameLine(rule: String, chat: ChatInfo, items: [ChatItem], names: [String?]) {
        #expect(Self.present(items, in: chat, .classic).map(\.sender?.name) == names, "\(rule)")
    }

    static let paddings: [(rule: String, layout: ChatLayoutMode, items: [ChatItem], paddings: [TerminalGap])] = [
        ("terminal: the level step above a date separator, 8 pt under the newest row, otherwise 0", .terminal,
         [fromAlice(1, after: -20), fromAlice(2, after: 10), fromAlice(3, after: 20)], [.levelStep, .none, .newestRow]),
        ("terminal: a single row is the newest", .terminal, [fromAlice(1)], [.newestRow]),
        ("classic: no terminal padding", .classic, [fromAlice(1, after: -20), fromAlice(2, after: 10)], [.none, .none]),
    ]

    @Test(arguments: paddings)
    func paddingBottom(rule: String, layout: ChatLayoutMode, items: [ChatItem], paddings: [TerminalGap]) {
        #expect(Self.present(items, in: Self.team, layout).map(\.paddingBottom) == paddings, "\(rule)")
    }

    static let itemGaps: [(rule: String, item: ChatItem, cardTop: TerminalGap, cardBottom: TerminalGap, textTop: TerminalGap, quoteTop: TerminalGap)] = [
        ("plain text at the item top: no gaps", fromAlice(1), .none, .none, .none, .none),
        ("a captioned image below a quote, with reactions: card top and text top gaps; the caption ends the item",
         fromAlice(1).with(.image(image: "", text: "caption")).quoting().reacted(), .paragraph, .none, .paragraph, .none),
        ("a reply below a live header: the quote's and the text's top gaps", fromAlice(1).quoting().live(), .none, .none, .paragraph, .paragraph),
        ("an emoji with reactions: the card bottom gap", fromAlice(1).with(.text(text: "🚀")).reacted(), .none, .paragraph, .none, .none),
    ]

    @Test(arguments: itemGaps)
    func itemGapsOfTheNewestItem(rule: String, item: ChatItem, cardTop: TerminalGap, cardBottom: TerminalGap, textTop: TerminalGap, quoteTop: TerminalGap) {
        let gaps = Self.present([item], in: Self.team, .terminal).last?.itemGaps
        #expect(gaps?.cardTopGap == cardTop, "\(rule): terminalCardTopGap")
        #expect(gaps?.cardBottomGap == cardBottom, "\(rule): terminalCardBottomGap")
        #expect(gaps?.textTopGap == textTop, "\(rule): terminalTextTopGap")
        #expect(gaps?.quoteTopGap == quoteTop, "\(rule): quote top gap")
    }
}
