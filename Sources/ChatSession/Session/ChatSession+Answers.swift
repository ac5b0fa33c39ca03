import ChatBackend
import ChatTimeline
import SimpleXModel

/// The answers to what the session asked, each matched to its request by id: an answer whose
/// request was superseded (another chat opened, the chat read anew, a newer search) or is
/// unknown changes nothing, and so does a second answer to the same request.
extension ChatSession {
    mutating func answered(_ id: RequestID, _ result: Result<Reply, ChatBackendError>) {
        guard let purpose = pending.removeValue(forKey: id) else { return }
        switch result {
        case let .success(reply): received(reply, for: purpose, id: id)
        case let .failure(error): failed(purpose, error, id: id)
        }
    }

    private mutating func received(_ reply: Reply, for purpose: Purpose, id: RequestID) {
        switch (purpose, reply) {
        case let (.list, .chats(user, chats)):
            listed(user, chats, id: id)
            applyEarlyEvents()
        case let (.open(ref, generation, place), .page(page, navigation)) where open?.ref == ref && generation == self.generation:
            opened(page, navigation: navigation, at: place, id: id)
            if case .start = place, notice.map(Self.isLoading) == true { say(nil) }
            if case .item = place, notice.map(Self.isLoading) == true { say(nil) }
        case let (.page(ref, generation), .page(page, navigation)) where open?.ref == ref && generation == self.generation:
            paged(page, navigation: navigation, id: id)
        case let (.mentionScan(ref, generation, older, pages), .page(page, _)) where open?.ref == ref && generation == self.generation:
            scanned(page.chatItems, older: older, pages: pages)
        case let (.find(text), .found(matches)):
            found(matches, for: text)
        case let (_, .response(response)):
            responded(response, for: purpose)
        default:
            break
        }
    }

    private mutating func failed(_ purpose: Purpose, _ error: ChatBackendError, id: RequestID) {
        switch purpose {
        case .list:
            if listLoad.inFlight == id { listLoad.inFlight = nil }
            say(.failed(error))
        case let .open(ref, generation, place) where open?.ref == ref && generation == self.generation:
            guard open?.paging.inFlight?.id == id else { return }
            open?.paging.inFlight = nil
            if case .start = place { return say(.startUnreachable) }
            if open?.loaded == false { open?.loaded = true; changed(.rows) }
            say(.failed(error))
        case let .page(ref, generation) where open?.ref == ref && generation == self.generation:
            guard let inFlight = open?.paging.inFlight, inFlight.id == id else { return }
            open?.paging.inFlight = nil
            open?.paging.preload.record(inFlight.pagination, page: [], before: ChatWindow())
            open?.pendingJump = nil
            say(.failed(error))
        case let .mentionScan(ref, generation, _, _) where open?.ref == ref && generation == self.generation:
            say(.failed(error))
        case .open, .page, .find, .read, .mentionScan:
            break
        case .send, .edit, .forward, .report, .live:
            open?.compose.inProgress = false
            changed(.compose)
            say(.failed(error))
        case let .fileReceived(fileId):
            downloadFailed(fileId: fileId, error)
        case .address:
            guard let user else { return say(.failed(error)) }
            ask(.run(.createAddress(userId: user.userId)), for: .linkMade)
        default:
            say(.failed(error))
        }
    }

    private mutating func responded(_ response: ChatResponse, for purpose: Purpose) {
        switch (purpose, response) {
        case (.commandDone, _), (.chatDeleted, _), (.linkMade, _), (.connectPlan, _), (.profileUpdated, _), (.address, _):
            commandAnswered(purpose, response)
        case let (.fileReceived(fileId), _):
            fileAnswered(response, fileId: fileId)
        case (.fileCancelled, _):
            fileAnswered(response, fileId: nil)
        case let (.live, .newChatItems(items, _)):
            if let item = items.first { open?.compose.liveItemId = item.chatItem.meta.itemId }
            for item in items { added(item) }
            changed(.compose)
        case let (.live, .chatItemUpdated(item, _)), let (.liveFinished, .chatItemUpdated(item, _)):
            updated(item)
        case let (_, .newChatItems(items, _)):
            if [.send, .forward, .report].contains(purpose) { sent() }
            for item in items { added(item) }
        case let (_, .chatItemUpdated(item, _)):
            if purpose == .edit { sent() }
            updated(item)
        case let (_, .chatItemsDeleted(_, deletions, _, user)):
            apply(ItemChanges(user: user, deletions: deletions))
        case let (_, .chatItemReaction(_, reaction, user)):
            apply(ItemChanges(user: user, reaction: reaction))
        case let (.itemInfo(ref), .chatItemInfo(item, info, _)) where open?.ref == ref:
            let environment = TimelineEnvironment(now: now, timeZone: configuration.timeZone, locale: configuration.locale, translator: t)
            setSheet(.itemInfo(ItemInfoSections(item: item, info: info, members: open?.timeline.window.items.senders ?? [], environment: environment)))
        case let (.profiles, .usersList(users)):
            listProfiles(users)
        case let (.profileRenamed, .userProfileUpdated(_, profile, summary, user)):
            if self.user?.userId == user.userId { self.user = user; changed(.user) }
            say(.displayNameChanged(name: profile.displayName, contacts: summary.updateSuccesses))
            ask(.run(.listUsers), for: .profiles)
        case let (.profilePrivacy, .userPrivacy(updated, _)):
            if self.user?.userId == updated.userId { self.user = updated; changed(.user) }
            say(updated.viewPwdHash == nil ? .profileShown(name: updated.profile.displayName) : .profileHidden(name: updated.profile.displayName))
            ask(.run(.listUsers), for: .profiles)
        case let (.profile, .activeUser(user)):
            switched(to: user)
        case let (.members(groupId, show), .groupMembers(group, _)):
            membersRead(group, groupId: groupId, show: show)
        case let (.relays(groupId), .groupRelays(_, relays, _)):
            if open?.group?.group.groupInfo.groupId == groupId {
                open?.group?.relays = relays
                changed(.sheet)
            }
        case (.groupChanged, _), (.chatCleared, _), (.groupDeleted, _), (.groupLeft, _):
            groupChangeDone(purpose)
        case (.contactCleared, _):
            contactCleared()
        case (.send, _), (.edit, _):
            sent()
        default:
            break
        }
    }

    /// The active profile switched: everything of the last one goes, the list is read anew.
    mutating func switched(to user: User) {
        finishLive()
        keepDraft()
        storeDrafts()
        leaveWithoutDraft()
        drafts = [:]
        forwarding = nil
        listSearch = nil
        self.user = user
        changed([.user, .list])
        say(.profileSwitched(name: user.profile.displayName))
        reloadList()
    }

    /// A local effect is done: a file saved, text copied, or why not.
    mutating func done(_ id: RequestID, _ outcome: LocalOutcome) {
        guard pending.removeValue(forKey: id) != nil else { return }
        switch outcome {
        case let .saved(path): say(.saved(path: path))
        case .copied: say(.copied)
        case let .failed(why): say(.localFailed(why))
        }
    }
}
