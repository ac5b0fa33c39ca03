import Foundation
import Testing
@testable import SimpleXModel

/// A hidden profile's password hash as the core makes it: SHA-512 over the password and the
/// salt, URL-safe base64 (issue 36 D25).
@Suite struct UserPasswordHashTests {
    static let digests: [(message: String, hex: String)] = [
        ("", "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e"),
        ("abc", "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"),
        (String(repeating: "a", count: 200), "4b11459c33f52a22ee8236782714c150a3b2c60994e9acee17fe68947a3e6789f31e7668394592da7bef827cddca88c4e6f86e4df7ed1ae6cba71f3e98faee9f"),
    ]

    @Test("SHA-512 digests as FIPS 180-4", arguments: digests)
    func sha512(message: String, hex: String) {
        #expect(SHA512.digest(Array(message.utf8)).map { String(format: "%02x", $0) }.joined() == hex)
    }

    @Test("A password matches its own hash only, and an empty one never")
    func matches() {
        let hash = UserPwdHash(password: "pässword", salt: Array(0..<16))
        #expect(hash.salt == "AAECAwQFBgcICQoLDA0ODw==")
        #expect(hash.matches("pässword") && !hash.matches("password") && !hash.matches(""))
    }
}
