import ConvergenceCLI
import Workbench

// `swift run scenarios <command>`: list, preview, verify, record, review, prune, report, gallery, coverage — over
// this repository's catalog: the Workbench example app and the gallery of built-in views.
await ScenariosCommand.main(catalog: RepositoryCatalog.catalog)
