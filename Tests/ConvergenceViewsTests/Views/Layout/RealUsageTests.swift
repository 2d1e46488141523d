import Convergence
import Foundation
import Testing

/// Effects, shapes and gestures chained the way real screens chain them: they compile together, draw the text.
private struct EffectsInRealUse: View {
    @State private var offset = CGSize.zero
    @GestureState private var dragOffset = CGSize.zero
    @State private var scale: CGFloat = 1
    @Namespace private var animation
    @State private var progress = 0.4

    var body: some View {
        GeometryReader { geo in
            VStack {
                Text("A").overlay(Color.red.opacity(0.3))
                Text("B").background(Color.blue)
                Text("C").overlay(RoundedRectangle(cornerRadius: 10).stroke(Color.gray, lineWidth: 1))
                Text("\(geo.frame(in: .named("scroll")).minY)")
                Text("\(geo.frame(in: .global).minX)")
                Circle().trim(from: 0, to: progress)
                    .stroke(style: StrokeStyle(lineWidth: 20, lineCap: .round, lineJoin: .round))
                    .foregroundColor(Color.red)
                    .rotationEffect(Angle(degrees: 270.0))
                Text("D").offset(offset).offset(x: dragOffset.width)
                    .gesture(
                        DragGesture(minimumDistance: 0).updating($dragOffset) { value, state, _ in
                            state = value.translation
                        }
                        .onEnded { offset = $0.translation }
                    )
                    .gesture(MagnificationGesture().onChanged { scale = $0 })
                    .gesture(TapGesture(count: 2).onEnded { scale = 1 })
                    .simultaneousGesture(LongPressGesture(minimumDuration: 1).onEnded { _ in scale = 2 })
                    .gesture(DragGesture(coordinateSpace: .global).onChanged { _ in })
                    .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("board")).onEnded { _ in })
                    .gesture(SimultaneousGesture(TapGesture(), LongPressGesture()), including: .subviews)
                    .luminanceToAlpha()
                    .matchedGeometryEffect(id: "d", in: animation)
                    .transition(.scale.combined(with: .opacity))
                    .transition(AnyTransition.opacity.animation(.easeInOut))
                    .shadow(color: .black.opacity(0.2), radius: 4, x: 0, y: 2)
                    .clipShape(.rect(cornerRadius: 8))
                LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom)
                    .ignoresSafeArea()
                Rectangle().fill(Color.black.opacity(0.5)).edgesIgnoringSafeArea(.all)
                Text("E").mask(LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom))
                Capsule().strokeBorder(lineWidth: 2)
                RoundedRectangle(cornerRadius: 25, style: .continuous).fill(.ultraThinMaterial)
                Text("F").foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom))
                Text("G").foregroundStyle(.red, .secondary).background(.regularMaterial, in: .rect(cornerRadius: 12))
                RoundedRectangle(cornerRadius: 4).fill(.blue.gradient).frame(width: 8)
                Text("H").foregroundStyle(.primary, .secondary, .tertiary).background(.blue.gradient)
                Path { path in
                    path.addArc(
                        center: CGPoint(x: 50, y: 50), radius: 40, startAngle: .degrees(0), endAngle: .degrees(270),
                        clockwise: false)
                }
                .stroke(Color.blue, lineWidth: 2)
            }
            .coordinateSpace(name: "scroll")
            .onAppear {
                withAnimation(.easeInOut(duration: 1).repeatForever()) { progress = 0.8 }
            }
            .animation(.spring(response: 0.3, dampingFraction: 0.6), value: scale)
            .animation(true ? Animation.spring(response: 1, dampingFraction: 1, blendDuration: 1) : .none)
        }
    }
}

/// A wave shape with animatable data, a canvas, drag and drop and scroll modifiers, as apps write them.
private struct Wave: Shape {
    var phase: Double
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(phase, 0) }
        set { phase = newValue.first }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.midY))
        path.addQuadCurve(to: CGPoint(x: rect.maxX, y: rect.midY), control: CGPoint(x: rect.midX, y: rect.minY + phase))
        return path
    }
}

