import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "markdown":
    MarkdownBenchmark.run()
case "markdown-profile":
    MarkdownBenchmark.profile()
default:
    print("Usage: parley-bench markdown | markdown-profile (one pass over 1 MB, for valgrind --tool=callgrind)")
    exit(arguments.isEmpty ? 0 : 2)
}
