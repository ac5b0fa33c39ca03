import SimpleXModel

extension CIDirection {
    /// Received in a group or channel: from a member or from the channel.
    public var isReceivedInGroup: Bool {
        switch self {
        case .groupRcv, .channelRcv: true
        default: false
        }
    }
}
