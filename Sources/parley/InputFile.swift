import Foundation
import SimpleXModel

/// A file a command reads: its bytes, or its JSON as a model type; what goes wrong is a
/// `Failure` naming the file.
enum InputFile {
    static func read(_ path: String) throws(Failure) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure("cannot read \(path)") }
        return data
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from path: String) throws(Failure) -> Value {
        let data = try read(path)
        do {
            return try SimpleXJSON.decode(type, from: data)
        } catch {
            throw Failure("\(path): \(error)")
        }
    }
}
