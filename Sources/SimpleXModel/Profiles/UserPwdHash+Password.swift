import Foundation

/// A hidden profile's password, as the core keeps it (`hashPassword`, `chat_password_hash`):
/// the URL-safe base64 of SHA-512 over the password's UTF-8 bytes followed by the salt's bytes;
/// the salt is 16 random bytes, kept as URL-safe base64. The apps check a typed password
/// against the hash the same way to show a hidden profile.
extension UserPwdHash {
    /// The hash of `password` with `salt` (raw bytes).
    public init(password: String, salt: [UInt8]) {
        self.init(hash: Self.hash(password, salt: salt), salt: Self.base64URL(salt))
    }

    /// Whether `password` is this profile's; an empty password never is.
    public func matches(_ password: String) -> Bool {
        guard !password.isEmpty, let salt = Self.bytes(base64URL: salt) else { return false }
        return Self.hash(password, salt: salt) == hash
    }

    private static func hash(_ password: String, salt: [UInt8]) -> String {
        base64URL(SHA512.digest(Array(password.utf8) + salt))
    }

    private static func base64URL(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    }

    private static func bytes(base64URL text: String) -> [UInt8]? {
        var base64 = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
        return Data(base64Encoded: base64).map(Array.init)
    }
}
