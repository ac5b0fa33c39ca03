import CGTK4
import ChatLayout
import ChatSession
import ChatTimeline
import Localization
import ParleyQR

/// The two popovers a face of the session opens, the same in the window and the widget
/// (simplex-view-logic §4.1–4.3): an item's menu — its reactions in a row, then the actions the
/// face offers — and the session's prompt with its title, link, QR code and choices.
extension MenuPopover {
    /// The menu of row `row` at (`x`, `y`) of `area`, its actions in `translator`'s language (the
    /// embedded widget's: English):
    /// each choice goes to the session through `handle` as `.react` or `.menu`, then `chosen`
    /// runs (the face gives the keys back).
    static func showItemMenu(on area: UnsafeMutablePointer<GtkWidget>, x: Double, y: Double, row: Int64, actions: [MenuAction], reactions: [String],
                             translator: Translator = .english, handle: @escaping (SessionInput) -> Void, chosen: @escaping () -> Void) {
        guard !actions.isEmpty || !reactions.isEmpty else { return }
        show(on: area, x: x, y: y, reactions: reactions, entries: actions.map { $0.title(translator) }) { choice in
            switch choice {
            case let .reaction(emoji): handle(.react(emoji, add: true, row: row))
            case let .entry(index): handle(.menu(actions[index], row: row))
            }
            chosen()
        }
    }

    /// The session's `prompt` at `point` of `area`: a choice goes to the session as `.answer`;
    /// closed without one, `.dismissPrompt` goes while `isShown` says the prompt is still the
    /// session's.
    static func showPrompt(_ prompt: Prompt, on area: UnsafeMutablePointer<GtkWidget>, at point: (x: Double, y: Double),
                           handle: @escaping (SessionInput) -> Void, isShown: @escaping (Prompt) -> Bool) {
        let title = [prompt.title, prompt.link, prompt.message].compactMap(\.self).joined(separator: "\n")
        let picture = prompt.link.flatMap(QRCode.init).map(QRPicture.widget)
        show(on: area, x: point.x, y: point.y, title: SafeText.sanitize(title, for: .body), picture: picture,
             entries: prompt.choices.map(\.title)) { choice in
            guard case let .entry(index) = choice else { return }
            handle(.answer(index))
        } closed: {
            if isShown(prompt) { handle(.dismissPrompt) }
        }
    }
}
