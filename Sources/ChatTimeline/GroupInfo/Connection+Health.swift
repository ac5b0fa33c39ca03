import SimpleXModel

extension Connection {
    /// `connDisabled`: 10 or more authentication errors.
    var isDisabled: Bool { authErrCounter >= 10 }

    /// `connInactive`: 5 or more quota errors.
    var isInactive: Bool { quotaErrCounter >= 5 }
}
