import Convergence

/// The corpus screens about layout containers, gestures, effects, animation values and lifecycle.
enum LayoutCorpus {
    static var providers: [any ScenarioProvider.Type] {
        [
            StickerGridScenarios.self, FlashCardScenarios.self, KanbanBoardScenarios.self, ProgressRingScenarios.self,
            ContactRevealScenarios.self, AchievementBadgeScenarios.self, FitnessStatsScenarios.self,
            ShareActionsScenarios.self, ProfileHeaderScenarios.self, NotificationBellScenarios.self,
            FAQAccordionScenarios.self, StopwatchClockScenarios.self, PasswordHintScenarios.self,
            TagCloudScenarios.self,
            ResponsiveDashboardScenarios.self, DraftComposerScenarios.self, PhotoStripScenarios.self,
            TrailJournalScenarios.self, LegacyMenusScenarios.self, SuccessScreenScenarios.self,
        ]
    }
}
