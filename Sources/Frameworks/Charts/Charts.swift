// `import Charts` on Linux: `Chart` with bar, line, point, area, rule and sector marks built from `.value(_:_:)`. A
// chart of bars renders as horizontal text bars scaled to the largest value; any other chart as a table of its marks'
// values. Re-exports Convergence for the views.
@_exported import Convergence
