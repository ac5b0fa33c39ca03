import Foundation
import SimpleXModel
import Testing

/// The core's ISO-8601 timestamps (`Timestamp`).
@Suite struct TimestampTests {
    @Test(arguments: [
        ("1970-01-01T00:00:00Z", 0.0),
        ("2024-05-06T07:08:09Z", 1_714_979_289.0),
        ("2024-05-06T07:08:09.5Z", 1_714_979_289.5),
        ("2024-05-06T07:08:09.123456789123Z", 1_714_979_289.123456789),
        ("2024-05-06T09:08:09+02:00", 1_714_979_289.0),
        ("2024-05-06T04:38:09-02:30", 1_714_979_289.0),
        ("2000-02-29T12:00:00Z", 951_825_600.0),
        ("1969-12-31T23:59:59Z", -1.0),
    ])
    func parses(text: String, seconds: Double) throws {
        let date = try #require(Timestamp.parse(text))
        #expect(abs(date.timeIntervalSince1970 - seconds) < 1e-6)
    }

    @Test(arguments: ["", "2024-05-06", "2024-05-06T07:08:09", "2024-13-06T07:08:09Z", "2024-05-06T25:08:09Z", "2024-05-06T07:08:09.Z", "2024-05-06T07:08:09Zjunk", "２０２４-05-06T07:08:09Z"])
    func rejects(text: String) {
        #expect(Timestamp.parse(text) == nil)
    }

    @Test(arguments: ["2024-05-06T07:08:09Z", "2024-05-06T07:08:09.5Z", "2024-05-06T07:08:09.123456Z", "1969-07-20T20:17:40.000001Z", "2038-01-19T03:14:08.25Z"])
    func formatsAsTheCore(text: String) throws {
        #expect(Timestamp.format(try #require(Timestamp.parse(text))) == text)
    }
}
