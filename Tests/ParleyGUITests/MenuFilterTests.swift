@testable import ParleyGUI
import ChatTimeline
import Testing

/// `ChatWidget.menuFilter` (issue 35): the host leaves out actions it does not support and adds
/// its own; a view's action the core does not offer cannot be put back.
@Suite struct MenuFilterTests {
    static let pin = ChatWidget.HostAction(id: "pin", title: "Pin", iconName: "view-pin-symbolic")
    static let purge = ChatWidget.HostAction(id: "purge", title: "Purge", iconName: "edit-delete-symbolic", destructive: "Purge it?")
    /// What the session offers in a chat of plain messages.
    static let offered: [ChatWidget.MenuItem] = [.action(.reply), .action(.edit), .action(.copy)]

    static let menuFilterRuleCases: [(String, [ChatWidget.MenuItem], [ChatWidget.MenuItem])] = [
        ("the default: what is offered", offered, offered),
        ("an action the host does not support is left out", [.action(.reply), .action(.copy)], [.action(.reply), .action(.copy)]),
        ("the host's own actions where it puts them", [.host(pin), .action(.reply), .host(purge)], [.host(pin), .action(.reply), .host(purge)]),
        ("a view's action not offered stays out", [.action(.reply), .action(.delete), .action(.react)], [.action(.reply)]),
        ("each entry once", [.action(.copy), .host(pin), .action(.copy), .host(pin)], [.action(.copy), .host(pin)]),
        ("nothing: no menu entries", [], []),
    ]

    @Test(arguments: menuFilterRuleCases)
    @MainActor func menuFilterRule(_ name: String, filtered: [ChatWidget.MenuItem], shown: [ChatWidget.MenuItem]) {
        #expect(ChatWidget.shown(filtered, offered: Self.offered) == shown, "\(name)")
    }

    @Test @MainActor func theHostsEntriesHaveTheirIconAndADestructiveOneItsColour() {
        let looks = ChatWidget.looks([.action(.reply), .host(Self.pin), .host(Self.purge)])
        #expect(looks == [1: MenuPopover.Look(iconName: "view-pin-symbolic"), 2: MenuPopover.Look(iconName: "edit-delete-symbolic", destructive: true)])
        #expect(!Self.pin.isDestructive && Self.purge.isDestructive)
    }
}
