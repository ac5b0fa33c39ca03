/// Named placeholders of the catalog's strings (`"{name} is now {role}"`): substituted after the
/// look-up, so a translation may reorder them, and never printf formats, whose order is fixed.
public enum Placeholders {
    /// `template` with each `{name}` whose name `values` has replaced by its value, in one pass:
    /// a value is never read for placeholders again (a display name "{role}" stays as it is),
    /// and a brace that names no value stays as written.
    public static func substitute(_ values: [String: String], in template: String) -> String {
        guard !values.isEmpty, template.contains("{") else { return template }
        var result = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            let afterOpen = rest.index(after: open)
            if let close = rest[afterOpen...].firstIndex(of: "}"), let value = values[String(rest[afterOpen..<close])] {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[afterOpen...]
            }
        }
        return result + rest
    }

    /// The placeholder names of `template`, in order ("{name} is now {role}" → name, role): what
    /// a translation must keep (`msgfmt` does not know them).
    public static func names(in template: String) -> [String] {
        var names: [String] = []
        var rest = template[...]
        while let open = rest.firstIndex(of: "{") {
            let afterOpen = rest.index(after: open)
            guard let close = rest[afterOpen...].firstIndex(of: "}") else { break }
            let name = rest[afterOpen..<close]
            if let first = name.first, first.isLetter || first == "_", name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) {
                names.append(String(name))
            }
            rest = rest[rest.index(after: close)...]
        }
        return names
    }
}
