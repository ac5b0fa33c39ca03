import ChatLayout
import Foundation
import PictureCodec
import SimpleXModel
import Synchronization
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 36 "Pictures in the terminal", in the client: half blocks that are the picture's
/// downscale (PIL's box filter the oracle), each picture made once per size off the event loop
/// and drawn when it is ready, colours brought down to the terminal's depth, graphics pictures
/// as cells the encoder covers, and `--images off` the cards alone.
@Suite struct TerminalPictureTests {
    /// Bob's chat holding one image, its preview `preview`.
    static func chat(preview: String = MediaItems.preview("sunset.jpg")) -> AChat {
        var chat = Fixtures.bob
        chat.chatItems = [MediaItems.image(1, text: "the hill", preview: preview)]
        return chat
    }

    /// A client with `chat` open and pictures from `cache` (none when nil).
    static func client(_ chat: AChat = chat(), pictures cache: PictureCache?) -> ClientDriver {
        var driver = ClientDriver.opened(chat, size: GridSize(rows: 30, columns: 80))
        driver.model.state.pictures = cache
        return driver
    }

    /// A count kept across threads.
    final class Counter: Sendable {
        private let count = Mutex(0)
        func add() { count.withLock { $0 += 1 } }
        var value: Int { count.withLock { $0 } }
    }

    /// Work held until a test runs it.
    final class Queue: Sendable {
        private let work = Mutex<[@Sendable () -> Void]>([])
        func add(_ job: @escaping @Sendable () -> Void) { work.withLock { $0.append(job) } }
        var count: Int { work.withLock { $0.count } }
        func runFirst() { work.withLock { $0.removeFirst() }() }
    }

    /// A cache whose work runs at once, counting the pictures it makes and the redraws it asks for.
    static func immediate(_ drawing: PictureDrawing, made: Counter = Counter(), redraws: Counter = Counter(), capacity: Int = 64) -> PictureCache {
        PictureCache(drawing: drawing, cell: PixelSize(width: 6, height: 12), capacity: capacity, schedule: { work in
            made.add()
            work()
        }, redraw: { redraws.add() })
    }

    static func rgb(_ color: TerminalColor) -> [Int]? {
        if case let .rgb(red, green, blue) = color { [Int(red), Int(green), Int(blue)] } else { nil }
    }

    /// PIL's box-filter downscale of the part of a picture that covers `columns × rows` pixels
    /// (scaled to cover, centred), as JSON rows of [r, g, b].
    static let downscale = """
        import json, sys
        from PIL import Image
        image = Image.open(sys.argv[1]).convert("RGB")
        columns, rows = int(sys.argv[2]), int(sys.argv[3])
        scale = max(columns / image.width, rows / image.height)
        width, height = columns / scale, rows / scale
        left, top = (image.width - width) / 2, (image.height - height) / 2
        print(json.dumps([list(p) for p in image.resize((columns, rows), Image.BOX, box=(left, top, left + width, top + height)).getdata()]))
        """

    /// 64 × 48 pixels into 16 columns: a quarter a side, whole (6 lines) or its middle two thirds
    /// (4 lines), so that each pixel drawn is the mean of 16 whole pixels under either filter.
    @Test("Half blocks are the picture's box downscale", arguments: [(16, 6), (16, 4)])
    func halfBlocksAreThePicturesDownscale(columns: Int, lines: Int) throws {
        let picture = HalfBlockPicture(try RGBAImage(encoded: MediaItems.fixture("sunset.jpg")), columns: columns, lines: lines, matte: (0, 0, 0))
        let output = try runProcess(Python.debian, ["-c", Self.downscale, Repository.url("Tests/Fixtures/media/sunset.jpg").path, "\(columns)", "\(lines * 2)"])
        try #require(output.status == 0, "\(output.stderr)")
        let expected = try JSONDecoder().decode([[Int]].self, from: Data(output.stdout.utf8))
        var largest = 0
        for line in 0..<lines {
            for column in 0..<columns {
                let cell = picture.cell(line: line, column: column)
                #expect(cell.text == "▀")
                let top = try #require(Self.rgb(cell.style.foreground)), bottom = try #require(Self.rgb(cell.style.background))
                for (drawn, oracle) in [(top, expected[line * 2 * columns + column]), (bottom, expected[(line * 2 + 1) * columns + column])] {
                    largest = max(largest, zip(drawn, oracle).map { abs($0 - $1) }.max() ?? 0)
                }
            }
        }
        #expect(largest <= 1, "each half block within rounding of PIL's box downscale: \(largest)")
    }

