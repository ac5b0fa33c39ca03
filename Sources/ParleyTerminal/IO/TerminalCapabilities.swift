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

    package init(colorDepth: ColorDepth, synchronizedOutput: Bool = false, background: Background? = nil, notifier: DesktopNotifier? = nil) {
        self.colorDepth = colorDepth
        self.synchronizedOutput = synchronizedOutput
        self.background = background
        self.notifier = notifier
    }

    /// An encoder for this terminal.
    package var encoder: TerminalFrameEncoder {
        TerminalFrameEncoder(colorDepth: colorDepth, synchronizedOutput: synchronizedOutput)
    }
}

/// Asks the terminal what it supports and reads the answers out of the input (pure: the
/// session writes `query` and feeds it the decoded events until `isComplete` or a timeout).
///
/// The query is DECRQM for mode 2026, OSC 11 for the background, then primary device
/// attributes, which every terminal answers: once that reply arrives, a query still
/// unanswered is unsupported.
package struct CapabilityProbe: Sendable {
    package static let query: [UInt8] = Array("\u{1B}[?2026$p\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8)

    package private(set) var capabilities: TerminalCapabilities
    package private(set) var isComplete = false

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
        case .deviceAttributes:
            isComplete = true
        default:
            return false
        }
        return true
    }

    /// Light when the Rec. 709 luminance of the colour is above one half.
    package static func background(red: UInt8, green: UInt8, blue: UInt8) -> TerminalCapabilities.Background {
        let luminance = 0.2126 * Double(red) + 0.7152 * Double(green) + 0.0722 * Double(blue)
        return luminance > 127.5 ? .light : .dark
    }
}
