import ChatSession
import ChatTimeline
import SimpleXModel
import Testing
import TestSupport
@_spi(Benchmarks) @testable import ParleyTerminal

/// Issue 11 "group info, member info, channel members and relays views with every section,
/// label and alert of the typed group-info model": each a screen with its own focus and
/// scroll, Esc back to the one below, and the actions carried out through the backend.
@Suite struct ClientInfoScreensTests {
    /// The team chat with group info open on `group` (Ctrl-G, the members answered), by
    /// default big enough to show every line.
    static func groupInfo(_ group: Group = GroupFixtures.team, size: GridSize = GridSize(rows: 60, columns: 100), theme: TerminalTheme = .light) -> ClientDriver {
        var client = ClientDriver.opened(ClientDriver.team, size: size, theme: theme)
        let members = ChatCommand.members(groupId: ClientDriver.team.chatInfo.groupInfo?.groupId ?? 0)
        #expect(client.press(.character("g"), .control) == [.run(members)])
        client.answer(members, with: .groupMembers(group: group, user: Fixtures.user))
        return client
    }

    /// A channel of the team's members: the user as `role`, owner dana, two subscribers and a relay.
    static var channel: Group {
        var members = [GroupFixtures.member(.owner, name: "dana", id: 21), GroupFixtures.member(.member, name: "lee", id: 22),
                       GroupFixtures.member(.member, name: "max", id: 23), GroupFixtures.member(.relay, name: "relay-one", id: 24)]
        members[3].activeConn = nil
        return Group(groupInfo: GroupFixtures.groupInfo(role: .owner, channel: true), members: members)
    }

    /// Moves the highlight (↓ from the top) to the line containing `text`.
    static func select(_ text: String, in client: inout ClientDriver) {
        client.press(.home)
        for _ in 0..<80 where !(selectedLine(client)?.contains(text) ?? false) { client.press(.down) }
        #expect(selectedLine(client)?.contains(text) == true, "no line acting with \(text)")
    }

    static func selectedLine(_ client: ClientDriver) -> String? {
        guard let screen = client.state.infoScreens.last, let selected = screen.selected else { return nil }
        return ClientModel(state: client.state).infoLines(screen)[selected].line.text
    }

    static func page(_ client: ClientDriver) -> InfoScreen.Page? {
        client.state.infoScreens.last?.page
    }

