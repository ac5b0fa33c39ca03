/// Bytes from the terminal to `InputEvent`s: a pure state machine (code review §5.4; issue 11
/// "Terminal handling": UTF-8 input, bracketed paste).
///
/// Any split of the same bytes into `feed` calls gives the same events: a sequence that could
/// still grow waits for more bytes. A lone ESC (the Esc key, or the start of a sequence) waits
/// until the caller, after a short timeout with no more input, calls `flushPendingEscape()`.
/// Invalid UTF-8 becomes U+FFFD (maximal subparts, as the Unicode standard recommends); no
/// input can crash it or make it wait forever for anything but the end of a paste.
package struct InputDecoder: Sendable {
    var pending: [UInt8] = []
    /// Inside a bracketed paste: the bytes so far, and how far the end marker was looked for.
    var paste: [UInt8]?
    var pasteSearched = 0

    package init() {}

    /// Whether bytes wait for more input or for `flushPendingEscape()` (not inside a paste).
    package var hasPendingEscape: Bool { paste == nil && !pending.isEmpty }

    /// The events `bytes` complete. - Complexity: O(n) amortised in the bytes fed.
    package mutating func feed(_ bytes: some Sequence<UInt8>) -> [InputEvent] {
        var events: [InputEvent] = []
        if paste != nil {
            paste?.append(contentsOf: bytes)
        } else {
            pending.append(contentsOf: bytes)
        }
        drain(into: &events)
        return events
    }

    /// Resolves what waits after a timeout: a lone ESC is the Esc key, ESC and one character is
    /// Alt with it, a longer unfinished sequence is Esc followed by its bytes as text, and an
    /// unfinished UTF-8 sequence is U+FFFD. A paste in progress keeps waiting.
    package mutating func flushPendingEscape() -> [InputEvent] {
        guard paste == nil, !pending.isEmpty else { return [] }
        let waiting = pending
        pending = []
        var events: [InputEvent] = []
        if waiting[0] == 0x1B {
            if waiting.count == 2, let key = Self.altKey(waiting[1]) {
                return [.key(key)]
            }
            events.append(.key(KeyEvent(.escape)))
            for scalar in String(decoding: waiting.dropFirst(), as: UTF8.self).unicodeScalars {
                events.append(.key(KeyEvent(.character(Character(scalar)))))
            }
            return events
        }
        return [.key(KeyEvent(.character("\u{FFFD}")))]
    }

    /// Parses what can be parsed, leaving an unfinished sequence in `pending`.
    mutating func drain(into events: inout [InputEvent]) {
        while true {
            if paste != nil {
                guard let rest = finishPaste(into: &events) else { return }
                pending = rest
                continue
            }
            var index = 0
            while index < pending.count {
                switch Self.parse(pending, at: index) {
                case .incomplete:
                    pending.removeFirst(index)
                    return
                case .event(let event, let length):
                    events.append(event)
                    index += length
                case .ignored(let length):
                    index += length
                case .pasteStart(let length):
                    paste = Array(pending[(index + length)...])
                    pasteSearched = 0
                    pending = []
                    index = 0
                }
                if paste != nil { break }
            }
            if paste == nil {
                pending = []
                return
            }
        }
    }

    static let pasteEnd: [UInt8] = Array("\u{1B}[201~".utf8)

    /// Ends the paste when its end marker has arrived: emits it and returns the bytes after
    /// the marker; nil while it has not.
    mutating func finishPaste(into events: inout [InputEvent]) -> [UInt8]? {
        guard let bytes = paste else { return nil }
        let marker = Self.pasteEnd
        var start = max(0, pasteSearched - marker.count + 1)
        while start + marker.count <= bytes.count {
            if bytes[start] == 0x1B && bytes[start..<(start + marker.count)].elementsEqual(marker) {
                events.append(.paste(Self.pastedText(bytes[..<start])))
                paste = nil
                return Array(bytes[(start + marker.count)...])
            }
            start += 1
        }
        pasteSearched = bytes.count
        return nil
    }

    /// Pasted bytes as text: invalid UTF-8 as U+FFFD, CR LF and lone CR (what terminals send
    /// for line breaks) as LF.
    static func pastedText(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        var scalars = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            scalars.append(previousWasCR ? "\n" : scalar)
        }
        return String(scalars)
    }
}
