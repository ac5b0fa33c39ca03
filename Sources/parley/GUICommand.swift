import ChatBackend
import ChatSession
import Foundation
import ParleyGUI
import ParleyTerminal

/// `parley gui`: the desktop application (issues 21, 33).
enum GUICommand: ParleyCommand {
    static let name = "gui"
    static var help: String {
        CLILocale.translator.tr("""
        Usage: parley gui [--db PATH | --connect ws://HOST:PORT | --core-lib PATH --core-db PREFIX [--create NAME]] [--as PROFILE]
                          [--chat REF] [--background] [--notification-preview message|contact|hidden]
                          [--layout terminal|classic] [--theme NAME] [--body PT] [--now ISO] [--tz ZONE] [--trace FILE] [--config FILE]

        Opens Parley's window (the application io.github.parley.Parley): the chat list beside
        the open chat (REF, else the first), drawn by the same layout and renderer as parley
        render. Parley runs once a session: a second parley gui hands REF to the running one
        (which opens it and shows its window) and exits 0. Scroll with the wheel, the touchpad
        or Page Up / Page Down; older messages load as you scroll. Type below the chat: Enter
        sends, Shift-Enter starts a new line; files dropped on the window or pasted are sent.
        A right click (a long press) opens a message's menu; so do Menu, Shift-F10 and Enter
        on the message cursor (Tab from the compose field, then Up and Down). Ctrl-K finds a
        chat, Alt-Up and Alt-Down switch chats, Alt-A opens the next unread one; Ctrl-? lists
        every key. Ctrl-Q quits.
        A message where you are not looking (another chat, or the window not focused) is a
        desktop notification, except in muted chats unless it mentions you; clicking it opens
        the chat. --notification-preview says what it shows: message (the chat and the text,
        the default), contact (the chat's name only) or hidden (nothing that names anyone); the
        settings file's notification_preview applies where it is not given. The title and the
        launcher count unread messages in other chats.
        --background starts without a window and keeps Parley running when the window is
        closed (the window's menu remembers Run in background and Start at login); launching
        Parley again shows the window.
        --layout sets the app's default layout (each chat's and profile's own setting still
        wins; Ctrl-T keeps the other layout for the chat);
        --theme is light, dark, simplex or black (default: the system's dark preference); --now
        and --tz set the clock and time zone the times are written at (default: the wall clock
        and the local zone). --trace FILE appends a line per frame: where the chat lies in the
        window and how long it took. The settings file's layout and theme apply where --layout
        and --theme are not given. Needs a display (DISPLAY or WAYLAND_DISPLAY).

        {core}
        """, ["core": BackendAccess.help])
    }

    static let options = BackendAccess.options + CommandOptions(values: LayoutOptions.options.values.subtracting(["--width"]).union(["--chat", "--trace", "--notification-preview"]),
                                                                flags: ["--background"])

