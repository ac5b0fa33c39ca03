import Glibc

extension TCPSocket {
    /// A socket listening on the loopback address (IPv4 `127.0.0.1`, or IPv6 `::1`) at a port the
    /// system picks (for local servers such as the tests' stand-in of the CLI), and that port.
    @_spi(StandIn) public static func listenOnLoopback(ipv6: Bool = false) throws(SocketError) -> (socket: TCPSocket, port: UInt16) {
        let fd = socket(ipv6 ? AF_INET6 : AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw .failed(operation: "socket", errno: errno) }
        let socket = TCPSocket(descriptor: fd)
        do throws(SocketError) {
            let port = try ipv6 ? bindIPv6Loopback(fd) : bindIPv4Loopback(fd)
            guard listen(fd, 16) == 0 else { throw .failed(operation: "listen", errno: errno) }
            try socket.makeNonBlocking()
            return (socket, port)
        } catch {
            socket.close()
            throw error
        }
    }

    private static func bindIPv4Loopback(_ fd: Int32) throws(SocketError) -> UInt16 {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7F00_0001).bigEndian
        try bind(fd, &address)
        return UInt16(bigEndian: address.sin_port)
    }

    private static func bindIPv6Loopback(_ fd: Int32) throws(SocketError) -> UInt16 {
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_addr = in6addr_loopback
        try bind(fd, &address)
        return UInt16(bigEndian: address.sin6_port)
    }

    /// Binds `fd` to `address` (port 0: any) and reads back the address with its port.
    private static func bind<Address>(_ fd: Int32, _ address: inout Address) throws(SocketError) {
        var length = socklen_t(MemoryLayout<Address>.size)
        let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { Glibc.bind(fd, $0, length) } }
        guard bound == 0 else { throw .failed(operation: "bind", errno: errno) }
        let named = withUnsafeMutablePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
        guard named == 0 else { throw .failed(operation: "getsockname", errno: errno) }
    }

    /// The next connection, or nil when none came within `timeout`.
    @_spi(StandIn) public func accept(timeout: Duration) throws(SocketError) -> TCPSocket? {
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
