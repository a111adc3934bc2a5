import Foundation
import KataRunnerCore

let console = Console.standardOutput()
let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
guard let root = KataRunner.findRoot(from: here) else {
    console.line("kata-runner works inside the Coordinator Katas workbook: run it from the folder with Package.swift and Exercises/.")
    exit(2)
}
let katas: [Kata]
do {
    katas = try Catalog.katas(in: root)
} catch {
    console.line(error.description)
    exit(2)
}
let runner = KataRunner(root: root, environment: ProcessInfo.processInfo.environment, console: console, katas: katas)
exit(runner.run(Array(CommandLine.arguments.dropFirst())))
