/// One parsed executable document and the path its diagnostics name.
public struct ExecutableSource: Sendable {
    public var document: Document
    public var path: String

    public init(document: Document, path: String) {
        self.document = document
        self.path = path
    }
}

/// A fragment definition and the file it stands in: documents of one target are
/// validated together, and a spread may name a fragment of another file.
struct FragmentSite {
    var definition: FragmentDefinition
    var path: String
}
