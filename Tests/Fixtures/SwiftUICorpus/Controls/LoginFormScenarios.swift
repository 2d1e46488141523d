import Convergence

enum LoginFormScenarios: ScenarioProvider {
    static var scenarios: [Scenario] {
        [
            Scenario(
                "signing-in",
                steps: [
                    .type("ada@example.com", into: "Email"), .type("secret", into: "Password"),
                    .type("-engine", into: "Password"), .tap("Sign In"),
                ]
            ) { LoginForm() },
            Scenario(
                "return-key",
                steps: [
                    .type("ada@example.com", into: "Email"), .submit("Email"), .type("short", into: "Password"),
                    .submit("Password"),
                ]
            ) { LoginForm() },
        ]
    }
}
