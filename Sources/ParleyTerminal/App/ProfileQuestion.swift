import ChatSession
import Localization

/// A line the profiles picker asks for (issue 36 D25): the new profile's name (n), the selected
/// one's new name (r), the password that hides or shows it (h), or the one that lists hidden
/// profiles (s). Enter sends it to the session, which decides; Esc goes back to the picker.
package struct ProfileQuestion: Hashable, Sendable {
    package enum Purpose: Hashable, Sendable {
        case create
        case rename(choice: Int)
        case hide(choice: Int)
        case unhide(choice: Int)
        case showHidden
    }

    package var purpose: Purpose
    /// What is typed so far.
    package var text = ""
    /// The picker's highlighted choice, to go back to.
    package var selected: Int

    /// Whether the line is a password, drawn as dots.
    var isSecret: Bool {
        switch purpose {
        case .create, .rename: false
        case .hide, .unhide, .showHidden: true
        }
    }

    /// The question, naming the profile `name` it is about.
    func title(_ t: Translator, name: String) -> String {
        switch purpose {
        case .create: t.tr("New profile: its name")
        case .rename: t.tr("New name of {name}", ["name": name])
        case .hide: t.tr("Password to hide {name}", ["name": name])
        case .unhide: t.tr("Password of {name}, to show it again", ["name": name])
        case .showHidden: t.tr("Password of a hidden profile")
        }
    }

    /// The session's input for the typed line.
    var input: SessionInput {
        switch purpose {
        case .create: .createProfile(name: text)
        case let .rename(choice): .renameProfile(choice: choice, name: text)
        case let .hide(choice), let .unhide(choice): .toggleProfileHidden(choice: choice, password: text)
        case .showHidden: .showHiddenProfiles(password: text)
        }
    }
}
