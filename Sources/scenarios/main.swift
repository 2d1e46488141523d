import ConvergenceCLI
import Workbench

// `swift run scenarios <command>`: list, preview, verify, record, review, prune, report, gallery, coverage — over
// the Workbench example app's catalog.
await ScenariosCommand.main(catalog: WorkbenchCatalog.catalog)
