import BatonCompiler
import BatonSupport
import Foundation

/// The inputs read and parsed: the configuration, the schema built from its SDL,
/// the documents, and every diagnostic found on the way, with the sources the
/// diagnostics point into.
struct Compilation {
    /// A document file and what it parsed to.
    struct DocumentFile {
        var source: Source
        var document: Document
    }

    private(set) var config: BatonConfig?
    private(set) var schema: Schema?
    private(set) var documents: [DocumentFile] = []
    private(set) var sources: [Source] = []
    private(set) var loadDiagnostics: [Diagnostic] = []

    init(inputs: CompilerInputs) {
        let schemaFiles: [(path: String, isClient: Bool)]
        switch inputs.schema {
        case .schema(let path):
            schemaFiles = [(path, false)]
        case .config(let path):
            guard let text = read(path) else {
                schemaFiles = []
                break
            }
            sources.append(Source(text: text, path: path))
            let (config, diagnostics) = ConfigDecoder.decode(text, path: path)
            loadDiagnostics += diagnostics
            self.config = config
            guard let config else {
                schemaFiles = []
                break
            }
            schemaFiles = config.schemaFiles.map { ($0, false) } + DocumentFiles.expand(config.schemaExtensions).map { ($0, true) }
        }
        var schemaSources = [SchemaSource]()
        for file in schemaFiles {
            if let (source, document) = parse(file.path) {
                schemaSources.append(SchemaSource(document: document, path: source.path, isClient: file.isClient))
            }
        }
        if !schemaFiles.isEmpty, schemaSources.count == schemaFiles.count {
            let (schema, diagnostics) = SchemaBuilder.build(schemaSources)
            self.schema = schema
            loadDiagnostics += diagnostics
        }
        // A target's folder holds its schema beside its documents: the schema is read once, as the schema.
        let schemaPaths = Set(schemaFiles.map { DocumentFiles.standardized($0.path) })
        for path in DocumentFiles.expand(inputs.documentPaths) where !schemaPaths.contains(DocumentFiles.standardized(path)) {
            if let (source, document) = parse(path) { documents.append(DocumentFile(source: source, document: document)) }
        }
    }

    /// Reads and parses one file, recording its source; nil (with a diagnostic)
    /// when it cannot be read or is not GraphQL.
    private mutating func parse(_ path: String) -> (Source, Document)? {
        guard let text = read(path) else { return nil }
        let source = Source(text: text, path: path)
        sources.append(source)
        do {
            return (source, try parseDocument(source))
        } catch {
            loadDiagnostics.append(error.diagnostic)
            return nil
        }
    }

    /// The file's text, byte for byte: a byte order mark stays, since GraphQL counts
    /// it as a column like any other ignored character.
    private mutating func read(_ path: String) -> String? {
        let start = SourceLocation(offset: 0, line: 1, column: 1)
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            loadDiagnostics.append(
                .error("Cannot read the file: \(error.localizedDescription)", path: path, span: SourceSpan(start: start, end: start)))
            return nil
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            loadDiagnostics.append(.error("The file is not UTF-8 text.", path: path, span: SourceSpan(start: start, end: start)))
            return nil
        }
        return text
    }

    /// The fragments of every document by name, with the path each stands in; the
    /// first of a name wins (validation reports a repeated one).
    var fragmentsByName: [String: (fragment: FragmentDefinition, path: String)] {
        var fragments = [String: (fragment: FragmentDefinition, path: String)]()
        for file in documents {
            for fragment in file.document.fragments where fragments[fragment.name.value] == nil {
                fragments[fragment.name.value] = (fragment, file.source.path)
            }
        }
        return fragments
    }

    var renderer: DiagnosticRenderer { DiagnosticRenderer(sources: sources) }
}

/// Document paths as given: files as they are, directories searched recursively
/// for `.graphql` files, in name order.
enum DocumentFiles {
    static func expand(_ paths: [String]) -> [String] {
        var files = [String]()
        let manager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
                files.append(path)
                continue
            }
            let found = (manager.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(".graphql") }
                .sorted()
            files += found.map { (path as NSString).appendingPathComponent($0) }
        }
        return files
    }

    /// An absolute path without `.` or `..`, to tell two spellings of one file apart.
    static func standardized(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }
}
