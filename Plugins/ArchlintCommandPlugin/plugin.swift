import Foundation
import PackagePlugin

/// `swift package plugin archlint [options]`: lints the package it runs in.
/// It declares no permissions, so it writes nothing: reports go to standard output. Use the
/// `archlint` executable itself for `--output` or `--write-baseline`.
@main
struct ArchlintCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains(where: { $0 == "--output" || $0.hasPrefix("--output=") || $0.hasPrefix("--write-baseline") }) {
            Diagnostics.error("the archlint plugin writes no files; run `swift run archlint` for --output or --write-baseline")
            throw PluginFailure.writesNotAllowed
        }
        let tool = try context.tool(named: "archlint")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = [context.package.directoryURL.path] + arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            throw PluginFailure.lintFailed(status: process.terminationStatus)
        }
    }
}

enum PluginFailure: Error, CustomStringConvertible {
    case writesNotAllowed
    case lintFailed(status: Int32)

    var description: String {
        switch self {
        case .writesNotAllowed: "the archlint plugin writes no files"
        case .lintFailed(let status): "archlint exited with status \(status)"
        }
    }
}
