/// One line of text as code points, with the scans the parser needs. Searches for a character
/// remember their last answer, so a run of openers that all fail (`[ [ [ …`) costs O(length)
/// in all rather than O(length²).
struct ScalarLine {
    let scalars: [Unicode.Scalar]
    private var found: [UInt32: (from: Int, at: Int)] = [:]

    init(_ text: Substring) {
        scalars = Array(text.unicodeScalars)
    }

    var count: Int { scalars.count }

    subscript(index: Int) -> Unicode.Scalar? {
        index < scalars.count ? scalars[index] : nil
    }

    /// The first index at or after `start` holding `character`, or `count`.
    mutating func next(_ character: Unicode.Scalar, from start: Int) -> Int {
        if let cached = found[character.value], cached.from <= start, start <= cached.at {
            return cached.at
        }
        var index = start
        while index < scalars.count, scalars[index] != character {
            index += 1
        }
        found[character.value] = (start, index)
        return index
    }

    /// The first index at or after `start` where `predicate` fails, or `count`.
    func end(from start: Int, while predicate: (Unicode.Scalar) -> Bool) -> Int {
        var index = start
        while index < scalars.count, predicate(scalars[index]) {
            index += 1
        }
        return index
    }

    func text(_ range: Range<Int>) -> String {
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[range])
        return String(view)
    }

    /// The start of the run of trailing characters in `range` that satisfy `predicate`.
    func trailingStart(of range: Range<Int>, where predicate: (Unicode.Scalar) -> Bool) -> Int {
        var index = range.upperBound
        while index > range.lowerBound, predicate(scalars[index - 1]) {
            index -= 1
        }
        return index
    }
}