    @Test("Group info shows every section's header, row and footer of GroupInfoSections, members with badge and status")
    func groupInfoHasEverySection() {
        let client = Self.groupInfo()
        let screen = client.screen
        let sections = GroupInfoSections(groupInfo: GroupFixtures.team.groupInfo, members: GroupFixtures.team.members).sections
        for section in sections {
            if let header = section.header { #expect(screen.contains(header.title.uppercased())) }
            for row in section.rows { #expect(screen.contains(row.title), "\(row.title)") }
            if let footer = section.footer { #expect(screen.contains(footer.text)) }
        }
        for row in MemberList(groupInfo: GroupFixtures.team.groupInfo, members: GroupFixtures.team.members).rows {
            #expect(screen.contains(row.title + (row.badge.map { "  " + $0 } ?? "") + "  " + row.status), "\(row.title)")
        }
        #expect(client.screenLines.first?.hasPrefix(" Group info · Team") == true)
    }

    @Test("A member opens member info with every row and action of MemberInfo; Esc goes back to group info, then to the chat")
    func memberInfoAndBack() throws {
        var client = Self.groupInfo()
        let member = try #require(GroupFixtures.team.members.first { !$0.memberStatus.isLeftOrRemoved })
        Self.select(member.memberProfile.displayName + "  ", in: &client)
        client.press(.enter)
        #expect(Self.page(client) == .memberInfo(groupMemberId: member.groupMemberId))
        let info = MemberInfo(groupInfo: GroupFixtures.team.groupInfo, member: member)
        let screen = client.screen
        #expect(screen.contains(info.sectionTitle.rawValue.uppercased()))
        for row in info.rows { #expect(screen.contains(row.title + (row.detail.map { "  " + $0 } ?? "")), "\(row.title)") }
        for action in info.actions { #expect(screen.contains(action.title), "\(action.title)") }
        #expect(screen.contains("Verify security code") == info.offersVerifyCode)
        client.press(.escape)
        #expect(Self.page(client) == .groupInfo)
        client.press(.escape)
        #expect(client.state.infoScreens.isEmpty)
        #expect(client.state.screen == .chat)
    }

    @Test("A member action asks its alert, in the typed model's words, and its button runs the command through the backend")
    func memberActionRunsItsCommand() throws {
        var client = Self.groupInfo()
        let member = try #require(GroupFixtures.team.members.first { $0.memberRole == .member && !$0.memberStatus.isLeftOrRemoved })
        Self.select(member.memberProfile.displayName + "  ", in: &client)
        client.press(.enter)
        let info = MemberInfo(groupInfo: GroupFixtures.team.groupInfo, member: member)
        let action = try #require(info.actions.first { if case .remove = $0 { true } else { false } })
        Self.select(action.title, in: &client)
        client.press(.enter)
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no prompt"); return }
        let alert = try #require(action.alert).alert
        #expect(prompt.title == alert.title && prompt.message == alert.message)
        #expect(prompt.choices.map(\.title) == alert.buttons.map(\.title))
        #expect(client.screen.contains(alert.title))
        let groupId = GroupFixtures.team.groupInfo.groupId
        let name = member.memberProfile.displayName
        let asked = client.press(.enter)
        #expect(asked == [.run(.removeMembers(groupId: groupId, groupMemberIds: [member.groupMemberId]))])
        var removed = GroupFixtures.team
        removed.members.removeAll { $0.groupMemberId == member.groupMemberId }
        let refresh = client.answerCommand(with: .userDeletedMembers(groupInfo: removed.groupInfo, members: [member], msgSigned: false, user: Fixtures.user, withMessages: false))
        #expect(refresh == [.run(.members(groupId: groupId))])
        #expect(client.state.statusText == "Removed \(name)")
        client.answer(.members(groupId: groupId), with: .groupMembers(group: removed, user: Fixtures.user))
        #expect(Self.page(client) == .groupInfo, "the removed member's info closes")
        #expect(!client.screen.contains(name + "  "))
    }

    @Test("Change role: the roles the user may set, then the role alert, then the core's role command")
    func changeRole() throws {
        var client = Self.groupInfo()
        let member = try #require(GroupFixtures.team.members.first { $0.memberRole == .member && !$0.memberStatus.isLeftOrRemoved })
        Self.select(member.memberProfile.displayName + "  ", in: &client)
        client.press(.enter)
        Self.select("Change role", in: &client)
        client.press(.enter)
        guard case let .prompt(selected)? = client.state.overlay, let picker = client.state.session.prompt else { Issue.record("no role picker"); return }
        guard case let .rolePicker(_, choices)? = MemberInfo(groupInfo: GroupFixtures.team.groupInfo, member: member).rows.first(where: { $0.title == "Change role" }) else {
            Issue.record("no role picker"); return
        }
        #expect(picker.style == .picker && picker.title == "Change role")
        #expect(picker.choices.map(\.title) == choices.map(\.rawValue))
        #expect(selected == choices.firstIndex(of: member.memberRole), "the current role is highlighted")
        let admin = try #require(choices.firstIndex(of: .admin))
        client.press(.character(Character("\(admin + 1)")))
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no role alert"); return }
        let alert = MemberInfo.roleChangeAlert(groupInfo: GroupFixtures.team.groupInfo, member: member, role: .admin).alert
        #expect(prompt.title == alert.title && prompt.message == alert.message)
        let groupId = GroupFixtures.team.groupInfo.groupId
        #expect(client.press(.enter) == [.run(.setMembersRole(groupId: groupId, groupMemberIds: [member.groupMemberId], role: .admin))])
        client.answerCommand(with: .cmdOk(user_: Fixtures.user))
        #expect(client.state.statusText == "\(member.memberProfile.displayName) is now admin")
    }

    @Test("The rows of group info with an alert ask it; its button runs the command", arguments: [
        ("Clear chat", GroupInfoAlert.clearChat),
        ("Leave group", .leaveGroup(.group)),
        ("Delete group", .deleteGroup(.group, current: true)),
    ])
    func groupRowAlerts(title: String, alert: GroupInfoAlert) {
        var client = Self.groupInfo()
        Self.select(title, in: &client)
        client.press(.enter)
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no prompt for \(title)"); return }
        #expect(prompt.title == alert.alert.title && prompt.message == alert.alert.message)
        #expect(prompt.choices.map(\.title) == alert.alert.buttons.map(\.title))
        #expect(client.press(.enter).count == 1)
    }

    @Test("Clearing the chat closes the info screens and loads the chat anew")
    func clearChatReloads() {
        var client = Self.groupInfo()
        Self.select("Clear chat", in: &client)
        client.press(.enter)
        #expect(client.press(.enter) == [.run(.clearChat(ClientDriver.teamRef))])
        let asked = client.answer(.clearChat(ClientDriver.teamRef), with: .chatCleared(chatInfo: ClientDriver.team.chatInfo, user: Fixtures.user))
        #expect(asked == [.chats, .page(ClientDriver.teamRef, .last(count: ChatQuery.pageSize), nil)])
        #expect(client.state.infoScreens.isEmpty)
        #expect(client.state.statusText == "Chat cleared")
    }

    @Test("A row the terminal cannot carry out says so on the status line")
    func unsupportedRow() {
        var client = Self.groupInfo()
        Self.select("Chat theme", in: &client)
        #expect(client.press(.enter).isEmpty)
        #expect(client.screenLines.last == " Chat theme: not in the terminal client yet")
    }

    @Test("A channel: its info is titled Channel (D28); Owners & subscribers and Chat relays are screens of their own; relays come from the core")
    func channelViews() throws {
        var client = Self.groupInfo(Self.channel)
        #expect(client.screenLines.first?.hasPrefix(" Channel · ") == true, "D28: a channel's info says Channel")
        Self.select("Owners & subscribers", in: &client)
        client.press(.enter)
        #expect(Self.page(client) == .channelMembers)
        let members = ChannelMembers(groupInfo: Self.channel.groupInfo, members: Self.channel.members)
        for section in members.sections { #expect(client.screen.contains(section.title.uppercased())) }
        for row in members.sections.flatMap(\.rows) { #expect(client.screen.contains(row.title)) }
        #expect(!client.screen.contains("relay-one"), "relays are not members of the list")
        Self.select("lee", in: &client)
        client.press(.enter)
        #expect(Self.page(client) == .memberInfo(groupMemberId: 22))
        #expect(client.screen.contains("SUBSCRIBER"))
        client.press(.escape)
        client.press(.escape)
        Self.select("Chat relays", in: &client)
        let groupId = Self.channel.groupInfo.groupId
        #expect(client.press(.enter) == [.run(.getRelays(groupId: groupId))])
        #expect(Self.page(client) == .relays)
        #expect(client.screen.contains("relay-one  connecting"))
        #expect(client.screen.contains(ChannelRelays.footer))
        #expect(client.screen.contains("Add relay"))
        client.answer(.getRelays(groupId: groupId), with: .groupRelays(groupInfo: Self.channel.groupInfo, groupRelays: [], user: Fixtures.user))
        Self.select("relay-one", in: &client)
        client.press(.character("d"))
        guard case .prompt? = client.state.overlay, let prompt = client.state.session.prompt else { Issue.record("no remove-relay alert"); return }
        #expect(prompt.title == "Remove relay?", "defect 12: a relay is not a subscriber")
        #expect(prompt.message?.hasPrefix("relay-one will stop forwarding") == true)
        #expect(prompt.choices.map(\.title) == ["Remove", "Cancel"])
        client.press(.escape)
        #expect(client.state.overlay == nil && client.state.session.prompt == nil)
        client.press(.enter)
        #expect(Self.page(client) == .memberInfo(groupMemberId: 24))
        #expect(client.screen.contains("RELAY"))
    }

    @Test("Group info's buttons: search starts the in-chat search, mute changes the chat's notifications through the backend")
    func groupButtons() throws {
        var client = Self.groupInfo()
        Self.select("▸ mute", in: &client)
        var settings = GroupFixtures.team.groupInfo.chatSettings
        settings.enableNtfs = .none
        let groupId = GroupFixtures.team.groupInfo.groupId
        #expect(client.press(.enter) == [.run(.setChatSettings(.group(groupId), settings))])
        #expect(client.answerCommand(with: .cmdOk(user_: Fixtures.user)) == [.run(.members(groupId: groupId))])
        #expect(client.state.statusText == "Muted")
        Self.select("▸ search", in: &client)
        #expect(client.press(.enter).isEmpty)
        #expect(client.state.infoScreens.isEmpty)
        #expect(client.state.chat?.searchText == "")
    }

    @Test("Member info's message button opens the direct chat with the member; without one it says so", arguments: [true, false])
    func messageButton(hasContact: Bool) throws {
        var group = GroupFixtures.team
        let index = try #require(group.members.firstIndex { $0.memberProfile.displayName == "bob" })
        let contactRef = try #require(ClientDriver.bob.chatInfo.chatRef)
        group.members[index].memberContactId = hasContact ? contactRef.chatId : nil
        var client = Self.groupInfo(group)
        Self.select("bob  ", in: &client)
        client.press(.enter)
        Self.select("▸ message", in: &client)
        let asked = client.press(.enter)
        #expect(asked == (hasContact ? [.page(contactRef, .initial(count: ChatQuery.pageSize), nil)] : []))
        #expect(client.state.infoScreens.isEmpty == hasContact)
        #expect(client.state.open?.ref == (hasContact ? contactRef : ClientDriver.teamRef))
        #expect(client.state.statusText == (hasContact ? nil : "bob has no direct chat with you"))
    }

    @Test("A group updated by the core shows at once in its info screens")
    func liveGroupUpdate() {
        var client = Self.groupInfo()
        var updated = GroupFixtures.team.groupInfo
        updated.groupProfile.description = "A new description"
        client.send(.core(.groupUpdated(fromGroup: GroupFixtures.team.groupInfo, member_: nil, msgSigned: nil, toGroup: updated, user: Fixtures.user)))
        #expect(client.screen.contains("A new description"))
    }

    @Test("A verified member has the verified badge in the channel's members", arguments: [true, false])
    func verifiedBadge(verified: Bool) {
        var group = Self.channel
        group.members[1].memberVerifiedCode = verified ? SecurityCode(securityCode: "12345", verifiedAt: ClientDriver.environment.now) : nil
        var client = Self.groupInfo(group)
        Self.select("Owners & subscribers", in: &client)
        client.press(.enter)
        #expect(client.screenLines.contains("   lee ✓") == verified)
        #expect(client.screenLines.contains("   lee") == !verified)
    }

    @Test("An info screen taller than the terminal scrolls with its highlight and says which lines it shows")
    func scrolling() {
        var client = Self.groupInfo(size: GridSize(rows: 12, columns: 100))
        #expect(client.screenLines.first?.contains("1–10 of") == true)
        client.press(.end)
        let lines = client.screenLines
        #expect(lines.contains { $0.hasPrefix(" › Leave group") })
        #expect(lines.first?.contains("1–10 of") == false)
    }

    @Test("The wheel scrolls an info screen; a click highlights a line, a second click acts")
    func mouse() throws {
        var client = Self.groupInfo(size: GridSize(rows: 12, columns: 100))
        client.handle(.input(.mouse(MouseEvent(action: .wheelDown, position: GridPoint(row: 5, column: 5)))))
        #expect(client.state.infoScreens.last?.scroll == 3)
        let row = try #require(client.screenLines.firstIndex { $0.contains("Member support") })
        client.handle(.input(.mouse(MouseEvent(action: .press(.left), position: GridPoint(row: row, column: 5)))))
        #expect(Self.selectedLine(client)?.contains("Member support") == true)
        client.handle(.input(.mouse(MouseEvent(action: .press(.left), position: GridPoint(row: row, column: 5)))))
        #expect(client.state.statusText == "Member support: not in the terminal client yet")
    }

    @Test("Scrolled to the end, the screen stays whole when the terminal grows and the group shrinks")
    func scrolledThenShrunk() {
        var client = Self.groupInfo(size: GridSize(rows: 12, columns: 100))
        client.press(.end)
        client.handle(.resize(GridSize(rows: 60, columns: 100)))
        #expect(client.screen.contains("Leave group"))
        var fewer = GroupFixtures.team
        fewer.members = Array(fewer.members.prefix(1))
        client.send(.group(.setMuted(true)))
        let refresh = client.answerCommand(with: .cmdOk(user_: Fixtures.user))
        #expect(refresh == [.run(.members(groupId: fewer.groupInfo.groupId))])
        client.answer(.members(groupId: fewer.groupInfo.groupId), with: .groupMembers(group: fewer, user: Fixtures.user))
        #expect(client.screenLines.contains { $0.hasPrefix(" › Leave group") })
        client.press(.up)
        #expect(Self.selectedLine(client) != nil)
    }

    /// The menu's Info (`ItemInfoSections`) as a sheet: the times, the forward's chat, each
    /// member's delivery; another person's text shown safe (an escape is a picture, not a command).
    @Test func itemInfoIsASheetOfItsSections() throws {
        var client = ClientDriver.opened(ClientDriver.team)
        let item = try #require(ClientDriver.teamFixtureItem(3))
        client.focus("changelog")
        #expect(client.press(.character("i")) == [.run(.getItemInfo(ClientDriver.teamRef, itemId: 3))])
        let forwarded = AChatItem(chatInfo: ClientDriver.bob.chatInfo, chatItem: ChatItems.text(9, "from bob\u{1B}[2J"))
        let member = try #require(ClientDriver.team.chatItems.senders.first)
        let info = ChatItemInfo(forwardedFromChatItem: forwarded,
                                memberDeliveryStatuses: [MemberDeliveryStatus(groupMemberId: member.groupMemberId, memberDeliveryStatus: .sent)])
        client.answerCommand(with: .chatItemInfo(chatItem: AChatItem(chatInfo: ClientDriver.team.chatInfo, chatItem: item), chatItemInfo: info, user: Fixtures.user))
        guard case let .sheet(title, lines, _, _)? = client.state.overlay else { Issue.record("no sheet: \(String(describing: client.state.overlay))"); return }
        #expect(title == "Received message")
        let texts = lines.map { $0.runs.map(\.text).joined() }
        #expect(texts.first?.hasPrefix("Sent at: ") == true)
        #expect(texts.contains("Forwarded from"))
        #expect(texts.contains { $0.hasSuffix(": from bob\u{241B}[2J") })
        #expect(texts.contains("Delivery"))
        #expect(texts.contains(member.memberProfile.displayName + "  sent"))
        #expect(!texts.joined().unicodeScalars.contains { $0.value == 0x1B })
    }
}
