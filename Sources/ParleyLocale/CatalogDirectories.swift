import Foundation

/// Where the catalogs of the domain `parley` are (what `bindtextdomain` would be told): the
/// directory `PARLEY_LOCALEDIR` names, else beside the executable: `PREFIX/share/locale` for an
/// installed `PREFIX/bin/parley`, and the build folder's `locale` (`.build/locale`, where
/// `make mo` writes) for a development build in `.build/<triple>/<configuration>/parley`.
public enum CatalogDirectories {
    /// The directories to look in, in order.
    public static func search(environment: [String: String], executable: String = executablePath()) -> [String] {
        if let directory = environment["PARLEY_LOCALEDIR"], !directory.isEmpty { return [directory] }
        let bin = URL(fileURLWithPath: executable).deletingLastPathComponent()
        return [bin.appendingPathComponent("../share/locale").standardized.path,
                bin.appendingPathComponent("../../locale").standardized.path]
    }

    /// The file of language `name` under `directory`: `directory/name/LC_MESSAGES/parley.mo`.
    public static func path(of name: String, in directory: String) -> String {
        URL(fileURLWithPath: directory).appendingPathComponent(name).appendingPathComponent("LC_MESSAGES").appendingPathComponent("parley.mo").path
    }

    /// The running executable's real path (symbolic links resolved, as `.build/debug` is one).
    public static func executablePath() -> String {
        URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
    }
}
