/// Operations, fragments and selections.
extension Parser {
    mutating func parseOperationDefinition() throws(SyntaxError) -> OperationDefinition {
        let start = token.start
        if peek(.braceLeft) {
            let selectionSet = try parseSelectionSet()
            return OperationDefinition(
                operation: .query, name: nil, variableDefinitions: [], directives: [], selectionSet: selectionSet,
                span: span(from: start))
        }
        let description = try parseDescription()
        let operation = try parseOperationType()
        let name = peek(.name) ? try parseName() : nil
        let variables = try parseVariableDefinitions()
        let directives = try parseDirectives(constant: false)
        let selectionSet = try parseSelectionSet()
        return OperationDefinition(
            operation: operation, name: name, variableDefinitions: variables, directives: directives,
            selectionSet: selectionSet, span: span(from: start), description: description)
    }

    mutating func parseOperationType() throws(SyntaxError) -> OperationType {
        let operationToken = try expect(.name)
        guard let operation = OperationType(rawValue: operationToken.value) else { throw unexpected(operationToken) }
        return operation
    }

    mutating func parseVariableDefinitions() throws(SyntaxError) -> [VariableDefinition] {
        guard try skip(.parenLeft) else { return [] }
        var definitions = [VariableDefinition]()
        repeat {
            let start = token.start
            let description = try parseDescription()
            let variable = try parseVariable()
            try expect(.colon)
            let type = try parseTypeReference()
            let defaultValue = try skip(.equals) ? try parseValueLiteral(constant: true) : nil
            let directives = try parseDirectives(constant: true)
            definitions.append(
                VariableDefinition(
                    variable: variable, type: type, defaultValue: defaultValue, directives: directives,
                    span: span(from: start), description: description))
        } while try !skip(.parenRight)
        return definitions
    }

    mutating func parseVariable() throws(SyntaxError) -> Variable {
        let start = token.start
        try expect(.dollar)
        let name = try parseName()
        return Variable(name: name, span: span(from: start))
    }

    mutating func parseSelectionSet() throws(SyntaxError) -> SelectionSet {
        try enterNesting()
        let start = token.start
        try expect(.braceLeft)
        var selections = [Selection]()
        while try !skip(.braceRight) {
            selections.append(peek(.spread) ? try parseFragment() : .field(try parseField()))
        }
        depth -= 1
        return SelectionSet(selections: selections, span: span(from: start))
    }

    mutating func parseField() throws(SyntaxError) -> Field {
        let start = token.start
        let nameOrAlias = try parseName()
        var alias: Name?
        var name = nameOrAlias
        if try skip(.colon) {
            alias = nameOrAlias
            name = try parseName()
        }
        let arguments = try parseArguments(constant: false)
        let directives = try parseDirectives(constant: false)
        let selectionSet = peek(.braceLeft) ? try parseSelectionSet() : nil
        return Field(
            alias: alias, name: name, arguments: arguments, directives: directives, selectionSet: selectionSet,
            span: span(from: start))
    }

    /// `...Name` or `... on Type { }` / `... { }`.
    mutating func parseFragment() throws(SyntaxError) -> Selection {
        let start = token.start
        try expect(.spread)
        let hasTypeCondition = try skipKeyword("on")
        if !hasTypeCondition, peek(.name) {
            let name = try parseFragmentName()
            let directives = try parseDirectives(constant: false)
            return .fragmentSpread(FragmentSpread(name: name, directives: directives, span: span(from: start)))
        }
        let typeCondition = hasTypeCondition ? try parseNamedType() : nil
        let directives = try parseDirectives(constant: false)
        let selectionSet = try parseSelectionSet()
        return .inlineFragment(
            InlineFragment(
                typeCondition: typeCondition, directives: directives, selectionSet: selectionSet,
                span: span(from: start)))
    }

    mutating func parseFragmentDefinition() throws(SyntaxError) -> FragmentDefinition {
        let start = token.start
        let description = try parseDescription()
        try expectKeyword("fragment")
        let name = try parseFragmentName()
        try expectKeyword("on")
        let typeCondition = try parseNamedType()
        let directives = try parseDirectives(constant: false)
        let selectionSet = try parseSelectionSet()
        return FragmentDefinition(
            name: name, typeCondition: typeCondition, directives: directives, selectionSet: selectionSet,
            span: span(from: start), description: description)
    }

    /// Any name but `on`.
    mutating func parseFragmentName() throws(SyntaxError) -> Name {
        if peekKeyword("on") { throw unexpected() }
        return try parseName()
    }
}
