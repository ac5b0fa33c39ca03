import SimpleXModel

extension MarkdownTableAlignment {
    /// The share of a column's spare room that stands before a cell (seed 000 §4 tables, the
    /// delimiter row's colons): 0 at the start, a half centred, all of it at the end.
    public var leadingShare: Double {
        switch self {
        case .right: 1
        case .center: 0.5
        case .none, .left, .unrecognized: 0
        }
    }
}
