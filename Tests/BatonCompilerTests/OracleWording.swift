/// graphql-core 3.3 words a few validation errors as graphql-js 17 does, where
/// batonc keeps graphql-js 16's words; after `canonical` the two read the same.
/// graphql-core's `'` quotes become `"`, each of its rewordings below is turned
/// back, and a detail only one side gives (the parent type, the value found) is
/// dropped from it. A message no rule matches is compared as it is.
enum OracleWording {
    static func canonical(_ message: String) -> String {
        var text = message.replacingOccurrences(of: "'", with: "\"")
        for (pattern, rewrite) in rewordings {
            text = text.replacing(try! Regex(pattern)) { match in
                rewrite(match.output.map { $0.substring.map(String.init) ?? "" })
            }
        }
        return text
    }

    private static let rewordings: [(String, @Sendable ([String]) -> String)] = [
        // A directive's place in words ("fragment definition") rather than as named ("FRAGMENT_DEFINITION").
        (#"^Directive "(@\w+)" may not be used on ([a-z ]+)\.$"#, {
            "Directive \"\($0[1])\" may not be used on \($0[2].uppercased().replacingOccurrences(of: " ", with: "_"))."
        }),
        // A missing argument named by its coordinate ("@skip(if:)", "Query.character(id:)").
        (#"^Argument "@(\w+)\((\w+):\)" of type "(.+)" is required, but it was not provided\.$"#, {
            "Directive \"@\($0[1])\" argument \"\($0[2])\" of type \"\($0[3])\" is required, but it was not provided."
        }),
        (#"^Argument "\w+\.(\w+)\((\w+):\)" of type "(.+)" is required, but it was not provided\.$"#, {
            "Field \"\($0[1])\" argument \"\($0[2])\" of type \"\($0[3])\" is required, but it was not provided."
        }),
        (#"^Expected value of non-null type "(.+)" not to be None\.$"#, { "Expected value of type \"\($0[1])\", found null." }),
        (#"^Expected value of type "(\w+)" to be an object, found: (.+)\.$"#, { "Expected value of type \"\($0[1])\", found \($0[2])." }),
        (#"^Expected value of type "(\w+)" not to include unknown field "(\w+)"\.( Did you mean [^?]+\?)? Found: .+\.$"#, {
            "Field \"\($0[2])\" is not defined by type \"\($0[1])\".\($0[3])"
        }),
        // A missing input field: graphql-core gives the value found, batonc the field's type.
        (#"^Expected value of type "(\w+)" to include required field "(\w+)", found: .+\.$"#, { "Field \"\($0[1]).\($0[2])\" was not provided." }),
        (#"^Field "(\w+\.\w+)" of required type "[^"]+" was not provided\.$"#, { "Field \"\($0[1])\" was not provided." }),
        (#" Did you mean the enum value "#, { _ in " Did you mean " }),
        // An object value as graphql-core prints it, `{ a: 1, b: 2 }`, against batonc's `{a:1,b:2}`.
        (#"\{ ([^{}]*) \}"#, { "{" + $0[1].replacingOccurrences(of: ": ", with: ":").replacingOccurrences(of: ", ", with: ",") + "}" }),
    ]
}
