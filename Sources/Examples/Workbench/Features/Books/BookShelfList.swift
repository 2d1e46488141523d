import Convergence

/// Shelves as sections; each row is a title over its author and year, and opens the book's detail screen.
struct BookShelfList: View {
    let shelves: [BookShelf]
    let lentBookIDs: Set<Int>

    var body: some View {
        List {
            ForEach(shelves) { shelf in
                Section(shelf.name) {
                    ForEach(shelf.books) { book in
                        NavigationLink(value: book) {
                            VStack(alignment: .leading) {
                                Text(lentBookIDs.contains(book.id) ? "\(book.title) (lent)" : book.title)
                                    .bold()
                                Text("\(book.author), \(book.year)")
                            }
                        }
                    }
                }
            }
        }
    }
}
