import Foundation

/// A program a test ran to its end: its exit status and what it printed.
public struct CapturedProcess: Sendable {
    public let status: Int32
    /// Standard output, with standard error interleaved when the run merged them.
    public let standardOutputData: Data
    /// Standard error; empty when the run merged it into standard output.
    public let standardErrorData: Data

    public var standardOutput: String { String(decoding: standardOutputData, as: UTF8.self) }
    public var standardError: String { String(decoding: standardErrorData, as: UTF8.self) }

    /// Runs `executable` and waits for it to exit.
    ///
    /// Both streams are read at once, so a program that prints a lot on one never blocks on the other.
    ///
    /// - Parameters:
    ///   - directory: the working directory; the test's own when nil.
    ///   - environment: the whole environment; the test's own when nil.
    ///   - input: standard input; the test's own when nil (`FileHandle.nullDevice` gives none).
    ///   - mergingErrors: whether standard error goes into `standardOutput` instead of `standardError`.
    ///
    /// ```swift
    /// let echo = try CapturedProcess.run(URL(fileURLWithPath: "/bin/echo"), ["hello"])
    /// // echo.status == 0, echo.standardOutput == "hello\n", echo.standardError == ""
    /// ```
    public static func run(
        _ executable: URL, _ arguments: [String], directory: URL? = nil, environment: [String: String]? = nil,
        input: FileHandle? = nil, mergingErrors: Bool = false
    ) throws -> CapturedProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        if let input { process.standardInput = input }
        let output = Pipe()
        let errors: Pipe? = mergingErrors ? nil : Pipe()
        process.standardOutput = output
        process.standardError = errors ?? output
        try process.run()
        let errorContents = StreamContents()
        let group = DispatchGroup()
        if let errorHandle = errors?.fileHandleForReading {
            DispatchQueue.global().async(group: group) { errorContents.store(errorHandle.readDataToEndOfFile()) }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return CapturedProcess(
            status: process.terminationStatus, standardOutputData: outputData, standardErrorData: errorContents.data)
    }
}

/// What one stream printed, handed over from the queue that read it.
private final class StreamContents: @unchecked Sendable {
    private let lock = NSLock()
    private var stored = Data()

    var data: Data { lock.withLock { stored } }

    func store(_ data: Data) {
        lock.withLock { stored = data }
    }
}

/// A process id that no process can have, above the largest any kernel hands out (4,194,304 on Linux, 99,999 on
/// macOS): what a temporary file left by a writer that has ended carries, found without starting a process.
public func endedProcessIdentifier() -> Int32 {
    4_194_305
}
