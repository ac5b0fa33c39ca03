import Foundation

/// libFuzzer's driver (linked from its `fuzzer_no_main` runtime by Scripts/fuzz-markdown.sh),
/// called with the command line and `checkMarkdown` for each input.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ input: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv) { checkMarkdown($0, $1) })
