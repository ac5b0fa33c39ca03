import CPangoCairoFloor
import ChatLayout
import ChatTimeline
import Foundation
import ParleyRender
import SimpleXMarkdown
import SimpleXModel
import TestSupport

/// The renderer on one full screen (issue 10 "Tested and fast"): 393 × 852 pt at 3×, the
/// corpus's messages (short ones, every twelfth of a few lines; senders taking turns every
/// six) and then the demo group's newest three items (a file, a deleted one, a mention), the
/// newest rows that fill the screen: about 25 mixed rows. Layout and drawing to a PNG surface
/// in memory (nothing encoded), beside the floor measured in the same run: Pango alone laying
/// out and drawing the same text runs, in the same fonts at the same widths, on an image
/// surface of the same size, on the screen's background painted first: the floor, since a
/// screen writes every pixel (Pango alone on a blank surface, which writes only its glyphs, is
/// shown beside it). Then a relayout after one edited row through the `LayoutCache` (best of
/// 200: it takes some 40 µs, where a scheduler's pause is a large share) beside a full layout
/// (the rows presented through `PresentedRows`, as a front end keeps them), and the peak memory of
/// `parley render --all` of the 100,000-message demo chat as a PDF beside one screen of it.
enum RenderBenchmark {
    static let width = 393.0, height = 852.0, scale = 3.0

