extension LayoutEnvironment {
    /// `text` as this face shows it: in cells made safe for a terminal in `context` (`SafeText`),
    /// before it is measured, so that what is measured is what is drawn; in points as it is.
    func shown(_ text: String, _ context: SafeText.Context) -> String {
        units == .cells ? SafeText.sanitize(text, for: context) : text
    }

    /// `runs` as this face shows them, each as a body's text (a name made safe before stays as it is).
    func shown(_ runs: [StyledRun]) -> [StyledRun] {
        guard units == .cells else { return runs }
        return runs.map { run in
            var run = run
            run.text = SafeText.sanitize(run.text, for: .body)
            return run
        }
    }
}
