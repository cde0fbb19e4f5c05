extension Array where Element == Directive {
    /// The first directive applied with the name, if any.
    func named(_ name: String) -> Directive? {
        first { $0.name.value == name }
    }

    /// The reason a `@deprecated` gives (its default when it gives none), or nil
    /// when the element is not deprecated.
    var deprecationReason: String? {
        guard let directive = named("deprecated") else { return nil }
        if let argument = directive.arguments.first(where: { $0.name.value == "reason" }),
           case .string(let reason) = argument.value {
            return reason.value
        }
        return "No longer supported"
    }
}
