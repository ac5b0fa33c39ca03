import Foundation
import PictureCodec
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 "Pictures in the terminal": the bytes of the kitty graphics protocol, sixel and
/// iTerm2's inline images, read back by decoders of the tests' own (`GraphicsStream`,
/// `SixelPicture`): each picture at its first cell, its pixels those Parley scaled, sent once and
/// placed again when it moves, its cells never overwritten while it stands and written again once
/// it is gone, cut to its whole lines by the pane or a dialog.
@Suite struct GraphicsEncodingTests {
    static let cell = PixelSize(width: 6, height: 12)

    static func picture(_ graphics: GraphicsProtocol, id: UInt16 = 7, columns: Int = 8, lines: Int = 3, cell: PixelSize = cell) throws -> TerminalPicture {
        TerminalPicture(id: id, image: try RGBAImage(encoded: MediaItems.fixture("sunset.jpg")), columns: columns, lines: lines, cell: cell, limit: nil,
                        graphics: graphics, matte: (0, 0, 0), colors: 256)
    }

    /// A 10 × 20 screen with "hello" on its first row and `lines` of `picture` from `origin`
    /// (rows outside the screen left out).
    static func frame(_ picture: TerminalPicture?, at origin: GridPoint = GridPoint(row: 2, column: 3), lines: Range<Int>? = nil, text: String = "hello") -> TerminalFrame {
        var grid = CellGrid(rows: 10, columns: 20)
        grid.put(text, at: GridPoint(row: 0, column: 0))
        guard let picture else { return TerminalFrame(grid: grid) }
        for (offset, line) in (lines ?? 0..<picture.lines).enumerated() {
            for column in 0..<picture.columns {
                grid.set(.picture(PictureSlot(picture: picture.id, line: line, column: column)), at: GridPoint(row: origin.row + offset, column: origin.column + column))
            }
        }
        return TerminalFrame(grid: grid, pictures: [picture.id: picture])
    }

    static func encode(_ frame: TerminalFrame, after previous: TerminalFrame?, _ graphics: GraphicsProtocol) -> GraphicsStream {
        var encoder = TerminalFrameEncoder()
        encoder.graphics = graphics
        let stream = GraphicsStream(encoder.encode(frame, after: previous).bytes)
        #expect(stream.unknown.isEmpty, "only text and known sequences: \(stream.unknown)")
        return stream
    }

