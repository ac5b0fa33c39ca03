import Foundation

/// Saving a message's file (issue 11 "Copy/save files"): into `~/Downloads` when that is a
/// folder, else the working directory, under the file's own name made safe, never over a file
/// that is there already.
public enum SavedFile {
    /// Why a file could not be saved.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible {
        public let description: String
    }

    /// The folder files are saved to: `HOME/Downloads` when it is a folder, else `workingDirectory`.
    public static func folder(home: String?, workingDirectory: String, isFolder: (String) -> Bool) -> String {
        if let home, !home.isEmpty {
            let downloads = (home as NSString).appendingPathComponent("Downloads")
            if isFolder(downloads) { return downloads }
        }
        return workingDirectory
    }

    /// A name from someone else that is safe to create: its last path component, with
    /// control characters, slashes and backslashes as `_`, no leading dots (never hidden, never
    /// `..`), at most 200 characters; "file" when nothing is left.
    public static func safeName(_ name: String) -> String {
        let last = name.split(separator: "/").last.map(String.init) ?? ""
        let replaced = String(String.UnicodeScalarView(last.unicodeScalars.map { scalar in
            scalar.properties.generalCategory == .control || scalar.properties.generalCategory == .format || scalar == "\\" ? "_" : scalar
        }))
        let trimmed = replaced.drop { $0 == "." || $0.isWhitespace }.prefix(200)
        return trimmed.isEmpty ? "file" : String(trimmed)
    }

    /// The first path in `folder` that does not exist: `NAME`, then `STEM (2).EXT`, `STEM (3).EXT`, …
    public static func freePath(folder: String, name: String, exists: (String) -> Bool) -> String {
        let first = (folder as NSString).appendingPathComponent(name)
        guard exists(first) else { return first }
        let stem = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        var number = 2
        while true {
            let candidate = (folder as NSString).appendingPathComponent("\(stem) (\(number))" + (ext.isEmpty ? "" : "." + ext))
            if !exists(candidate) { return candidate }
            number += 1
        }
    }

    /// Copies the file at `path` as `name` into the save folder; returns where it went.
    public static func save(path: String, name: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws(Failure) -> String {
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
        let destination = freePath(folder: folder, name: safeName(name)) { files.fileExists(atPath: $0) }
        do {
            try files.copyItem(atPath: path, toPath: destination)
        } catch {
            throw Failure(description: "The file could not be saved to \(folder): \(error.localizedDescription)")
        }
        return destination
    }

    /// `path` with the home folder written `~`, for the status line.
    public static func shown(_ path: String, home: String?) -> String {
        guard let home, !home.isEmpty, path.hasPrefix(home + "/") else { return path }
        return "~" + path.dropFirst(home.count)
    }
}
