import Foundation
import Testing
import TestSupport

/// Issue 22 "Links are clickable (PDF link annotations)": a link of a message is a link
/// annotation in the PDF that `render` writes, with the URI the link opens.
@Suite struct PDFLinkTests {
    @Test("A message's link is a clickable annotation with its URI")
    func linksAreAnnotations() throws {
        setenv("FONTCONFIG_FILE", Repository.url("fonts.conf").path, 0)
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("parley-links-\(UUID().uuidString).pdf").path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let result = try runParley(["render", "--from", Repository.url("Sources/ParleyDemo/Resources/demo-direct.json").path, "--all", "--out", out])
        #expect(result.status == 0, "\(result.stderr)")
        let pdf = try #require(FileManager.default.contents(atPath: out))
        let text = String(decoding: pdf, as: UTF8.self)
        #expect(text.contains("/Subtype /Link") || text.contains("/Subtype/Link"), "a link annotation")
        #expect(text.contains("(https://simplex.chat)"), "its URI")
    }
}
