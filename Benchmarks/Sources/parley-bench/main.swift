import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "markdown":
    MarkdownBenchmark.run()
default:
    print("Usage: parley-bench markdown")
    exit(arguments.isEmpty ? 0 : 2)
}
