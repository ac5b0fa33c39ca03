import SimpleXModel

/// A sent item's status from what became of it (issue 36 D5), as every SimpleX client shows
/// it: sent (✓) once the store holds it, received (✓✓) once it is in the recipient's copy.
package enum SentStatus {
    /// A direct message: received when the contact's side holds it (a local profile's copy,
    /// or a local bot that took it), else sent.
    package static func direct(received: Bool) -> CIStatus {
        received ? .sndRcvd(msgRcptStatus: .ok, sndProgress: .complete) : .sndSent(sndProgress: .complete)
    }

    /// A group message from each recipient's delivery: the core's `membersGroupItemStatus` —
    /// received when all received (with a bad hash when any did so), received in part when
    /// some did, sent when all were sent to, sent in part when some were, else new. With no
    /// recipient at all the message is sent (it is stored; there is no one to wait for).
    /// - Complexity: O(recipients).
    package static func group(_ deliveries: [GroupSndStatus]) -> CIStatus {
        guard !deliveries.isEmpty else { return .sndSent(sndProgress: .complete) }
        var (received, receivedBadHash, sent) = (0, 0, 0)
        for delivery in deliveries {
            switch delivery {
            case .rcvd(.ok): received += 1
            case .rcvd(.badMsgHash): receivedBadHash += 1
            case .sent: sent += 1
            default: break
            }
        }
        let total = deliveries.count
        if received == total { return .sndRcvd(msgRcptStatus: .ok, sndProgress: .complete) }
        if received + receivedBadHash == total { return .sndRcvd(msgRcptStatus: .badMsgHash, sndProgress: .complete) }
        if receivedBadHash > 0 { return .sndRcvd(msgRcptStatus: .badMsgHash, sndProgress: .partial) }
        if received > 0 { return .sndRcvd(msgRcptStatus: .ok, sndProgress: .partial) }
        if sent == total { return .sndSent(sndProgress: .complete) }
        if sent > 0 { return .sndSent(sndProgress: .partial) }
        return .sndNew
    }
}
