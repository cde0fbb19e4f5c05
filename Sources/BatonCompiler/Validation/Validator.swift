import BatonSupport

/// Validates the executable documents of a target against a schema: every rule of
/// the GraphQL specification (graphql-js's set, including defer and stream), with
/// Relay's semantics for fragment arguments, Relay's and Baton's directive rules,
/// and the options' extra rules. Documents are validated together, since a spread
/// in one file names a fragment of another. Diagnostics come sorted by place.
public enum Validator {
    public static func validate(
        document: Document, path: String, schema: Schema, config: BatonConfig? = nil,
        options: ValidationOptions = ValidationOptions()
    ) -> [Diagnostic] {
        validate(documents: [ExecutableSource(document: document, path: path)], schema: schema, config: config, options: options)
    }

    public static func validate(
        documents: [ExecutableSource], schema: Schema, config: BatonConfig? = nil,
        options: ValidationOptions = ValidationOptions()
    ) -> [Diagnostic] {
        let context = ValidationContext(schema: schema, config: config, options: options, sources: documents)
        DocumentWalker(context: context, rules: rules(for: context)).walk()
        return context.diagnostics.sortedByPlace()
    }

    private static func rules(for context: ValidationContext) -> [any ValidationRule] {
        var rules: [any ValidationRule] = [
            ExecutableDefinitions(context),
            KnownOperationTypes(context),
            UniqueOperationNames(context),
            LoneAnonymousOperation(context),
            SingleFieldSubscriptions(context),
            KnownTypeNames(context),
            FragmentsOnCompositeTypes(context),
            VariablesAreInputTypes(context),
            ScalarLeafs(context),
            FieldsOnCorrectType(context),
            UniqueFragmentNames(context),
            KnownFragmentNames(context),
            PossibleFragmentSpreads(context),
            NoFragmentCycles(context),
            UniqueVariableNames(context),
            NoUndefinedVariables(context),
            NoUnusedVariables(context),
            KnownDirectives(context),
            UniqueDirectivesPerLocation(context),
            DeferStreamDirectiveOnRootField(context),
            DeferStreamDirectiveOnValidOperations(context),
            DeferStreamDirectiveLabel(context),
            StreamDirectiveOnListField(context),
            KnownArgumentNames(context),
            UniqueArgumentNames(context),
            ValuesOfCorrectType(context),
            ProvidedRequiredArguments(context),
            VariablesInAllowedPosition(context),
            OverlappingFieldsCanBeMerged(context),
            UniqueInputFieldNames(context),
            MaxIntrospectionDepth(context),
            // Relay's and Baton's.
            ArgumentDefinitions(context),
            FragmentSpreadArguments(context),
            ConnectionDirective(context),
            RefetchableDirective(context),
            AliasDirective(context),
            RequiredDirective(context),
            DeleteDirectives(context),
            EdgeInsertionDirectives(context),
            CacheExpirationDirective(context),
            DeferStreamInQueries(context),
            ClientOnlyOperations(context),
            MaxSelectionDepth(context),
        ]
        if context.options.reportUnusedFragments { rules.append(NoUnusedFragments(context)) }
        if context.options.requireNamedOperations { rules.append(NamedOperations(context)) }
        return rules
    }
}
