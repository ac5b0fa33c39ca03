import PictureCodec

/// A picture in at most 256 colours for DEC sixel graphics: its palette, made by median cut (the
/// colour box holding the most pixels split at its median along its widest channel until there
/// are as many boxes as colours, each box's colour the mean of its pixels), and each pixel's
/// colour number. Deterministic: the same pixels give the same palette and bytes.
package struct SixelImage: Hashable, Sendable {
    /// The picture's size in pixels.
    package let width: Int
    package let height: Int
    /// The colours, 0xRRGGBB.
    package let palette: [UInt32]
    /// Each pixel's colour number, row by row.
    package let indices: [UInt8]

    /// `image` (opaque) in at most `colors` colours (2…256, the terminal's colour registers).
    /// - Complexity: O(pixels + 32768 + colors × distinct colours).
    package init(_ image: RGBAImage, colors: Int) {
        width = image.width
        height = image.height
        var counts = [Int](repeating: 0, count: 32768)
        var sums = [Int](repeating: 0, count: 32768 * 3)
        for index in 0..<(image.width * image.height) {
            let (red, green, blue) = (Int(image.rgba[index * 4]), Int(image.rgba[index * 4 + 1]), Int(image.rgba[index * 4 + 2]))
            let key = Self.key(red, green, blue)
            counts[key] += 1
            sums[key * 3] += red
            sums[key * 3 + 1] += green
            sums[key * 3 + 2] += blue
        }
        var boxes = [counts.indices.filter { counts[$0] > 0 }]
        let wanted = min(256, max(2, colors))
        while boxes.count < wanted {
            let splittable = boxes.indices.filter { boxes[$0].count > 1 }
            guard let largest = splittable.max(by: { Self.population(boxes[$0], counts) < Self.population(boxes[$1], counts) }) else { break }
            let (low, high) = Self.split(boxes[largest], counts)
            boxes[largest] = low
            boxes.append(high)
        }
        var table = [UInt8](repeating: 0, count: 32768)
        var palette: [UInt32] = []
        for (number, box) in boxes.enumerated() {
            let total = max(1, Self.population(box, counts))
            var channels = [0, 0, 0]
            for key in box {
                table[key] = UInt8(number)
                for channel in 0..<3 { channels[channel] += sums[key * 3 + channel] }
            }
            palette.append(UInt32(channels[0] / total) << 16 | UInt32(channels[1] / total) << 8 | UInt32(channels[2] / total))
        }
        self.palette = palette
        indices = (0..<(image.width * image.height)).map { index in
            table[Self.key(Int(image.rgba[index * 4]), Int(image.rgba[index * 4 + 1]), Int(image.rgba[index * 4 + 2]))]
        }
    }

    /// A colour's 15-bit histogram key: five bits a channel.
    static func key(_ red: Int, _ green: Int, _ blue: Int) -> Int {
        (red >> 3) << 10 | (green >> 3) << 5 | blue >> 3
    }

    /// How many pixels fall in `box`.
    static func population(_ box: [Int], _ counts: [Int]) -> Int {
        box.reduce(0) { $0 + counts[$1] }
    }

    /// `box` split in two at its median pixel along its widest channel; both halves non-empty.
    static func split(_ box: [Int], _ counts: [Int]) -> ([Int], [Int]) {
        func extent(_ shift: Int) -> Int {
            let values = box.map { $0 >> shift & 31 }
            return (values.max() ?? 0) - (values.min() ?? 0)
        }
        let widest = [10, 5, 0].max { extent($0) < extent($1) } ?? 10
        let sorted = box.sorted { ($0 >> widest & 31, $0) < ($1 >> widest & 31, $1) }
        let half = population(box, counts) / 2
        var seen = 0
        var cut = 1
        for (position, key) in sorted.enumerated() {
            seen += counts[key]
            if seen >= half {
                cut = min(max(1, position + 1), sorted.count - 1)
                break
            }
        }
        return (Array(sorted[..<cut]), Array(sorted[cut...]))
    }

    /// The pixel rows `rows` as one sixel sequence: DCS with pixels left as they are where none
    /// is set (P2 = 1), the raster attributes (square pixels, the size), the colours used (RGB in
    /// percent), then six rows at a time each colour's run-length-encoded columns, ST. Only
    /// digits, sixel characters and `#"!$-;` stand between DCS and ST.
    /// - Complexity: O(pixels of the rows + colours used × width × bands).
    package func sequence(rows: Range<Int>) -> [UInt8] {
        let band = rows.clamped(to: 0..<height)
        var out: [UInt8] = Array("\u{1B}P0;1;0q\"1;1;\(width);\(band.count)".utf8)
        guard !band.isEmpty, width > 0 else { return out + Array("\u{1B}\\".utf8) }
        var used = [Bool](repeating: false, count: palette.count)
        for row in band { for column in 0..<width { used[Int(indices[row * width + column])] = true } }
        for (number, colour) in palette.enumerated() where used[number] {
            let percent = [colour >> 16, colour >> 8 & 0xFF, colour & 0xFF].map { (Int($0) * 100 + 127) / 255 }
            out += Array("#\(number);2;\(percent[0]);\(percent[1]);\(percent[2])".utf8)
        }
        var masks = [UInt8](repeating: 0, count: palette.count * width)
        var inBand = [Bool](repeating: false, count: palette.count)
        for top in stride(from: band.lowerBound, to: band.upperBound, by: 6) {
            var present: [Int] = []
            for offset in 0..<min(6, band.upperBound - top) {
                for column in 0..<width {
                    let number = Int(indices[(top + offset) * width + column])
                    if !inBand[number] {
                        inBand[number] = true
                        present.append(number)
                    }
                    masks[number * width + column] |= 1 << offset
                }
            }
            present.sort()
            for (position, number) in present.enumerated() {
                out += Array("#\(number)".utf8)
                var column = 0
                while column < width {
                    let bits = masks[number * width + column]
                    var run = 1
                    while column + run < width, masks[number * width + column + run] == bits { run += 1 }
                    let character = 63 + bits
                    if run > 3 {
                        out += Array("!\(run)".utf8)
                        out.append(character)
                    } else {
                        out += repeatElement(character, count: run)
                    }
                    column += run
                }
                for clear in 0..<width { masks[number * width + clear] = 0 }
                inBand[number] = false
                if position + 1 < present.count { out.append(UInt8(ascii: "$")) }
            }
            if top + 6 < band.upperBound { out.append(UInt8(ascii: "-")) }
        }
        return out + Array("\u{1B}\\".utf8)
    }
}
