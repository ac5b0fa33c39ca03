/// How many colours the terminal shows (issue 11: 256-colour and true-colour themes, a
/// monochrome fallback for `NO_COLOR`).
@_spi(Benchmarks) public enum ColorDepth: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// No colour at all (`NO_COLOR`, `TERM=dumb`): attributes only.
    case monochrome = 0
    /// The 16 palette colours (SGR 30–37, 90–97).
    case palette16 = 16
    /// The xterm 256 colours (SGR 38;5).
    case palette256 = 256
    /// 24-bit colour (SGR 38;2).
    case trueColor = 16_777_216

    public static func < (lhs: ColorDepth, rhs: ColorDepth) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The depth the environment asks for: `NO_COLOR` set and non-empty (no-color.org) or
    /// `TERM=dumb` is monochrome; `COLORTERM` `truecolor` or `24bit` is true colour; a `TERM`
    /// naming `256color` or `direct` is 256 (`direct` true colour); anything else 16.
    package static func detect(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        let term = environment["TERM"] ?? ""
        if term == "dumb" { return .monochrome }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" || term.hasSuffix("-direct") { return .trueColor }
        if term.contains("256color") { return .palette256 }
        return .palette16
    }

    /// `color` as this depth shows it: RGB to the nearest of the 256-colour cube and grey ramp,
    /// anything to the nearest of the 16 xterm palette colours, and everything to `.default`
    /// in monochrome. - Complexity: O(1).
    public func map(_ color: TerminalColor) -> TerminalColor {
        switch (self, color) {
        case (_, .default), (.trueColor, _): return color
        case (.monochrome, _): return .default
        case (.palette256, .rgb(let r, let g, let b)): return .indexed(Palette.nearest256(r, g, b))
        case (.palette256, _): return color
        case (.palette16, .ansi): return color
        case (.palette16, .indexed(let n)):
            if n < 16 { return .ansi(n) }
            let (r, g, b) = Palette.rgb(ofIndex: n)
            return .ansi(Palette.nearest16(r, g, b))
        case (.palette16, .rgb(let r, let g, let b)): return .ansi(Palette.nearest16(r, g, b))
        }
    }
}

/// The xterm palette: the 16 colours' usual values, the 6×6×6 cube (levels 0, 95, 135, 175,
/// 215, 255) and the 24 greys (8 + 10k).
enum Palette {
    static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]
    static let sixteen: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255), (255, 255, 255),
    ]

    static func rgb(ofIndex n: UInt8) -> (Int, Int, Int) {
        switch n {
        case 0..<16: return sixteen[Int(n)]
        case 16..<232:
            let i = Int(n) - 16
            return (cubeLevels[i / 36], cubeLevels[(i / 6) % 6], cubeLevels[i % 6])
        default:
            let grey = 8 + 10 * (Int(n) - 232)
            return (grey, grey, grey)
        }
    }

    static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let (dr, dg, db) = (a.0 - b.0, a.1 - b.1, a.2 - b.2)
        return 2 * dr * dr + 4 * dg * dg + 3 * db * db
    }

    static func nearestLevel(_ v: Int) -> Int {
        v < 48 ? 0 : v < 115 ? 1 : (v - 35) / 40
    }

    static func nearest256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let target = (Int(r), Int(g), Int(b))
        let (ri, gi, bi) = (nearestLevel(target.0), nearestLevel(target.1), nearestLevel(target.2))
        let cube = (cubeLevels[ri], cubeLevels[gi], cubeLevels[bi])
        let average = (target.0 + target.1 + target.2) / 3
        let greyIndex = min(23, max(0, (average - 3) / 10))
        let grey = 8 + 10 * greyIndex
        if distance((grey, grey, grey), target) < distance(cube, target) {
            return UInt8(232 + greyIndex)
        }
        return UInt8(16 + 36 * ri + 6 * gi + bi)
    }

    static func nearest16(_ r: Int, _ g: Int, _ b: Int) -> UInt8 {
        var best = 0
        for index in 1..<16 where distance(sixteen[index], (r, g, b)) < distance(sixteen[best], (r, g, b)) {
            best = index
        }
        return UInt8(best)
    }

    static func nearest16(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        nearest16(Int(r), Int(g), Int(b))
    }
}
