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
        var remaining = catalog.all
        // Report every clash, not just the first: drop the pair named by each error and check again.
        while true {
            do {
                _ = try ScenarioCatalog(scenarios: remaining).snapshotFiles()
                break
            } catch let error as SnapshotStoreError {
                guard case .pathCollision(let first, _, let second, _) = error.reason else { break }
                collisions[first] = error.description
                collisions[second] = error.description
                remaining.removeAll { $0.id == first || $0.id == second }
            } catch {
                break
            }
        }
        collisionsByCatalog[fingerprint] = collisions
        return collisions
    }
}
