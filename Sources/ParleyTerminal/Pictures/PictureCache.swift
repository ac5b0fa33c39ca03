import ChatLayout
import Foundation
import PictureCodec
import Synchronization

/// What the cache has of a picture at a size.
package enum PictureLookup: Sendable {
    /// Half blocks, ready to draw as cells.
    case blocks(HalfBlockPicture)
    /// Pixels for the terminal's graphics protocol, ready to place.
    case graphics(TerminalPicture)
    /// Being decoded and scaled: the row draws a placeholder and asks again.
    case pending
    /// Neither the file nor the preview gives a picture (missing, malformed, too large).
    case unavailable
}

/// The pictures of the open chats, decoded once and scaled once per size (issue 36: "a cache
/// keyed by item and size"), off the event loop: the painter asks (`picture(_:columns:lines:)`),
/// gets `.pending` the first time, and the work runs on the cache's own queue; when it is done
/// the cache calls `redraw`, and the next frame finds the picture. What it holds is pixels the
/// decoder gave (`RGBAImage`) and what Parley encoded of them, never the file's bytes.
///
/// A picture comes from its file when the core has it on disk at an absolute path (a remote
/// core's relative paths name its own folder, which the terminal does not know), else from the
/// preview the message carries. At most `capacity` pictures are kept, the least recently used
/// dropped first; a row drawn with a dropped one is drawn again (`holds(_:)`).
package final class PictureCache: Sendable {
    /// How the pictures are drawn.
    package let drawing: PictureDrawing
    let cell: PixelSize
    let sixelLimit: PixelSize?
    let sixelColors: Int
    let matte: (red: UInt8, green: UInt8, blue: UInt8)
    let capacity: Int
    private let schedule: @Sendable (@escaping @Sendable () -> Void) -> Void
    private let redraw: @Sendable () -> Void
    private let state = Mutex(State())

    /// A picture at a size: the cache's key.
    struct Key: Hashable, Sendable {
        var image: MediaImage
        var columns: Int
        var lines: Int
    }

    /// What is known of a key: nil while it is made.
    enum Made: Sendable {
        case blocks(HalfBlockPicture), graphics(TerminalPicture), unavailable
    }

    struct Entry: Sendable {
        var made: Made?
        var used: UInt64
    }

    struct State: Sendable {
        var entries: [Key: Entry] = [:]
        /// The key of each picture number in use.
        var numbered: [UInt16: Key] = [:]
        var lastNumber: UInt16 = 0
        /// Decoded pictures, by what they came from, with when each was last used.
        var sources: [MediaImage: (image: RGBAImage?, used: UInt64)] = [:]
        var clock: UInt64 = 0
    }

    /// The most files' bytes read for a picture (a photo the core downloaded); larger ones give way to the preview.
    static let maxFileBytes = 64 * 1024 * 1024
    /// Decoded pictures kept for another size, and the most pixels one may have to be kept.
    static let keptSources = 8
    static let keptSourcePixels = 4_000_000

    /// A cache drawing as `drawing`: for graphics, cells of `cell` pixels, sixel pictures at
    /// most `sixelLimit` in `sixelColors` colours; transparency laid over `matte`. Work runs
    /// through `schedule` (by default a serial queue of the cache's own), and `redraw` is called
    /// after each picture is made.
    package init(drawing: PictureDrawing, cell: PixelSize = .defaultCell, sixelLimit: PixelSize? = nil, sixelColors: Int = 256,
                 matte: (red: UInt8, green: UInt8, blue: UInt8) = (0, 0, 0), capacity: Int = 64,
                 schedule: (@Sendable (@escaping @Sendable () -> Void) -> Void)? = nil, redraw: @escaping @Sendable () -> Void) {
        self.drawing = drawing
        self.cell = cell
        self.sixelLimit = sixelLimit
        self.sixelColors = sixelColors
        self.matte = matte
        self.capacity = max(1, capacity)
        self.redraw = redraw
        if let schedule {
            self.schedule = schedule
        } else {
            let queue = DispatchQueue(label: "parley-pictures", qos: .utility)
            self.schedule = { queue.async(execute: $0) }
        }
    }

    /// `image` covering `columns × lines` cells: ready, pending (its making is started the first
    /// time it is asked for), or unavailable. - Complexity: O(the preview's length) to hash the key.
    package func picture(_ image: MediaImage, columns: Int, lines: Int) -> PictureLookup {
        let key = Key(image: image, columns: columns, lines: lines)
        let started = state.withLock { state -> Bool in
            state.clock += 1
            if state.entries[key] != nil {
                state.entries[key]?.used = state.clock
                return false
            }
            state.entries[key] = Entry(made: nil, used: state.clock)
            return true
        }
        if started { schedule { self.make(key) } }
        return state.withLock { $0.entries[key].map(Self.lookup) ?? .pending }
    }

    /// The graphics picture numbered `number`, for the frame that shows it; nil when dropped.
    package func graphics(_ number: UInt16) -> TerminalPicture? {
        state.withLock { state in
            guard let key = state.numbered[number], case let .graphics(picture)? = state.entries[key]?.made else { return nil }
            state.clock += 1
            state.entries[key]?.used = state.clock
            return picture
        }
    }

    /// Whether the picture numbered `number` is still kept (a row drawn with it may keep its cells).
    package func holds(_ number: UInt16) -> Bool {
        state.withLock { state in state.numbered[number].flatMap { state.entries[$0]?.made } != nil }
    }

    static func lookup(_ entry: Entry) -> PictureLookup {
        switch entry.made {
        case nil: .pending
        case let .blocks(picture)?: .blocks(picture)
        case let .graphics(picture)?: .graphics(picture)
        case .unavailable?: .unavailable
        }
    }

    /// Decodes (or takes the decoded) picture of `key` and scales it, stores it, drops what is
    /// beyond the capacity, and asks for a frame.
    private func make(_ key: Key) {
        let made: Made
        if let source = source(key.image), key.columns > 0, key.lines > 0 {
            switch drawing {
            case .blocks:
                made = .blocks(HalfBlockPicture(source, columns: key.columns, lines: key.lines, matte: matte))
            case let .graphics(graphics):
                let number = state.withLock { state in Self.number(for: key, in: &state) }
                made = .graphics(TerminalPicture(id: number, image: source, columns: key.columns, lines: key.lines, cell: cell, limit: sixelLimit,
                                                 graphics: graphics, matte: matte, colors: sixelColors))
            }
        } else {
            made = .unavailable
        }
        state.withLock { state in
            state.entries[key]?.made = made
            Self.trim(&state, to: capacity)
        }
        redraw()
    }

    /// The decoded picture of `image`: kept from before, else its file's, else its preview's;
    /// nil when neither decodes.
    private func source(_ image: MediaImage) -> RGBAImage? {
        let kept = state.withLock { state -> RGBAImage?? in
            state.clock += 1
            guard let source = state.sources[image] else { return nil }
            state.sources[image]?.used = state.clock
            return .some(source.image)
        }
        if let kept { return kept }
        let decoded = [fileBytes(image), image.previewBytes].lazy.compactMap { $0 }.compactMap { try? RGBAImage(encoded: $0) }.first
        state.withLock { state in
            guard (decoded?.width ?? 0) * (decoded?.height ?? 0) <= Self.keptSourcePixels else { return }
            state.sources[image] = (decoded, state.clock)
            while state.sources.count > Self.keptSources, let oldest = state.sources.min(by: { $0.value.used < $1.value.used })?.key {
                state.sources[oldest] = nil
            }
        }
        return decoded
    }

    /// The bytes of the picture's file: an absolute path to a readable PNG or JPEG of at most
    /// `maxFileBytes` (a video's file is not read past its first bytes).
    private func fileBytes(_ image: MediaImage) -> Data? {
        guard let path = image.filePath, path.hasPrefix("/"),
              let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= Self.maxFileBytes,
              let file = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? file.close() }
        guard let head = try? file.read(upToCount: 4), head.starts(with: [0x89, 0x50, 0x4E, 0x47]) || head.starts(with: [0xFF, 0xD8, 0xFF]) else { return nil }
        return (try? file.readToEnd()).map { head + $0 } ?? head
    }

    /// A number for `key`'s picture not in use, after the last given (1…65535, round again).
    static func number(for key: Key, in state: inout State) -> UInt16 {
        var number = state.lastNumber
        repeat {
            number = number == UInt16.max ? 1 : number + 1
        } while state.numbered[number] != nil && number != state.lastNumber
        state.lastNumber = number
        state.numbered[number] = key
        return number
    }

    /// Drops the least recently used pictures made until at most `capacity` are kept.
    static func trim(_ state: inout State, to capacity: Int) {
        while state.entries.count > capacity {
            guard let oldest = state.entries.filter({ $0.value.made != nil }).min(by: { $0.value.used < $1.value.used })?.key else { return }
            state.entries[oldest] = nil
            for (number, key) in state.numbered where key == oldest { state.numbered[number] = nil }
        }
    }
}
