import ChatTimeline
import SimpleXModel
import Testing

/// Issue 19: what is read again after a flood's coalesced events, with the open chat at the
/// newest line or scrolled up.
@Suite struct FloodReloadTests {
    static let open = ChatRef.group(1)
    static let other = ChatRef.direct(2)

    static let cases: [(rule: String, open: ChatRef?, scrolledUp: Bool, chats: [ChatRef], otherEvents: Int, reload: FloodReload)] = [
        ("no chat open: the list", nil, false, [open], 3, .list),
        ("another chat's events: the list", open, false, [other], 0, .list),
        ("the open chat's events at the newest line: opened anew", open, false, [open], 0, .reopen(open)),
        ("events of no one chat: the open chat too", open, false, [], 2, .reopen(open)),
        ("scrolled up: the newest page merged, the place kept", open, true, [open], 0, .mergeNewest(open)),
        ("scrolled up, another chat's events: the list", open, true, [other], 0, .list),
    ]

    @Test(arguments: cases)
    func floodReload(rule: String, open: ChatRef?, scrolledUp: Bool, chats: [ChatRef], otherEvents: Int, reload: FloodReload) {
        #expect(FloodReload(open: open, scrolledUp: scrolledUp, chats: chats, otherEvents: otherEvents) == reload, "\(rule)")
    }
}
