/// An abstract selection's objects: the concrete type, read ahead, and its layout.
extension IngestWalk {
    /// The concrete type an abstract selection's object names in `__typename`,
    /// read ahead of its other members. A type the plan does not list reads by
    /// the conditions its object answers, read ahead with it.
    mutating func abstractLayout(
        _ selection: Int, _ prepared: PreparedSelection, objectStart: Int
    ) throws(IngestError) -> TypeLayout {
        let saved = scanner.pos
        guard let typename = try scanAhead(for: prepared, readsAnswers: false).typename else {
            throw IngestError(.missingTypename, at: objectStart)
        }
        scanner.pos = saved
        if !typename.hasEscapes {
            for layout in prepared.layouts where scanner.bytes(of: typename, equal: layout.nameBytes) {
                return layout
            }
        }
        let name = scanner.decode(typename)
        if let layout = prepared.layouts.first(where: { $0.name == name }) { return layout }
        var answered: UInt64 = 0
        if !prepared.conditions.isEmpty {
            answered = try scanAhead(for: prepared, readsAnswers: true).answered
            scanner.pos = saved
        }
        let key = UnlistedKey(selection: selection, name: name, answered: answered)
        if let layout = unlisted[key] { return layout }
        let layout = prepared.unlistedLayout(name, answered: answered, variables)
        unlisted[key] = layout
        if answered != 0 {
            for (position, condition) in prepared.conditions.enumerated() where answered & (1 << position) != 0 {
                changeSet.memberships.append(ChangeSet.Membership(type: layout.type, condition: condition.name))
            }
        }
        return layout
    }

    /// Scans the object's members from the cursor for `__typename`, stopping there
    /// unless it `readsAnswers`: the conditions the object answers, a bit each,
    /// set when the answer is a string.
    mutating func scanAhead(
        for prepared: PreparedSelection, readsAnswers: Bool
    ) throws(IngestError) -> (typename: JSONScanner.StringToken?, answered: UInt64) {
        var first = true
        var typename: JSONScanner.StringToken?
        var answered: UInt64 = 0
        while let key = try scanner.nextMember(first: &first) {
            if typename == nil, scanner.bytes(of: key, equal: Self.typenameKey) {
                guard try scanner.peek() == UInt8(ascii: "\"") else {
                    throw IngestError(.wrongKind(field: "__typename", expected: "a string"), at: scanner.pos)
                }
                typename = try scanner.string()
                if !readsAnswers { break }
                continue
            }
            if readsAnswers, let position = prepared.answerKeys.firstIndex(where: { scanner.bytes(of: key, equal: $0) }),
               try scanner.peek() == UInt8(ascii: "\"") {
                answered |= 1 << UInt64(position)
            }
            try scanner.skipValue(depth: jsonDepth)
        }
        return (typename, answered)
    }
}
