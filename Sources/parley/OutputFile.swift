import Foundation

/// A file a command writes in steps (a PDF page by page): written under a temporary name beside
/// it and moved into place only when complete, so a failed command leaves no half-written file.
enum OutputFile {
    static func write<Value>(_ path: String, _ body: (_ partial: String) async throws -> Value) async throws -> Value {
        let partial = path + ".partial"
        let value: Value
        do {
            value = try await body(partial)
        } catch {
            discard(partial)
            throw error
        }
        guard rename(partial, path) == 0 else {
            let reason = String(cString: strerror(errno))
            discard(partial)
            throw Failure(CLILocale.translator.tr("cannot write {path}: {reason}", ["path": path, "reason": reason]))
        }
        return value
    }

    /// Removes the unfinished file; the command's error is the one to report, so a file that
    /// was never made (the folder does not exist) is no second error.
    private static func discard(_ partial: String) {
        _ = unlink(partial)
    }
}
