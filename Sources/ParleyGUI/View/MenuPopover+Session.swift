import CGTK4
import ChatLayout
import ChatSession
import ParleyQR

/// The session's prompt as a popover (simplex-view-logic §4.3), with its title, link, QR code
/// and choices; the chat's face (`ChatWidget`, in the window and in a host's) opens it.
extension MenuPopover {
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
