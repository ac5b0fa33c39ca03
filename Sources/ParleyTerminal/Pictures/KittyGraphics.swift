import Foundation

/// The kitty graphics protocol's commands as Parley sends them: APC `G` with keys, then the
/// payload in base64. Every command is quiet (`q=2`: the terminal answers nothing into the
/// input) and leaves the cursor where it was (`C=1`); a picture's number is its image id
/// (`i`), and each band of it shown is a placement (`p`) named by where it stands.
enum KittyGraphics {
    /// The query (kitty's documentation: a 1 × 1 RGB image sent directly, `a=q`): a terminal with
    /// the protocol answers `i=31;OK`, others ignore it.
    static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"

    /// Base64 bytes a chunk carries at most (the protocol's limit is 4096).
    static let chunk = 4096

    /// Sends `picture` as PNG (`f=100`) and shows lines `lines` of it at the cursor over
    /// `lines.count` rows of its columns (`a=T`), split into chunks (`m=1` until the last).
    static func transmit(_ picture: TerminalPicture, placement: UInt32, lines: Range<Int>) -> [UInt8] {
        let payload = Array(Data(picture.png).base64EncodedData())
        var out: [UInt8] = []
        var start = 0
        repeat {
            let end = min(payload.count, start + chunk)
            let more = end < payload.count ? 1 : 0
            let keys = start == 0 ? "a=T,f=100,t=d,\(placementKeys(picture, placement: placement, lines: lines)),m=\(more)" : "q=2,m=\(more)"
            out += Array("\u{1B}_G\(keys);".utf8) + payload[start..<end] + Array("\u{1B}\\".utf8)
            start = end
        } while start < payload.count
        return out
    }

    /// Shows lines `lines` of the picture the terminal already has at the cursor (`a=p`).
    static func place(_ picture: TerminalPicture, placement: UInt32, lines: Range<Int>) -> [UInt8] {
        Array("\u{1B}_Ga=p,\(placementKeys(picture, placement: placement, lines: lines))\u{1B}\\".utf8)
    }

    /// The keys of a placement: the image and placement ids, quiet, the cursor kept, the cells it
    /// covers (`c`, `r`) and the pixels of its lines (`x`, `y`, `w`, `h`).
    static func placementKeys(_ picture: TerminalPicture, placement: UInt32, lines: Range<Int>) -> String {
        let rows = picture.pixelRows(lines)
        return "i=\(picture.id),p=\(placement),q=2,C=1,c=\(picture.columns),r=\(lines.count),x=0,y=\(rows.lowerBound),w=\(picture.pixels.width),h=\(rows.count)"
    }

    /// Removes one placement, keeping the image (`d=i`).
    static func deletePlacement(image: UInt16, placement: UInt32) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=i,i=\(image),p=\(placement),q=2\u{1B}\\".utf8)
    }

    /// Removes an image's placements and frees its data (`d=I`).
    static func deleteImage(_ image: UInt16) -> [UInt8] {
        Array("\u{1B}_Ga=d,d=I,i=\(image),q=2\u{1B}\\".utf8)
    }

    /// Removes every placement on the screen and frees the images nothing shows (`d=A`): before
    /// a full redraw.
    static let deleteAll = Array("\u{1B}_Ga=d,d=A,q=2\u{1B}\\".utf8)
}
