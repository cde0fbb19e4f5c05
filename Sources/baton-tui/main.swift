import Dispatch
import Foundation

// The command dispatch: `fetch` runs one operation through the runtime, `subscribe`
// prints a subscription's events; anything else is the terminal app's options.
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
case "--version", "version":
    print("baton-tui \(Version.current)")
    exit(0)
case "--help", "-h", "help":
    print(Usage.text)
    exit(0)
default:
    let options: AppOptions
    do {
        options = try AppOptions(parsing: arguments)
    } catch {
        FileHandle.standardError.write(Data("baton-tui: \(error)\n\n\(Usage.text)\n".utf8))
        exit(2)
    }
    MainActor.assumeIsolated { AppCommand.run(options) }
}
