import ChatBackend

/// The store's errors are the backend's: one clear message each.
typealias ChatStoreError = ChatBackendError

extension ChatBackendError {
    /// The error for an SQLite failure (or any other failure of the store).
    static func from(_ error: any Error) -> ChatBackendError {
        if let error = error as? ChatBackendError { return error }
        guard let error = error as? SQLiteError else {
            return ChatBackendError(.storage, "storage failed: \(error)")
        }
        if error.isBusy { return ChatBackendError(.databaseLocked, "the database is locked by another program; try again") }
        if error.isNotADatabase { return ChatBackendError(.unreadableDatabase, "the file is not a Parley database (or it is damaged): \(error.message)") }
        if error.isReadOnly { return ChatBackendError(.readOnly, "the database cannot be written: \(error.message)") }
        return ChatBackendError(.storage, "storage failed: \(error)")
    }
}
