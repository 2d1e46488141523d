import ConvergenceCLI
import Workbench
import WorkbenchGallery

// `swift run workbench-scenarios <command>`: list, preview, verify, record, review, prune, report, gallery,
// coverage — over this repository's catalog: the Workbench example app and the gallery of built-in views. A package
// that depends on Convergence names its own command `scenarios` (see the README).
await ScenariosCommand.main(catalog: RepositoryCatalog.catalog)
