/// The connections' client links as a plan's walk follows them: beside each
/// connection field, a link under its handle key to the same selection, so that a
/// walk from a root reaches the connection record, its page info and every edge
/// and node the pages merged into it, whichever fetch brought them.
extension Plan {
    /// This plan with the connections' client links among its fields; the plan
    /// itself when it reads no connection. Made once per plan.
    @MainActor
    var followingConnections: Plan {
        let key = ObjectIdentifier(self)
        if let made = ConnectionLinkPlans.made[key] { return made }
        let made = selections.contains(where: \.readsConnection)
            ? Plan(name: name, kind: kind, root: root, selections: selections.map(\.followingConnections))
            : self
        ConnectionLinkPlans.made[key] = made
        return made
    }
}

/// The plans made with their connections' client links, by the plan they were
/// made from; plans are the build's constants and live as long as the process.
@MainActor
private enum ConnectionLinkPlans {
    static var made: [ObjectIdentifier: Plan] = [:]
}

extension Selection {
    fileprivate var readsConnection: Bool {
        variants.contains { $0.fields.contains { $0.connection != nil } }
            || conditions.contains { $0.fields.contains { $0.connection != nil } }
    }

    fileprivate var followingConnections: Selection {
        let variants = variants.map {
            Variant(types: $0.types, keyFields: $0.keyFields, fields: Self.withClientLinks($0.fields))
        }
        guard isAbstract else { return Selection(type: type, keyFields: keyFields, fields: variants[0].fields) }
        return Selection(abstract: type, keyFields: keyFields, variants: variants,
                         conditions: conditions.map { Condition($0.name, fields: Self.withClientLinks($0.fields)) })
    }

    /// The fields, each connection followed by its client link.
    private static func withClientLinks(_ fields: [Field]) -> [Field] {
        fields.flatMap { field -> [Field] in
            guard let connection = field.connection, case let .link(child) = field.kind else { return [field] }
            return [field, .link("__" + connection.key + "_connection", child, key: connection.handleKey,
                                 when: field.guards, deferred: field.deferred, client: field.isClient)]
        }
    }
}
