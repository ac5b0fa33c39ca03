extension RGBAImage {
    /// The picture scaled to cover `width × height` pixels, its aspect kept, centred, what
    /// overflows cut: as the renderer fills a picture's frame (`ChatPainter.visitImage`, spec §9
    /// "media"). - Complexity: O(source pixels in the covered part + width × height).
    public func covering(width: Int, height: Int) -> RGBAImage {
        guard self.width > 0, self.height > 0, width > 0, height > 0 else { return RGBAImage(width: max(0, width), height: max(0, height), rgba: []) }
        let scale = max(Double(width) / Double(self.width), Double(height) / Double(self.height))
        let shownWidth = Double(width) / scale, shownHeight = Double(height) / scale
        return resampled(width: width, height: height,
                         from: (x: (Double(self.width) - shownWidth) / 2, y: (Double(self.height) - shownHeight) / 2, width: shownWidth, height: shownHeight))
    }

    /// The part `source` of the picture (in pixels, fractions allowed) resampled to `width ×
    /// height`: each pixel the average of the source pixels it covers, weighted by how much of
    /// each it covers, when it shrinks (a box filter), and the linear blend of the two nearest
    /// when it grows; in premultiplied alpha, so that transparent pixels lend no colour.
    /// - Complexity: O(source rows × width + width × height × the source pixels each covers).
    public func resampled(width: Int, height: Int, from source: (x: Double, y: Double, width: Double, height: Double)) -> RGBAImage {
        guard self.width > 0, self.height > 0, width > 0, height > 0 else { return RGBAImage(width: max(0, width), height: max(0, height), rgba: []) }
        let columns = Self.taps(outputs: width, start: source.x, length: source.width, count: self.width)
        let lines = Self.taps(outputs: height, start: source.y, length: source.height, count: self.height)
        let needed = (lines.map(\.first).min() ?? 0)..<(lines.map { $0.first + $0.weights.count }.max() ?? 0)
        var across = [Float](repeating: 0, count: needed.count * width * 4)
        for row in needed {
            let base = row * self.width * 4
            let out = (row - needed.lowerBound) * width * 4
            for (column, tap) in columns.enumerated() {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (offset, weight) in tap.weights.enumerated() {
                    let index = base + (tap.first + offset) * 4
                    let alpha = Float(rgba[index + 3]) * weight
                    sum.0 += Float(rgba[index]) * alpha
                    sum.1 += Float(rgba[index + 1]) * alpha
                    sum.2 += Float(rgba[index + 2]) * alpha
                    sum.3 += alpha
                }
                across[out + column * 4] = sum.0
                across[out + column * 4 + 1] = sum.1
                across[out + column * 4 + 2] = sum.2
                across[out + column * 4 + 3] = sum.3
            }
        }
        var out = [UInt8](repeating: 0, count: width * height * 4)
        for (row, tap) in lines.enumerated() {
            for column in 0..<width {
                var sum: (Float, Float, Float, Float) = (0, 0, 0, 0)
                for (offset, weight) in tap.weights.enumerated() {
                    let index = ((tap.first + offset - needed.lowerBound) * width + column) * 4
                    sum.0 += across[index] * weight
                    sum.1 += across[index + 1] * weight
                    sum.2 += across[index + 2] * weight
                    sum.3 += across[index + 3] * weight
                }
                let index = (row * width + column) * 4
                guard sum.3 > 0 else { continue }
                out[index] = Self.channel(sum.0 / sum.3)
                out[index + 1] = Self.channel(sum.1 / sum.3)
                out[index + 2] = Self.channel(sum.2 / sum.3)
                out[index + 3] = Self.channel(sum.3)
            }
        }
        return RGBAImage(width: width, height: height, rgba: out)
    }

    /// A value rounded into 0…255.
    static func channel(_ value: Float) -> UInt8 {
        UInt8(max(0, min(255, value.rounded())))
    }

    /// For each of `outputs` pixels spread over the source interval `start ..< start + length`
    /// (of `count` source pixels): the first source pixel it reads and their weights, summing to 1.
    static func taps(outputs: Int, start: Double, length: Double, count: Int) -> [(first: Int, weights: [Float])] {
        let step = length / Double(outputs)
        return (0..<outputs).map { index in
            if step > 1 {
                let low = max(0, start + Double(index) * step), high = min(Double(count), start + Double(index + 1) * step)
                let first = min(count - 1, Int(low.rounded(.down)))
                let last = max(first, min(count - 1, Int(high.rounded(.up)) - 1))
                let weights = (first...last).map { pixel in max(0, min(high, Double(pixel + 1)) - max(low, Double(pixel))) }
                let total = weights.reduce(0, +)
                return (first, weights.map { Float(total > 0 ? $0 / total : 1 / Double(weights.count)) })
            }
            let centre = start + (Double(index) + 0.5) * step - 0.5
            let below = Int(centre.rounded(.down))
            let share = centre - Double(below)
            let first = min(max(below, 0), count - 1), second = min(max(below + 1, 0), count - 1)
            return first == second ? (first, [1]) : (first, [Float(1 - share), Float(share)])
        }
    }
}
