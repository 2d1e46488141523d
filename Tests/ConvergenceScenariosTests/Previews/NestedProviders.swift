import Convergence

// A second provider named `Previews`, nested in another type's extension: it is found in this file, not in the
// first file that declares a `Previews`.

extension MemberList {
    struct Previews: PreviewProvider {
        static var previews: some View {
            NavigationStack { MemberList() }
                .environmentObject(MemberStore(members: [Member(name: "Linus")]))
                .previewDisplayName("Nested list")
        }
    }
}
