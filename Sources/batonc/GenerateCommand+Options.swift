/// `batonc generate`'s arguments, as `Invocation` read them from the command's table.
struct GenerateOptions: Equatable {
    var config: String
    var outputDirectory: String
    var report: String?
    var persisted: String?
    var check: Bool
    var documentPaths: [String]
}
