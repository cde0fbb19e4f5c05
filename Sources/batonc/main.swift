import Foundation

exit(Batonc.run(Array(CommandLine.arguments.dropFirst())))
