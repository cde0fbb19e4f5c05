import BatonSupport

/// The built-in definitions parsed once per process.
enum BuiltinDocument {
    static let document: Document = {
        do {
            return try Parser.parseDocument(Source(text: BuiltinDefinitions.sdl, path: BuiltinDefinitions.path))
        } catch {
            // The text is a constant of this module, and a test parses it.
            preconditionFailure("the built-in definitions do not parse: \(error)")
        }
    }()
}
