import Foundation

/// Where an `AsyncImage` is in loading its URL.
public enum AsyncImagePhase: Sendable {
    case empty
    case success(Image)
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { image } else { nil }
    }

    /// Why loading failed, if it did.
    public var error: (any Error)? {
        if case .failure(let error) = self { error } else { nil }
    }
}

/// Loads the images of `AsyncImage` views: never the network in a scenario. Set one with
/// `.environment(\.asyncImageLoader, …)`; it may sleep on the `ScenarioClock` so a frame shows the placeholder.
///
/// ```swift
/// .environment(\.asyncImageLoader, AsyncImageLoader { url in
///     try await ScenarioClock.sleep(for: .seconds(1))
///     return "photo"          // the symbol or asset name the loaded image shows
/// })
/// ```
public struct AsyncImageLoader: Sendable {
    let load: @Sendable (URL) async throws -> String

    /// A loader giving, for each URL, the name of the image to show, or throwing for a failed load.
    ///
    /// - Parameter load: Called with each URL to load; returns the symbol or asset name the loaded image shows, or
    ///   throws to make the load fail.
    public init(_ load: @escaping @Sendable (URL) async throws -> String) {
        self.load = load
    }

    /// The default: every URL loads at once, as an image named after its last path component.
    public static let immediate = AsyncImageLoader { url in url.deletingPathExtension().lastPathComponent }

    /// Every load fails with `error`, for an error state.
    ///
    /// - Parameter error: The error every load throws; the view's phase becomes `.failure` with it.
    /// - Returns: A loader that fails every load.
    public static func failing(_ error: any Error & Sendable) -> AsyncImageLoader {
        AsyncImageLoader { _ in throw error }
    }
}

private struct AsyncImageLoaderKey: EnvironmentKey { static var defaultValue: AsyncImageLoader { .immediate } }

extension EnvironmentValues {
    /// What loads `AsyncImage` URLs in this render: ``AsyncImageLoader/immediate`` unless a scenario sets another.
    public var asyncImageLoader: AsyncImageLoader {
        get { self[AsyncImageLoaderKey.self] }
        set { self[AsyncImageLoaderKey.self] = newValue }
    }
}

/// An image loaded from a URL, as SwiftUI's `AsyncImage`: the placeholder (or `.empty` phase) first, then the loaded
/// phase in a later frame. Images come from the environment's ``AsyncImageLoader``, never the network.
///
/// ```swift
/// AsyncImage(url: article.imageURL) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     ProgressView()
/// }
/// ```
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let content: (AsyncImagePhase) -> Content
    @State private var phase = LoadedPhase()
    @Environment(\.asyncImageLoader) private var loader

    /// A phase and the URL it belongs to, so a new URL starts empty.
    struct LoadedPhase {
        var url: URL?
        var phase = AsyncImagePhase.empty
    }

    /// Builds the view for each phase.
    ///
    /// - Parameters:
    ///   - url: The image's address, passed to the environment's loader; `nil` keeps the view in the `.empty` phase.
    ///   - scale: The image's pixel scale; accepted as a no-op in text.
    ///   - content: Builds the view for the current phase: `.empty` first, then `.success` or `.failure`.
    public init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
    }

    public var body: some View {
        let shown = phase.url == url ? phase.phase : .empty
        return content(shown).task(id: url) {
            guard let url else {
                phase = LoadedPhase(url: nil, phase: .empty)
                return
            }
            do {
                let name = try await loader.load(url)
                phase = LoadedPhase(url: url, phase: .success(Image(name)))
            } catch is CancellationError {
                return
            } catch {
                phase = LoadedPhase(url: url, phase: .failure(error))
            }
        }
    }
}

extension AsyncImage where Content == Image {
    /// The loaded image, or a `photo` symbol until then.
    ///
    /// - Parameters:
    ///   - url: The image's address, passed to the environment's loader; `nil` keeps the `photo` symbol.
    ///   - scale: The image's pixel scale; accepted as a no-op in text.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in phase.image ?? Image(systemName: "photo") }
    }
}

extension AsyncImage {
    /// The loaded image through `content`, and `placeholder` until then (and on failure).
    ///
    /// - Parameters:
    ///   - url: The image's address, passed to the environment's loader; `nil` keeps the placeholder.
    ///   - scale: The image's pixel scale; accepted as a no-op in text.
    ///   - content: Builds the view of the loaded image.
    ///   - placeholder: The view shown before the image loads, and if it fails to.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image {
                content(image)
            } else {
                placeholder()
            }
        }
    }
}
