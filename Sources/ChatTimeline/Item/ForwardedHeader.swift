import SimpleXModel

/// The classic bubble's forwarded header (simplex-view-logic §3.3, `CIForwardedFrom.text`):
/// below the other header, only when there is no quote; "saved" or "saved from <chat>" in the
/// user's notes, "forwarded" elsewhere. The terminal layout marks a forwarded item with the
/// end button instead.
public enum ForwardedHeader {
    /// The header of `item`: nil when it is not forwarded or has a quote.
    public static func text(_ item: ChatItem) -> String? {
        guard let from = item.meta.itemForwarded, item.quotedItem == nil else { return nil }
        switch item.chatDir {
        case .localSnd, .localRcv:
            switch from {
            case let .contact(_, chatName, _, _), let .group(_, chatName, _, _): return chatName.isEmpty ? "saved" : "saved from \(chatName)"
            case .unknown, .unrecognized: return "saved"
            }
        default:
            return "forwarded"
        }
    }
}
