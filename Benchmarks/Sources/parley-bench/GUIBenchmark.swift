import ChatLayout
import Foundation
import ParleyRender
import SimpleXModel
import TestSupport

/// The window's frames (issue 21 "Frames"): a long chat (2,000 of the corpus's messages in the
/// demo group, senders taking turns every six) laid out once in the classic layout at a window's
/// size, 739 × 640 pt, at 1× and 2×, drawn through `ChatFrameBuffer` as `parley gui` draws it.
/// A frame scrolled by one line (20 pt) from the one before, 400 frames up the chat, beside a
/// full redraw of the same bands (`invalidate()`, then the frame), three rounds of each: the
/// medians, their ratio (budget ≤ 0.25×), and the slowest scrolled frame beside the 16.7 ms of
/// 60 frames a second. Beside them the floor of a scroll that keeps its frame in one surface,
/// measured in the same rounds: moving the frame's pixels up by the line (one `memmove` of the
/// surface's bytes).
///
/// Beside the frames, the floor of the window's start (issue 33 "Figures"): an empty GTK 4
/// window with one drawing area, built from Debian's GTK in the run and started under Xvfb on a
/// private session (`WindowStartup`): its time to the first frame and its peak memory then,
/// medians of `starts` starts; and `parley gui`'s own beside it (`GUIBenchmark+Window.swift`),
/// then the window under a flood (`GUIBenchmark+Flood.swift`).
enum GUIBenchmark {
    static let width = 739.0, height = 640.0, line = 20.0, frames = 400, rounds = 3, messages = 2_000, starts = 5

    static func run() {
        PangoFonts.pin(configFile: Repository.url("fonts.conf").path)
        let tree = chat()
        var report = Report(benchmark: "gui")
        for scale in [1.0, 2.0] {
            let (scrolled, whole, moved) = frameTimes(tree, scale: scale)
            let scroll = median(scrolled), full = median(whole), move = median(moved)
            let name = String(format: "%.0f×", scale)
            report.add("\(name): a frame scrolled by one line", String(
                format: "%.2f ms median (slowest %.2f ms, 60 frames a second is 16.7 ms) = %.3f× a full redraw (budget ≤ 0.25×)",
                scroll * 1e3, (scrolled.max() ?? 0) * 1e3, scroll / full), "scroll_frame_\(Int(scale))x_ms", scroll * 1e3)
            report.add("\(name): a full redraw of the window", String(format: "%.2f ms median (the peer: the same band drawn whole)", full * 1e3),
                       "full_frame_\(Int(scale))x_ms", full * 1e3)
            report.add("\(name): moving the frame's pixels alone", String(format: "%.2f ms median = %.3f× a full redraw (the floor of a scroll in one surface)", move * 1e3, move / full),
                       "move_pixels_\(Int(scale))x_ms", move * 1e3)
            report.record("move_vs_full_\(Int(scale))x", move / full)
            report.record("scroll_slowest_\(Int(scale))x_ms", (scrolled.max() ?? 0) * 1e3)
            report.record("scroll_vs_full_\(Int(scale))x", scroll / full)
            report.budget("\(name): scrolled frame × full redraw", scroll / full, .atMost(0.25))
        }
        addStartFloor(to: &report)
        report.print(title: String(format: "parley-bench gui (release; ChatFrameBuffer, classic, %.0f×%.0f pt, %d rows %.0f pt high; median of %d × %d frames)",
                                   width, height, tree.rows.count, tree.height, rounds, frames))
    }

