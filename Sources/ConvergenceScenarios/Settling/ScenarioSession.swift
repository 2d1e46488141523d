import ConvergenceRuntime
import ConvergenceTree
import ConvergenceViews
import Foundation
import Observation

/// One live construction of a scenario: its view, its state, its clock and the work it started.
///
/// A session resolves the view, starts its `.task` effects, waits until they settle, and re-resolves whenever
/// observed state changes — as SwiftUI would — until the screen is steady. Steps then interact with it. Everything
/// belongs to this session (state graph, clock, task-locals), so sessions run side by side without sharing.
@MainActor
final class ScenarioSession {
    let scenario: Scenario
    private let monitor = ActivityMonitor()
    private let clock: VirtualClock?
    private let graph: StateGraph
    /// What the scenario's code writes to `UserDefaults.standard`, lent to the store only while that code runs;
    /// `nil` on a real-time clock (live previews, production screens), whose writes are the app's own.
    private let defaults: StandardDefaultsSandbox?
    private let invalidation = InvalidationFlag()
    private let runtime: ScenarioRuntime
    private let view: AnyView
    /// The translations of the package the scenario is declared in (String Catalogs, `.strings` files).
    private let stringTables: StringTables
    /// The task started for each `.task` on screen, by the view's position, with the `id` it was started for.
    private var effectTasks: [String: (id: TaskID?, task: Task<Void, Never>)] = [:]
    /// The `.onDisappear` actions of views on screen, by identity: run when the view leaves the tree.
    private var disappearActions: [String: (origin: String, action: @MainActor @Sendable () -> Void)] = [:]
    /// How many `.task` effects have been started in all (restarts included).
    private var effectStarts = 0
    private var tasks: [Task<Void, Never>] = []

    /// The screen as last resolved.
    private(set) var node: Node = .empty
    /// Views of the last resolution that could not be shown, and why.
    private var viewProblems: [String] = []

    /// Builds the scenario's view. With `standingClock` false, `ScenarioClock` sleeps in real time (live previews).
    init(_ scenario: Scenario, standingClock: Bool = true) {
        stringTables = StringTables.forPackage(containing: scenario.source.filePath)
        self.scenario = scenario
        clock = standingClock ? VirtualClock(monitor: monitor) : nil
        if standingClock { ProcessTimeZone.pinForSnapshots() }
        runtime = ScenarioRuntime(clock: clock, monitor: monitor, token: nil)
        let runtime = self.runtime
        // Tasks the construction starts (a model's initializer loading its data) are work like any other.
        let construction = runtime.with(monitor.makeToken("\(scenario.id)'s construction"))
        // Views made here belong to this render already: an `@AppStorage` their initializers write is kept.
        let graph = StateGraph()
        self.graph = graph
        let defaults = standingClock ? StandardDefaultsSandbox(scenario: scenario.id) : nil
        self.defaults = defaults
        // The construction and the first resolution run in one turn of the main actor, so they share one lend of
        // the standard store (where a lend reads the whole store, it reads it twice: the larger part of a simple
        // scenario's cost).
        let lend = defaults?.beginLend()
        defer { defaults?.endLend(lend) }
        view = RenderScope.$current.withValue(RenderScope(graph: graph, viewPath: "")) {
            ScenarioRuntime.$current.withValue(construction) { RenderIsolation.onMain { scenario.make() } }
        }
        let flag = invalidation
        graph.changes.listen { flag.raise() }
        resolve()
    }

    /// Waits for the first frame, resolved when the session was made, to settle.
    func start() async throws {
        try await settle()
    }

    /// Cancels everything the scenario started; sleepers on the clock wake with `CancellationError`.
    func end() {
        for task in tasks { task.cancel() }
        clock?.cancelAll()
    }

    // MARK: Resolving

