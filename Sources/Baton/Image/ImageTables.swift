/// The tables of an image file and the marks by which an open knows one.
enum ImageTables {
    /// Changes whenever the bytes of a row or the tables change; a file of another
    /// format is started again.
    static let format = formatFamily + " 1"
    /// What every format's mark begins with: a file whose mark does not is not ours.
    static let formatFamily = "baton-tui image"

    static let names = ["fetches", "memberships", "meta", "names", "records", "root"]

    static let create = """
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE names (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE);
        CREATE TABLE records (
            key TEXT PRIMARY KEY, type INTEGER NOT NULL, flags INTEGER NOT NULL,
            generation INTEGER NOT NULL, body BLOB NOT NULL
        ) WITHOUT ROWID;
        CREATE INDEX records_by_generation ON records (generation);
        CREATE TABLE root (name INTEGER PRIMARY KEY, generation INTEGER NOT NULL, cell BLOB NOT NULL);
        CREATE TABLE fetches (
            operation TEXT PRIMARY KEY, time REAL NOT NULL, generation INTEGER NOT NULL
        ) WITHOUT ROWID;
        CREATE TABLE memberships (
            type TEXT NOT NULL, condition TEXT NOT NULL, PRIMARY KEY (type, condition)
        ) WITHOUT ROWID;
        """

    /// A record row's flags.
    static let deletedFlag: Int64 = 1
}
