import Foundation
import Glibc

extension TerminalSession {
    /// Writes `CapabilityProbe.query` (with the graphics queries when the options ask, except
    /// on the Linux console) and reads replies until the device attributes arrive or the timeout
    /// passes. Returns the decoder (with any unfinished bytes) and the input that was not a
    /// reply, to be delivered first.
    func probe() throws -> (InputDecoder, [InputEvent]) {
        var probe = CapabilityProbe(environment: environment)
        var decoder = InputDecoder()
        var early: [InputEvent] = []
        try writeAll(CapabilityProbe.query(graphics: options.probeGraphics && environment["TERM"] != "linux"))
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(options.probeTimeoutMilliseconds) * 1_000_000
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !probe.isComplete {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { break }
            var descriptor = pollfd(fd: inputFd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, Int32((deadline - now) / 1_000_000) + 1)
            if ready < 0 && errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(inputFd, &buffer, buffer.count)
            guard count > 0 else { break }
            for event in decoder.feed(buffer[0..<count]) where !probe.consume(event) {
                early.append(event)
            }
        }
        capabilities = probe.capabilities
        return (decoder, early)
    }

    /// Starts the reader thread: it polls the terminal and the wake pipe, feeds `decoder`,
    /// resolves a lone ESC after the escape timeout, reports SIGWINCH as a resize and ends on
    /// the pipe's quit byte or when the terminal closes.
    func startReader(decoder: InputDecoder) {
        let done = DispatchSemaphore(value: 0)
        reader = done
        let input = inputFd
        let wake = wakePipe[0]
        let output = outputFd
        let escapeTimeout = options.escapeTimeoutMilliseconds
        let continuation = continuation
        let thread = Thread {
            var decoder = decoder
            TerminalSession.readLoop(input: input, wake: wake, output: output, escapeTimeout: escapeTimeout, decoder: &decoder, continuation: continuation)
            done.signal()
        }
        thread.name = "parley-terminal-input"
        thread.start()
    }

    /// The reader thread's loop. Blocking, so it runs on its own thread, never on the actor.
    nonisolated static func readLoop(input: Int32, wake: Int32, output: Int32, escapeTimeout: Int32, decoder: inout InputDecoder, continuation: AsyncStream<TerminalEvent>.Continuation) {
        var buffer = [UInt8](repeating: 0, count: 4096)
        var descriptors = [pollfd(fd: input, events: Int16(POLLIN), revents: 0), pollfd(fd: wake, events: Int16(POLLIN), revents: 0)]
        while true {
            descriptors[0].revents = 0
            descriptors[1].revents = 0
            let ready = poll(&descriptors, 2, decoder.hasPendingEscape ? escapeTimeout : -1)
            if ready < 0 {
                if errno == EINTR { continue }
                continuation.finish()
                return
            }
            if ready == 0 {
                for event in decoder.flushPendingEscape() { continuation.yield(.input(event)) }
                continue
            }
            if descriptors[1].revents & Int16(POLLIN) != 0 {
                var signal: UInt8 = 0
                if read(wake, &signal, 1) == 1 {
                    if signal == UInt8(ascii: "q") { return }
                    continuation.yield(.resize(windowSize(output)))
                }
            }
            if descriptors[0].revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                let count = read(input, &buffer, buffer.count)
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else {
                    continuation.finish()
                    return
                }
                for event in decoder.feed(buffer[0..<count]) { continuation.yield(.input(event)) }
            }
        }
    }

    /// A cell's size in pixels from the window's (TIOCGWINSZ), when the terminal fills them in.
    nonisolated static func cellPixels(_ fd: Int32) -> PixelSize? {
        var window = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0, window.ws_xpixel >= window.ws_col, window.ws_ypixel >= window.ws_row else { return nil }
        return PixelSize(width: Int(window.ws_xpixel) / Int(window.ws_col), height: Int(window.ws_ypixel) / Int(window.ws_row))
    }

    nonisolated static func windowSize(_ fd: Int32) -> GridSize {
        var window = winsize()
        guard ioctl(fd, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return GridSize(rows: 24, columns: 80)
        }
        return GridSize(rows: Int(window.ws_row), columns: Int(window.ws_col))
    }
}