    private func resolve() {
        let flag = invalidation
        let view = self.view
        let graph = self.graph
        let defaults = self.defaults
        // Texts that show times (`Text(date, style: .relative)`) and `TimelineView`s measure from the scenario
        // clock's time. Tasks that bodies or state initializers start (`@StateObject`'s model loading) are tracked.
        let scoped = runtime.with(monitor.makeToken("\(scenario.id)'s view bodies"))
        let tables = stringTables.isEmpty ? nil : stringTables
        let resolved = StringTables.$current.withValue(tables) {
            resolveScoped(scoped, flag: flag, view: view, graph: graph, defaults: defaults)
        }
        node = resolved.node
        // A translation file that cannot be read fails the scenario, as it fails the app's build in Xcode.
        viewProblems = resolved.problems + stringTables.problems
        startNewEffects()
    }

    private func resolveScoped(
        _ scoped: ScenarioRuntime, flag: InvalidationFlag, view: AnyView, graph: StateGraph,
        defaults: StandardDefaultsSandbox?
    ) -> (node: Node, problems: [String]) {
        ScenarioRuntime.$current.withValue(scoped) {
            ScenarioTime.$elapsed.withValue(clock?.now ?? .zero) {
                withObservationTracking {
                    StandardDefaultsSandbox.lend(defaults) {
                        RenderIsolation.onMain { ViewResolver.resolveReportingProblems(view, graph: graph) }
                    }
                } onChange: {
                    flag.raise()
                }
            }
        }
    }

    /// Starts the `.task` work of views that appeared, restarts it where a `.task(id:)` value changed, and cancels
    /// it for views that went away — as SwiftUI does on appear, on an id change and on disappear.
    private func startNewEffects() {
        // A pass that made no effect left none in the tree: no walk over it (those running before still stop).
        let effects = graph.effectsMade == 0 ? [] : node.taskEffects
        let onScreen = Set(effects.map(\.identity))
        for (identity, started) in effectTasks where !onScreen.contains(identity) {
            started.task.cancel()
            effectTasks[identity] = nil
            if let disappear = disappearActions.removeValue(forKey: identity) {
                send(origin: "\(disappear.origin)'s .onDisappear") { disappear.action() }
            }
        }
        for effect in effects {
            if let action = effect.onDisappear { disappearActions[effect.identity] = (effect.origin, action) }
            if let started = effectTasks[effect.identity] {
                guard started.id != effect.id else { continue }
                started.task.cancel()
            }
            let scoped = runtime.with(monitor.makeToken("\(effect.origin)'s .task"))
            let task = Task { @MainActor in
                await ScenarioRuntime.$current.withValue(scoped) { await effect.work() }
            }
            tasks.append(task)
            effectTasks[effect.identity] = (effect.id, task)
            effectStarts += 1
        }
    }

    // MARK: Settling

    /// Waits until every piece of work has finished or sleeps on the scenario clock, re-resolving on changes.
    ///
    /// Settling is driven by what the monitor and the invalidation flag know, not by waiting: every piece of work
    /// the scenario starts (its construction, `.task` effects, actions, and the tasks they spawn) holds a token, and
    /// every state change raises the flag, so the screen is steady once the flag is down and every token is gone or
    /// sleeping on the clock — and stays so across a few main-actor turns, which lets a task that was just woken
    /// run. A scenario with no work alive settles at the first look, without giving up the main actor. (Work that
    /// escapes tracking — `Task.detached` — is not waited for; snapshot mocks sleep on ``ScenarioClock`` instead.)
    ///
    /// Fails as unsettled only when work has stayed busy both past the timeout in real time and through many
    /// rounds of this loop: tests running in parallel can keep the main actor from this loop for a while, and that
    /// alone must not fail a scenario.
    private func settle() async throws {
        let realClock = ContinuousClock()
        var deadline = realClock.now + scenario.settleTimeout
        var busyRounds = 0
        var lastChanges = -1
        var generations = 0
        while true {
            guard viewProblems.isEmpty else {
                throw ScenarioError.viewCannotBeShown(scenario: scenario.id, reasons: viewProblems)
            }
            if invalidation.take() {
                let before = effectStarts
                resolve()
                if effectStarts > before {
                    generations += 1
                    if generations > 100 { throw ScenarioError.neverStopsStartingTasks(scenario: scenario.id) }
                }
                lastChanges = -1
                continue
            }
            let state = monitor.state
            if state.isSettled {
                // No work alive at all, or nothing moved since the last look with main-actor turns in between:
                // steady.
                if state.isIdle || state.changes == lastChanges { return }
                busyRounds = 0
                deadline = realClock.now + scenario.settleTimeout
            } else {
                busyRounds += 1
                if realClock.now >= deadline, busyRounds >= 20 {
                    throw ScenarioError.unsettled(
                        scenario: scenario.id, busy: state.busy, timeout: scenario.settleTimeout)
                }
            }
            lastChanges = state.changes
            if state.isSettled || busyRounds < 64 {
                for _ in 0..<4 { await Task.yield() }
            } else {
                // Work elsewhere (actors, the global executor) needs the cores, not just main-actor turns.
                try? await Task.sleep(for: .microseconds(200))
            }
        }
    }

