import CommandLineOptions
import Dispatch
import Foundation

// The command dispatch: `fetch` runs one operation through the runtime, `subscribe`
// prints a subscription's events, `config` says what the app runs with; anything else
// is the terminal app's options.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "fetch":
    Task { @MainActor in
        exit(await FetchCommand.main(Array(arguments.dropFirst())))
    }
    dispatchMain()
case "subscribe":
    Task { @MainActor in
        exit(await SubscribeCommand.main(Array(arguments.dropFirst())))
    }
    dispatchMain()
case "config":
    exit(MainActor.assumeIsolated { ConfigCommand.main(Array(arguments.dropFirst())) })
default:
    let options: AppOptions
    do {
        let parsed = try OptionValues.parse(arguments, AppOptions.table)
        if parsed.isGiven(.help) {
            print(Usage.text)
            exit(0)
        }
        if parsed.isGiven(.version) {
            print(BuildVersion.line(program: "baton-tui"))
            exit(0)
        }
        options = try AppOptions(parsed)
    } catch {
        FileHandle.standardError.write(Data("baton-tui: \(error)\n\n\(Usage.text)\n".utf8))
        exit(2)
    }
    MainActor.assumeIsolated { AppCommand.run(options) }
}
