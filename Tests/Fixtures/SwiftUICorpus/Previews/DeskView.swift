import Convergence

// Mother objects with defaulted parameters, previews spread over several lines with a constant binding and a frame,
// a preview container view with a trailing closure, a comment and an untitled preview.

enum DeskSection: Hashable {
    case inbox, archive
}

@MainActor @Observable
final class DeskModel {
    let signedIn: Bool
    init(signedIn: Bool) { self.signedIn = signedIn }
}

enum DeskModelMother {
    @MainActor static func makeDeskModel(signedIn: Bool = true) -> DeskModel { DeskModel(signedIn: signedIn) }
}

struct DeskView: View {
    let model: DeskModel
    @Binding var selection: DeskSection

    var body: some View {
        VStack(alignment: .leading) {
            Text(model.signedIn ? "Signed in" : "Signed out")
            Text(selection == .inbox ? "> Inbox" : "> Archive")
        }
    }
}

struct PreviewFrame<Content: View>: View {
    @ViewBuilder var content: Content
    var body: some View {
        VStack {
            Text("preview")
            content
        }
        .border(.gray)
    }
}

#Preview("Signed in") {
    DeskView(
        model: DeskModelMother.makeDeskModel(
            signedIn: true
        ),
        selection: .constant(.inbox)
    )
    .frame(width: 180)
}

#Preview("Signed out") {
    // The archive is shown while signed out.
    PreviewFrame {
        DeskView(model: DeskModelMother.makeDeskModel(signedIn: false), selection: .constant(.archive))
    }
}

#Preview {
    PreviewFrame {
        DeskView(model: DeskModelMother.makeDeskModel(), selection: .constant(.inbox))
    }
}
