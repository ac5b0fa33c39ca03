import Foundation

/// Saving a message's file (issue 11 "Copy/save files"): into `~/Downloads` when that is a
/// folder, else the working directory, under the file's own name made safe, never over a file
/// that is there already (`FileNames`).
package enum SavedFile {
    /// Why a file could not be saved.
    package struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        package let description: String
    }

    /// The folder files are saved to: `HOME/Downloads` when it is a folder, else `workingDirectory`.
    package static func folder(home: String?, workingDirectory: String, isFolder: (String) -> Bool) -> String {
        if let home, !home.isEmpty {
            let downloads = (home as NSString).appendingPathComponent("Downloads")
            if isFolder(downloads) { return downloads }
        }
        return workingDirectory
    }

    /// Copies the file at `path` as `name` into the save folder; returns where it went.
    package static func save(path: String, name: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) -> String {
        let files = FileManager.default
        guard path.hasPrefix("/") else {
            throw Failure(description: "The file is at \(path), relative to the core's files folder, which this client does not know")
        }
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            throw Failure(description: "The file is not on disk (\(path))")
        }
        let folder = folder(home: environment["HOME"], workingDirectory: files.currentDirectoryPath) { candidate in
            var isDirectory: ObjCBool = false
            return files.fileExists(atPath: candidate, isDirectory: &isDirectory) && isDirectory.boolValue
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
