import Convergence

/// Shelves as sections; each row is a title over its author and year.
struct BookShelfList: View {
    let shelves: [BookShelf]

    var body: some View {
        List {
            ForEach(shelves) { shelf in
                Section(shelf.name) {
                    ForEach(shelf.books) { book in
                        VStack(alignment: .leading) {
                            Text(book.title)
                                .bold()
                            Text("\(book.author), \(book.year)")
                        }
                    }
                }
            }
        }
    }
}
