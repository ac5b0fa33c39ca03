import Glibc

extension TCPSocket {
    /// A socket listening on the IPv4 loopback address at a port the system picks (for local
    /// servers such as the tests' stand-in of the CLI), and that port.
    public static func listenOnLoopback() throws(SocketError) -> (socket: TCPSocket, port: UInt16) {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw .failed(operation: "socket", errno: errno) }
        let socket = TCPSocket(descriptor: fd)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) } }
        guard bound == 0, listen(fd, 16) == 0 else {
            let code = errno
            socket.close()
            throw .failed(operation: "bind", errno: code)
        }
        let named = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        guard named == 0 else {
            let code = errno
            socket.close()
            throw .failed(operation: "getsockname", errno: code)
        }
        do {
            try socket.makeNonBlocking()
        } catch {
            socket.close()
            throw error
        }
        return (socket, UInt16(bigEndian: address.sin_port))
    }

    /// The next connection, or nil when none came within `timeout`.
    public func accept(timeout: Duration) throws(SocketError) -> TCPSocket? {
        let deadline = ContinuousClock.now + timeout
        while true {
            let fd = Glibc.accept(descriptor, nil, nil)
            if fd >= 0 {
                let client = TCPSocket(descriptor: fd)
                try client.makeNonBlocking()
                return client
            }
            switch errno {
            case EINTR: continue
            case EAGAIN, EWOULDBLOCK:
                guard try wait(for: Int16(POLLIN), until: deadline) else { return nil }
            case let code: throw .failed(operation: "accept", errno: code)
            }
        }
    }
}
