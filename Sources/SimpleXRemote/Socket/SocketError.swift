import Glibc

/// Why a socket operation failed, in words a person can act on.
@_spi(StandIn) public enum SocketError: Error, Hashable, Sendable, CustomStringConvertible {
    /// getaddrinfo found no address for the host.
    case unresolved(host: String, reason: String)
    /// Every address of the host refused the connection: nothing listens on the port.
    case refused(host: String, port: UInt16)
    /// The peer did not answer within the timeout.
    case timedOut(String)
    /// The peer closed the connection.
    case closedByPeer
    /// Another error of the system call `operation`.
    case failed(operation: String, errno: Int32)

    public var description: String {
        switch self {
        case let .unresolved(host, reason): "cannot resolve \(host): \(reason)"
        case let .refused(host, port): "nothing accepts connections at \(host):\(port)"
        case let .timedOut(what): "timed out \(what)"
        case .closedByPeer: "the peer closed the connection"
        case let .failed(operation, code): "\(operation) failed: \(String(cString: strerror(code)))"
        }
    }
}