private struct ToolsInRealUse: View {
    @State private var dropped: [String] = []

    var body: some View {
        ScrollView(.horizontal) {
            HStack {
                Canvas { context, size in
                    context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.green))
                    context.draw(Text("x"), at: CGPoint(x: 4, y: 4))
                }
                .frame(width: 40, height: 40)
                Wave(phase: 10).stroke(.blue, lineWidth: 2).frame(width: 80, height: 32)
                Text("Drag me").draggable("payload")
                Text("Drop here").dropDestination(for: String.self) { items, _ in
                    dropped += items
                    return true
                }
            }
            .scrollTargetLayout()
        }
        .scrollIndicators(.hidden)
        .scrollTargetBehavior(.paging)
    }
}

private struct BounceValues {
    var scale = 1.0
    var lift = 0.0
}

/// Keyframe and phase animators as apps write them: the render shows the resting values.
private struct AnimatorsInRealUse: View {
    @State private var likes = 0

    var body: some View {
        VStack {
            KeyframeAnimator(initialValue: BounceValues(), trigger: likes) { values in
                Text("Likes \(likes)").scaleEffect(values.scale).offset(y: values.lift)
            } keyframes: { _ in
                KeyframeTrack(\.scale) {
                    SpringKeyframe(1.4, duration: 0.2)
                    LinearKeyframe(1.0, duration: 0.2)
                }
                KeyframeTrack(\.lift) {
                    CubicKeyframe(-10, duration: 0.3)
                    MoveKeyframe(0)
                }
            }
            Text("Wiggle")
                .keyframeAnimator(initialValue: 0.0, trigger: likes) { content, angle in
                    content.rotationEffect(.degrees(angle))
                } keyframes: { _ in
                    LinearKeyframe(10.0, duration: 0.1)
                }
            PhaseAnimator([1.0, 1.2], trigger: likes) { scale in
                Text("Pulse " + String(format: "%.1f", scale)).scaleEffect(scale)
            } animation: { _ in
                .bouncy
            }
        }
    }
}

private struct ScrollOffsetKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = nextValue() }
}

/// A scroll offset read through a preference key, and alignment guides, as apps write them.
private struct PreferencesInRealUse: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                GeometryReader { proxy in
                    Color.clear.preference(key: ScrollOffsetKey.self, value: proxy.frame(in: .named("scroll")).minY)
                }
                Text("Offset \(Int(offset))")
                Text("Indented").alignmentGuide(.leading) { dimensions in dimensions[.leading] - 16 }
            }
        }
        .coordinateSpace(name: "scroll")
        .onPreferenceChange(ScrollOffsetKey.self) { offset = $0 }
    }
}

@Suite struct RealUsageTests {
    @Test @MainActor func preferencesAndAlignmentGuidesAreAcceptedWithoutChangingText() {
        #expect(ascii(PreferencesInRealUse()) == "Offset 0\nIndented")
    }

    @Test @MainActor func animatorsShowTheirRestingValues() {
        #expect(ascii(AnimatorsInRealUse()) == " Likes 0\n Wiggle\nPulse 1.0")
    }

    @Test @MainActor func canvasDragAndDropAndScrollModifiersCompileAndLeaveTheText() {
        #expect(ascii(ToolsInRealUse()) == "+--------+ Drag me Drop here\n+--------+")
    }

    @Test @MainActor func chainedEffectsShapesAndGesturesCompileAndDrawTheirText() {
        let text = ascii(EffectsInRealUse())
        for word in ["A", "B", "C", "D", "E", "F", "G", "H"] {
            #expect(
                text.split(separator: "\n").contains { $0.trimmingCharacters(in: .whitespaces) == word },
                "\(word) in\n\(text)")
        }
    }
}
