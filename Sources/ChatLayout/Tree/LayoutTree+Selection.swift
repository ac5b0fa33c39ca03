extension LayoutRow {
    /// This row with its selection marks ticked when one of its items is in `selected` (spec §8,
    /// §9 Rows "selection"): the checkbox, and the band its tint fills. A row laid out in
    /// selection mode has both unticked, so what is selected changes no geometry and lays out no
    /// row again. - Complexity: O(parts).
    public func marking(selected: Set<Int64>) -> LayoutRow {
        guard ids.contains(where: selected.contains) else { return self }
        var row = self
        for index in row.parts.indices where row.parts[index].content == .checkbox(selected: false) {
            row.parts[index].content = .checkbox(selected: true)
        }
        return row
    }
}

extension LayoutTree {
    /// Every row as `LayoutRow.marking(selected:)` gives it. - Complexity: O(parts).
    public func marking(selected: Set<Int64>) -> LayoutTree {
        LayoutTree(environment: environment, rows: rows.map { $0.marking(selected: selected) })
    }
}
