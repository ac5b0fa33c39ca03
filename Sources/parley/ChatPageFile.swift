import SimpleXModel

/// A chat page read from a file: an `AChat`, or the core's `apiChat` reply (bare, or in its
/// `{"result": …}` envelope).
enum ChatPageFile {
    static func read(_ path: String) throws(Failure) -> AChat {
        let data = try InputFile.read(path)
        let page: AChat
        do {
            page = try SimpleXJSON.decode(AChat.self, from: data)
        } catch let pageError {
            if case let .result(.apiChat(chat, _, _), _)? = try? SimpleXJSON.decode(CoreReply<ChatResponse>.self, from: data) {
                return chat
            }
            if case let .apiChat(chat, _, _)? = try? SimpleXJSON.decode(ChatResponse.self, from: data) {
                return chat
            }
            throw Failure("\(path): neither a chat page (AChat) nor an apiChat reply: \(pageError)")
        }
        return page
    }
}