    static func run(_ arguments: [String]) async throws -> Int32 {
        let arguments = try Arguments(arguments, options)
        guard arguments.positional.isEmpty else { throw UsageError(CLILocale.translator.tr("unknown arguments: {arguments}", ["arguments": arguments.positional.joined(separator: " ")])) }
        let options = try LayoutOptions(arguments)
        let ref = arguments.value("--chat") == nil ? nil : try arguments.chatRef()
        let settings = try SettingsFile.load(arguments)
        let desktopOptions = try desktop(arguments, settings: settings)
        let claim = await MainActor.run { GUIClient.claimDesktop(opening: ref, quietly: desktopOptions.background, translator: CLILocale.translator) }
        guard case let .desktop(desktop) = claim else { return 0 }
        let backend = try await BackendAccess.open(arguments, reconnects: true)
        if let ref { try await BackendAccess.checkOpens(ref, named: arguments.value("--chat") ?? "", on: backend) }
        let theme = arguments.value("--theme") == nil ? settings.theme ?? options.theme : options.theme
        let timeZone = arguments.value("--tz") == nil ? TimeZone.current : options.timeZone
        let style = ViewStyle(theme: theme, bodySize: options.body, timeZone: timeZone, now: options.now)
        let storedLayout = try await (backend as? any LocalCore)?.appChatLayout()
        let appLayout = arguments.value("--layout") == nil ? settings.layout ?? storedLayout : options.layout
        let configuration = ChatSession.Configuration(timeZone: timeZone, locale: CLILocale.user.locale, home: ProcessInfo.processInfo.environment["HOME"],
                                                      workingDirectory: FileManager.default.currentDirectoryPath, appLayout: appLayout,
                                                      translator: CLILocale.translator)
        let client = GUIClient(backend: backend, style: style, configuration: configuration, options: desktopOptions,
                               draftsPath: try BackendAccess.draftsPath(arguments), tracePath: arguments.value("--trace"))
        let outcome = await MainActor.run { () -> Result<Int32, GUIClient.Failure> in
            do throws(GUIClient.Failure) {
                return .success(try client.run(on: desktop, openingChat: ref))
            } catch {
                return .failure(error)
            }
        }
        await BackendAccess.close(backend)
        switch outcome {
        case let .success(status): return status
        case let .failure(failure): throw Failure(failure.description(CLILocale.translator))
        }
    }

    /// How the window behaves on the desktop: the preview of its notifications (the option,
    /// else the settings file's when it names one, else the message), the background, whether
    /// it follows the system's theme (neither the option nor the file names one), where it
    /// remembers its switches (`$XDG_STATE_HOME/parley/desktop`), and its autostart file
    /// (`$XDG_CONFIG_HOME/autostart`, starting this binary in the background on the same core).
    static func desktop(_ arguments: Arguments, settings: ClientSettings, environment: [String: String] = ProcessInfo.processInfo.environment) throws -> DesktopOptions {
        let preview: NotificationPreview
        if let given = arguments.value("--notification-preview") {
            guard let named = NotificationPreview(rawValue: given) else { throw UsageError(CLILocale.translator.tr("--notification-preview is message, contact or hidden, not {value}", ["value": given])) }
            preview = named
        } else if try SettingsFile.names("notification_preview", arguments, environment: environment) {
            preview = NotificationPreview(rawValue: settings.notificationPreview.rawValue) ?? .message
        } else {
            preview = .message
        }
        let config = environment["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? environment["HOME"].map { $0 + "/.config" }
        let core = ["--db", "--connect", "--core-lib", "--core-db", "--as", "--config"].flatMap { name in
            arguments.value(name).map { [name, absolute($0)] } ?? []
        }
        return DesktopOptions(notificationPreview: preview, background: arguments.has("--background"),
                              followsSystemTheme: arguments.value("--theme") == nil && settings.theme == nil,
                              statePath: BackendAccess.stateFolder + "/desktop", autostartFolder: config.map { $0 + "/autostart" },
                              autostartCommand: [executable(environment)] + ["gui", "--background"] + core,
                              version: ParleyVersion.current)
    }

    /// A path given on the command line made absolute (an autostart entry runs elsewhere); any
    /// other value as it is.
    static func absolute(_ value: String) -> String {
        guard !value.hasPrefix("/"), !value.contains("://"), FileManager.default.fileExists(atPath: value) else { return value }
        return FileManager.default.currentDirectoryPath + "/" + value
    }

    /// This program's path as the shell found it: the command's path made absolute, else the
    /// first `parley` on PATH, else `parley`.
    static func executable(_ environment: [String: String]) -> String {
        let command = CommandLine.arguments.first ?? "parley"
        if command.contains("/") { return command.hasPrefix("/") ? command : FileManager.default.currentDirectoryPath + "/" + command }
        let folders = (environment["PATH"] ?? "").split(separator: ":")
        return folders.map { $0 + "/" + command }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? command
    }
}
