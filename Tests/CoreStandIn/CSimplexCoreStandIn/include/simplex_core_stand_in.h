// A STAND-IN FOR THE ABI OF libsimplex, for Parley's tests only: not the SimpleX core.
//
// It exports the functions Parley's LibSimplexTransport calls, with the core's C signatures
// (src/Simplex/Chat/Mobile.hs), and answers from recorded JSON instead of running a chat:
// chat_migrate_init(PREFIX, ...) reads PREFIX.replies (lines "COMMAND<TAB>JSON") and
// PREFIX.events (one JSON per line, delivered by chat_recv_msg_wait after "/_start").
// Like the core, it makes PREFIX_chat.db when it is not there. It writes each command it gets,
// and "chat_close_store", to PREFIX.log. A recorded reply "@block" blocks the call until
// stand_in_release_blocked() (or 60 s): a call into the core that does not return.
// Every returned string is malloc'd; the caller frees it with free(), as with the real core.
#ifndef SIMPLEX_CORE_STAND_IN_H
#define SIMPLEX_CORE_STAND_IN_H

typedef void *chat_ctrl;

char *chat_migrate_init(const char *path, const char *key, const char *confirm, chat_ctrl *ctrl);
char *chat_send_cmd(chat_ctrl ctrl, const char *cmd);
char *chat_recv_msg_wait(chat_ctrl ctrl, int wait_micros);
char *chat_close_store(chat_ctrl ctrl);

/// How many strings the stand-in returned: the test compares it with how many it freed.
long stand_in_returned_strings(void);

/// Lets every call blocked on "@block" return.
void stand_in_release_blocked(void);

#endif
