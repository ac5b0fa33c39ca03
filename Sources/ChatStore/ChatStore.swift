// ChatStore: the embedded chat core on SQLite, implementing ChatBackend. The only module that
// imports CSQLite.
import CSQLite
