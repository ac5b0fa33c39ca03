import Foundation
import SimpleXModel

/// A file a command reads: its bytes, or its JSON as a model type; what goes wrong is a
/// `Failure` naming the file.
enum InputFile {
    static func read(_ path: String) throws(Failure) -> Data {
        guard let data = FileManager.default.contents(atPath: path) else { throw Failure(CLILocale.translator.tr("cannot read {path}", ["path": path])) }
        return data
    }

    static func decode<Value: Decodable>(_ type: Value.Type, from path: String) throws(Failure) -> Value {
        try decode(type, from: try read(path), path: path)
    }

    /// A chat page: the core's `apiChat` reply (bare, or in its `result`/`resp` envelope),
    /// which names the user, or a bare `AChat`, which does not.
    static func chatPage(from path: String) throws(Failure) -> (chat: AChat, user: User?) {
        let data = try read(path)
        let members: [String: JSONValue]
        do {
            guard case let .object(object) = try SimpleXJSON.decode(JSONValue.self, from: data) else {
                throw Failure(CLILocale.translator.tr("{path}: a chat page is a JSON object", ["path": path]))
            }
            members = object
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure("\(path): \(error)")
        }
        let response: ChatResponse
        if members["result"] != nil || members["resp"] != nil || members["error"] != nil {
            switch try decode(CoreReply<ChatResponse>.self, from: data, path: path) {
            case let .result(body, _): response = body
            case let .error(error, _): throw Failure(CLILocale.translator.tr("{path}: the core's reply is an error: {error}", ["path": path, "error": error.message]))
            }
        } else if members["type"] != nil {
            response = try decode(ChatResponse.self, from: data, path: path)
        } else {
            return (try readable(try decode(AChat.self, from: data, path: path), path: path), nil)
        }
        guard case let .apiChat(chat, _, user) = response else {
            throw Failure(CLILocale.translator.tr("{path}: the core's reply is {type}, not apiChat", ["path": path, "type": response.typeTag]))
        }
        return (try readable(chat, path: path), user)
    }

    /// `chat`, unless it is the invalid-JSON form a chat list keeps for an entry it cannot read:
    /// a file that holds only that is no chat page, and the error says why.
    private static func readable(_ chat: AChat, path: String) throws(Failure) -> AChat {
        if case let .invalidJSON(decodingError, _) = chat.chatInfo { throw Failure("\(path): \(decodingError)") }
        return chat
    }

    private static func decode<Value: Decodable>(_ type: Value.Type, from data: Data, path: String) throws(Failure) -> Value {
        do {
            return try SimpleXJSON.decode(type, from: data)
        } catch {
            throw Failure("\(path): \(error)")
        }
    }
}
