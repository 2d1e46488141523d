/// The gallery page's stylesheet: a sidebar and a pane on wide screens, one column on narrow ones.
enum GalleryPageStyle {
    static let stylesheet: StaticString = """
        body { margin: 0; font-family: system-ui, sans-serif; color: #222; background: #fff; }
        .app { display: grid; grid-template-columns: minmax(16em, 22em) 1fr; min-height: 100vh; }
        @media (max-width: 50em) { .app { grid-template-columns: 1fr; } .sidebar { position: static; height: auto; } }
        .sidebar { position: sticky; top: 0; height: 100vh; overflow-y: auto; box-sizing: border-box;
            padding: 0.75em; border-right: 1px solid #ccc; background: #f7f7f7; }
        .sidebar-head { position: sticky; top: -0.75em; margin: -0.75em -0.75em 0; padding: 0.75em;
            background: #f7f7f7; border-bottom: 1px solid #ddd; z-index: 1; }
        .sidebar h1 { font-size: 1.2em; margin: 0 0 0.25em; }
        .sidebar h2 { font-size: 0.95em; margin: 1em 0 0.25em; color: #444; }
        .sidebar ul { list-style: none; margin: 0; padding: 0; }
        .nav-item { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25em 0.5em;
            padding: 0.15em 0.4em; border-radius: 0.3em; }
        .nav-item > a { margin-right: auto; }
        .nav-variant { margin-left: 1.2em; font-size: 0.92em; }
        .nav-item a { color: #0645ad; text-decoration: none; overflow-wrap: anywhere; }
        .nav-item.current { background: #dde6f5; }
        .nav-item.current a { font-weight: bold; }
        .filters input[type=search] { width: 100%; box-sizing: border-box; padding: 0.3em; margin: 0.25em 0; }
        .hint { font-size: 0.8em; color: #666; margin: 0.25em 0; }
        .counts { color: #444; font-size: 0.9em; margin: 0.25em 0; }
        main { padding: 0.75em 1.5em; min-width: 0; }
        .scenario h2 { margin-top: 0.25em; overflow-wrap: anywhere; }
        .js .scenario { display: none; }
        .js .scenario.open { display: block; }
        .no-match { color: #666; font-style: italic; }
        .declared { color: #444; }
        .change-summary { background: #fff8e1; border: 1px solid #f0d98c; padding: 0.25em 1em; border-radius: 0.4em; }
        .change-summary h3 { font-size: 1em; margin: 0.5em 0 0.25em; }
        .frame > h3 { font-size: 1em; border-bottom: 1px solid #ddd; padding-bottom: 0.2em; }
        .file { margin: 0.5em 0 1.5em; }
        .file h4 { margin: 0.5em 0; overflow-wrap: anywhere; }
        .file h4 small { color: #666; font-weight: normal; }
        .status { font-size: 0.8em; padding: 0.05em 0.6em; border-radius: 0.6em; background: #eee; white-space: nowrap; }
        .status-passed, .status-recorded, .status-updated { background: #dfd; }
        .status-changed, .status-missing, .status-new, .variants-review { background: #fed; }
        .status-obsolete { background: #e8e0f8; }
        .status-unsettled, .status-nondeterministic, .status-failed { background: #fdd; }
        .views { margin: 0.25em 0 0.5em; }
        .views button { font: inherit; padding: 0.15em 0.7em; border: 1px solid #999; background: #fff; }
        .views button[aria-pressed=true] { background: #dde6f5; border-color: #4a6fa5; }
        .side-by-side { display: grid; grid-template-columns: 1fr 1fr; gap: 1em; }
        .compare[data-view=old] .side-by-side, .compare[data-view=new] .side-by-side { grid-template-columns: 1fr; }
        .compare[data-view=old] figure.new, .compare[data-view=new] figure.old { display: none; }
        .side-by-side figure { margin: 0; min-width: 0; }
        .side-by-side figcaption { font-weight: bold; margin-bottom: 0.25em; }
        figure.new figcaption { color: #a50; }
        pre.ascii, pre.outline, pre.diff, pre.message { background: #f6f6f6; padding: 0.5em; overflow-x: auto;
            font-family: ui-monospace, monospace; line-height: 1.2; margin: 0; }
        .render-frame { width: 100%; box-sizing: border-box; border: 1px dashed #aaa; resize: vertical; background: #fff; }
        pre.diff .add { background: #dfd; }
        pre.diff .del { background: #fdd; }
        pre.diff .hunk { color: #06c; }
        pre.diff .file-header { font-weight: bold; }
        .none { color: #666; font-style: italic; }
        .variant-of { color: #444; }
        .variants { margin: 1em 0 1.5em; padding-bottom: 0.5em; border-bottom: 2px solid #ccc; }
        .variants > summary h3 { display: inline; font-size: 1.1em; }
        .variants > summary small { font-weight: normal; color: #666; }
        .variant-frame > h4 { border-bottom: 1px solid #ddd; padding-bottom: 0.2em; }
        .variant-row h5 { font-size: 0.9em; color: #444; margin: 0.75em 0 0.25em; }
        .variant-columns { display: flex; flex-wrap: wrap; gap: 1em; align-items: flex-start; }
        .variant-column { flex: 1 1 auto; min-width: min(100%, 18em); max-width: 100%; margin: 0; }
        .variant-column figcaption { font-weight: bold; margin-bottom: 0.25em; overflow-wrap: anywhere; }
        .variant-column figcaption a { color: inherit; }
        .variant-column pre { font-size: 0.85em; }
        .variant-pending { color: #a50; font-size: 0.9em; margin: 0 0 0.25em; }
        .variant-kind { color: #666; font-size: 0.9em; margin: 0 0 0.25em; }
        .variant-column details.diff { margin-top: 0.5em; }
        """
}
