/// What a connection lens reads beyond its selection, and what it and a
/// refetchable fragment's lens fetch. The anchor's record is the connection record
/// for the reads and the loads; its origin is the fragment's record, whose id the
/// refetch query is run with.
@_spi(Generated)
@MainActor
extension Anchor {
    /// A flag of the connection's merged page info (`hasNextPage`, `hasPreviousPage`);
    /// false until a page said otherwise. Both reads register.
    public func pageInfoFlag(_ pageInfo: some SlotReference, _ flag: some SlotReference) -> Bool {
        guard let record, let slot = pageInfo.slot(on: record, owner: owner),
              case let .link(id) = record.readValue(slot), let info = record.store?.record(id), !info.isDeleted,
              let flagSlot = flag.slot(on: info, owner: owner)
        else { return false }
        return info.readValue(flagSlot) == .bool(true)
    }

    /// A client flag of the connection record (`__isLoadingNext`); false when unset.
    public func clientFlag(_ reference: some SlotReference) -> Bool {
        guard let record, let slot = reference.slot(on: record, owner: owner) else { return false }
        return record.readValue(slot) == .bool(true)
    }

    /// The connection record's key, which the edge directives' `connections` name.
    public var connectionID: String {
        record?.key.rawValue ?? ""
    }

    /// Loads `count` more edges at one end of the connection through the fragment's
    /// refetch query: the owner's variables that query declares, the count and the
    /// merged cursor in the variables `pagination` names, and the origin's id. Does
    /// nothing while a load this way is in flight, or when the connection has no
    /// page that way. The loading flag is set on the connection record for the
    /// fetch's duration. A failure leaves the pages as they were and is thrown.
    /// The fetch has no handle and no root: the connection, which the owner's root
    /// reaches through its client link, owns the merged page, so a root per page
    /// would only push released screens out of the buffer and walk the whole
    /// connection again at every collection.
    public func loadPage<Source: Query>(
        _ query: Source.Type, _ pagination: PaginationInfo, _ direction: PageDirection, count: Int,
        variables names: [String], identifier: String?
    ) async throws {
        guard let connection = record, let store = connection.store,
              let cursorVariables = direction == .next ? pagination.forward : pagination.backward
        else { return }
        guard let environment = owner.environment, !environment.hasEnded else {
            throw Failure(.environment, EnvironmentError(operationName: Source.name))
        }
        let flag = Registry.shared.slot(connection.type, direction.loadingField).index
        guard connection.value(at: flag) != .bool(true) else { return }
        let (more, cursorField) = direction.pageInfoFields
        let infoSlot = Registry.shared.slot(connection.type, "pageInfo").index
        guard case let .link(infoID) = connection.value(at: infoSlot) else { return }
        let info = store.record(infoID)
        guard info.value(at: Registry.shared.slot(info.type, more).index) == .bool(true),
              case let .string(cursor) = info.value(at: Registry.shared.slot(info.type, cursorField).index)
        else { return }
        var variables = try refetchVariables(Source.name, names, identifier)
        variables[cursorVariables.count] = .int(count)
        variables[cursorVariables.cursor] = .string(cursor)

        environment.setClientFlag(connection, flag, true)
        defer { environment.setClientFlag(connection, flag, false) }
        do {
            try await environment.execute(RefetchOperation<Source>(variables: variables))
        } catch {
            throw Failure(classifying: error)
        }
    }

    /// Fetches the fragment's record again through its refetch query, with the
    /// owner's variables that query declares and the origin's id; the response
    /// updates the records in place, and a connection it reads starts again from
    /// its first page.
    public func refetch<Source: Query>(_ query: Source.Type, variables names: [String], identifier: String?) async throws {
        guard let environment = owner.environment, !environment.hasEnded else {
            throw Failure(.environment, EnvironmentError(operationName: Source.name))
        }
        let variables = try refetchVariables(Source.name, names, identifier)
        try await environment.handle(for: RefetchOperation<Source>(variables: variables)).refetch()
    }

    /// The owner's variables among `names`, and the origin's identifying field;
    /// a missing-data failure when the store does not hold it.
    private func refetchVariables(_ operationName: String, _ names: [String], _ identifier: String?) throws -> Variables {
        var variables = Variables()
        for name in names {
            if let value = owner.variables[name] { variables[name] = value }
        }
        guard let identifier else { return variables }
        guard let origin, case let .string(id) = origin.value(at: Registry.shared.slot(origin.type, identifier).index)
        else {
            throw Failure(.missingData, RefetchError(operationName: operationName, record: origin?.key ?? RecordKey(""),
                                                     identifierField: identifier))
        }
        variables[identifier] = .string(id)
        return variables
    }
}

extension Environment {
    /// Writes a client flag of a record as the runtime's own, local batch; nothing
    /// once the environment ended.
    func setClientFlag(_ record: Record, _ slot: Int32, _ value: Bool) {
        guard !hasEnded else { return }
        var changeSet = ChangeSet()
        changeSet.records.append(ChangeSet.RecordEntry(key: record.key, type: record.type))
        changeSet.entries.append(ChangeSet.Entry(record: 0, slot: slot, value: .bool(value)))
        store.commit(changeSet, kind: .local)
    }
}