    /// The empty window's start, measured on a desktop of the run's own; left out, with the
    /// reason, where it cannot be (no Xvfb, no C compiler or GTK headers).
    static func addStartFloor(to report: inout Report) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-bench-gui-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let floor = try EmptyWindowFloor.build(into: folder)
            let desktop = try WindowDesktop()
            defer { desktop.close() }
            let empty = try WindowStartup.median(of: starts) { try WindowStartup.measure(floor, environment: desktop.environment) }
            report.add("empty GTK 4 window: start to first frame", String(
                format: "%.0f ms median of %d starts (the floor of parley gui's first frame; ", empty.firstFrame * 1e3, starts) + "\(empty.renderer))",
                "empty_window_first_frame_ms", empty.firstFrame * 1e3)
            report.add("empty GTK 4 window: peak memory", String(format: "%.1f MB at its first frame, median of %d starts (the floor of parley gui's memory)",
                                                              Double(empty.peakKilobytes) / 1024, starts), "empty_window_peak_mb", Double(empty.peakKilobytes) / 1024)
            try addWindow(beside: empty, on: desktop, in: folder, to: &report)
            try addFlood(on: desktop, in: folder, to: &report)
        } catch {
            Swift.print("parley-bench gui: \(error); the windows' starts are left out")
        }
    }

    /// The chat laid out once at the window's width: the corpus's messages, each 20 s after the
    /// one before, a run of six from one sender, every third run the user's.
    static func chat() -> LayoutTree {
        let team = Fixtures.team
        let members = team.chatItems.senders
        let corpus = ChatCorpus.messages(bytes: 400_000)
        var time = ChatItems.time(0)
        let items = (0..<messages).map { index in
            time += 20
            let run = index / 6
            let direction: CIDirection = run % 3 == 0 ? .groupSnd : .groupRcv(groupMember: members[run % members.count])
            return ChatItems.text(Int64(10_000 + index), corpus[index % corpus.count], at: time, direction: direction).parsingMarkdown()
        }
        let environment = LayoutEnvironment(chat: team.chatInfo, width: width, bodySize: 17, layout: .classic, theme: .light)
        let rows = RenderBenchmark.present(items, environment: environment)
        return RenderBenchmark.must { try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: PangoTextMeasurer()) }
    }

    /// Each frame's time through one buffer (its stamps warmed by a first frame): scrolling up
    /// from the newest line by `line` a frame, drawing the same bands whole (`invalidate()`, then
    /// the frame), and moving a frame's bytes up by the line; each a pass of `frames`, the three
    /// passes taken in turn `rounds` times, so that the machine's load falls on all alike and each
    /// pass finds the caches as frames of its own kind leave them (a redraw of another surface
    /// between two scrolled frames would evict the pixels a window's next scroll moves).
    static func frameTimes(_ tree: LayoutTree, scale: Double) -> (scrolled: [Double], whole: [Double], moved: [Double]) {
        let buffer = ChatFrameBuffer()
        let newest = tree.height - height
        let tops = (1...frames).map { max(0, newest - Double($0) * line) }
        let stride = 4 * Int((width * scale).rounded()), rows = Int((height * scale).rounded()), shift = Int(line * scale)
        let pixels = UnsafeMutableRawPointer.allocate(byteCount: stride * rows, alignment: 64)
        defer { pixels.deallocate() }
        pixels.initializeMemory(as: UInt8.self, repeating: 0, count: stride * rows)
        var scrolled: [Double] = [], whole: [Double] = [], moved: [Double] = []
        for _ in 0..<rounds {
            buffer.invalidate()
            _ = buffer.frame(tree, top: newest, height: height, scale: scale)
            for top in tops {
                scrolled.append(seconds { _ = buffer.frame(tree, top: top, height: height, scale: scale) })
                precondition(buffer.lastDrawnRows == shift, "a scroll by one line draws only the line it uncovers")
            }
            for top in tops {
                whole.append(seconds {
                    buffer.invalidate()
                    _ = buffer.frame(tree, top: top, height: height, scale: scale)
                })
            }
            for _ in tops {
                moved.append(seconds { memmove(pixels + shift * stride, pixels, (rows - shift) * stride) })
            }
        }
        return (scrolled, whole, moved)
    }

    /// Wall time of `work`, once.
    static func seconds(_ work: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The middle value (the mean of the two middle ones of an even count).
    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return 0 }
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}
