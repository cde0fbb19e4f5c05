/// The strongly connected components of a directed graph of type names: names in
/// one component reach each other. Tarjan's algorithm on a stack of its own, in time
/// linear in the graph, so a chain of ten thousand types neither overflows the
/// stack nor walks the rest of the chain again from every link.
struct StronglyConnectedComponents {
    /// Each name's component, numbered in the order found.
    private(set) var component: [String: Int] = [:]
    /// How many names each component holds.
    private(set) var sizes: [Int] = []

    init(edges: [String: [String]]) {
        var index: [String: Int] = [:]
        var low: [String: Int] = [:]
        var open: [String] = []
        var isOpen = Set<String>()
        func visit(_ name: String) {
            index[name] = index.count
            low[name] = index[name]
            open.append(name)
            isOpen.insert(name)
        }
        for root in edges.keys.sorted() where index[root] == nil {
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
                    } else if isOpen.contains(target) {
                        low[name] = min(low[name]!, index[target]!)
                    }
                    continue
                }
                path.removeLast()
                if let parent = path.last?.name { low[parent] = min(low[parent]!, low[name]!) }
                guard low[name] == index[name] else { continue }
                var size = 0
                var member: String
                repeat {
                    member = open.removeLast()
                    isOpen.remove(member)
                    component[member] = sizes.count
                    size += 1
                } while member != name
                sizes.append(size)
            }
        }
    }

    /// Whether `name` lies on a cycle: its component holds another name, or it names itself.
    func isOnCycle(_ name: String, edges: [String: [String]]) -> Bool {
        guard let id = component[name] else { return false }
        return sizes[id] > 1 || edges[name]?.contains(name) == true
    }

    /// Whether `a` and `b` reach each other.
    func connects(_ a: String, _ b: String) -> Bool {
        guard let first = component[a] else { return false }
        return a == b || first == component[b]
    }
}