    /// The cells of the screen that are half blocks, by row.
    static func halfBlocks(_ driver: ClientDriver) -> [Int: [Cell]] {
        let grid = ClientScreen.frame(driver.state).grid
        var rows: [Int: [Cell]] = [:]
        for row in 0..<grid.size.rows {
            let cells = grid.row(row).filter { $0.text == "▀" }
            if !cells.isEmpty { rows[row] = Array(cells) }
        }
        return rows
    }

    @Test func theChatShowsThePictureAboveItsCard() throws {
        let driver = Self.client(pictures: Self.immediate(.blocks))
        let blocks = Self.halfBlocks(driver)
        let width = try #require(blocks.values.first?.count)
        #expect(width > 1 && blocks.values.allSatisfy { $0.count == width }, "a rectangle of half blocks")
        #expect(blocks.keys.sorted() == Array((blocks.keys.min() ?? 0)...(blocks.keys.max() ?? 0)), "on consecutive lines")
        let lines = driver.screenLines
        let card = try #require(lines.firstIndex { $0.contains("Image · 46.9 KB · downloaded") })
        #expect(card == (blocks.keys.max() ?? 0) + 1, "the card right under the picture")
        let picture = HalfBlockPicture(try RGBAImage(encoded: MediaItems.fixture("sunset.jpg")), columns: width, lines: blocks.count, matte: (0, 0, 0))
        for (offset, row) in blocks.keys.sorted().enumerated() {
            #expect(blocks[row] == (0..<width).map { picture.cell(line: offset, column: $0) }, "line \(offset) as the picture's")
        }
    }

    @Test func withImagesOffTheImageIsItsCard() throws {
        let driver = Self.client(pictures: nil)
        #expect(Self.halfBlocks(driver).isEmpty)
        let lines = driver.screenLines
        let card = try #require(lines.firstIndex { $0.contains("Image · 46.9 KB · downloaded") })
        #expect(lines[card + 1].contains("the hill"), "the caption right under the card: no room kept for a picture")
    }

    @Test func aPictureIsMadeOncePerSizeAndDrawnWhenReady() throws {
        let queued = Queue()
        let redraws = Counter()
        let cache = PictureCache(drawing: .blocks, schedule: { work in queued.add(work) }, redraw: { redraws.add() })
        var driver = Self.client(pictures: cache)
        #expect(Self.halfBlocks(driver).isEmpty, "not made yet: a placeholder")
        _ = ClientScreen.frame(driver.state)
        #expect(queued.count == 1, "asked for twice, made once")
        queued.runFirst()
        #expect(redraws.value == 1, "ready: a frame is asked for")
        driver.handle(.picturesReady)
        #expect(!Self.halfBlocks(driver).isEmpty, "the next frame draws it")
        driver.handle(.resize(GridSize(rows: 30, columns: 40)))
        _ = ClientScreen.frame(driver.state)
        #expect(queued.count == 1, "another size is made anew")
    }

    @Test("Colours are brought down to the terminal's depth", arguments: [ColorDepth.palette256, .palette16])
    func coloursFollowTheDepth(_ depth: ColorDepth) {
        let frame = ClientScreen.frame(Self.client(pictures: Self.immediate(.blocks)).state)
        let bytes = String(decoding: TerminalFrameEncoder(colorDepth: depth).encode(frame, after: nil).bytes, as: UTF8.self)
        #expect(bytes.contains("▀") && !bytes.contains("38;2;") && !bytes.contains("48;2;"))
        #expect(bytes.contains("48;5;") == (depth == .palette256))
    }

