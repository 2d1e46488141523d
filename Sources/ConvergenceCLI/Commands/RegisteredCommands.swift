/// The commands `scenarios` offers, in help order. Each lives in its own file under `Commands/`.
var registeredCommands: [AnyCommand] {
    [
        AnyCommand(ListCommand.self),
        AnyCommand(PreviewCommand.self),
        AnyCommand(VerifyCommand.self),
        AnyCommand(RecordCommand.self),
        AnyCommand(ReviewCommand.self),
        AnyCommand(PendingCommand.self),
        AnyCommand(PruneCommand.self),
        AnyCommand(ReportCommand.self),
        AnyCommand(GalleryCommand.self),
        AnyCommand(CoverageCommand.self),
    ]
}
