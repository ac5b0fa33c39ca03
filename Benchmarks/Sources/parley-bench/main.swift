import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "markdown":
    MarkdownBenchmark.run()
case "markdown-profile":
    MarkdownBenchmark.profile(hostile: arguments.count > 1 ? arguments[1] : nil)
case "timeline":
    TimelineBenchmark.run()
case "store-profile":
    await StoreProfile.run(arguments.count > 1 ? arguments[1] : "before")
case "terminal":
    await TerminalBenchmark.run()
case "terminal-profile":
    TerminalBenchmark.profile()
case "peak-rss":
    exit(RenderBenchmark.printPeakMemory(Array(arguments.dropFirst())))
case "render":
    RenderBenchmark.run(parley: arguments.count > 1 ? arguments[1] : nil)
case "render-profile":
    RenderBenchmark.profile(layouts: arguments.count > 1 ? arguments[1] : nil, stages: arguments.count > 2 ? arguments[2] : nil)
case "remote":
    await RemoteBenchmark.run()
case "gui":
    GUIBenchmark.run()
case "decode":
    DecodeBenchmark.run()
case "store":
    await StoreBenchmark.run(items: max(10_000, arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000))
default:
    print("""
        Usage: parley-bench COMMAND
          markdown                         the chat corpus and hostile inputs beside cmark-gfm and md4c
          markdown-profile [HOSTILE INPUT] one pass over 1 MB of the corpus or a hostile input, for valgrind --tool=callgrind
          timeline                         the timeline's window, merging and presentation
          store [ITEMS]                    the store beside raw SQLite doing the same work
          store-profile [before | around | initial | first | insert]
                                           the store's hot path in a loop, for perf record
          remote                           a page of 200 items through the loopback WebSocket
          decode                           an apiChat reply of 200 items: the generated decoder, JSONDecoder, CPython
          terminal                         the client on a 200×60 screen
          terminal-profile                 its frames, many times, for perf record
          render [PARLEY]                  one screen drawn beside Pango alone; render --all's memory, of PARLEY or the repository's build
          render-profile [terminal | classic] [layout | draw | floor | relayout]
                                           one screen, 2,000 times, for perf record
          gui                              the window's frames: one scrolled by a line beside a full redraw, at 1× and 2×
        """)
    exit(arguments.isEmpty ? 0 : 2)
}
