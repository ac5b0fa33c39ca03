import Foundation
import TestSupport
import Testing
@_spi(StandIn) @testable import SimpleXRemote

@Suite struct SHA1Tests {
    static let vectors: [(String, String)] = [
        ("", "da39a3ee5e6b4b0d3255bfef95601890afd80709"),
        ("abc", "a9993e364706816aba3e25717850c26c9cd0d89d"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "84983e441c3bd26ebaae4aa1f95129e5e54670f1"),
        ("The quick brown fox jumps over the lazy dog", "2fd4e1c67a2d28fced849ee1bb76e7391b93eb12"),
    ]

    @Test("FIPS 180 and well-known SHA-1 vectors", arguments: vectors)
    func knownVectors(message: String, digest: String) {
        #expect(hex(SHA1.digest(Array(message.utf8))) == digest)
    }

    /// Every length from 0 to 130 bytes (each padding case around the 56- and 64-byte block
    /// edges) and a few longer ones, against python3's hashlib.
    @Test("SHA-1 agrees with python3 hashlib for every padding length")
    func agreesWithHashlib() throws {
        let inputs = (0...130).map { length in (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ length) } } + [[UInt8](repeating: 0xFF, count: 1000), [UInt8](repeating: 0x61, count: 4097)]
        let script = "import hashlib,sys\nfor line in sys.stdin.read().split():\n    print(hashlib.sha1(bytes.fromhex(line if line != '-' else '')).hexdigest())\n"
        let input = inputs.map { $0.isEmpty ? "-" : hex($0) }.joined(separator: "\n")
        let output = try python(script, input: input)
        #expect(output.split(separator: "\n").map(String.init) == inputs.map { hex(SHA1.digest($0)) })
    }

    @Test("RFC 6455 §1.3: the accept value of the sample nonce")
    func rfcAcceptValue() {
        #expect(WebSocketHandshake.acceptValue(for: "dGhlIHNhbXBsZSBub25jZQ==") == "s3pPLMBiTxaQ9kYGzzhZRbK+xOo=")
    }
}

func hex(_ bytes: [UInt8]) -> String {
    bytes.map { String(format: "%02x", $0) }.joined()
}

/// Runs a python3 script with `input` on its standard input and returns its standard output.
func python(_ script: String, input: String = "") throws -> String {
    let output = try runProcess("python3", ["-c", script], input: Data(input.utf8))
    guard output.status == 0 else { throw PythonError(message: output.stderr) }
    return output.stdout
}

struct PythonError: Error, CustomStringConvertible {
    var message: String
    var description: String { "python3 failed: \(message)" }
}
