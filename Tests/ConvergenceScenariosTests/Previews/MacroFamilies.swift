import Convergence

// `#Preview` forms apps write: state declared after other statements, conditional compilation in the body, an
// explicit `return`, a one-line preview with a comment after it, and attributes before `#Preview`.

#Preview("Interleaved state") {
    let title = "Members"
    @Previewable @State var count = 2  // two
    Text(title)
    Stepper("Count: \(count)", value: $count)
}

#if DEBUG
    #Preview("Compiled conditionally", traits: .sizeThatFitsLayout) {
        #if os(iOS)
            NavigationStack { MemberRow(member: .preview) }
        #else
            MemberRow(member: .preview)
                .padding(.horizontal)
        #endif
    }
#endif

#Preview("Returned") {
    let store = MemberStore(members: [.preview])
    return NavigationView { MemberList() }.environmentObject(store)
}

#Preview("One line", traits: .sizeThatFitsLayout) { MemberRow(member: .preview).preferredColorScheme(.dark) }  // dark

@available(iOS 18.0, macOS 15.0, *)
#Preview("After attributes") {
    @Previewable @State var on = true
    Toggle("On", isOn: $on)
}
