import Foundation

extension Transcript {
    /// The senders' pictures by sender id, as `data:` URIs: each `avatarPath` read once, from
    /// `folder` when relative. A file that is missing, too large (over 4 MB) or neither PNG nor
    /// JPEG gives none: the avatar shows the initials.
    func avatarImages(folder: URL) -> [String: String] {
        let listed: [PlainSender] = switch chat {
        case let .group(_, members): members
        case let .direct(contact): [contact]
        }
        var images: [String: String] = [:]
        var read: [String: String?] = [:]
        for sender in listed + messages.map(\.sender) where images[sender.id] == nil {
            guard let path = sender.avatarPath else { continue }
            if read[path] == nil { read[path] = Self.dataURI(path.hasPrefix("/") ? URL(fileURLWithPath: path) : folder.appendingPathComponent(path)) }
            if let image = read[path] ?? nil { images[sender.id] = image }
        }
        return images
    }

    /// The PNG or JPEG file at `url` as a `data:` URI, or nil.
    static func dataURI(_ url: URL) -> String? {
        guard let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil, size <= 4 << 20,
              let bytes = FileManager.default.contents(atPath: url.path) else { return nil }
        let kind: String
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            kind = "png"
        } else if bytes.starts(with: [0xFF, 0xD8]) {
            kind = "jpeg"
        } else {
            return nil
        }
        return "data:image/\(kind);base64," + bytes.base64EncodedString()
    }
}
