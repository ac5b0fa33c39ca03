import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// What an SVG file of the renderer says, read with an XML parser: its size, the glyph shapes
/// it defines (Cairo writes each glyph once, as a `<symbol>`) and where it draws them (`<use>`,
/// at the glyph's origin on its baseline, in the drawing's points).
struct SVGDrawing {
    struct Glyph {
        var symbol: String
        var x: Double
        var y: Double
    }

    enum ReadError: Error {
        case notXML(String)
        case notSVG(root: String?)
    }

    var width = ""
    var height = ""
    var viewBox = ""
    var symbols: Set<String> = []
    var glyphs: [Glyph] = []

    init(_ data: Data) throws {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw ReadError.notXML(parser.parserError.map { "\($0)" } ?? "unknown") }
        guard let root = reader.root, root.name == "svg" else { throw ReadError.notSVG(root: reader.root?.name) }
        (width, height, viewBox) = (root.attributes["width"] ?? "", root.attributes["height"] ?? "", root.attributes["viewBox"] ?? "")
        symbols = reader.symbols
        glyphs = reader.glyphs
    }

    /// Collects the root element, the symbols' ids and the uses of glyph symbols.
    private final class Reader: NSObject, XMLParserDelegate {
        var root: (name: String, attributes: [String: String])?
        var symbols: Set<String> = []
        var glyphs: [Glyph] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            if root == nil { root = (name, attributes) }
            switch name {
            case "symbol":
                if let id = attributes["id"] { symbols.insert(id) }
            case "use":
                guard let link = attributes["xlink:href"], link.hasPrefix("#glyph"),
                      let x = attributes["x"].flatMap(Double.init), let y = attributes["y"].flatMap(Double.init) else { return }
                glyphs.append(Glyph(symbol: String(link.dropFirst()), x: x, y: y))
            default:
                break
            }
        }
    }
}
