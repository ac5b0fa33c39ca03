import Foundation
import SimpleXModel
import Testing
import TestSupport

/// Every JSON the core was seen to emit decodes as its type (issue: foundation, "Done when").
@Suite struct FixtureDecodingTests {
    /// Each file of `Tests/Fixtures/simplex` and the type it holds.
    static let fixtureTypes: [(file: String, type: String)] = [
        ("ffi-error-noActiveUser.owsf.json", "ResponseReply"),
        ("ffi-error-noActiveUser.tagged.json", "ResponseReply"),
        ("ffi-error-userExists.owsf.json", "ResponseReply"),
        ("ffi-error-userExists.tagged.json", "ResponseReply"),
        ("ffi-result-activeUser.owsf.json", "ResponseReply"),
        ("ffi-result-activeUser.tagged.json", "ResponseReply"),
        ("ffi-result-chatStarted.owsf.json", "ResponseReply"),
        ("ffi-result-chatStarted.tagged.json", "ResponseReply"),
        ("ffi-result-connectionsDiff.owsf.json", "EventReply"),
        ("ffi-result-connectionsDiff.tagged.json", "EventReply"),
        ("format-small.owsf.json", "Format"),
        ("formattedText-simplexLink-hyperlink.tagged.json", "[FormattedText]"),
        ("legacy-resp-chatCmdError-noActiveUser.tagged.json", "ResponseReply"),
        ("legacy-resp-chatCmdError-userExists.tagged.json", "ResponseReply"),
        ("legacy-resp-chatStarted.owsf.json", "ResponseReply"),
        ("legacy-resp-chatStarted.tagged.json", "ResponseReply"),
        ("parsedMarkdown-bold.owsf.json", "ParsedMarkdown"),
        ("parsedMarkdown-bold.tagged.json", "ParsedMarkdown"),
        ("user.json", "User"),
        ("ws-command-envelope.template.json", "WebSocketCommand"),
        ("ws-event-envelope.template.json", "WebSocketMessage"),
        ("ws-response-envelope.template.json", "WebSocketMessage"),
    ]

    @Test func everyFixtureFileIsListed() throws {
        #expect(try Repository.jsonFiles(in: "Tests/Fixtures/simplex") == Self.fixtureTypes.map(\.file).sorted())
    }

    @Test(arguments: fixtureTypes)
    func fixtureDecodes(file: String, type: String) throws {
        let value = try SimpleXJSON.decode(typeNamed: type, from: Repository.data("Tests/Fixtures/simplex/\(file)"))
        let again = try SimpleXJSON.decode(typeNamed: type, from: SimpleXJSON.encode(value))
        #expect(AnyHashable(value) == AnyHashable(again))
    }

    @Test func taggedAndObjectFormsDecodeEqual() throws {
        for file in Self.fixtureTypes.map(\.file) where file.hasSuffix(".owsf.json") {
            let tagged = file.replacingOccurrences(of: ".owsf.", with: ".tagged.")
            guard let type = Self.fixtureTypes.first(where: { $0.file == tagged })?.type else { continue }
            let owsf = try SimpleXJSON.decode(typeNamed: type, from: Repository.data("Tests/Fixtures/simplex/\(file)"))
            let plain = try SimpleXJSON.decode(typeNamed: type, from: Repository.data("Tests/Fixtures/simplex/\(tagged)"))
            #expect(AnyHashable(owsf) == AnyHashable(plain), "\(file)")
        }
    }

    @Test func activeUserReplyReadsTheUser() throws {
        let reply = try SimpleXJSON.decode(CoreReply<ChatResponse>.self, from: Repository.data("Tests/Fixtures/simplex/ffi-result-activeUser.tagged.json"))
        guard case let .result(.activeUser(user), _) = reply else {
            Issue.record("expected an activeUser result, got \(reply)")
            return
        }
        #expect(user.localDisplayName == "alice")
        #expect(user.profile.shortDescr == "Alice")
        #expect(user.fullPreferences.files.allow == .always)
    }

    @Test func errorReplyReadsTheErrorType() throws {
        let reply = try SimpleXJSON.decode(CoreReply<ChatResponse>.self, from: Repository.data("Tests/Fixtures/simplex/ffi-error-userExists.owsf.json"))
        #expect(reply == .error(.error(errorType: .userExists(contactName: "alice"))))
    }

    @Test func legacyRespEnvelopeReadsAsResult() throws {
        let reply = try SimpleXJSON.decode(CoreReply<ChatResponse>.self, from: Repository.data("Tests/Fixtures/simplex/legacy-resp-chatStarted.tagged.json"))
        #expect(reply == .result(.chatStarted))
    }

    /// simplex-wire §1.6: a WebSocket frame with a `corrId` answers that command, one without is
    /// an event; the body is the reply envelope the client reads either with.
    @Test(arguments: [
        (#"{"corrId":"7","resp":{"type":"chatStarted"}}"#, "7"),
        (#"{"result":{"type":"chatStarted"},"corrId":"7"}"#, "7"),
        (#"{"corrId":"8","resp":{"Left":{"type":"chatCmdError","chatError":{"type":"error","errorType":{"type":"noActiveUser"}}}}}"#, "8"),
        (#"{"corrId":5,"resp":{"type":"chatStarted"}}"#, nil),
        (#"{"corrId":null,"result":{"type":"chatStarted"}}"#, nil),
        (#"{"resp":{"type":"chatStarted"}}"#, nil),
    ] as [(String, String?)])
    func webSocketFrameIsAReplyByItsCorrId(json: String, corrId: String?) throws {
        let message = try SimpleXJSON.decode(WebSocketMessage.self, from: Data(json.utf8))
        #expect(message.corrId == corrId)
        #expect(FrameCorrId.of(Data(json.utf8)) == corrId)
    }

    @Test func hyperlinkSimplexLinkKeepsItsFields() throws {
        let spans = try SimpleXJSON.decode([FormattedText].self, from: Repository.data("Tests/Fixtures/simplex/formattedText-simplexLink-hyperlink.tagged.json"))
        #expect(spans == [FormattedText(
            format: .simplexLink(linkType: .contact, showText: "label", simplexUri: "simplex:/a#...?h=smp6.simplex.im", smpHosts: ["smp6.simplex.im"]),
            text: "[label](https://smp6.simplex.im/a#...)")])
    }
}

extension WebSocketMessage {
    /// The command this frame answers.
    fileprivate var corrId: String? {
        if case let .response(corrId, _) = self { corrId } else { nil }
    }
}
