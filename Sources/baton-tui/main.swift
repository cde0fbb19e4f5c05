import Foundation

// The command dispatch: `fetch` runs one operation through the runtime; the
// terminal app joins it as another command.
let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32
switch arguments.first {
case "fetch":
    status = await FetchCommand.main(Array(arguments.dropFirst()))
case "--version", "version":
    print("baton-tui \(Version.current)")
    status = 0
case "--help", "-h", "help", nil:
    print(Usage.text)
    status = arguments.isEmpty ? 2 : 0
case let other?:
    FileHandle.standardError.write(Data("baton-tui: unknown command `\(other)`\n\n\(Usage.text)\n".utf8))
    status = 2
}
exit(status)