    // MARK: Steps

    /// Performs a step and waits for the result to settle.
    func perform(_ step: ScenarioStep) async throws {
        switch step.action {
        case .advanceClock: break
        case .type(_, let name), .clear(let name), .submit(let name):
            try await endEditing(keeping: name, origin: step.description)
        default: try await endEditing(keeping: nil, origin: step.description)
        }
        switch step.action {
        case .advanceClock(let duration):
            guard let clock else { throw failure(step, "live previews run in real time; there is no clock to advance") }
            clock.advance(by: duration)
            // A `TimelineView`, and texts that show times, change with the clock even when no state does.
            invalidation.raise()
        case .tap(let name):
            let control = try find(name, [.button, .link, .tab], for: step, where: { $0.tapAction != nil })
            guard let action = control.node.tapAction else { return }
            run(action, origin: step.description)
        case .back:
            let backs = controls.filter { $0.identifiers.contains(NavigationNode.backIdentifier) }
            guard let back = backs.last, let action = back.node.tapAction else {
                throw failure(step, "the screen shown is not a pushed screen with a back control")
            }
            run(action, origin: step.description)
        case .dismiss:
            guard let presentation = Control.topPresentation(in: node) else {
                throw failure(step, "nothing is presented")
            }
            guard let dismiss = presentation.dismiss else {
                throw failure(
                    step,
                    presentation.coversBase
                        ? "the \(presentation.kind.rawValue) refuses to be dismissed (.interactiveDismissDisabled)"
                        : "an \(presentation.kind.rawValue) is dismissed by one of its buttons")
            }
            run(dismiss, origin: step.description)
        case .delete(let name):
            let row = try row(name, for: step)
            guard let delete = row.delete else { throw failure(step, "row \"\(name)\" cannot be deleted") }
            run(delete, origin: step.description)
        case .move(let name, let offset):
            let row = try row(name, for: step)
            guard let move = row.move else { throw failure(step, "row \"\(name)\" cannot be moved") }
            send(origin: step.description) { move.send(offset) }
        case .swipe(let name, let leading):
            let row = try row(name, for: step)
            let actions = leading ? row.leadingActions : row.trailingActions
            guard !actions.isEmpty else {
                throw failure(step, "row \"\(name)\" has no \(leading ? "leading" : "trailing") swipe actions")
            }
            send(origin: step.description) { row.setReveal.send(leading ? .leadingActions : .trailingActions) }
        case .showContextMenu(let name):
            let row = try row(name, for: step)
            guard !row.contextMenu.isEmpty else { throw failure(step, "\"\(name)\" has no context menu") }
            send(origin: step.description) { row.setReveal.send(.contextMenu) }
        case .refresh:
            guard let refreshable = node.withRoomToRecurse({ Control.refreshable(in: node) }) else {
                throw failure(step, "the screen has no .refreshable content")
            }
            run(refreshable.action, origin: step.description)
        case .longPress(let name):
            let control = try find(name, .button, for: step, where: { $0.gesture?.longPress != nil })
            guard let action = control.node.gesture?.longPress else { return }
            run(action, origin: step.description)
        case .drag(let name, let width, let height):
            let control = try find(name, .button, for: step, where: { $0.gesture?.drag != nil })
            guard let drag = control.node.gesture?.drag else { return }
            send(origin: step.description) {
                drag.send(DragChange(width: width, height: height, isEnded: false))
                drag.send(DragChange(width: width, height: height, isEnded: true))
            }
        case .type(let text, let name):
            let field = try textField(name, for: step)
            send(origin: step.description) { field.edit.send(field.text + text) }
        case .clear(let name):
            let field = try textField(name, for: step)
            send(origin: step.description) { field.edit.send("") }
        case .toggle(let name, let isOn):
            let control = try find(name, .toggle, for: step)
            guard case .toggle(let toggle) = control.node else { return }
            send(origin: step.description) { toggle.set.send(isOn ?? !toggle.isOn) }
        case .pick(let option, let name):
            let control = try find(name, .picker, for: step)
            guard case .picker(let picker) = control.node else { return }
            guard let index = picker.options.firstIndex(where: { $0.title == option }) else {
                let titles = picker.options.map { "\"\($0.title)\"" }.joined(separator: ", ")
                throw failure(step, "\(control.listing) has no option \"\(option)\"; its options are \(titles)")
            }
            send(origin: step.description) { picker.select.send(index) }
        case .increment(let name), .decrement(let name):
            let button = try stepperButton(
                name, increments: { if case .increment = step.action { true } else { false } }(), for: step)
            run(button.action, origin: step.description)
        case .slide(let name, let value):
            let control = try find(name, .slider, for: step)
            guard case .valueControl(let slider) = control.node else { return }
            send(origin: step.description) { slider.set.send(value) }
        case .submit(let name):
            let field = try textField(name, for: step)
            run(field.submit, origin: step.description)
        case .pickDate(let date, let name):
            let control = try find(name, .datePicker, for: step)
            guard case .valueControl(let picker) = control.node else { return }
            send(origin: step.description) { picker.set.send(date.timeIntervalSince1970) }
        }
        try await settle()
    }

