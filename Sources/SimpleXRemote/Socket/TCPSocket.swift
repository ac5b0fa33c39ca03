import Glibc

/// A TCP socket in non-blocking mode, every wait bounded by poll(2): connecting, reading and
/// writing each take a timeout, so a stalled or vanished peer is an error, never a hang.
/// Not thread-safe: one reader and one (serialised) writer at a time, and one `close`.
@_spi(StandIn) public struct TCPSocket: Sendable {
    package let descriptor: Int32

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Connects to `host:port`, trying each address getaddrinfo gives (IPv4, IPv6, names) in turn
    /// within one overall `timeout`.
    package static func connect(host: String, port: UInt16, timeout: Duration) throws(SocketError) -> TCPSocket {
        let deadline = ContinuousClock.now + timeout
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var list: UnsafeMutablePointer<addrinfo>?
        let status = getaddrinfo(host, String(port), &hints, &list)
        guard status == 0, let first = list else {
            throw .unresolved(host: host, reason: String(cString: gai_strerror(status)))
        }
        defer { freeaddrinfo(first) }
        var lastError = SocketError.refused(host: host, port: port)
        var entry: UnsafeMutablePointer<addrinfo>? = first
        while let address = entry {
            entry = address.pointee.ai_next
            do {
                return try connect(address.pointee, deadline: deadline)
            } catch {
                lastError = error
                if case .timedOut = error { break }
            }
        }
        if case .failed(_, ECONNREFUSED) = lastError { throw .refused(host: host, port: port) }
        throw lastError
    }

    private static func connect(_ address: addrinfo, deadline: ContinuousClock.Instant) throws(SocketError) -> TCPSocket {
        let fd = socket(address.ai_family, address.ai_socktype, address.ai_protocol)
        guard fd >= 0 else { throw .failed(operation: "socket", errno: errno) }
        let socket = TCPSocket(descriptor: fd)
        do throws(SocketError) {
            try socket.makeNonBlocking()
            if Glibc.connect(fd, address.ai_addr, address.ai_addrlen) != 0 {
                guard errno == EINPROGRESS else { throw SocketError.failed(operation: "connect", errno: errno) }
                guard try socket.wait(for: Int16(POLLOUT), until: deadline) else { throw SocketError.timedOut("connecting") }
                var code: Int32 = 0
                var length = socklen_t(MemoryLayout<Int32>.size)
                guard getsockopt(fd, SOL_SOCKET, SO_ERROR, &code, &length) == 0 else { throw SocketError.failed(operation: "getsockopt", errno: errno) }
                guard code == 0 else { throw SocketError.failed(operation: "connect", errno: code) }
            }
            var one: Int32 = 1
            setsockopt(fd, Int32(IPPROTO_TCP), TCP_NODELAY, &one, socklen_t(MemoryLayout<Int32>.size))
            return socket
        } catch {
            socket.close()
            throw error
        }
    }

    func makeNonBlocking() throws(SocketError) {
        let flags = fcntl(descriptor, F_GETFL)
        guard flags >= 0, fcntl(descriptor, F_SETFL, flags | O_NONBLOCK) == 0 else {
            throw .failed(operation: "fcntl", errno: errno)
        }
    }

    /// Waits until the socket is ready for `events` or `deadline` passes (false).
    func wait(for events: Int16, until deadline: ContinuousClock.Instant) throws(SocketError) -> Bool {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return false }
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            let milliseconds = Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000 + 1)
            let ready = poll(&entry, 1, milliseconds)
            if ready > 0 { return true }
            if ready < 0, errno != EINTR { throw .failed(operation: "poll", errno: errno) }
        }
    }

    /// Reads what is there, up to `buffer.count` bytes, waiting at most `timeout`: the number of
    /// bytes, or nil when nothing came in time. The peer closing is `closedByPeer`. What came is
    /// acknowledged at once (`acknowledgeAtOnce`).
    @_spi(StandIn) public func read(into buffer: inout [UInt8], timeout: Duration) throws(SocketError) -> Int? {
        let deadline = ContinuousClock.now + timeout
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                acknowledgeAtOnce()
                return count
            }
            if count == 0 { throw .closedByPeer }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                guard try wait(for: Int16(POLLIN), until: deadline) else { return nil }
            case ECONNRESET: throw .closedByPeer
            case let code: throw .failed(operation: "recv", errno: code)
            }
        }
    }

    /// Asks the kernel to acknowledge what comes in at once (TCP_QUICKACK), not up to 40 ms
    /// later: a peer that leaves Nagle's algorithm on holds its next small frame until what it
    /// sent is acknowledged, so under a flood of events a reply written after them waited for our
    /// delayed ACK (issue 19: a cluster of replies 20 ms late). Linux clears the mode by itself,
    /// so it is asked again after every read.
    private func acknowledgeAtOnce() {
        var one: Int32 = 1
        setsockopt(descriptor, Int32(IPPROTO_TCP), TCP_QUICKACK, &one, socklen_t(MemoryLayout<Int32>.size))
    }

    /// Writes all of `bytes`, waiting at most `timeout` for the peer to take them.
    @_spi(StandIn) public func write(_ bytes: [UInt8], timeout: Duration) throws(SocketError) {
        let deadline = ContinuousClock.now + timeout
        var offset = 0
        while offset < bytes.count {
            let count = bytes.withUnsafeBytes { raw in
                raw.baseAddress.map { send(descriptor, $0 + offset, raw.count - offset, Int32(MSG_NOSIGNAL)) } ?? 0
            }
            if count >= 0 {
                offset += count
                continue
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                guard try wait(for: Int16(POLLOUT), until: deadline) else { throw .timedOut("writing to the peer") }
            case EPIPE, ECONNRESET: throw .closedByPeer
            case let code: throw .failed(operation: "send", errno: code)
            }
        }
    }

    /// Ends both directions, waking a reader blocked in poll; the descriptor stays open.
    package func shutdown() {
        _ = Glibc.shutdown(descriptor, Int32(SHUT_RDWR))
    }

    @_spi(StandIn) public func close() {
        _ = Glibc.close(descriptor)
    }
}
