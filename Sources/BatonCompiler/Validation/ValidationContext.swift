import BatonSupport

/// What every rule shares while the documents are walked: the schema, the
/// configuration, the fragments of every document by name, where the walker is
/// (the TypeInfo of graphql-js), and the diagnostics found so far.
final class ValidationContext {
    let schema: Schema
    let config: BatonConfig?
    let options: ValidationOptions
    let sources: [ExecutableSource]
    /// Every fragment by name; the first definition of a name wins.
    let fragments: [String: FragmentSite]
    private(set) var diagnostics: [Diagnostic] = []

    // Where the walker is.
    /// The file being walked.
    var path = ""
    /// The operation or fragment being walked.
    var operation: OperationDefinition?
    var fragment: FragmentDefinition?
    /// The composite type whose selections are being walked (a field's parent).
    var parentType: SchemaType?
    /// The definition of the field being walked (its arguments and directives too).
    var fieldDefinition: SchemaField?
    /// The directive being walked, with its arguments, and its definition (nil
    /// when the schema has none).
    var directiveNode: Directive?
    var directive: SchemaDirective?
    /// The definition of the argument being walked.
    var argument: SchemaInputValue?

    private var fragmentArgumentCache: [String: FragmentArguments] = [:]
    private var fragmentUsageCache: [String: [VariableUsage]] = [:]
    /// Three rules read an operation's usages; they are collected once.
    private var operationUsageCache: [String: [VariableUsage]] = [:]

    init(schema: Schema, config: BatonConfig?, options: ValidationOptions, sources: [ExecutableSource]) {
        self.schema = schema
        self.config = config
        self.options = options
        self.sources = sources
        var fragments: [String: FragmentSite] = [:]
        for source in sources {
            for fragment in source.document.fragments where fragments[fragment.name.value] == nil {
                fragments[fragment.name.value] = FragmentSite(definition: fragment, path: source.path)
            }
        }
        self.fragments = fragments
    }

    func report(
        _ message: String, at span: SourceSpan, in path: String? = nil, suggestions: [String] = [],
        notes: [DiagnosticNote] = []
    ) {
        diagnostics.append(.error(message, path: path ?? self.path, span: span, suggestions: suggestions, notes: notes))
    }

    /// A note pointing at where a fragment is defined.
    func fragmentNote(_ name: String) -> [DiagnosticNote] {
        guard let site = fragments[name] else { return [] }
        return [DiagnosticNote(message: "fragment \"\(name)\" defined here", path: site.path, span: site.definition.name.span)]
    }

    /// A note pointing at where a schema element is defined, when it has a place.
    func schemaNote(_ message: String, _ origin: SchemaOrigin?) -> [DiagnosticNote] {
        origin.map { [DiagnosticNote(message: message, path: $0.path, span: $0.span)] } ?? []
    }

    /// The arguments a fragment declares with `@argumentDefinitions`, read once.
    func fragmentArguments(_ name: String) -> FragmentArguments? {
        if let cached = fragmentArgumentCache[name] { return cached }
        guard let site = fragments[name] else { return nil }
        let arguments = FragmentArguments(site.definition)
        fragmentArgumentCache[name] = arguments
        return arguments
    }

    /// The fragment a spread names, the first time a walk that keeps `visited` meets
    /// the name; nil after, or when no fragment has it.
    func firstVisit(_ spread: FragmentSpread, _ visited: inout Set<String>) -> FragmentSite? {
        guard visited.insert(spread.name.value).inserted else { return nil }
        return fragments[spread.name.value]
    }

    /// The fragments an operation or fragment reaches through spreads, each once,
    /// in the order they are first reached.
    func reachedFragments(from selectionSet: SelectionSet) -> [FragmentSite] {
        var seen = Set<String>()
        var order: [FragmentSite] = []
        var pending = [selectionSet]
        while let next = pending.popLast() {
            for name in Self.spreadNames(in: next) where seen.insert(name).inserted {
                guard let site = fragments[name] else { continue }
                order.append(site)
                pending.append(site.definition.selectionSet)
            }
        }
        return order
    }

    /// The names a selection set spreads, nested selections included, in order.
    static func spreadNames(in selectionSet: SelectionSet) -> [String] {
        var names: [String] = []
        func visit(_ set: SelectionSet) {
            for selection in set.selections {
                switch selection {
                case .field(let field): if let nested = field.selectionSet { visit(nested) }
                case .inlineFragment(let fragment): visit(fragment.selectionSet)
                case .fragmentSpread(let spread): names.append(spread.name.value)
                }
            }
        }
        visit(selectionSet)
        return names
    }

    /// The spreads of a selection set, nested selections included.
    static func spreads(in selectionSet: SelectionSet) -> [FragmentSpread] {
        var spreads: [FragmentSpread] = []
        func visit(_ set: SelectionSet) {
            for selection in set.selections {
                switch selection {
                case .field(let field): if let nested = field.selectionSet { visit(nested) }
                case .inlineFragment(let fragment): visit(fragment.selectionSet)
                case .fragmentSpread(let spread): spreads.append(spread)
                }
            }
        }
        visit(selectionSet)
        return spreads
    }

    /// The variable usages of an operation itself, its directives included.
    func variableUsages(of operation: OperationDefinition, path: String) -> [VariableUsage] {
        var collector = VariableUsageCollector(schema: schema, path: path, fragmentArguments: fragmentArguments)
        collector.collect(operation.directives)
        collector.collect(operation.selectionSet, parentType: schema.rootTypeName(for: operation.operation))
        return collector.usages
    }

    /// The variable usages of a fragment itself, cached by name.
    func variableUsages(of site: FragmentSite) -> [VariableUsage] {
        let name = site.definition.name.value
        if let cached = fragmentUsageCache[name] { return cached }
        var collector = VariableUsageCollector(schema: schema, path: site.path, fragmentArguments: fragmentArguments)
        collector.collect(site.definition.directives.filter { $0.name.value != "argumentDefinitions" })
        collector.collect(site.definition.selectionSet, parentType: site.definition.typeCondition.name.value)
        fragmentUsageCache[name] = collector.usages
        return collector.usages
    }

    /// The usages of a fragment that name the operation's variables: under Relay a
    /// name the fragment declares with `@argumentDefinitions` is its own.
    func operationVariableUsages(of site: FragmentSite) -> [VariableUsage] {
        let local = fragmentArguments(site.definition.name.value)
        return variableUsages(of: site).filter { local?.argument(named: $0.variable.name.value) == nil }
    }

    /// An operation's usages of its own variables: in the operation and, outside
    /// fragment-local names, in every fragment it reaches.
    func recursiveVariableUsages(of operation: OperationDefinition, path: String) -> [VariableUsage] {
        let key = "\(path):\(operation.span.start.offset)"
        if let cached = operationUsageCache[key] { return cached }
        var usages = variableUsages(of: operation, path: path)
        for site in reachedFragments(from: operation.selectionSet) {
            usages += operationVariableUsages(of: site)
        }
        operationUsageCache[key] = usages
        return usages
    }
}
