/// An alert a screen shows: a title, an optional message and its buttons, first the actions,
/// then the cancel button. The group info's alerts (`GroupInfoAlert`), a message's delete and
/// moderate dialogs and the forward confirmation are all of this shape. A front end shows the
/// texts and dispatches on the buttons' cases.
public struct Alert: Hashable, Sendable {
    /// The alert's title ("Leave channel?").
    public let title: String
    /// The text under the title, nil for none.
    public let message: String?
    /// The buttons: the actions first, then cancel when there is one.
    public let buttons: [Button]

    /// An alert of these texts and buttons.
    public init(title: String, message: String? = nil, buttons: [Button]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}