    /// Ends the editing of every formatted field holding typed text, except the one the step types into or submits:
    /// focus leaves a field when another control is used, which commits its text to its value as on a device.
    private func endEditing(keeping kept: String?, origin: String) async throws {
        let keptField = kept.flatMap { name in controls.first { $0.kind == .textField && $0.matches(name) } }
        var ended = false
        for control in controls where control.kind == .textField {
            guard case .textField(let field) = control.node, let end = field.endEditing else { continue }
            if let keptField, keptField.title == control.title, keptField.identifiers == control.identifiers {
                continue
            }
            run(end, origin: origin)
            ended = true
        }
        if ended { try await settle() }
    }

    /// Activates the control a live preview chose: taps a button, flips a toggle, or picks a picker's next option
    /// (after the last, the first). Returns what it did, e.g. `tap "Retry"`.
    ///
    /// The control is found by its position on the current screen, so two controls with one title stay apart; when
    /// that position now holds another control (the screen changed), nothing is pressed and the error lists the
    /// controls there are.
    func activate(_ wanted: ScenarioControl) async throws -> String {
        let attempt = "activate \(wanted)"
        try await endEditing(keeping: nil, origin: attempt)
        let control = try locate(wanted, for: attempt)
        func refuse(_ reason: String) -> ScenarioError {
            .stepFailed(scenario: scenario.id, step: attempt, reason: reason)
        }
        let done: String
        switch control.node {
        case .gesture(let gesture):
            if let tap = gesture.tap {
                done = ScenarioStep.tap(control.title).description
                run(tap, origin: done)
            } else if let longPress = gesture.longPress {
                done = ScenarioStep.longPress(control.title).description
                run(longPress, origin: done)
            } else {
                throw refuse("\(control.listing) is dragged, not tapped: use a drag step")
            }
        case _ where control.kind.isTappable:
            done = ScenarioStep.tap(control.title).description
            if let action = control.node.tapAction { run(action, origin: done) }
        case .toggle(let toggle):
            done = ScenarioStep.toggle(control.title, to: !toggle.isOn).description
            send(origin: done) { toggle.set.send(!toggle.isOn) }
        case .picker(let picker):
            guard !picker.options.isEmpty else { throw refuse("\(control.listing) has no options") }
            let next = ((picker.selectedIndex ?? -1) + 1) % picker.options.count
            done = ScenarioStep.pick(picker.options[next].title, in: control.title).description
            send(origin: done) { picker.select.send(next) }
        default:
            throw refuse("a \(control.kind.rawValue) takes text: set its text instead")
        }
        try await settle()
        return done
    }