    @Test func aNewPictureIsSentOnceAsPNGAndPlacedAtItsFirstCell() throws {
        let picture = try Self.picture(.kitty)
        let stream = Self.encode(Self.frame(picture), after: nil, .kitty)
        let commands = stream.kittyCommands
        #expect(commands.map { $0.keys["a"] } == ["d", "T"], "every placement removed before a full redraw, then the picture sent")
        #expect(commands.first?.keys["d"] == "A")
        let sent = try #require(commands.last)
        #expect(sent.at == GridPoint(row: 2, column: 3))
        #expect(sent.keys == ["a": "T", "f": "100", "t": "d", "i": "7", "p": "\((2 << 12) + 3 + 1)", "q": "2", "C": "1", "c": "8", "r": "3",
                              "x": "0", "y": "0", "w": "48", "h": "36", "m": "0"])
        #expect(try RGBAImage(png: Data(sent.payload)) == picture.pixels, "the PNG holds the pixels Parley scaled")
        #expect(stream.written(in: 2..<5, 3..<11).isEmpty, "no glyph under the picture")
    }

    @Test func anUnchangedPictureSendsNothingAndItsCellsAreNeverWritten() throws {
        let picture = try Self.picture(.kitty)
        let first = Self.frame(picture)
        #expect(Self.encode(first, after: first, .kitty).strings.isEmpty && Self.encode(first, after: first, .kitty).written.isEmpty)
        let stream = Self.encode(Self.frame(picture, text: "howdy"), after: first, .kitty)
        #expect(stream.kittyCommands.isEmpty)
        #expect(Set(stream.written.keys.map(\.row)) == [0], "only the changed text")
    }

    @Test func aMovedPictureIsPlacedAgainWithoutSendingItAndItsOldCellsAreWritten() throws {
        let picture = try Self.picture(.kitty)
        let before = Self.frame(picture)
        let stream = Self.encode(Self.frame(picture, at: GridPoint(row: 1, column: 3)), after: before, .kitty)
        let commands = stream.kittyCommands
        #expect(commands.map { $0.keys["a"] } == ["d", "p"])
        #expect(commands[0].keys["d"] == "i" && commands[0].keys["p"] == "\((2 << 12) + 4)", "the old placement removed, the image kept")
        #expect(commands[1].at == GridPoint(row: 1, column: 3) && commands[1].payload.isEmpty)
        #expect(stream.written(in: 4..<5, 3..<11).count == 8, "the line the picture left is written")
        #expect(stream.written(in: 1..<4, 3..<11).isEmpty)
        #expect(!stream.csi.contains { $0.hasSuffix("r") }, "no scroll region moves a picture")
    }

    @Test func aPictureCutByThePaneShowsItsWholeLines() throws {
        let picture = try Self.picture(.kitty)
        let stream = Self.encode(Self.frame(picture, at: GridPoint(row: 1, column: 3), lines: 1..<3), after: nil, .kitty)
        let sent = try #require(stream.kittyCommands.last)
        #expect(sent.keys["r"] == "2" && sent.keys["y"] == "12" && sent.keys["h"] == "24")
        #expect(sent.at == GridPoint(row: 1, column: 3))
    }

    @Test func aDialogOverThePictureSplitsItIntoTwoBands() throws {
        let picture = try Self.picture(.kitty)
        let whole = Self.frame(picture)
        var covered = whole
        covered.grid.put("[ok]", at: GridPoint(row: 3, column: 5))
        let stream = Self.encode(covered, after: whole, .kitty)
        let commands = stream.kittyCommands
        #expect(commands.map { $0.keys["a"] } == ["d", "p", "p"])
        #expect(commands[1].keys["y"] == "0" && commands[1].keys["r"] == "1" && commands[1].at == GridPoint(row: 2, column: 3))
        #expect(commands[2].keys["y"] == "24" && commands[2].keys["r"] == "1" && commands[2].at == GridPoint(row: 4, column: 3))
        let middle = stream.written(in: 3..<4, 3..<11)
        #expect(middle.count == 8 && middle.values.sorted() == [" ", " ", " ", " ", "[", "]", "k", "o"], "the cut line is the blanks and the dialog")
    }

    @Test func aPictureGoneIsFreedAndItsCellsWritten() throws {
        let picture = try Self.picture(.kitty)
        let stream = Self.encode(Self.frame(nil), after: Self.frame(picture), .kitty)
        #expect(stream.kittyCommands.map { "\($0.keys["a"] ?? "")\($0.keys["d"] ?? "")" } == ["dI"])
        #expect(stream.written(in: 2..<5, 3..<11).count == 24)
    }

    @Test func aLargePictureIsSentInChunks() throws {
        let picture = try Self.picture(.kitty, columns: 16, lines: 8, cell: PixelSize(width: 10, height: 20))
        #expect(picture.png.count > KittyGraphics.chunk)
        let stream = Self.encode(Self.frame(picture), after: nil, .kitty)
        let chunks = stream.strings.filter { $0.kind == "_" }.dropFirst()
        #expect(chunks.count > 1)
        #expect(chunks.allSatisfy { ($0.body.split(separator: UInt8(ascii: ";"), maxSplits: 1).last?.count ?? 0) <= KittyGraphics.chunk })
        #expect(chunks.dropFirst().allSatisfy { String(decoding: $0.body.prefix { $0 != UInt8(ascii: ";") }, as: UTF8.self).hasPrefix("Gq=2,m=") })
        #expect(try RGBAImage(png: Data(try #require(stream.kittyCommands.last).payload)) == picture.pixels)
    }

    /// The largest and the mean difference of a channel between the decoded sixel and `pixels`,
    /// over `rows`; nil when a pixel was left unset.
    static func errors(_ sixel: SixelPicture, _ pixels: RGBAImage, rows: Range<Int>) -> (largest: Int, mean: Double)? {
        var largest = 0, total = 0
        for (y, row) in rows.enumerated() {
            for x in 0..<pixels.width {
                guard let decoded = sixel.pixels[y * sixel.width + x] else { return nil }
                let expected = pixels.pixel(x: x, y: row)
                let differences = [abs(Int(decoded.0) - Int(expected.red)), abs(Int(decoded.1) - Int(expected.green)), abs(Int(decoded.2) - Int(expected.blue))]
                largest = max(largest, differences.max() ?? 0)
                total += differences.reduce(0, +)
            }
        }
        return (largest, Double(total) / Double(max(1, rows.count * pixels.width * 3)))
    }

    @Test func aSixelDecodesToThePicturesPixels() throws {
        let picture = try Self.picture(.sixel)
        let stream = Self.encode(Self.frame(picture), after: nil, .sixel)
        let dcs = try #require(stream.strings.first { $0.kind == "P" })
        #expect(dcs.at == GridPoint(row: 2, column: 3))
        let sixel = SixelPicture(dcs.body)
        #expect(sixel.stray.isEmpty && sixel.width == 48 && sixel.height == 36)
        let errors = try #require(Self.errors(sixel, picture.pixels, rows: 0..<36), "every pixel set")
        #expect(errors.largest <= 24 && errors.mean <= 3, "256 colours by median cut: \(errors)")
        #expect(stream.written(in: 2..<5, 3..<11).isEmpty)
    }

    @Test func aSixelBandHoldsOnlyItsLines() throws {
        let picture = try Self.picture(.sixel)
        let stream = Self.encode(Self.frame(picture, at: GridPoint(row: 1, column: 3), lines: 1..<3), after: nil, .sixel)
        let sixel = SixelPicture(try #require(stream.strings.first { $0.kind == "P" }).body)
        #expect(sixel.width == 48 && sixel.height == 24)
        let errors = try #require(Self.errors(sixel, picture.pixels, rows: 12..<36), "every pixel set")
        #expect(errors.largest <= 24 && errors.mean <= 3, "\(errors)")
    }

    @Test func fewerColourRegistersGiveFewerColours() throws {
        let pixels = try #require(try Self.picture(.sixel).sixel)
        let sixel = SixelImage(try Self.picture(.kitty).pixels, colors: 16)
        #expect(pixels.palette.count > 16 && sixel.palette.count <= 16)
        let decoded = SixelPicture(sixel.sequence(rows: 0..<sixel.height))
        #expect(Set(decoded.pixels.compactMap { $0.map { "\($0.0),\($0.1),\($0.2)" } }).count <= 16)
        #expect(!decoded.pixels.contains { $0 == nil })
    }

    @Test func anInlineImageIsThePNGOfItsLines() throws {
        let picture = try Self.picture(.inlineImages)
        for (lines, origin) in [(0..<3, GridPoint(row: 2, column: 3)), (1..<3, GridPoint(row: 0, column: 3))] {
            let stream = Self.encode(Self.frame(picture, at: origin, lines: lines), after: nil, .inlineImages)
            let osc = try #require(stream.strings.first { $0.kind == "]" })
            #expect(osc.at == origin)
            let text = String(decoding: osc.body, as: UTF8.self)
            let parts = text.split(separator: ":", maxSplits: 1)
            #expect(parts[0].hasPrefix("1337;File=inline=1;") && parts[0].contains(";width=8;height=\(lines.count);") && parts[0].hasSuffix("doNotMoveCursor=1"))
            let png = try #require(Data(base64Encoded: String(parts[1])))
            #expect(try RGBAImage(png: png) == picture.pixels.rows(picture.pixelRows(lines)))
        }
    }
}
