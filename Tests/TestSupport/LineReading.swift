import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The first line a program writes to `output` (without its line break), read a byte at a time
/// so nothing after it is taken from the pipe; nil when the program closes it or says nothing
/// within `limit`. How a test learns that a server it started is ready (Xvfb's display number,
/// dbus-daemon's address, a stand-in's "ready").
public func firstLine(of output: FileHandle, within limit: Duration) -> String? {
    let deadline = ContinuousClock.now + limit
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while bytes.last != UInt8(ascii: "\n") {
        let left = deadline - ContinuousClock.now
        guard left > .zero else { return nil }
        var descriptor = pollfd(fd: output.fileDescriptor, events: Int16(POLLIN), revents: 0)
        guard Glibc.poll(&descriptor, 1, Int32(left / .milliseconds(1)) + 1) > 0, read(output.fileDescriptor, &byte, 1) == 1 else { return nil }
        bytes.append(byte)
    }
    return String(decoding: bytes.dropLast(), as: UTF8.self)
}