    /// Replaces the text of the text field a live preview chose, found by position as in ``activate(_:)``.
    func setText(_ text: String, of wanted: ScenarioControl) async throws -> String {
        let attempt = "set the text of \(wanted)"
        let control = try locate(wanted, for: attempt)
        guard case .textField(let field) = control.node else {
            throw ScenarioError.stepFailed(
                scenario: scenario.id, step: attempt, reason: "\(control.listing) is not a text field")
        }
        let shown = field.isSecure ? String(repeating: "•", count: text.count) : text
        let done = "set \"\(control.title)\" to \"\(shown)\""
        send(origin: done) { field.edit.send(text) }
        try await settle()
        return done
    }

    /// The enabled control at `wanted`'s position, if that is still the control it was; otherwise an error listing
    /// the controls there are now.
    private func locate(_ wanted: ScenarioControl, for attempt: String) throws -> Control {
        let controls = self.controls
        guard wanted.position < controls.count, controls[wanted.position].kind == wanted.kind,
            controls[wanted.position].title == wanted.title
        else {
            let listed = controls.isEmpty ? "none" : controls.map(\.listing).joined(separator: "; ")
            throw ScenarioError.stepFailed(
                scenario: scenario.id, step: attempt,
                reason: "the screen no longer shows it at position \(wanted.position); its controls are: \(listed)")
        }
        let control = controls[wanted.position]
        guard !control.isDisabled else {
            throw ScenarioError.stepFailed(
                scenario: scenario.id, step: attempt, reason: "\(control.listing) is disabled")
        }
        return control
    }

    /// Delivers input to the view under a token of its own, so the work it starts is waited for.
    private func send(origin: String, _ input: @MainActor () -> Void) {
        let token = monitor.makeToken(origin)
        ScenarioRuntime.$current.withValue(runtime.with(token)) {
            StandardDefaultsSandbox.lend(defaults) { RenderIsolation.onMain { input() } }
        }
    }

    private func run(_ action: NodeAction, origin: String) {
        let scoped = runtime.with(monitor.makeToken(origin))
        switch action.body {
        case .sync(let perform):
            ScenarioRuntime.$current.withValue(scoped) {
                StandardDefaultsSandbox.lend(defaults) { RenderIsolation.onMain { perform() } }
            }
        case .async(let perform):
            tasks.append(Task { @MainActor in await ScenarioRuntime.$current.withValue(scoped) { await perform() } })
        }
    }

    private func textField(_ name: String, for step: ScenarioStep) throws -> TextFieldNode {
        let control = try find(name, .textField, for: step)
        guard case .textField(let field) = control.node else {
            throw failure(step, "\(control.listing) is not a text field")
        }
        return field
    }

    /// The controls of the screen shown, at the scenario's width.
    var controls: [Control] {
        Control.$width.withValue(scenario.defaultWidth) { node.withRoomToRecurse { Control.all(in: node) } }
    }

    /// The one row a step names, or an error listing the rows there are.
    private func row(_ name: String, for step: ScenarioStep) throws -> RowNode {
        let rows = Control.$width.withValue(scenario.defaultWidth) { node.withRoomToRecurse { Control.rows(in: node) } }
        let matches = rows.filter { $0.matches(name) }
        if matches.count == 1 { return matches[0] }
        let listed = rows.map { "\"\($0.content.plainText)\"" }.joined(separator: ", ")
        if matches.count > 1 {
            throw failure(step, "\(matches.count) rows match \"\(name)\"; name one by an accessibility identifier")
        }
        throw failure(
            step, rows.isEmpty ? "the screen has no editable rows" : "no row reads \"\(name)\"; the rows are \(listed)")
    }

