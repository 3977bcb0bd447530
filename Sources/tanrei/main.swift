import Foundation
import TanreiCommandLine

// Everything the program does is in TanreiCommandLine, where tests and the fuzz package reach it.
exit(await TanreiCommand.run(Array(CommandLine.arguments.dropFirst())))
