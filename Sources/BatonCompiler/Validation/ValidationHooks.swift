/// The hooks of `ValidationRule` a rule implements. The walker calls a hook only
/// on the rules that declare it: most rules implement one or two of the sixteen,
/// and calling every rule at every node was most of the walk's own cost.
struct ValidationHooks: OptionSet {
    let rawValue: UInt32

    static let enterDocument = ValidationHooks(rawValue: 1 << 0)
    static let enterOperation = ValidationHooks(rawValue: 1 << 1)
    static let leaveOperation = ValidationHooks(rawValue: 1 << 2)
    static let enterFragment = ValidationHooks(rawValue: 1 << 3)
    static let leaveFragment = ValidationHooks(rawValue: 1 << 4)
    static let enterVariableDefinition = ValidationHooks(rawValue: 1 << 5)
    static let enterSelectionSet = ValidationHooks(rawValue: 1 << 6)
    static let enterField = ValidationHooks(rawValue: 1 << 7)
    static let leaveField = ValidationHooks(rawValue: 1 << 8)
    static let enterInlineFragment = ValidationHooks(rawValue: 1 << 9)
    static let leaveInlineFragment = ValidationHooks(rawValue: 1 << 10)
    static let enterFragmentSpread = ValidationHooks(rawValue: 1 << 11)
    static let enterDirectives = ValidationHooks(rawValue: 1 << 12)
    static let enterDirective = ValidationHooks(rawValue: 1 << 13)
    static let enterArguments = ValidationHooks(rawValue: 1 << 14)
    static let enterArgument = ValidationHooks(rawValue: 1 << 15)
    static let finish = ValidationHooks(rawValue: 1 << 16)
}
