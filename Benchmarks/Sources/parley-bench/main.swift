import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "markdown":
    MarkdownBenchmark.run()
case "markdown-profile":
    MarkdownBenchmark.profile()
case "timeline":
    TimelineBenchmark.run()
default:
    print("Usage: parley-bench markdown | markdown-profile (one pass over 1 MB, for valgrind --tool=callgrind) | timeline")
    exit(arguments.isEmpty ? 0 : 2)
}
