import ChatLayout

/// A desktop notification by the terminal (issue 18 "Notifications"): OSC 9 (iTerm2, Ghostty)
/// or OSC 777 `notify` (foot, WezTerm, urxvt's notify extension). No terminal answers a query
/// for them, so the environment names the terminal; others get none.
package enum DesktopNotifier: Hashable, Sendable {
    case osc9
    case osc777

    /// The notifier of the terminal `environment` names, nil when it names none that has one.
    package static func detect(environment: [String: String]) -> DesktopNotifier? {
        let program = environment["TERM_PROGRAM"]?.lowercased() ?? "", term = environment["TERM"] ?? ""
        if program == "iterm.app" || program == "ghostty" { return .osc9 }
        if program == "wezterm" || term.hasPrefix("foot") || term.hasPrefix("rxvt-unicode") { return .osc777 }
        return nil
    }

    /// The notification's bytes, `body` under the title "Parley". The body is made safe for an
    /// OSC string: its controls drawn as their pictures (`SafeText`), OSC 777's field separator
    /// `;` a space; at most 80 characters.
    package func bytes(body: String) -> [UInt8] {
        let safe = String(SafeText.sanitize(body, for: .name).map { $0 == ";" ? " " : $0 }.prefix(80))
        return switch self {
        case .osc9: Array("\u{1B}]9;Parley: \(safe)\u{07}".utf8)
        case .osc777: Array("\u{1B}]777;notify;Parley;\(safe)\u{07}".utf8)
        }
    }
}
