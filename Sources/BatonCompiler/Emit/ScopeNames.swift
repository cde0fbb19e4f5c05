/// The Swift names of one scope, given the names a schema or a document wrote. A
/// written name is kept unless the scope reserves it (a member the scope declares
/// itself, or a name its bodies must reach); a reserved or derived name takes `_`s
/// until it is free. Every kept name is claimed before any other is given, so a
/// moved name never takes one the author wrote, and the result depends on the
/// names alone.
struct ScopeNames {
    private let reserved: Set<String>
    private var written: Set<String>
    private var taken: Set<String>

    init(writing names: some Sequence<String>, reserving reserved: Set<String>) {
        self.reserved = reserved
        written = Set(names.filter { !reserved.contains($0) })
        taken = written
    }

    /// A name written in the scope: itself when it stands, else moved.
    mutating func written(_ name: String) -> String {
        written.remove(name) != nil ? name : derived(name)
    }

    /// A name the compiler makes from `stem`: the first of `stem`, `stem_`, ... that
    /// is neither reserved nor taken.
    mutating func derived(_ stem: String) -> String {
        var name = stem
        while taken.contains(name) || reserved.contains(name) { name += "_" }
        taken.insert(name)
        return name
    }

    /// Claims a name the scope declares besides, so no later name takes it.
    mutating func claim(_ name: String) {
        taken.insert(name)
    }
}
