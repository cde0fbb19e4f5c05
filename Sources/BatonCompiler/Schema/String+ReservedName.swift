extension String {
    /// Whether the name starts with `__`, which GraphQL reserves for introspection.
    /// Read as two bytes of an iterator: a generic `starts(with:)` cost some
    /// seventy times more, asked of every name of a schema.
    var isReservedName: Bool {
        var bytes = utf8.makeIterator()
        return bytes.next() == 0x5F && bytes.next() == 0x5F
    }
}
