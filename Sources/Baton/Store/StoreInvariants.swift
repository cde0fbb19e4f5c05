/// The rules every commit must leave the store keeping, each broken one returned
/// as a violation naming its record and field: the debug builds' check after every
/// batch (`Store.verifyInvariants`) and the fuzz targets' share these functions.
@MainActor
enum StoreInvariants {
    /// The rules of a store at rest: every link names a record the store holds (or
    /// none), and every connection lists each edge once and, among its live edges,
    /// each node once.
    static func check(_ store: Store) -> [StoreInvariantViolation] {
        var violations: [StoreInvariantViolation] = []
        var connections: [Record] = []
        for record in store.allRecords {
            for index in record.occupiedIndices {
                let value = record.value(at: index)
                let targets: [RecordID] = switch value {
                case let .link(target): [target]
                case let .links(elements): elements.compactMap { $0 }
                default: []
                }
                guard !targets.isEmpty else { continue }
                let field = store.storageKey(of: index, on: record.type)
                let dangling = targets.filter { !holds(store, $0) }
                for target in dangling {
                    violations.append(.danglingLink(record: record.key, field: field, target: target))
                }
                if dangling.isEmpty, isConnectionHandle(field), case let .link(target) = value {
                    connections.append(store.record(target))
                }
            }
        }
        for connection in connections {
            violations += repeats(in: connection, of: store)
        }
        return violations
    }

    /// Whether the records a server batch handed the image hold the server's values
    /// alone: each capture must equal its record as it stands with every optimistic
    /// layer lifted, which is what each layer's undo log says lay beneath it.
    static func checkImage(_ captures: [CapturedRecords.Capture], of store: Store) -> [StoreInvariantViolation] {
        guard !captures.isEmpty else { return [] }
        let beneath = ServerValues(layers: store.layers)
        var violations: [StoreInvariantViolation] = []
        for capture in captures {
            guard let record = store.record(for: capture.key) else { continue }
            if capture.isDeleted != beneath.isDeleted(record) {
                violations.append(.optimisticValueInImage(record: record.key, field: nil))
            }
            let current = record.slots
            let indices = Set(current.occupiedIndices + capture.slots.occupiedIndices + beneath.indices(of: record))
            for index in indices.sorted() {
                let server = beneath.value(of: record, index) ?? (current.value(at: index), current.error(at: index))
                if capture.slots.value(at: index) != server.value || capture.slots.error(at: index) != server.error {
                    violations.append(.optimisticValueInImage(
                        record: record.key, field: store.storageKey(of: index, on: record.type)))
                }
            }
        }
        return violations
    }

    /// What a failed commit changed, which must be nothing: every record and field
    /// of `after` that differs from `before`, in key order.
    static func unchanged(_ before: StoreContents, _ after: StoreContents) -> [StoreInvariantViolation] {
        var violations: [StoreInvariantViolation] = []
        for key in Set(before.records.keys).union(after.records.keys).sorted() {
            guard let old = before.records[key], let new = after.records[key],
                  old.type == new.type, old.isDeleted == new.isDeleted
            else {
                violations.append(.failureChangedStore(record: key, field: nil))
                continue
            }
            for field in Set(old.fields.keys).union(new.fields.keys).sorted() where old.fields[field] != new.fields[field] {
                violations.append(.failureChangedStore(record: key, field: field))
            }
        }
        return violations
    }

    private static func holds(_ store: Store, _ id: RecordID) -> Bool {
        id.index >= 0 && Int(id.index) < store.recordCount
    }

    /// A connection's handle, `__<key>_connection` with or without its filters: the
    /// field whose link names the client record the pages merge into.
    private static func isConnectionHandle(_ storageKey: String) -> Bool {
        let name = storageKey.prefix { $0 != "(" }
        return name.hasPrefix("__") && name.hasSuffix("_connection")
    }

    private static func repeats(in connection: Record, of store: Store) -> [StoreInvariantViolation] {
        guard let edgesSlot = Registry.shared.existingSlot(connection.type, "edges"),
              case let .links(elements) = connection.value(at: edgesSlot.index)
        else { return [] }
        var violations: [StoreInvariantViolation] = []
        var edges: Set<RecordID> = []
        var nodes: Set<RecordID> = []
        for id in elements.compactMap({ $0 }) where holds(store, id) {
            let edge = store.record(id)
            guard edges.insert(id).inserted else {
                violations.append(.repeatedEdge(connection: connection.key, edge: edge.key))
                continue
            }
            guard !edge.isDeleted, let nodeSlot = Registry.shared.existingSlot(edge.type, "node"),
                  case let .link(node) = edge.value(at: nodeSlot.index), holds(store, node)
            else { continue }
            if !nodes.insert(node).inserted {
                violations.append(.repeatedNode(connection: connection.key, node: store.record(node).key))
            }
        }
        return violations
    }
}

/// What lies beneath the optimistic layers: for each slot and deleted flag a layer
/// overwrote, what the earliest layer to touch it found there, which is the
/// server's (a later layer found an earlier one's).
@MainActor
private struct ServerValues {
    private struct Place: Hashable {
        let record: ObjectIdentifier
        let index: Int32
    }

    private var values: [Place: (value: SlotValue, error: FieldError?)] = [:]
    private var indicesByRecord: [ObjectIdentifier: [Int32]] = [:]
    private var flags: [ObjectIdentifier: Bool] = [:]

    init(layers: [OptimisticLayer]) {
        for layer in layers {
            for entry in layer.undo.entries {
                let place = Place(record: ObjectIdentifier(entry.record), index: entry.index)
                guard values[place] == nil else { continue }
                let value: SlotValue = switch entry.value {
                case let .plain(value): value
                case let .link(target): .link(target.id)
                case let .links(targets): .links(targets.map { $0?.id })
                }
                values[place] = (value, entry.error)
                indicesByRecord[place.record, default: []].append(entry.index)
            }
            for (record, wasDeleted) in layer.undo.flags where flags[ObjectIdentifier(record)] == nil {
                flags[ObjectIdentifier(record)] = wasDeleted
            }
        }
    }

    func value(of record: Record, _ index: Int32) -> (value: SlotValue, error: FieldError?)? {
        values[Place(record: ObjectIdentifier(record), index: index)]
    }

    func indices(of record: Record) -> [Int32] {
        indicesByRecord[ObjectIdentifier(record)] ?? []
    }

    func isDeleted(_ record: Record) -> Bool {
        flags[ObjectIdentifier(record)] ?? record.isDeleted
    }
}
