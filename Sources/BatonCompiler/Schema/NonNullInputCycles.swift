/// The input objects that lie on a cycle of non-null input-object fields: the
/// strongly connected components of those fields with more than one type, or one
/// type naming itself. Found in time linear in the schema, so that the cycle check
/// walks only from these; from every link of a long chain of input types it would
/// walk the rest of the chain again.
enum NonNullInputCycles {
    static func members(in schema: Schema) -> Set<String> {
        var edges: [String: [String]] = [:]
        for (name, type) in schema.types where type.kind == .inputObject {
            let targets: [String] = type.inputFields.compactMap { field in
                guard case .nonNull(.named(let target)) = field.type, schema.types[target]?.kind == .inputObject else { return nil }
                return target
            }
            // A type without such a field lies on no cycle: the walk need not start from it.
            if !targets.isEmpty { edges[name] = targets }
        }
        let components = StronglyConnectedComponents(edges: edges)
        return Set(edges.keys.filter { components.isOnCycle($0, edges: edges) })
    }
}
