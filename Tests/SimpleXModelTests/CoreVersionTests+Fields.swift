import Foundation
import SimpleXModel
import Testing

/// The fields older cores leave out or put elsewhere (`optional` and `moved` in
/// `Schema/simplex-api-versions.json`), each read from the reply of every series that has it
/// (`6.3.2`: as 6.3.0–6.3.2 write the link replies, links as bare URIs), on both decoding
/// paths: a field read from the wrong place or not at all fails here.
extension CoreVersionTests {
    static let linkSeries = ["6.3.2", "6.3", "6.4", "7.0"]

    /// `name` of `version` as both paths read it (`JSONReader`, and `JSONDecoder` through the
    /// Decodable conformances), which must agree.
    static func read<Value: JSONReadable & Equatable>(_ type: Value.Type, _ version: String, _ name: String) throws -> Value {
        let data = try data(version, name)
        let value = try SimpleXJSON.decode(type, from: data)
        #expect(try SimpleXJSON.decodeWithJSONDecoder(type, from: data) == value, "\(version) \(name): the paths differ")
        return value
    }

    /// Short links came with 6.3.3; 6.3.0–6.3.2 sent a link's full URI alone.
    static func hasShortLink(_ version: String) -> Bool { version != "6.3.2" }

    @Test("the address: its link in each series' shape; 6.3 sends no id", arguments: linkSeries)
    func address(version: String) throws {
        guard case let .userContactLink(contactLink, _) = try Self.read(ChatResponse.self, version, "userContactLink") else {
            Issue.record("\(version): not the address"); return
        }
        #expect(contactLink.connLinkContact.connFullLink.hasPrefix("https://simplex.chat/contact#/?v=2-7&smp="))
        #expect((contactLink.connLinkContact.connShortLink != nil) == Self.hasShortLink(version))
        #expect(contactLink.userContactLinkId == (version.hasPrefix("6.3") ? nil : 1))
    }

    @Test("a new address and a new invitation: their links in each series' shape", arguments: linkSeries)
    func madeLinks(version: String) throws {
        guard case let .userContactLinkCreated(address, _) = try Self.read(ChatResponse.self, version, "userContactLinkCreated") else {
            Issue.record("\(version): not the new address"); return
        }
        #expect(address.connFullLink.hasPrefix("https://simplex.chat/contact#/?v=2-7&smp="))
        #expect((address.connShortLink != nil) == Self.hasShortLink(version))
        guard case let .invitation(invitation, connection, _) = try Self.read(ChatResponse.self, version, "invitation") else {
            Issue.record("\(version): not the invitation"); return
        }
        #expect(invitation.connFullLink.hasPrefix("https://simplex.chat/invitation#/?v=2-7&smp="))
        #expect((invitation.connShortLink != nil) == Self.hasShortLink(version))
        #expect(connection.connLinkInv?.connFullLink == invitation.connFullLink, "the pending connection's link (connReqInv before 6.3.3)")
    }

    @Test("a link's plan: the link, which 6.3.0–6.3.2 do not send back", arguments: linkSeries)
    func plan(version: String) throws {
        guard case let .connectionPlan(link, plan, _, _, _) = try Self.read(ChatResponse.self, version, "connectionPlan") else {
            Issue.record("\(version): not a plan"); return
        }
        #expect(plan == .invitationLink(invitationLinkPlan: .ok(contactSLinkData_: nil, ownerVerification: nil)))
        #expect(link?.connFullLink.hasPrefix("https://simplex.chat/invitation#") == (version == "6.3.2" ? nil : true))
    }

    @Test("a group's link: 6.3 sends its fields in the reply, the role as memberRole", arguments: ["6.3.2", "6.3", "7.0"])
    func groupLink(version: String) throws {
        guard case let .groupLink(_, link, _) = try Self.read(ChatResponse.self, version, "groupLink") else {
            Issue.record("\(version): not the group link"); return
        }
        #expect(link.connLinkContact.connFullLink.hasSuffix("&data=%7B%22groupLinkId%22%3A%22dGVhbUdyb3VwTGlua0lk%22%7D"))
        #expect((link.connLinkContact.connShortLink != nil) == Self.hasShortLink(version))
        #expect(link.acceptMemberRole == .member)
        #expect(link.groupLinkId == (version == "7.0" ? "dGVhbUdyb3VwTGlua0lk" : nil))
        #expect(link.userContactLinkId == (version == "7.0" ? 3 : nil))
    }

