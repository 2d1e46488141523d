import Testing

@testable import Workbench

@Suite struct SignupStateTests {
    @Test @MainActor func blankFormShowsNoMessagesAndCannotBeSent() async {
        let state = SignupScenarios.empty()
        await state.loadIfNeeded()
        #expect(state.viewState == .editing)
        #expect(state.nameMessage == nil)
        #expect(state.emailMessage == nil)
        #expect(state.passwordMessage == nil)
        #expect(!state.canSubmit)
    }

    @Test @MainActor func filledFormIsValidAndCanBeSent() async {
        let state = SignupScenarios.filled()
        await state.loadIfNeeded()
        #expect(state.emailMessage == nil)
        #expect(state.passwordMessage == nil)
        #expect(state.canSubmit)
    }

    @Test @MainActor func emailMessageAppearsWhileTheAddressIsIncomplete() {
        let state = SignupScenarios.invalid()
        #expect(state.emailMessage == nil)
        state.email = "ada@"
        #expect(state.emailMessage == "Enter a valid email address")
        state.email += "example.com"
        #expect(state.emailMessage == nil)
    }

    @Test @MainActor func passwordMessageAppearsUntilEightCharacters() {
        let state = SignupScenarios.invalid()
        #expect(state.passwordMessage == "At least 8 characters")
        state.password = "engine42"
        #expect(state.passwordMessage == nil)
    }

    @Test @MainActor func blankNameIsRejectedOnceTyped() {
        let state = SignupScenarios.filled()
        state.name = "   "
        #expect(state.nameMessage == "Enter your name")
        #expect(!state.canSubmit)
    }

    @Test @MainActor func termsMustBeAccepted() {
        let state = SignupScenarios.filled()
        state.acceptsTerms = false
        #expect(!state.canSubmit)
    }

    @Test @MainActor func submittingCreatesTheAccount() async {
        let state = SignupScenarios.filled()
        await state.loadIfNeeded()
        await state.submit()
        #expect(state.viewState == .created(SignupFixtures.account))
    }

    @Test @MainActor func duplicateEmailKeepsTheFormWithTheReason() async {
        let state = SignupScenarios.error()
        await state.loadIfNeeded()
        await state.submit()
        #expect(
            state.viewState
                == .failed("An account for ada@example.com already exists. Sign in instead, or use another address."))
        #expect(state.canSubmit)
    }

    @Test @MainActor func closedRegistrationIsUnauthorized() async {
        let state = SignupScenarios.unauthorized()
        await state.loadIfNeeded()
        #expect(state.viewState == .unauthorized)
    }

    @Test @MainActor func invalidFormIsNotSent() async {
        let state = SignupScenarios.invalid()
        await state.loadIfNeeded()
        await state.submit()
        #expect(state.viewState == .editing)
    }
}