    private func find(
        _ name: String, _ kind: Control.Kind, for step: ScenarioStep, where usable: (Node) -> Bool = { _ in true }
    ) throws -> Control {
        try find(name, [kind], for: step, where: usable)
    }

    /// The one enabled, usable control of the kinds a step names, or an error listing the controls there are (or
    /// saying the one named is disabled, or lacks the gesture the step needs).
    private func find(
        _ name: String, _ kinds: Set<Control.Kind>, for step: ScenarioStep,
        where usable: (Node) -> Bool = { _ in true }
    ) throws -> Control {
        let controls = self.controls
        var matches = controls.filter { kinds.contains($0.kind) && usable($0.node) && $0.matches(name) }
        if case .tap = step.action, matches.count > 1 {
            // One view with a single and a double tap (`.onTapGesture` twice): a tap step is a single tap.
            let single = matches.filter { $0.node.gesture.map { $0.tap != nil && $0.tapCount == 1 } ?? true }
            if single.count == 1 { matches = single }
        }
        if matches.count == 1 {
            guard !matches[0].isDisabled else { throw failure(step, "\(matches[0].listing) is disabled") }
            return matches[0]
        }
        if matches.isEmpty, let named = controls.first(where: { kinds.contains($0.kind) && $0.matches(name) }) {
            let gesture =
                switch step.action {
                case .longPress: "long-press gesture"
                case .drag: "drag gesture"
                default: "tap action"
                }
            throw failure(step, "\(named.listing) has no \(gesture)")
        }
        if matches.count > 1 {
            let listed = matches.map(\.listing).joined(separator: "; ")
            throw failure(
                step, "\(matches.count) controls match \"\(name)\": \(listed). Give one an .accessibilityIdentifier.")
        }
        let sameKind = controls.filter { kinds.contains($0.kind) }
        let kindName = kinds.count == 1 ? kinds.first!.rawValue : "button"
        let available =
            sameKind.isEmpty
            ? "the screen has no \(kindName)"
                + (controls.isEmpty
                    ? " and no other controls"
                    : "; its controls are: " + controls.map(\.listing).joined(separator: "; "))
            : "the screen's \(kindName)s are: " + sameKind.map(\.listing).joined(separator: "; ")
        throw failure(step, "no \(kindName) is titled or identified \"\(name)\"; \(available)")
    }

    /// The `+` (or `-`) button of the stepper whose label is `name` or starts with it.
    private func stepperButton(_ name: String, increments: Bool, for step: ScenarioStep) throws -> ButtonNode {
        let steppers = node.withRoomToRecurse { Control.steppers(in: node) }
        let matches = steppers.filter { $0.title == name || $0.title.hasPrefix(name) }
        guard matches.count == 1 else {
            let titles = steppers.map { "\"\($0.title)\"" }.joined(separator: ", ")
            let listed = steppers.isEmpty ? "the screen has no stepper" : "the screen's steppers are: " + titles
            let problem =
                matches.isEmpty
                ? "no stepper is titled \"\(name)\"" : "\(matches.count) steppers are titled \"\(name)\""
            throw failure(step, "\(problem); \(listed)")
        }
        let button = increments ? matches[0].increment : matches[0].decrement
        guard !button.isDisabled else {
            throw failure(step, "stepper \"\(matches[0].title)\" is at its \(increments ? "upper" : "lower") bound")
        }
        return button
    }

    private func failure(_ step: ScenarioStep, _ reason: String) -> ScenarioError {
        .stepFailed(scenario: scenario.id, step: step.description, reason: reason)
    }
}

/// Raised when observed state changes (from any thread), taken by the session on the main actor.
final class InvalidationFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var raised = false

    func raise() { lock.withLock { raised = true } }

    func take() -> Bool {
        lock.withLock {
            defer { raised = false }
            return raised
        }
    }
}
