import Testing

@testable import Workbench

@Suite struct SignupValidationTests {
    @Test(arguments: ["ada@example.com", "a.b+c@mail.example.org", "x@y.z", " ada@example.com "])
    func acceptsWellFormedEmail(_ email: String) {
        #expect(SignupValidation.isValidEmail(email))
    }

    @Test(arguments: [
        "", "ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "ada@example.", "a da@x.io",
    ])
    func rejectsMalformedEmail(_ email: String) {
        #expect(!SignupValidation.isValidEmail(email))
    }

    @Test func firstProblemNamesWhatIsMissing() {
        var request = SignupFixtures.validRequest
        #expect(SignupValidation.problem(with: request) == nil)
        request.acceptsTerms = false
        #expect(SignupValidation.problem(with: request) == "Accept the terms to create an account")
        request.password = "short"
        #expect(SignupValidation.problem(with: request) == "The password needs at least 8 characters")
    }

    @Test func emailsCompareWithoutCaseOrSurroundingSpace() {
        #expect(SignupValidation.normalizedEmail(" Ada@Example.COM ") == "ada@example.com")
    }
}
