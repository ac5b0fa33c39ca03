import Localization
import SimpleXModel

/// The classic bubble's forwarded header (simplex-view-logic §3.3, `CIForwardedFrom.text`):
/// below the other header, only when there is no quote; "saved" or "saved from <chat>" in the
/// user's notes, "forwarded" elsewhere. The terminal layout marks a forwarded item with the
/// end button instead.
public enum ForwardedHeader {
    /// The header of `item`: nil when it is not forwarded or has a quote.
    public static func text(_ item: ChatItem, translator t: Translator = .english) -> String? {
        guard let from = item.meta.itemForwarded, item.quotedItem == nil else { return nil }
        switch item.chatDir {
        case .localSnd, .localRcv:
            switch from {
            case let .contact(_, chatName, _, _), let .group(_, chatName, _, _): return chatName.isEmpty ? t.tr("saved") : t.tr("saved from {chat}", ["chat": chatName])
            case .unknown, .unrecognized: return t.tr("saved")
            }
        default:
            return t.tr("forwarded")
        }
    }
}
