/// One line of a crash-record file: a render that stopped (or may have stopped) an earlier run of this program.
///
/// The handler in `CrashIsolation` writes a line per render to blame, tab-separated, with tabs, newlines and
/// backslashes escaped:
///
/// ```
/// culprit	trap	Crashy/nilUnwrap	Crashy/CrashyScenarios.swift	12	/pkg/Sources/Crashy/CrashyScenarios.swift	Fatal error: …	p1a2b r1c40 - r9f0
/// ```
///
/// The last field is the stopped thread's frames (``StoppedFrames``), offsets into the program's executable; records
/// of older versions end before it.
///
/// `culprit` names the render whose code stopped the program; `suspect`s are the renders that were in flight when a
/// thread other than the main one stopped it, and cannot be told apart (the next run renders one at a time).
package struct CrashRecord: Sendable, Equatable {
    package enum Verdict: String, Sendable {
        case culprit, suspect
    }

    package var verdict: Verdict
    /// `trap`, `abort`, `stack overflow`, `segmentation fault`, `exit 1`, `timeout`…
    package var kind: String
    package var scenarioID: String
    package var fileID: String
    package var line: Int
    package var filePath: String
    /// The runtime's last words (`Fatal error: …`) or what the handler knows of the stop.
    package var message: String
    /// The stopped thread's frames as the handler wrote them (``StoppedFrames``), or "".
    package var frames: String

    /// What identifies a render across runs of the program: its id and its declaration. Inline scenarios made in a
    /// test have both too.
    package var key: String { Self.key(scenarioID: scenarioID, fileID: fileID, line: line) }

    package static func key(scenarioID: String, fileID: String, line: Int) -> String {
        "\(scenarioID)\t\(fileID)\t\(line)"
    }

    /// The fields the registry holds for a render in flight, escaped, as the handler copies them into a record.
    package static func entry(scenarioID: String, fileID: String, line: Int, filePath: String) -> String {
        [escape(scenarioID), escape(fileID), String(line), escape(filePath)].joined(separator: "\t")
    }

    /// A record from one line of the file, or `nil` for a line that is not one.
    package init?(line text: Substring) {
        let fields = text.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 7 || fields.count == 8, let verdict = Verdict(rawValue: String(fields[0])),
            let line = Int(fields[4])
        else {
            return nil
        }
        self.verdict = verdict
        kind = Self.unescape(fields[1])
        scenarioID = Self.unescape(fields[2])
        fileID = Self.unescape(fields[3])
        self.line = line
        filePath = Self.unescape(fields[5])
        message = Self.unescape(fields[6])
        frames = fields.count == 8 ? String(fields[7]) : ""
    }

    package init(
        verdict: Verdict, kind: String, scenarioID: String, fileID: String, line: Int, filePath: String,
        message: String, frames: String = ""
    ) {
        self.verdict = verdict
        self.kind = kind
        self.scenarioID = scenarioID
        self.fileID = fileID
        self.line = line
        self.filePath = filePath
        self.message = message
        self.frames = frames
    }

    /// The record's line, as the handler writes it.
    package var recordLine: String {
        [
            verdict.rawValue, Self.escape(kind),
            Self.entry(scenarioID: scenarioID, fileID: fileID, line: line, filePath: filePath), Self.escape(message),
            frames,
        ].joined(separator: "\t")
    }

    static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x5C || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }) else { return text }
        var escaped = ""
        escaped.reserveCapacity(text.utf8.count)
        for character in text.unicodeScalars {
            switch character {
            case "\\": escaped += "\\\\"
            case "\t": escaped += "\\t"
            case "\n": escaped += "\\n"
            case "\r": escaped += "\\r"
            default: escaped.unicodeScalars.append(character)
            }
        }
        return escaped
    }

    static func unescape(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var result = ""
        var escaping = false
        for character in text.unicodeScalars {
            if escaping {
                switch character {
                case "t": result += "\t"
                case "n": result += "\n"
                case "r": result += "\r"
                default: result.unicodeScalars.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.unicodeScalars.append(character)
            }
        }
        return result
    }
}

/// The records an earlier run of this program left: which renders to report instead of rendering, and whether to
/// render one at a time.
package struct CrashRecords: Sendable {
    /// Culprits by ``CrashRecord/key``; the first record of a render wins.
    package private(set) var culprits: [String: CrashRecord] = [:]
    /// Whether a run stopped with several renders in flight and no way to tell which one did it.
    package private(set) var hasSuspects = false

    package init(text: String) {
        for line in text.split(separator: "\n") {
            guard let record = CrashRecord(line: line) else { continue }
            switch record.verdict {
            case .culprit where culprits[record.key] == nil: culprits[record.key] = record
            case .culprit: break
            case .suspect: hasSuspects = true
            }
        }
    }

    /// The record of the render with this id and declaration, if it stopped an earlier run.
    package func culprit(scenarioID: String, fileID: String, line: Int) -> CrashRecord? {
        guard !culprits.isEmpty else { return nil }
        return culprits[CrashRecord.key(scenarioID: scenarioID, fileID: fileID, line: line)]
    }
}
