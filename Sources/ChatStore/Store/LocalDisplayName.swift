/// A profile's local names: each of its contacts, groups and contact requests, and the
/// profile itself, is known by a local display name no other of them has, as the core names
/// them (`withLocalDisplayName`): a display name as it is while it is free, else with the
/// suffix `_N`, N one more than the highest suffix of that name taken so far (`kim`, `kim_1`,
/// `kim_2`; `Book Club_1`), the next free one when another name has that form already. The
/// name the user sees stays the display name; the local name is what commands name.
package enum LocalDisplayName {
    /// `name` made unique among `taken`. - Complexity: O(taken).
    package static func unique(_ name: String, taken: Set<String>) -> String {
        let prefix = name + "_"
        var suffixes: [Int] = taken.contains(name) ? [0] : []
        for other in taken where other.hasPrefix(prefix) {
            let digits = other.dropFirst(prefix.count)
            if let suffix = Int(digits), suffix > 0, String(suffix) == digits { suffixes.append(suffix) }
        }
        guard var suffix = suffixes.max().map({ $0 + 1 }) else { return name }
        while taken.contains(prefix + String(suffix)) { suffix += 1 }
        return prefix + String(suffix)
    }
}