    static func run(parley: String?) {
        PangoFonts.pin(configFile: Repository.url("fonts.conf").path)
        let measurer = PangoTextMeasurer()
        var report = Report(benchmark: "render")
        for layout in [ChatLayoutMode.terminal, .classic] {
            let (rows, environment) = screen(layout, measurer: measurer)
            let name = layout == .terminal ? "terminal" : "classic"
            var tree = LayoutTree(environment: environment, rows: [])
            let layoutTime = bestSeconds(runs: 20) {
                tree = must { try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: measurer) }
            }
            let top = tree.height - height
            let stamps = ShapeStamps()
            let drawTime = bestSeconds(runs: 20) {
                onScreenSurface { cairo in ChatRenderer.draw(tree, on: cairo, top: top, height: height, stamps: stamps) }
            }
            let runs = FloorRuns(tree, top: top, bottom: tree.height)
            let floor = bestSeconds(runs: 20) {
                onScreenSurface { cairo in runs.layOutAndDraw(cairo) }
            }
            let background = environment.palette.background
            let painted = bestSeconds(runs: 20) {
                onScreenSurface { cairo in
                    cairo_set_source_rgba(cairo, background.red, background.green, background.blue, background.alpha)
                    cairo_paint(cairo)
                    runs.layOutAndDraw(cairo)
                }
            }
            let total = layoutTime + drawTime
            report.add("\(name): \(rows.count) rows, layout + draw", String(format: "%.2f ms (layout %.2f, draw %.2f) = %.2f× the floor (budget ≤ 1.3×), %.2f× Pango alone on a blank surface",
                                                                       total * 1e3, layoutTime * 1e3, drawTime * 1e3, total / painted, total / floor), "\(name)_total_ms", total * 1e3)
            report.add("\(name): Pango alone, \(runs.count) text runs", String(format: "%.2f ms on the painted background (the floor: every pixel written once, as a screen must)", painted * 1e3),
                       "\(name)_floor_ms", painted * 1e3)
            report.add("\(name): the same on a blank surface", String(format: "%.2f ms (glyphs only)", floor * 1e3), "\(name)_blank_floor_ms", floor * 1e3)
            report.record("\(name)_total_vs_floor", total / painted)
            report.budget("\(name): layout + draw × the floor", total / painted, .atMost(1.3))
            report.record("\(name)_total_vs_blank_floor", total / floor)
            let (relayout, measured) = editedRelayout(rows, environment: environment, measurer: measurer)
            let full = CountingMeasurer(measurer)
            _ = must { try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: full) }
            report.add("\(name): relayout after one edited row", String(format: "%.3f ms = %.1f%% of a full layout (budget ≤ 5%%); %d of the %d texts measured again",
                                                                          relayout * 1e3, relayout / layoutTime * 100, measured, full.calls),
                       "\(name)_relayout_ms", relayout * 1e3)
            report.record("\(name)_relayout_vs_full", relayout / layoutTime)
            report.budget("\(name): relayout, share of a full layout", relayout / layoutTime, .atMost(0.05))
        }
        if let memory = allMemory(parley: parley) {
            report.add("render --all, 100,000 messages, PDF", String(format: "%.1f MB peak RSS (%d pages) = %.2f× one screen (budget ≤ 2×)", memory.all / 1024, memory.pages, memory.all / memory.one),
                       "all_peak_mb", memory.all / 1024)
            report.add("render, one screen of it, PDF", String(format: "%.1f MB peak RSS (the floor: the same process for one page)", memory.one / 1024), "one_peak_mb", memory.one / 1024)
            report.record("all_vs_one_memory", memory.all / memory.one)
            report.budget("render --all memory × one screen", memory.all / memory.one, .atMost(2))
        }
        if let long = longMessage(parley: parley) {
            report.add("render --all, one 1 MiB message", String(format: "%.2f s = %.2f× the same text in 1,024 messages (budget ≤ 3×)", long.long, long.long / long.spread),
                       "long_message_s", long.long)
            report.add("render --all, 1,024 messages of 1 KiB", String(format: "%.2f s (the floor: the same words in ordinary messages)", long.spread), "spread_message_s", long.spread)
            report.record("long_vs_spread", long.long / long.spread)
            report.budget("one 1 MiB message × 1,024 messages", long.long / long.spread, .atMost(3))
        }
        report.print(title: "parley-bench render (release; 393×852 pt at 3×; best of 20; memory of child processes of \(parley ?? defaultParley ?? "no parley"))")
    }

    /// The rows of one screen: the demo group's items, then the corpus's messages from its
    /// members and the user, the newest of them that fill the screen.
    static func screen(_ layout: ChatLayoutMode, measurer: PangoTextMeasurer) -> ([RowPresentation], LayoutEnvironment) {
        let team = Fixtures.team
        let members = team.chatItems.senders
        let messages = ChatCorpus.messages(bytes: 20_000)
        let short = messages.filter { !$0.contains("\n") && $0.count <= 30 && $0.contains { $0.isLetter } }
        let long = messages.filter { $0.contains("\n") && $0.count <= 120 }
        var time = ChatItems.time(0)
        let corpus = (0..<40).map { index in
            time += 20
            let text = index % 12 == 4 ? long[index % long.count] : short[index % short.count]
            let run = index / 6
            let direction: CIDirection = run % 3 == 0 ? .groupSnd : .groupRcv(groupMember: members[run % members.count])
            return ChatItems.text(Int64(10_000 + index), text, at: time, direction: direction).parsingMarkdown()
        }
        let demo = team.chatItems.suffix(3).map { item in
            var item = item
            time += 30
            item.meta.itemTs = time
            return item
        }
        let items = corpus + demo
        let environment = LayoutEnvironment(width: width, bodySize: 17, layout: layout, theme: .light, hasGutter: true,
                                            userName: team.chatInfo.groupInfo?.membership.memberProfile.displayName)
        let all = present(items, environment: environment)
        var filled = 0.0
        var count = 0
        for row in all.reversed() where filled < height {
            filled += must { try ChatLayoutEngine.layoutRow(row, environment: environment, measurer: measurer).height }
            count += 1
        }
        let onScreen = all.suffix(count).reduce(0) { $0 + $1.row.items.count }
        return (present(Array(items.suffix(onScreen)), environment: environment), environment)
    }

    /// The value of `body`; a layout error (an unknown layout, which these rows cannot have)
    /// ends the benchmark with it.
    static func must<Value>(_ body: () throws -> Value) -> Value {
        do {
            return try body()
        } catch {
            print("parley-bench render: \(error)")
            exit(1)
        }
    }

    /// `items` presented as at the time of the newest.
    static func present(_ items: [ChatItem], environment: LayoutEnvironment) -> [RowPresentation] {
        RowPresentation.present(rows: mergedRows(items), chatInfo: Fixtures.team.chatInfo, layout: environment.layout, environment: timeline(items, environment))
    }

    /// The timeline's environment of `items`: `environment`'s calendar at the time of the newest.
    static func timeline(_ items: [ChatItem], _ environment: LayoutEnvironment) -> TimelineEnvironment {
        environment.timeline(now: items.map(\.meta.itemTs).max() ?? Date(timeIntervalSince1970: 0))
    }

    /// `draw` on a fresh ARGB image surface of the screen's pixels, user space in points.
    static func onScreenSurface(_ draw: (OpaquePointer) -> Void) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width * scale), Int32(height * scale))
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, scale, scale)
        draw(cairo)
        cairo_surface_flush(surface)
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// The best time of a relayout through a warm cache after one row's message was edited, and
    /// how many texts it measures.
    static func editedRelayout(_ rows: [RowPresentation], environment: LayoutEnvironment, measurer: PangoTextMeasurer) -> (Double, Int) {
        let (warm, editedRows) = edit(rows, environment: environment, measurer: measurer)
        let counting = CountingMeasurer(measurer)
        var counted = warm
        _ = must { try counted.layout(rows: editedRows, environment: environment, measurer: counting) }
        let time = bestSeconds(runs: 200) {
            var cache = warm
            _ = must { try cache.layout(rows: editedRows, environment: environment, measurer: measurer) }
        }
        return (time, counting.calls)
    }

    /// A cache warm with `rows`, and the rows after the message of the middle one was edited, as
    /// a front end has them: the edit applied to its `Timeline`, which keeps every other row as
    /// it was, and presented through `PresentedRows`, which keeps every row whose neighbourhood
    /// is unchanged as it was presented before.
    static func edit(_ rows: [RowPresentation], environment: LayoutEnvironment, measurer: PangoTextMeasurer) -> (LayoutCache, [RowPresentation]) {
        let items = rows.flatMap { $0.row.items.reversed() }
        var timeline = Timeline()
        timeline.apply(.initial(count: items.count), page: items, navigation: nil, stats: Fixtures.team.chatStats)
        var presented = PresentedRows()
        presented.present(timeline.rows, chatInfo: Fixtures.team.chatInfo, layout: environment.layout, environment: Self.timeline(items, environment))
        var warm = LayoutCache()
        _ = must { try warm.layout(rows: presented.presentations, environment: environment, measurer: measurer) }
        var edited = items[items.count / 2]
        edited.setMessage(.text(text: edited.meta.itemText + " (edited)"))
        edited.meta.itemEdited = true
        _ = timeline.itemUpdated(edited.parsingMarkdown())
        presented.present(timeline.rows, chatInfo: Fixtures.team.chatInfo, layout: environment.layout, environment: Self.timeline(items, environment))
        return (warm, presented.presentations)
    }

    /// The merged rows of `items` (oldest first), newest first.
    static func mergedRows(_ items: [ChatItem]) -> [MergedRow] {
        var window = ChatWindow()
        window.apply(.initial(count: items.count), page: items, navigation: nil, stats: Fixtures.team.chatStats)
        return MergedRow.rows(of: window)
    }
}
