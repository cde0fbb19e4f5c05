extension Directive {
    /// The value given for an argument, if it is given.
    func argumentValue(_ name: String) -> Value? {
        arguments.first { $0.name.value == name }?.value
    }
}
