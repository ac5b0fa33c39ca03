import ChatBackend
import ChatSession
import Foundation
import ParleyGUI
import ParleyTerminal

/// `parley gui`: the desktop window (issue 21).
enum GUICommand: ParleyCommand {
    static let name = "gui"
    static let help = """
        Usage: parley gui [--db PATH | --connect ws://HOST:PORT | --core-lib PATH --core-db PREFIX [--create NAME]] [--as PROFILE]
                          [--chat REF] [--layout terminal|classic] [--theme NAME] [--body PT] [--now ISO] [--tz ZONE] [--trace FILE] [--config FILE]

        Opens a GTK 4 window titled "Parley": the chat list beside the open chat (REF, else
        the first), drawn by the same layout and renderer as parley render. Scroll with the
        wheel, the touchpad or Page Up / Page Down; older messages load as you scroll. Type
        below the chat: Enter sends, Shift-Enter starts a new line. A right click (a long press)
        opens a message's menu; Select there enters selection mode (Escape leaves it). Ctrl-I
        shows group info, Ctrl-T switches the layout, Ctrl-Shift-T the theme. Ctrl-Q quits.
        --layout sets the app's default layout (each chat's and profile's own setting still
        wins; Ctrl-T keeps the other layout for the chat);
        --theme is light, dark, simplex or black; --now and --tz set the clock and time zone
        the times are written at (default: the wall clock and the local zone). --trace FILE
        appends a line per frame: where the chat lies in the window and how long it took.
        The settings file's layout and theme apply where --layout and --theme are not given.
        Needs a display (DISPLAY or WAYLAND_DISPLAY).

        \(BackendAccess.help)
        """

    static let options = BackendAccess.options + CommandOptions(values: LayoutOptions.options.values.subtracting(["--width"]).union(["--chat", "--trace"]))

    static func run(_ arguments: [String]) async throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        guard arguments.positional.isEmpty else { throw UsageError("unknown arguments: \(arguments.positional.joined(separator: " "))") }
        let options = try LayoutOptions(arguments)
        let ref = arguments.value("--chat") == nil ? nil : try arguments.chatRef()
        let backend = try await BackendAccess.open(arguments, reconnects: true)
        if let ref { try await BackendAccess.checkOpens(ref, named: arguments.value("--chat") ?? "", on: backend) }
        let settings = try SettingsFile.load(arguments)
        let theme = arguments.value("--theme") == nil ? settings.theme ?? options.theme : options.theme
        let timeZone = arguments.value("--tz") == nil ? TimeZone.current : options.timeZone
        let style = ViewStyle(theme: theme, bodySize: options.body, timeZone: timeZone, now: options.now)
        let storedLayout = try await (backend as? any LocalCore)?.appChatLayout()
        let appLayout = arguments.value("--layout") == nil ? settings.layout ?? storedLayout : options.layout
        let configuration = ChatSession.Configuration(timeZone: timeZone, home: ProcessInfo.processInfo.environment["HOME"],
                                                      workingDirectory: FileManager.default.currentDirectoryPath, appLayout: appLayout)
        let client = GUIClient(backend: backend, style: style, configuration: configuration, draftsPath: try BackendAccess.draftsPath(arguments),
                               tracePath: arguments.value("--trace"))
        let outcome = await MainActor.run { () -> Result<Int32, GUIClient.Failure> in
            do throws(GUIClient.Failure) {
                return .success(try client.run(openingChat: ref))
            } catch {
                return .failure(error)
            }
        }
        await BackendAccess.close(backend)
        switch outcome {
        case let .success(status): return status
        case let .failure(failure): throw Failure(failure.description)
        }
    }
}
