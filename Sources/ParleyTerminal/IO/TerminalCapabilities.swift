/// What the terminal can show, from the environment and from its answers to queries.
package struct TerminalCapabilities: Hashable, Sendable {
    /// Light or dark, from the OSC 11 reply (relative luminance above one half is light).
    package enum Background: Hashable, Sendable { case light, dark }

    package var colorDepth: ColorDepth
    /// DEC mode 2026, when DECRQM says it is recognised.
    package var synchronizedOutput: Bool
    /// The background colour, when the terminal answered OSC 11.
    package var background: Background?
    /// Desktop notifications, when the environment names a terminal that has them.
    package var notifier: DesktopNotifier?
    /// The graphics protocol the terminal answered for (kitty's, iTerm2's inline images, sixel),
    /// in that order of preference; nil when it answered for none.
    package var graphics: GraphicsProtocol?
    /// A cell's size in pixels, when the terminal says (`CSI 16 t`, or the window size's pixels).
    package var cellPixels: PixelSize?
    /// The sixel colour registers and the largest sixel picture (XTSMGRAPHICS), when it says.
    package var sixelColors: Int?
    package var sixelLimit: PixelSize?

    package init(colorDepth: ColorDepth, synchronizedOutput: Bool = false, background: Background? = nil, notifier: DesktopNotifier? = nil,
                 graphics: GraphicsProtocol? = nil) {
        self.colorDepth = colorDepth
        self.synchronizedOutput = synchronizedOutput
        self.background = background
        self.notifier = notifier
        self.graphics = graphics
    }

    /// An encoder for this terminal.
    package var encoder: TerminalFrameEncoder {
        TerminalFrameEncoder(colorDepth: colorDepth, synchronizedOutput: synchronizedOutput)
    }
}

/// Asks the terminal what it supports and reads the answers out of the input (pure: the
/// session writes `query` and feeds it the decoded events until `isComplete` or a timeout).
///
/// The query is DECRQM for mode 2026, OSC 11 for the background, with `graphics` kitty's
/// graphics query (`a=q`), XTVERSION (iTerm2 names itself), `CSI 16 t` (the cell's pixels) and
/// XTSMGRAPHICS (sixel colour registers and largest picture), then primary device attributes,
/// which every terminal answers (attribute 4: sixel): once that reply arrives, a query still
/// unanswered is unsupported. The graphics protocol is the first the terminal answered for of
/// kitty's, iTerm2's inline images and sixel.
package struct CapabilityProbe: Sendable {
    /// The bytes that ask; with `graphics`, for the graphics protocols too.
    package static func query(graphics: Bool) -> [UInt8] {
        let asked = graphics ? KittyGraphics.query + "\u{1B}[>q\u{1B}[16t\u{1B}[?1;1;0S\u{1B}[?2;1;0S" : ""
        return Array("\u{1B}[?2026$p\u{1B}]11;?\u{1B}\\\(asked)\u{1B}[c".utf8)
    }

    package private(set) var capabilities: TerminalCapabilities
    package private(set) var isComplete = false
    private var kitty = false
    private var inlineImages = false

    /// A probe starting from what `environment` says (`ColorDepth.detect`).
    package init(environment: [String: String]) {
        capabilities = TerminalCapabilities(colorDepth: ColorDepth.detect(environment: environment), notifier: DesktopNotifier.detect(environment: environment))
    }

    /// Takes `event` when it answers the query; returns false for any other event, which the
    /// caller keeps as input.
    package mutating func consume(_ event: InputEvent) -> Bool {
        switch event {
        case .modeReport(mode: 2026, let state):
            capabilities.synchronizedOutput = state.isSupported
        case .backgroundColor(let red, let green, let blue):
            capabilities.background = Self.background(red: red, green: green, blue: blue)
        case .graphicsReply(let reply):
            kitty = kitty || reply.hasPrefix("i=31;") && reply.hasSuffix(";OK")
        case .terminalName(let name):
            inlineImages = name.hasPrefix("iTerm2")
        case .cellSize(let width, let height) where width > 0 && height > 0:
            capabilities.cellPixels = PixelSize(width: width, height: height)
        case .graphicsAttribute(item: 1, status: 0, let values) where values.first.map({ $0 > 1 }) ?? false:
            capabilities.sixelColors = values.first
        case .graphicsAttribute(item: 2, status: 0, let values) where values.count == 2 && values.allSatisfy({ $0 > 0 }):
            capabilities.sixelLimit = PixelSize(width: values[0], height: values[1])
        case .cellSize, .graphicsAttribute:
            break
        case .deviceAttributes(let attributes):
            capabilities.graphics = kitty ? .kitty : inlineImages ? .inlineImages : Self.hasSixel(attributes) ? .sixel : nil
            isComplete = true
        default:
            return false
        }
        return true
    }

    /// Whether device attributes name sixel graphics: attribute 4 after a VT220-or-later class
    /// (60 and up); a VT100's second number is an option mask, not a list.
    static func hasSixel(_ attributes: [Int]) -> Bool {
        (attributes.first ?? 0) >= 60 && attributes.dropFirst().contains(4)
    }

    /// Light when the Rec. 709 luminance of the colour is above one half.
    package static func background(red: UInt8, green: UInt8, blue: UInt8) -> TerminalCapabilities.Background {
        let luminance = 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
        return luminance > 127.5 ? .light : .dark
    }
}