    @Test("an agent error: 6.x cores send no agentConnId", arguments: versions)
    func agentError(version: String) throws {
        guard case let .errorAgent(agentConnId, .broker(brokerAddress, .timeout), _) = try Self.read(ChatError.self, version, "errorAgent") else {
            Issue.record("\(version): not a broker timeout"); return
        }
        #expect(brokerAddress.hasSuffix("@smp4.simplex.im"))
        #expect(agentConnId == (version == "7.0" ? "UkxZV2pPS2V0c1p5bE1Eeg==" : nil))
    }

    @Test("a received file's status: its path under data (6.3), fileInfo (6.4) or at the top (7.0)", arguments: versions)
    func receivedFileStatus(version: String) throws {
        let path = "/home/alice/Downloads/photo.jpg"
        let statuses = try Self.read([RcvFileStatus].self, version, "rcvFileStatus")
        #expect(statuses == [.accepted(filePath: path), .connected(filePath: path), .complete(filePath: path), .cancelled(filePath_: path)])
        guard case let .rcvFileProgressXFTP(_, transfer, receivedSize, totalSize, _) = try Self.read(ChatEvent.self, version, "rcvFileProgressXFTP") else {
            Issue.record("\(version): not a download's progress"); return
        }
        #expect(transfer.fileStatus == .accepted(filePath: path))
        #expect(receivedSize == 65_536 && totalSize == 148_923)
    }

    /// Statuses no core sends, mixing a status's places: what each reads as on both paths (nil:
    /// an error). The own key is read even when `null` (an error when required); the older
    /// places only when it is absent, 6.3's `data` before 6.4's `fileInfo` whatever their order.
    static let movedPrecedence: [(json: String, status: RcvFileStatus?)] = [
        (#"{"type":"accepted","filePath":null,"data":{"filePath":"a"}}"#, nil),
        (#"{"type":"cancelled","filePath_":null,"data":{"filePath":"a"}}"#, .cancelled(filePath_: nil)),
        (#"{"type":"cancelled","data":{"filePath":"a"}}"#, .cancelled(filePath_: "a")),
        (#"{"type":"accepted","data":5,"fileInfo":{"filePath":"b"}}"#, .accepted(filePath: "b")),
        (#"{"type":"accepted","data":{"filePath":"a"},"fileInfo":{"filePath":"b"}}"#, .accepted(filePath: "a")),
        (#"{"type":"accepted","fileInfo":{"filePath":"b"},"data":{"filePath":"a"}}"#, .accepted(filePath: "a")),
        (#"{"type":"accepted","data":{"filePath":5},"fileInfo":{"filePath":"b"}}"#, .accepted(filePath: "b")),
        (#"{"type":"accepted","filePath":"c","data":5}"#, .accepted(filePath: "c")),
        (#"{"type":"accepted","data":{"filePath":5},"filePath":"c"}"#, .accepted(filePath: "c")),
        (#"{"type":"accepted","data":{"filePath":5}}"#, nil),
    ]

    @Test("a moved field: its own key wins, even null; else its first older place that reads", arguments: movedPrecedence)
    func movedFieldPrecedence(json: String, status: RcvFileStatus?) {
        let data = Data(json.utf8)
        #expect((try? SimpleXJSON.decode(RcvFileStatus.self, from: data)) == status, "JSONReader: \(json)")
        #expect((try? SimpleXJSON.decodeWithJSONDecoder(RcvFileStatus.self, from: data)) == status, "JSONDecoder: \(json)")
    }

    @Test("a contact request: 6.x send its profile without profileId; the request has it", arguments: versions)
    func contactRequest(version: String) throws {
        guard case let .receivedContactRequest(_, request, _) = try Self.read(ChatEvent.self, version, "receivedContactRequest") else {
            Issue.record("\(version): not a contact request"); return
        }
        #expect(request.contactRequestId == 4 && request.profileId == 5 && request.profile.displayName == "carol")
        #expect(request.profile.profileId == (version == "7.0" ? 5 : nil))
    }
}
