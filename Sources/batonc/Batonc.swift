import BatonCompiler
import CommandLineOptions
import Foundation

/// The command line: reads the arguments, runs the command, and answers with an
/// exit status (0, or 1 on any error). Results go to stdout, diagnostics and usage
/// errors to stderr.
enum Batonc {
    static func run(_ arguments: [String]) -> Int32 {
        let invocation: Invocation
        do {
            invocation = try Invocation.parse(arguments)
        } catch {
            Output.error(error.description)
            return 1
        }
        switch invocation {
        case .help(let command):
            Output.standard(command.map(Help.text(for:)) ?? Help.overview)
            return 0
        case .version:
            Output.standard(BuildVersion.line(program: "batonc") + "\n")
            return 0
        case .validate(let inputs):
            return ValidateCommand(inputs: inputs).run()
        case .print(let operation, let inputs):
            return PrintCommand(operationName: operation, inputs: inputs).run()
        case .generate(let options):
            return GenerateCommand(options: options).run()
        }
    }
}

/// Where text goes: the command's result to stdout, everything else to stderr.
enum Output {
    static func standard(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func error(_ text: String) {
        FileHandle.standardError.write(Data((text.hasSuffix("\n") ? text : text + "\n").utf8))
    }
}
