import Localization
import SimpleXModel

/// Selection mode (simplex-view-logic §5): the selected item ids and what the toolbar allows.
public struct Selection: Hashable, Sendable {
    /// Delete and moderate act on at most this many items.
    public static let maxDeleteCount = 200
    /// Forward acts on at most this many items.
    public static let maxForwardCount = 20

    /// The selected items' ids.
    public var selectedIds: Set<Int64>

    /// A selection of `selectedIds`, empty by default.
    public init(selectedIds: Set<Int64> = []) {
        self.selectedIds = selectedIds
    }

    /// Selecting `row`: a collapsed run selects every item of it.
    public mutating func toggle(_ row: MergedRow) {
        let ids = Set(row.items.filter(\.canBeDeletedForSelf).map(\.meta.itemId))
        if ids.isSubset(of: selectedIds) {
            selectedIds.subtract(ids)
        } else {
            selectedIds.formUnion(ids)
        }
    }

    /// "Nothing selected" or "Selected N".
    public var title: String { title(.english) }

    /// "Nothing selected" or "Selected N" in `t`'s language.
    public func title(_ t: Translator) -> String {
        selectedIds.isEmpty ? t.tr("Nothing selected") : t.trPlural("Selected {count}", "Selected {count}", selectedIds.count)
    }

    /// The toolbar's state over the selected items still loaded in `window`.
    public func toolbar(in window: ChatWindow, context: MenuContext) -> SelectionToolbar {
        let items = selectedIds.compactMap { window.item(id: $0) }
        let count = selectedIds.count
        let withinDelete = (1...Self.maxDeleteCount).contains(count)
        let moderatable: (ChatItem) -> Bool = { $0.msgContent != nil && ContextMenu.memberToModerate($0, context) && !$0.isReport }
        let forwardable: (ChatItem) -> Bool = { $0.msgContent != nil && $0.meta.itemDeleted == nil && $0.meta.itemLive != true && !$0.isReport }
        return SelectionToolbar(
            deleteEnabled: withinDelete && items.allSatisfy(\.canBeDeletedForSelf),
            deleteForEveryone: items.allSatisfy { $0.meta.deletable && !context.isLocalNotes && !$0.isReport },
            archivesReports: !items.isEmpty && items.allSatisfy(context.canArchive),
            moderateVisible: context.permissions?.showsModerateInSelection ?? false,
            moderateEnabled: withinDelete && items.allSatisfy(moderatable) && !items.allSatisfy(\.chatDir.isSent),
            forwardEnabled: (1...Self.maxForwardCount).contains(count) && items.allSatisfy(forwardable))
    }
}

/// The bottom toolbar of selection mode.
public struct SelectionToolbar: Hashable, Sendable {
    /// Delete is on: 1 to 200 items selected, each deletable for the user.
    public var deleteEnabled: Bool
    /// The delete dialog offers deletion for everyone.
    public var deleteForEveryone: Bool
    /// The trash button archives reports instead of deleting.
    public var archivesReports: Bool
    /// Moderate shows in groups where the user is an admin or owner.
    public var moderateVisible: Bool
    /// Moderate is on: 1 to 200 items, each a message the user may moderate and not a report, not all of them the user's own.
    public var moderateEnabled: Bool
    /// Forward is on: 1 to 20 items, each a message not deleted, not live and not a report.
    public var forwardEnabled: Bool
}
