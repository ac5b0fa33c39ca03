import Foundation
import Localization
import ParleyLocale

/// The user's language and date locale for every command, read once from the environment
/// (`UserLocale`: `LANGUAGE`, `LC_ALL`, `LC_MESSAGES`, `LC_TIME`, `LANG`), its catalogs found
/// beside the executable; a catalog that cannot be read is one warning line on standard error,
/// then English.
enum CLILocale {
    /// The user's locale, its warnings written the first time it is asked for.
    static let user: UserLocale = {
        let user = UserLocale()
        user.reportWarnings()
        return user
    }()

    /// The translator of the user's languages.
    static var translator: Translator { user.translator }
}
