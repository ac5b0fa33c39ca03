import Foundation

/// libFuzzer's driver (linked from its `fuzzer_no_main` runtime by Scripts/fuzz-websocket.sh),
/// called with the command line and `checkWebSocketReader` for each input.
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ input: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

var argc = CommandLine.argc
var argv = CommandLine.unsafeArgv
exit(runFuzzerDriver(&argc, &argv) { checkWebSocketReader($0, $1) })
