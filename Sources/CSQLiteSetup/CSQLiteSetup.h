#include <sqlite3.h>

/// Turns off SQLite's count of the memory it allocates (SQLITE_CONFIG_MEMSTATUS), which takes
/// one mutex, shared by every connection of the process, on each of SQLite's allocations and
/// frees: the server's threads queued on it (docs/DECISIONS.md, "One lock fewer"). Only works
/// before SQLite is initialised (before the first connection opens); returns SQLITE_OK, or
/// SQLITE_MISUSE when it is too late. sqlite3_config is variadic, which Swift can't call.
static inline int tracker_sqlite_skip_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
