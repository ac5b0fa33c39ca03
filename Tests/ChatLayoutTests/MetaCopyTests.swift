import ChatLayout
import Foundation
import SimpleXModel
import TestSupport
import Testing

/// Spec §9 "Time and Status": the meta copy's exact characters (`ciMetaText(unbreakable: true)`,
/// `metaCopyJoiner`, `ChatEventWithMeta`).
@Suite struct MetaCopyTests {
    static func meta(edited: Bool = false, timed: CITimed? = nil, proxy: Bool = false, status: CIStatus = .rcvRead) -> CIMeta {
        var meta = ChatItems.text(1).meta
        meta.itemEdited = edited
        meta.itemTimed = timed
        meta.sentViaProxy = proxy
        meta.itemStatus = status
        return meta
    }

    static let copies: [(rule: String, meta: MetaText, unbreakable: String)] = [
        ("separators are no-break spaces", MetaText(meta: meta(), time: "9:41"), "\u{25CF}\u{00A0}9:41"),
        ("a word joiner follows the edit icon", MetaText(meta: meta(edited: true), time: "9:41"), "\u{270E}\u{2060}\u{25CF}\u{00A0}9:41"),
        ("a word joiner follows the timer icon", MetaText(meta: meta(timed: CITimed(deleteAt: Date(timeIntervalSince1970: 9), ttl: 300)), time: "9:41"),
         "\u{23F1}\u{2060}5m\u{00A0}9:41"),
        ("a word joiner follows the via-proxy icon", MetaText(meta: meta(proxy: true, status: .sndSent(sndProgress: .complete)), time: "9:41"),
         "\u{21C4}\u{2060}\u{2713}\u{00A0}9:41"),
        ("the time has a no-break space inside", MetaText(meta: meta(), time: "9:41 AM"), "\u{25CF}\u{00A0}9:41\u{00A0}AM"),
        ("file encryption is included", MetaText(meta: meta(), time: "9:41", encrypted: true), "\u{25CF}\u{00A0}\u{26BF}\u{00A0}9:41"),
    ]

    @Test(arguments: copies)
    func metaCopyIsUnbreakable(_ copy: (rule: String, meta: MetaText, unbreakable: String)) {
        #expect(copy.meta.unbreakable == copy.unbreakable, "\(copy.rule)")
        #expect(!copy.meta.unbreakable.contains(" "), "\(copy.rule): no breaking space")
    }

    static let joiners: [(rule: String, rightToLeft: Bool, prefix: String)] = [
        ("left to right: U+2060 then U+200E", false, "\u{2060}\u{200E}"),
        ("right to left: U+2060 then U+200F", true, "\u{2060}\u{200F}"),
    ]

    @Test(arguments: joiners)
    func metaCopyJoinerIsWordJoinerThenDirectionMark(_ joiner: (rule: String, rightToLeft: Bool, prefix: String)) {
        #expect(MetaCopy.joiner(rightToLeft: joiner.rightToLeft) == joiner.prefix)
        let copy = MetaCopy.message(MetaText(meta: Self.meta(), time: "9:41"), rightToLeft: joiner.rightToLeft)
        #expect(copy == joiner.prefix + "\u{00A0}\u{00A0}\u{00A0}\u{25CF}\u{00A0}9:41", "\(joiner.rule), three no-break spaces")
    }

    @Test func eventCopyIsJoinerTwoNoBreakSpacesAndTheTime() {
        #expect(MetaCopy.event(time: "9:41 AM", rightToLeft: false) == "\u{2060}\u{200E}\u{00A0}\u{00A0}9:41\u{00A0}AM")
    }

    static let orders: [(rule: String, meta: CIMeta, visible: String)] = [
        ("sent: the status then the time", meta(status: .sndSent(sndProgress: .complete)), "\u{2713} 9:41"),
        ("delivered", meta(status: .sndRcvd(msgRcptStatus: .ok, sndProgress: .complete)), "\u{2714} 9:41"),
        ("edited before the status", meta(edited: true, status: .sndNew), "\u{270E}\u{22EF} 9:41"),
        ("received and read: the clear placeholder", meta(), "\u{25CF} 9:41"),
        ("a disappearing item has no placeholder", meta(timed: CITimed(deleteAt: Date(timeIntervalSince1970: 9), ttl: 86_400)), "\u{23F1}1d 9:41"),
    ]

    @Test(arguments: orders)
    func ciMetaTextOrder(_ order: (rule: String, meta: CIMeta, visible: String)) {
        #expect(MetaText(meta: order.meta, time: "9:41").visible == order.visible, "\(order.rule)")
    }
}
