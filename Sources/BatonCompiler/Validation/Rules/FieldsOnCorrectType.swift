import BatonSupport

/// Every field selected is defined on its parent type. Like graphql-js, a field an
/// abstract type lacks suggests the types that have it (to use an inline fragment
/// on), and otherwise the parent's fields with a close name.
final class FieldsOnCorrectType: ValidationRule {
    static let hooks: ValidationHooks = [.enterField]

    private let context: ValidationContext

    init(_ context: ValidationContext) { self.context = context }

    func enterField(_ node: Field) {
        guard let parent = context.parentType, context.fieldDefinition == nil else { return }
        let name = node.name.value
        var message = "Cannot query field \"\(name)\" on type \"\(parent.name)\"."
        let typeNames = suggestedTypeNames(on: parent, for: name)
        var suggestions: [String] = []
        if typeNames.isEmpty {
            if parent.kind == .object || parent.kind == .interface {
                suggestions = suggestionList(name, parent.fields.map(\.name))
            }
        } else {
            message += " " + didYouMean(typeNames, subject: "to use an inline fragment on")
        }
        context.report(message, at: node.name.span, suggestions: suggestions,
                       notes: context.schemaNote("type \"\(parent.name)\" defined here", parent.origin))
    }

    /// The possible types of an abstract parent that have the field, and their
    /// interfaces that have it, the most shared first, super types before subtypes.
    private func suggestedTypeNames(on parent: SchemaType, for field: String) -> [String] {
        guard parent.kind.isAbstract else { return [] }
        let schema = context.schema
        var order: [String] = []
        var usage: [String: Int] = [:]
        for name in schema.possibleTypes(of: parent.name) {
            guard let type = schema.type(named: name), type.field(named: field) != nil else { continue }
            if usage[name] == nil { order.append(name) }
            usage[name] = 1
            for interface in type.interfaces {
                guard schema.type(named: interface)?.field(named: field) != nil else { continue }
                if usage[interface] == nil { order.append(interface) }
                usage[interface, default: 0] += 1
            }
        }
        return order.sorted { a, b in
            let difference = usage[b, default: 0] - usage[a, default: 0]
            if difference != 0 { return difference < 0 }
            if schema.type(named: a)?.kind == .interface, schema.isPossibleType(b, of: a) { return true }
            if schema.type(named: b)?.kind == .interface, schema.isPossibleType(a, of: b) { return false }
            return naturalOrder(a, b) < 0
        }
    }
}