    @Test func aTerminalWithoutColoursShowsNoHalfBlocks() {
        #expect(ImageMode.blocks.drawing(on: TerminalCapabilities(colorDepth: .monochrome)) == nil)
    }

    @Test func graphicsPicturesAreCellsTheEncoderCovers() throws {
        let cache = Self.immediate(.graphics(.kitty))
        let driver = Self.client(pictures: cache)
        var frame = ClientScreen.frame(driver.state)
        let numbers = frame.grid.pictureNumbers
        #expect(numbers.count == 1)
        frame.pictures = numbers.reduce(into: [:]) { $0[$1] = cache.graphics($1) }
        let picture = try #require(frame.pictures.values.first)
        var encoder = TerminalFrameEncoder()
        encoder.graphics = .kitty
        let stream = GraphicsStream(encoder.encode(frame, after: nil).bytes)
        let sent = try #require(stream.kittyCommands.last)
        #expect(sent.keys["a"] == "T" && sent.keys["c"] == "\(picture.columns)" && sent.keys["r"] == "\(picture.lines)")
        #expect(try RGBAImage(png: Data(sent.payload)).width == picture.columns * 6)
    }

    @Test func aRowWhosePictureWasDroppedIsDrawnAgain() throws {
        let made = Counter()
        let cache = Self.immediate(.graphics(.sixel), made: made, capacity: 1)
        let driver = Self.client(pictures: cache)
        let number = try #require(ClientScreen.frame(driver.state).grid.pictureNumbers.first)
        #expect(cache.holds(number))
        _ = cache.picture(MediaImage(filePath: nil, preview: MediaItems.preview("portrait.jpg")), columns: 4, lines: 4)
        #expect(!cache.holds(number), "one picture kept: the other dropped")
        #expect(ClientScreen.frame(driver.state).grid.pictureNumbers.count == 1, "the row asked again")
        #expect(made.value == 3)
    }

    /// The first half block's top colour of a chat whose image is `item`.
    static func firstColour(_ item: ChatItem) throws -> [Int] {
        var chat = Fixtures.bob
        chat.chatItems = [item]
        let cell = try #require(Self.halfBlocks(Self.client(chat, pictures: Self.immediate(.blocks))).sorted { $0.key < $1.key }.first?.value.first)
        return try #require(Self.rgb(cell.style.foreground))
    }

    @Test func thePictureComesFromItsFileOnDiskBeforeThePreview() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("parley-terminal-pictures-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("halves.jpg")
        try MediaItems.fixture("halves.jpg").write(to: file)
        let red = [220, 40, 40]
        let fromFile = try Self.firstColour(MediaItems.image(1, preview: MediaItems.preview("sunset.jpg"), path: file.path))
        #expect(zip(fromFile, red).allSatisfy { abs($0 - $1) <= 24 }, "the file's red half: \(fromFile)")
        let relative = try Self.firstColour(MediaItems.image(1, preview: MediaItems.preview("sunset.jpg"), path: "halves.jpg"))
        #expect(!zip(relative, red).allSatisfy { abs($0 - $1) <= 24 }, "a path the terminal cannot place: the preview")
        try Data("not a picture".utf8).write(to: file)
        #expect(try Self.firstColour(MediaItems.image(1, preview: MediaItems.preview("sunset.jpg"), path: file.path)) == relative, "a file that is no picture: the preview")
    }

    @Test func aPictureThatCannotBeReadLeavesItsCard() {
        let driver = Self.client(Self.chat(preview: "data:image/jpg;base64," + Data("not a picture".utf8).base64EncodedString()), pictures: Self.immediate(.blocks))
        #expect(Self.halfBlocks(driver).isEmpty)
        #expect(driver.screen.contains("Image · 46.9 KB · downloaded"))
    }
}
