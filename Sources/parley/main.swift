import Foundation

exit(ParleyCLI.run(Array(CommandLine.arguments.dropFirst())))
