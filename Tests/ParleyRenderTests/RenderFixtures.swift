import ChatLayout
import ChatTimeline
import Foundation
import ParleyRender
import SimpleXModel
import TestSupport

/// The demo chats laid out with Pango, fonts pinned by the repository's `fonts.conf`.
enum RenderFixtures {
    /// The measurer, made after the fonts are pinned (fontconfig reads the variable once).
    static let measurer: PangoTextMeasurer = {
        PangoFonts.pin(configFile: Repository.url("fonts.conf").path)
        return PangoTextMeasurer()
    }()

    static func tree(_ name: String, items: [ChatItem]? = nil, channel: Bool = false, layout: ChatLayoutMode = .terminal, width: Double = 393, body: Double = 17,
                     theme: ThemeName = .light) throws -> LayoutTree {
        var chat = try SimpleXJSON.decode(AChat.self, from: Repository.data("Sources/ParleyDemo/Resources/\(name).json"))
        if let items { chat.chatItems = items }
        if channel { chat.chatItems = ChatItems.asChannel(chat.chatItems) }
        let now = chat.chatItems.map(\.meta.itemTs).max() ?? Date(timeIntervalSince1970: 0)
        var window = ChatWindow()
        window.apply(.initial(count: chat.chatItems.count), page: chat.chatItems, navigation: nil, stats: chat.chatStats)
        let timeline = TimelineEnvironment(now: now, timeZone: TimeZone(identifier: "UTC") ?? .current, locale: Locale(identifier: "en_US_POSIX"))
        let rows = RowPresentation.present(window, chatInfo: chat.chatInfo, layout: layout, environment: timeline)
        let environment = LayoutEnvironment(chat: chat.chatInfo, width: width, bodySize: body, layout: layout, theme: theme)
        return try ChatLayoutEngine.layout(rows: rows, environment: environment, measurer: measurer)
    }
}

extension Snapshotting where Value == Data {
    /// PNG bytes compared by pixel: equal bytes pass; otherwise at most `tolerance` of the pixels
    /// may differ, and a diff image (red where they differ) goes with the failure.
    static func png(tolerance: Double = 0.005) -> Snapshotting<Data> {
        Snapshotting(pathExtension: "png", encode: { $0 }) { reference, actual in
            guard reference != actual else { return nil }
            do {
                let old = try RasterImage(png: reference), new = try RasterImage(png: actual)
                guard let difference = new.difference(from: old) else {
                    return SnapshotDifference(message: "size \(new.width)×\(new.height), reference \(old.width)×\(old.height)")
                }
                let share = Double(difference.count) / Double(max(1, new.pixels.count))
                return share <= tolerance ? nil : SnapshotDifference(message: "\(difference.count) pixels differ (\(share * 100)%)", artifact: try difference.image.png())
            } catch {
                return SnapshotDifference(message: "\(error)")
            }
        }
    }
}
