/// A connection field's page: the client record on the parent that the page
/// merges into, linked under the handle key beside the server's page, and the
/// page recorded with the way it was fetched for the commit to merge.
extension IngestWalk {
    mutating func recordPage(
        of connection: ConnectionInfo, field: PreparedField, parent: Int32, type: TypeID, page: Int32
    ) {
        let handle = connection.handleKey.render(variables)
        let key = RecordKey.path(parent: changeSet.records[Int(parent)].key, storageKey: handle, index: nil,
                                 concreteType: nil)
        let record = record(key, type: changeSet.records[Int(page)].type)
        let slot: Int32 = switch connection.handleKey {
        case let .constant(text): Registry.shared.slot(type, text).index
        case .arguments: self.slot(rendered: handle, on: type)
        }
        write(slot, .link(record), of: parent)
        changeSet.pages.append(ConnectionPage(connection: record, page: page, merge: merge(of: field.storageKey)))
    }

    /// How a page joins its connection: after the `after` cursor it was fetched
    /// with, before the `before` one, or neither, replacing it. A cursor a variable
    /// leaves null or unset is no cursor.
    private func merge(of storageKey: StorageKey) -> ConnectionPage.Merge {
        guard case let .arguments(_, arguments) = storageKey else { return .replace }
        func cursor(_ name: String) -> String? {
            switch arguments.first(where: { $0.name == name })?.value {
            case let .string(text)?: text
            case let .variable(variable)?:
                if case let .string(text)? = variables[variable] { text } else { nil }
            default: nil
            }
        }
        if let after = cursor("after") { return .append(after: after) }
        if let before = cursor("before") { return .prepend(before: before) }
        return .replace
    }
}
