extension LayoutEnvironment {
    /// `text` as this face shows it: in cells made safe for a terminal in `context` (`SafeText`)
    /// and a body's tabs as spaces (`SafeText.drawn`), before it is measured, so that what is
    /// measured is what is drawn; in points as it is.
    func shown(_ text: String, _ context: SafeText.Context) -> String {
        guard units == .cells else { return text }
        return context == .body ? SafeText.drawn(text) : SafeText.sanitize(text, for: context)
    }

    /// `runs` as this face shows them, each as a body's text (a name made safe before stays as
    /// it is), tabs as spaces.
    func shown(_ runs: [StyledRun]) -> [StyledRun] {
        guard units == .cells else { return runs }
        return runs.map { run in
            var run = run
            run.text = SafeText.drawn(run.text)
            return run
        }
    }
}
