import ConvergenceScenarios
import ConvergenceSupport
import Foundation

/// File-name collisions between a catalog's scenarios, worked out once per catalog and shared by its test cases.
///
/// Each scenario of a catalog is checked in its own test case; without this, two scenarios whose names differ only
/// in case (one file on macOS) would each pass on Linux and overwrite each other elsewhere.
enum CatalogFiles {
    private static let collisionsByCatalog = ProcessMemo<String, [String: String]>()

    /// The collision message for a scenario, if its files clash with another scenario's.
    static func collision(in catalog: ScenarioCatalog, involving scenarioID: String) -> String? {
        // Once per catalog value; the fingerprint serves catalogs built afresh for every test case.
        catalog.memo.value("CatalogFiles.collisions") { collisions(in: catalog) }[scenarioID]
    }

    private static func collisions(in catalog: ScenarioCatalog) -> [String: String] {
        let fingerprint = catalog.all.map(\.id).joined(separator: "\n")
        if let known = collisionsByCatalog[fingerprint] { return known }
        var collisions: [String: String] = [:]
        // Most catalogs have no collision: the catalog's own files (kept for its obsolete-file check) say so.
        if (try? catalog.snapshotFiles()) != nil {
            collisionsByCatalog[fingerprint] = collisions
            return collisions
        }
        // Duplicate ids are the catalog's problems, said on their own; each id is checked once here, so that a
        // third spelling of a name (`same`, `same`, `Same`) is still found clashing with the first. A scenario whose
        // own names cannot be files (blank, too long) fails with its own error: left out here, so the clashes among
        // the others are still found.
        var ids = Set<String>()
        var remaining = catalog.all.filter { ids.insert($0.id).inserted && (try? $0.snapshotFiles()) != nil }
        // Report every clash, not just the first: drop the later scenario named by each error and check again (the
        // earlier one stays, to be found clashing with any other).
        while true {
            do {
                _ = try ScenarioCatalog(scenarios: remaining).snapshotFiles()
                break
            } catch let error as SnapshotStoreError {
                guard case .pathCollision(let first, _, let second, _) = error.reason else { break }
                if collisions[first] == nil { collisions[first] = error.description }
                collisions[second] = error.description
                guard let later = remaining.lastIndex(where: { $0.id == second }) else { break }
                remaining.remove(at: later)
            } catch {
                break
            }
        }
        collisionsByCatalog[fingerprint] = collisions
        return collisions
    }
}
