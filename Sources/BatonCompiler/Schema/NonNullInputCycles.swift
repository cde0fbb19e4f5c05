/// The input objects that lie on a cycle of non-null input-object fields: the
/// strongly connected components of those fields (Tarjan's, on a stack of its own)
/// with more than one type, or one type naming itself. Found in time linear in the
/// schema, so that the cycle check walks only from these; from every link of a
/// long chain of input types it would walk the rest of the chain again.
enum NonNullInputCycles {
    static func members(in schema: Schema) -> Set<String> {
        var edges: [String: [String]] = [:]
        for (name, type) in schema.types where type.kind == .inputObject {
            edges[name] = type.inputFields.compactMap { field in
                guard case .nonNull(.named(let target)) = field.type, schema.types[target]?.kind == .inputObject else { return nil }
                return target
            }
        }
        var index: [String: Int] = [:]
        var low: [String: Int] = [:]
        var component: [String] = []
        var onComponent = Set<String>()
        var members = Set<String>()
        func visit(_ name: String) {
            index[name] = index.count
            low[name] = index[name]
            component.append(name)
            onComponent.insert(name)
        }
        for root in edges.keys where index[root] == nil {
            visit(root)
            var path: [(name: String, next: Int)] = [(root, 0)]
            while let top = path.indices.last {
                let name = path[top].name
                let targets = edges[name] ?? []
                if path[top].next < targets.count {
                    let target = targets[path[top].next]
                    path[top].next += 1
                    if index[target] == nil {
                        visit(target)
                        path.append((target, 0))
                    } else if onComponent.contains(target) {
                        low[name] = min(low[name]!, index[target]!)
                    }
                    continue
                }
                path.removeLast()
                if let parent = path.last?.name { low[parent] = min(low[parent]!, low[name]!) }
                guard low[name] == index[name] else { continue }
                var found: [String] = []
                repeat {
                    found.append(component.removeLast())
                    onComponent.remove(found[found.count - 1])
                } while found.last != name
                if found.count > 1 || targets.contains(name) { members.formUnion(found) }
            }
        }
        return members
    }
}
