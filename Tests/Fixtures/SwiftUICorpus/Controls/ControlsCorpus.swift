import Convergence

/// The corpus screens about controls, formatted text, shapes and images, styles and data flow.
enum ControlsCorpus {
    static var providers: [any ScenarioProvider.Type] {
        [
            OrderFormScenarios.self, ExpenseTrackerScenarios.self, ProfileEditorScenarios.self,
            CartAppScenarios.self, SettingsPanelScenarios.self, StyledButtonsScenarios.self,
            VolumePanelScenarios.self, BookingFormScenarios.self, AboutScreenScenarios.self,
            ArticleCardScenarios.self, UnitConverterScenarios.self, LoginFormScenarios.self,
            WorkoutTimerScenarios.self, ThemeChooserScenarios.self, TaskBoardScenarios.self,
            UploadQueueScenarios.self, DiskUsageScenarios.self, TipCalculatorScenarios.self,
            ChecklistEditorScenarios.self, FileBrowserScenarios.self, PinPadScenarios.self,
            SavedExpensesScenarios.self, PriceTagScenarios.self, ChapterReaderScenarios.self,
            InviteCardScenarios.self, ParkingPassScenarios.self,
        ]
    }
}
