import Testing
import TestSupport

/// `po/parley.pot` is what `Tools/extract-strings.py` makes of the marked strings of Sources/
/// (as `generatedModelIsCurrent` holds the generated model to its schema): a string marked or
/// changed without `make po` fails here.
@Suite struct TemplateTests {
    @Test func templateIsCurrent() throws {
        let result = try runProcess("python3", ["Tools/extract-strings.py", "--check"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }
}
