#include <sqlite3.h>

/// Turns off SQLite's memory statistics, which take a global mutex on every allocation; it
/// takes effect only before the first connection is opened.
static inline int parley_sqlite3_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
