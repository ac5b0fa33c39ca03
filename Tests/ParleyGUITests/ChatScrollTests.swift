@testable import ParleyGUI
import Testing

/// How far the window's chat is scrolled, as a value: kept in bounds, a row kept where it was
/// when rows come above or below it, a row shown at the top or brought into view.
@Suite struct ChatScrollTests {
    /// A scroll stays between the newest line (0) and the top of the loaded rows.
    @Test(arguments: [
        (by: 100.0, content: 1000.0, view: 600.0, scroll: 100.0),
        (by: 900.0, content: 1000.0, view: 600.0, scroll: 400.0),
        (by: -50.0, content: 1000.0, view: 600.0, scroll: 0.0),
        (by: 300.0, content: 400.0, view: 600.0, scroll: 0.0),
    ])
    func scrollIsBounded(by points: Double, content: Double, view: Double, scroll: Double) {
        var chat = ChatScroll()
        chat.scroll(by: points, contentHeight: content, viewHeight: view)
        #expect(chat.offset == scroll)
    }

    /// Scrolled up, rows added below (40 pt) or above (an older page of 200 pt) keep the row at
    /// the view's top where it was, a shorter chat is kept in bounds; at the newest line the
    /// view follows new rows.
    @Test(arguments: [
        (scrolled: 0.0, content: 1040.0, rowNow: 300.0, scroll: 0.0),
        (scrolled: 100.0, content: 1040.0, rowNow: 300.0, scroll: 140.0),
        (scrolled: 100.0, content: 1200.0, rowNow: 500.0, scroll: 100.0),
        (scrolled: 400.0, content: 900.0, rowNow: 0.0, scroll: 300.0),
    ])
    func newRowsKeepTheLinesInView(scrolled: Double, content: Double, rowNow: Double, scroll: Double) {
        var chat = ChatScroll()
        chat.scroll(by: scrolled, contentHeight: 1000, viewHeight: 600)
        let offset = 300 - (1000 - 600 - chat.offset)
        chat.keepRow(at: offset, now: rowNow, contentHeight: content, viewHeight: 600)
        #expect(chat.offset == scroll)
    }

    /// A row shown at the top (the "new messages" line's row), or brought into view the least
    /// (a jump): above the view it comes to the top, below it to the bottom, in view nothing moves.
    @Test(arguments: [
        (rule: "to the top", top: 200.0, bottom: 260.0, reveal: false, scroll: 200.0),
        (rule: "near the end, as far as the chat goes", top: 900.0, bottom: 960.0, reveal: false, scroll: 0.0),
        (rule: "above the view", top: 100.0, bottom: 160.0, reveal: true, scroll: 300.0),
        (rule: "below the view", top: 950.0, bottom: 1000.0, reveal: true, scroll: 0.0),
        (rule: "in view", top: 300.0, bottom: 350.0, reveal: true, scroll: 100.0),
    ])
    func rowsComeIntoView(rule: String, top: Double, bottom: Double, reveal: Bool, scroll: Double) {
        var chat = ChatScroll()
        chat.scroll(by: 100, contentHeight: 1000, viewHeight: 600)
        if reveal {
            chat.reveal(top: top, bottom: bottom, contentHeight: 1000, viewHeight: 600)
        } else {
            chat.show(rowAt: top, contentHeight: 1000, viewHeight: 600)
        }
        #expect(chat.offset == scroll, "\(rule)")
    }
}
