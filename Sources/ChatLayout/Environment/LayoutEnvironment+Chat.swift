import ChatTimeline
import Foundation
import Localization
import SimpleXModel

extension LayoutEnvironment {
    /// The environment of the chat `chatInfo` (spec §9 Rows "gutter"): groups and channels have
    /// the avatar gutter, and the user's member name there is the name mentions of the user and
    /// the user's own quotes go by; in cells, `drawsPictures` as the terminal can. A
    /// `customPalette` replaces `theme`'s colours.
    public init(chat chatInfo: ChatInfo, units: LayoutUnits = .points, width: Double, bodySize: Double = 17, layout: ChatLayoutMode,
                theme: ThemeName = .light, customPalette: ThemePalette? = nil, timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current,
                localeIdentifier: String = "en_US_POSIX", selecting: Bool = false, translator: Translator = .english, drawsPictures: Bool = false) {
        let membership: String? = if case let .group(_, info) = chatInfo { info.membership.memberProfile.displayName } else { nil }
        self.init(units: units, width: width, bodySize: bodySize, layout: layout, theme: theme, customPalette: customPalette, hasGutter: membership != nil,
                  timeZone: timeZone, localeIdentifier: localeIdentifier, userName: membership, selecting: selecting, translator: translator,
                  drawsPictures: drawsPictures)
    }
}
