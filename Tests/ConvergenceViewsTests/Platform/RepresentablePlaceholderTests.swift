import Convergence
import Testing

@Suite struct RepresentablePlaceholderTests {
    final class MKMapView {}

    @Test @MainActor func aWrappedPlatformViewIsDrawnAsALabelNamingItsType() {
        #expect(ascii(PlatformViewPlaceholder(kind: "UIView", wrappedType: MKMapView.self)) == "[UIView: MKMapView]")
    }

    @Test @MainActor func thePlaceholderTakesItsPlaceAmongOtherViews() {
        let view = VStack {
            Text("Map")
            PlatformViewPlaceholder(kind: "NSViewController", wrappedType: MKMapView.self)
        }
        #expect(ascii(view) == "             Map\n[NSViewController: MKMapView]")
    }
}

/// UIKit wrappers compile everywhere: where UIKit is not, around the UIKit stand-ins (`UIView`, `UIViewController`).
@Suite struct UIKitRepresentableTests {
    struct ShareSheet: UIViewControllerRepresentable {
        let items: [Any]

        func makeUIViewController(context: Context) -> UIActivityViewController {
            UIActivityViewController(activityItems: items, applicationActivities: nil)
        }

        func updateUIViewController(_ uiViewController: UIActivityViewController, context: Context) {}
    }

    struct Blur: UIViewRepresentable {
        final class Coordinator {}

        func makeUIView(context: Context) -> UIVisualEffectView {
            UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        }

        func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}

        func makeCoordinator() -> Coordinator { Coordinator() }
    }

    @Test @MainActor func wrappersOfUIKitViewsAndControllersAreDrawnAsLabelsNamingThem() {
        let view = VStack(alignment: .leading) {
            Text("Photo")
            Blur()
            ShareSheet(items: ["x"])
        }
        #expect(
            view.render(.ascii(width: 60))
                == "Photo\n[UIView: UIVisualEffectView]\n[UIViewController: UIActivityViewController]\n")
    }
}

/// AppKit wrappers compile everywhere but Mac Catalyst: where AppKit is not, around its stand-ins.
@Suite struct AppKitRepresentableTests {
    struct SidebarMaterial: NSViewRepresentable {
        func makeNSView(context: Context) -> NSVisualEffectView {
            let view = NSVisualEffectView()
            view.material = .sidebar
            view.blendingMode = .behindWindow
            return view
        }

        func updateNSView(_ nsView: NSVisualEffectView, context: Context) {}
    }

    @Test @MainActor func aWrappedAppKitViewIsDrawnAsALabelNamingIt() {
        let view = ZStack {
            SidebarMaterial()
        }
        #expect(view.render(.ascii(width: 40)) == "[NSView: NSVisualEffectView]\n")
    }
}
