import ArchlintEngine
import ArchlintWorkspace
import Foundation

// The composition root: parses the command line, runs one command, maps every outcome to an
// exit code. 0 = no error findings, 1 = error findings (or warnings with --strict),
// 2 = usage or configuration error, 3 = internal error.
ProcessLifetime.tuneAllocator()
let terminal = Terminal()
do {
    let code = try CommandDispatcher.run(Array(CommandLine.arguments.dropFirst()), terminal: terminal)
    exit(code)
} catch let error as Terminal.OutputFailure {
    // What was printed is incomplete: say so (standard error may still work) and exit 2, as
    // `--output` does on a full disk. A pipe whose reader left (`| head`) asked for no more.
    if !error.isClosedPipe { terminal.error("archlint: error: \(error.message)") }
    exit(2)
} catch let error as UsageError {
    terminal.error("archlint: error: \(error.message)\n\(CommandDispatcher.usage(for: error.command))")
    exit(2)
} catch let error as ConfigurationErrors {
    for e in error.errors { terminal.error(e.description) }
    exit(2)
} catch let error as ConfigurationError {
    terminal.error(error.description)
    exit(2)
} catch let error as InputError {
    terminal.error("archlint: error: \(error.message)")
    exit(2)
} catch {
    terminal.error("archlint: internal error: \(error)\nThis is a bug in archlint; please report it with the command you ran.")
    exit(3)
}
