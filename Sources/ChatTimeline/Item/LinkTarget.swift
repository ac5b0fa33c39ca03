import SimpleXModel

/// Where a span's link goes when it is opened (simplex-view-logic §3.5): a URI as the browser is
/// given it ("https://" added when it has no scheme), a hyperlink's or SimpleX link's own URI,
/// an email as mailto:, a phone number as tel: without its spaces; nil for a span that is no
/// link. One rule for every face (the terminal's OSC 8, the PDF's link annotations).
public enum LinkTarget {
    /// The target of `span`, nil when it is no link.
    public static func of(_ span: FormattedText) -> String? {
        switch span.format {
        case .uri?: web(span.text)
        case let .hyperLink(uri, _)?: uri
        case let .simplexLink(_, _, uri, _)?: uri
        case .email?: "mailto:" + span.text
        case .phone?: "tel:" + span.text.filter { $0 != " " }
        default: nil
        }
    }

    /// A URI with "https://" added when it has no scheme.
    public static func web(_ uri: String) -> String {
        uri.contains("://") || uri.hasPrefix("mailto:") ? uri : "https://" + uri
    }
}
