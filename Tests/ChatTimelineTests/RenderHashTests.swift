import ChatTimeline
import SimpleXModel
import Testing
import TestSupport

/// The render hash (`ListItem.genHash`, spec §9 "Rows"): a single row's hash includes whether
/// the older item is one-line, so an edit that adds or removes its line break or block markdown
/// rebuilds the newer row and its `terminalRowGap`; other edits of the older item do not.
@Suite struct RenderHashTests {
    static let edits: [(rule: String, edited: String, newerRebuilt: Bool)] = [
        ("an edit adding a line break to the older item", "two\nlines", true),
        ("an edit adding block markdown to the older item", "- a list", true),
        ("an edit keeping the older item one-line", "other words", false),
    ]

    @Test(arguments: edits)
    func olderItemsOneLinenessChangesTheNewerRowsHash(rule: String, edited: String, newerRebuilt: Bool) {
        let items = [ChatItems.text(1, "first"), ChatItems.text(2, "one line"), ChatItems.text(3, "newest")]
        var edit = items
        edit[1] = edit[1].with(.text(text: edited))
        edit[1].meta.itemEdited = true
        let before = MergedRow.rows(items)
        let after = MergedRow.rows(edit)
        #expect((before[0].renderHash != after[0].renderHash) == newerRebuilt, "\(rule)")
        #expect(before[1].renderHash != after[1].renderHash, "\(rule): the edited row itself is rebuilt")
    }
}
