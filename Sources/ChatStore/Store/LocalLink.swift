import SimpleXModel

/// A link the embedded core makes for its local profiles: a one-time invitation or an
/// address, as a full link and a short one on the host `parley.local`, which names no SimpleX
/// server, so that such a link is never taken for one of the network.
struct LocalLink: Hashable {
    enum Kind: String {
        case invitation, address
    }

    static let host = "parley.local"

    var kind: Kind
    var token: String

    init(kind: Kind, token: String) {
        self.kind = kind
        self.token = token
    }

    /// The link `text` is, full or short; nil for any other text.
    init?(_ text: String) {
        for kind in [Kind.invitation, .address] {
            for prefix in [Self.shortPrefix(kind), Self.fullPrefix(kind)] where text.hasPrefix(prefix) {
                let token = String(text.dropFirst(prefix.count))
                guard !token.isEmpty, token.allSatisfy(\.isHexDigit) else { return nil }
                self.init(kind: kind, token: token)
                return
            }
        }
        return nil
    }

    /// The link as the core hands links out: the full one and the short one.
    var created: CreatedConnLink {
        CreatedConnLink(connFullLink: Self.fullPrefix(kind) + token, connShortLink: Self.shortPrefix(kind) + token)
    }

    private static func shortPrefix(_ kind: Kind) -> String {
        "https://\(host)/\(kind == .invitation ? "i" : "a")#"
    }

    private static func fullPrefix(_ kind: Kind) -> String {
        "simplex:/\(kind == .invitation ? "invitation" : "contact")#/?v=2-7&smp=smp%3A%2F%2F\(host)%2F"
    }
}
