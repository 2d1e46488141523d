import ConvergenceSnapshots
import Testing

@Suite struct RecordModeStoreTests {
    @Test(arguments: [
        (["SNAPSHOTS_RECORD": "missing"], RecordMode.missing),
        (["SNAPSHOTS_RECORD": "all"], .all),
        (["SNAPSHOTS_RECORD": "failed"], .failed),
        (["SNAPSHOTS_RECORD": "never"], .never),
        (["SNAPSHOTS_RECORD": "ALL"], .all),
        (["SNAPSHOTS_RECORD": "Never"], .never),
        (["SNAPSHOTS_RECORD": "  failed \n"], .failed),
        (["SNAPSHOTS_RECORD": ""], .missing),
        (["SNAPSHOTS_RECORD": "   "], .missing),
        (["SNAPSHOTS_RECORD": "", "CI": "true"], .never),
        (["SNAPSHOTS_RECORD": "all", "CI": "true"], .all),
        (["SNAPSHOTS_RECORD": "missing", "CI": "1"], .missing),
    ])
    func explicitModeWinsAndEmptyMeansUnset(environment: [String: String], expected: RecordMode) throws {
        #expect(try RecordMode.resolve(environment: environment) == expected)
    }

    @Test(arguments: [
        ("true", RecordMode.never),
        ("1", .never),
        ("yes", .never),
        ("TRUE", .never),
        ("0", .missing),
        ("false", .missing),
        ("FALSE", .missing),
        (" False ", .missing),
        ("", .missing),
    ])
    func ciDecidesTheDefault(ci: String, expected: RecordMode) throws {
        #expect(try RecordMode.resolve(environment: ["CI": ci]) == expected)
    }

    /// Failure messages name where the mode came from: the variable, CI's default, the workstation's, or a scope.
    @Test(arguments: [
        (["SNAPSHOTS_RECORD": "never"], RecordMode.never, RecordModeSource.variable),
        (["SNAPSHOTS_RECORD": "failed", "CI": "1"], .failed, .variable),
        (["CI": "true"], .never, .continuousIntegration),
        (["SNAPSHOTS_RECORD": " ", "CI": "yes"], .never, .continuousIntegration),
        (["CI": "false"], .missing, .workstation),
        ([:], .missing, .workstation),
    ])
    func theSourceIsWhatDecidedTheMode(
        environment: [String: String], mode: RecordMode, source: RecordModeSource
    ) throws {
        let resolved = try RecordMode.resolveWithSource(environment: environment)
        #expect(resolved.mode == mode)
        #expect(resolved.source == source)
    }

    @Test func aScopeWinsAndIsNamedAsTheSource() throws {
        let resolved = try RecordMode.$scoped.withValue(.never) {
            try RecordMode.resolveWithSource(environment: ["SNAPSHOTS_RECORD": "all"])
        }
        #expect(resolved.mode == .never)
        #expect(resolved.source == .scope)
        let processWide = try RecordMode.$scoped.withValue(.failed) {
            try RecordMode.resolveFromProcessEnvironmentWithSource()
        }
        #expect(processWide.mode == .failed)
        #expect(processWide.source == .scope)
    }

    @Test func noVariablesMeanMissing() throws {
        #expect(try RecordMode.resolve(environment: [:]) == .missing)
        #expect(try RecordMode.resolve(environment: ["PATH": "/usr/bin"]) == .missing)
    }

    @Test(arguments: ["yes", "record", "al l", "missing,all", "1", "true", "none"])
    func unknownValuesThrowAndListTheModes(value: String) {
        #expect(throws: SnapshotStoreError.unknownRecordMode(value: value)) {
            try RecordMode.resolve(environment: ["SNAPSHOTS_RECORD": value, "CI": "true"])
        }
    }

    @Test func unknownValueMessageNamesTheValueAndTheValidOnes() {
        let error = SnapshotStoreError.unknownRecordMode(value: "recrod")
        #expect(
            error.description == """
                SNAPSHOTS_RECORD="recrod" is not a record mode. Use one of: missing, all, failed, never (for example \
                `SNAPSHOTS_RECORD=missing swift test`), or unset it for the default.
                """)
    }

    @Test func casesAreTheContractNamesInOrder() {
        #expect(RecordMode.allCases.map(\.rawValue) == ["missing", "all", "failed", "never"])
    }
}

/// Snapshot store errors are a struct with a stable code per kind, so that a user's `switch` or `catch` never breaks
/// when a kind is added; descriptions and equality are the kinds'.
@Suite struct SnapshotStoreErrorCodeTests {
    @Test func eachKindHasItsOwnStableCode() throws {
        let errors: [(SnapshotStoreError, SnapshotStoreError.Code, String)] = [
            (.unknownRecordMode(value: "yes"), .unknownRecordMode, "unknownRecordMode"),
            (.invalidStep(0), .invalidStep, "invalidStep"),
            (.packageRootNotFound(filePath: "/nowhere/A.swift"), .packageRootNotFound, "packageRootNotFound"),
            (
                .pathCollision(
                    firstScenario: "A/x", firstPath: "A/x.txt", secondScenario: "A/X", secondPath: "A/X.txt"),
                .pathCollision, "pathCollision"
            ),
            (.writeFailed(file: "/a", reason: "full"), .writeFailed, "writeFailed"),
        ]
        for (error, code, name) in errors {
            #expect(error.code == code)
            #expect(error.code.rawValue == name)
        }
        #expect(Set(errors.map(\.1)).count == errors.count)
    }

    @Test func aUserMatchesOnTheCodeAndReadsTheSameMessage() throws {
        do {
            _ = try SnapshotStore(packageContaining: "/definitely/not/a/package/File.swift")
            Issue.record("no error for a file outside any package")
        } catch let error as SnapshotStoreError where error.code == .packageRootNotFound {
            #expect(error.description.contains("/definitely/not/a/package/File.swift"))
            #expect(error == .packageRootNotFound(filePath: "/definitely/not/a/package/File.swift"))
        }
        #expect(SnapshotStoreError.invalidStep(0) != .invalidStep(1))
    }
}
