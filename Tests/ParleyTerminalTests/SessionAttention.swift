import ChatSession

/// The session's `Attention` (a message where the user is not looking), named apart from the
/// terminal's `Attention` (the bytes that ring and notify) for the files that import both.
typealias SessionAttention = Attention
