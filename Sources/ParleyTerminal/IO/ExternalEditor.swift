/// Which editor opens a draft and how (issue 11 "`$EDITOR` for a long message"): `VISUAL`,
/// then `EDITOR`, then `vi`, run by `sh` as git runs its editor, so a value with arguments
/// (`code --wait`, `vim -u NONE`) works; the file is passed as the last argument.
package enum ExternalEditor {
    /// The editor command of `environment`: the first of `VISUAL` and `EDITOR` that is not
    /// blank, else `vi`.
    package static func command(environment: [String: String]) -> String {
        for name in ["VISUAL", "EDITOR"] {
            if let value = environment[name], !value.allSatisfy(\.isWhitespace) { return value }
        }
        return "vi"
    }

    /// The arguments that run `command` on `file`: `/bin/sh -c 'COMMAND "$1"' sh FILE`, so the
    /// file's name is never parsed by the shell.
    package static func arguments(command: String, file: String) -> [String] {
        ["/bin/sh", "-c", command + " \"$1\"", "sh", file]
    }
}
