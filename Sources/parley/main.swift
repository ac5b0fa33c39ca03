import Foundation

exit(await ParleyCLI.run(Array(CommandLine.arguments.dropFirst())))
