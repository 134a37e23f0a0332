import Foundation
import KumikiPort

// `kumiki-port <directory> [--diff]`: all the work is in KumikiPort.PortCommand.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(PortCommand.usage)
    exit(0)
}
guard let command = PortCommand(arguments: arguments) else {
    FileHandle.standardError.write(Data((PortCommand.usage + "\n").utf8))
    exit(2)
}
do {
    let outcome = try command.run()
    FileHandle.standardOutput.write(Data(outcome.standardOutput.utf8))
    FileHandle.standardError.write(Data(outcome.standardError.utf8))
    exit(outcome.exitCode)
} catch {
    FileHandle.standardError.write(Data("kumiki-port: \(error)\n".utf8))
    exit(1)
}
