import Convergence

/// The corpus screens about navigation, presentation, toolbars, tabs and list editing.
enum NavigationCorpus {
    static var providers: [any ScenarioProvider.Type] {
        [
            RecipeBrowserScenarios.self, TodoListScenarios.self, SettingsScreenScenarios.self,
            TabbedAppScenarios.self, MailSplitScenarios.self, ContactSearchScenarios.self, InboxSwipeScenarios.self,
            PhotoDetailsScenarios.self, OnboardingScenarios.self, LegacyAlertsScenarios.self, NewsFeedScenarios.self,
            PathDeepLinkScenarios.self, FAQScenarios.self, ModernTabsScenarios.self, CheckoutScenarios.self,
            PlaylistScenarios.self, NotesAppScenarios.self,
        ]
    }
}
