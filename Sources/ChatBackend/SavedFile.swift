import Foundation

/// Saving a message's file (issue 11 "Copy/save files"; issue 36 D3): into the user's download
/// folder — `XDG_DOWNLOAD_DIR` of `user-dirs.dirs`, else `~/Downloads` — made when it is
/// missing, never into the working directory; under the file's own name made safe, never over
/// a file that is there already (`FileNames`).
package enum SavedFile {
    /// Why a file could not be saved.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        package let description: String
    }

    /// Where xdg-user-dirs keeps the user's folders: `$XDG_CONFIG_HOME/user-dirs.dirs` when
    /// `XDG_CONFIG_HOME` is an absolute path (the base directory spec ignores a relative one),
    /// else `~/.config/user-dirs.dirs`; nil without a home.
    package static func userDirsFile(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return (config as NSString).appendingPathComponent("user-dirs.dirs")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return (home as NSString).appendingPathComponent(".config/user-dirs.dirs")
    }

    /// The download folder a `user-dirs.dirs` text names, as xdg-user-dirs reads it: the line
    /// `XDG_DOWNLOAD_DIR="$HOME/…"` (relative to `home`) or `XDG_DOWNLOAD_DIR="/…"` (absolute),
    /// a backslash taking the next character as it is, `#` lines and any other form ignored;
    /// the last such line wins. Nil when there is none. - Complexity: O(text).
    package static func downloadFolder(userDirs text: String, home: String) -> String? {
        var found: String?
        for line in text.split(whereSeparator: \.isNewline) {
            var rest = Substring(line.drop { $0 == " " || $0 == "\t" })
            guard rest.hasPrefix("XDG_DOWNLOAD_DIR") else { continue }
            rest = rest.dropFirst("XDG_DOWNLOAD_DIR".count).drop { $0 == " " || $0 == "\t" }
            guard rest.first == "=" else { continue }
            rest = rest.dropFirst().drop { $0 == " " || $0 == "\t" }
            guard rest.first == "\"" else { continue }
            rest = rest.dropFirst()
            var path: String
            if rest.hasPrefix("$HOME/") || rest.hasPrefix("$HOME\"") {
                path = home
                rest = rest.dropFirst("$HOME".count)
            } else if rest.first == "/" {
                path = ""
            } else {
                continue
            }
            var escaped = false
            var closed = false
            for character in rest {
                if escaped {
                    path.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    closed = true
                    break
                } else {
                    path.append(character)
                }
            }
            if closed { found = path }
        }
        return found
    }

    /// The folder files are saved to: the download folder of `user-dirs.dirs` (read with
    /// `read`), else `HOME/Downloads`; nil without a home (no working directory stands in).
    package static func folder(environment: [String: String], read: (String) -> String?) -> String? {
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        let named = userDirsFile(environment: environment).flatMap(read).flatMap { downloadFolder(userDirs: $0, home: home) }
        return named.map { ($0 as NSString).standardizingPath } ?? (home as NSString).appendingPathComponent("Downloads")
    }

    /// Copies the file at `path` as `name` into the download folder, made when missing;
    /// returns where it went.
    package static func save(path: String, name: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) -> String {
        let files = FileManager.default
        guard path.hasPrefix("/") else {
            throw Failure(description: "The file is at \(path), relative to the core's files folder, which this client does not know")
        }
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw Failure(description: "The file is not on disk (\(path))")
        }
        guard let folder = folder(environment: environment, read: { try? String(contentsOfFile: $0, encoding: .utf8) }) else {
            throw Failure(description: "There is no home folder to save to (HOME is not set)")
        }
        do {
            try files.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "The download folder \(folder) could not be made: \(error.localizedDescription)")
        }
        // A core that downloads into the same folder (the simplex-chat CLI's default is
        // ~/Downloads) has saved it already: it is not copied a second time.
        if URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL.path == URL(fileURLWithPath: folder).standardizedFileURL.path {
            return path
        }
        let destination = FileNames.free(folder: folder, name: FileNames.safe(name)) { files.fileExists(atPath: $0) }
        do {
            try files.copyItem(atPath: path, toPath: destination)
        } catch {
            throw Failure(description: "The file could not be saved to \(folder): \(error.localizedDescription)")
        }
        return destination
    }

    /// `path` with the home folder written `~`, for the status line.
    package static func shown(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
}
