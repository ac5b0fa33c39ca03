import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "markdown":
    MarkdownBenchmark.run()
case "markdown-profile":
    MarkdownBenchmark.profile()
case "timeline":
    TimelineBenchmark.run()
case "store-profile":
    await StoreBenchmark.profile()
case "terminal":
    await TerminalBenchmark.run()
case "remote":
    await RemoteBenchmark.run()
case "decode":
    DecodeBenchmark.run()
case "store":
    await StoreBenchmark.run(items: max(10_000, arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000))
default:
    print("Usage: parley-bench markdown | markdown-profile (one pass over 1 MB, for valgrind --tool=callgrind) | timeline | store [ITEMS] | store-profile (20,000 initial(50) pages, for perf record) | remote (a page of 200 items through the loopback WebSocket) | decode (an apiChat reply of 200 items: the generated decoder, JSONDecoder, CPython) | terminal (the client on a 200×60 screen)")
    exit(arguments.isEmpty ? 0 : 2)
}
