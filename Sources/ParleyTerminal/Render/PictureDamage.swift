/// What a frame does with graphics pictures: the bands it shows that the screen already shows
/// where they are (`kept`), the bands it draws (`new`), and the bands the screen shows that it
/// no longer does (`gone`). Pure: the encoder draws from it.
struct PictureDamage {
    var kept: [PictureBand]
    var new: [PictureBand]
    var gone: [PictureBand]

    /// The damage between the bands the screen shows (`shown`) and those of the next frame.
    init(bands: [PictureBand], shown: [PictureBand]) {
        let before = Set(shown), after = Set(bands)
        kept = bands.filter(before.contains)
        new = bands.filter { !before.contains($0) }
        gone = shown.filter { !after.contains($0) }
    }

    /// No band to draw or take away.
    var isEmpty: Bool { new.isEmpty && gone.isEmpty }

    /// On screen row `row`: the columns a band of the frame covers, whose cells are never written
    /// (`keep`), and the columns a gone band leaves, whose cells are written whatever the screen
    /// is thought to show there (`rewrite`). - Complexity: O(bands).
    func columns(in row: Int) -> (keep: [Range<Int>], rewrite: [Range<Int>]) {
        guard !(kept.isEmpty && new.isEmpty && gone.isEmpty) else { return ([], []) }
        let keep = (kept + new).filter { $0.rows.contains(row) }.map(\.columns)
        let rewrite = gone.filter { $0.rows.contains(row) }.map(\.columns)
        return (keep, rewrite)
    }
}
