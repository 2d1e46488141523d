extension Node {
    /// The node with every image in it set to turn around where the layout runs right to left
    /// (`.flipsForRightToLeftLayoutDirection(true)`), through stacks, labels, buttons and the modifiers that wrap
    /// content; texts keep their letters, as a mirrored device keeps them readable.
    package func flippingImages() -> Node {
        switch self {
        case .image(var image):
            image.flipsForRightToLeft = true
            return .image(image)
        case .label(var label):
            label.icon = label.icon.flippingImages()
            return .label(label)
        case .stack(var stack):
            stack.children = stack.children.map { $0.flippingImages() }
            return .stack(stack)
        case .button(var button):
            button.label = button.label.flippingImages()
            return .button(button)
        case .padding(let insets, let content): return .padding(insets, content.flippingImages())
        case .frame(var frame):
            frame.content = frame.content.flippingImages()
            return .frame(frame)
        case .border(var border):
            border.content = border.content.flippingImages()
            return .border(border)
        case .accessibility(var accessibility):
            accessibility.content = accessibility.content.flippingImages()
            return .accessibility(accessibility)
        case .gesture(var gesture):
            gesture.content = gesture.content.flippingImages()
            return .gesture(gesture)
        case .task(let effect, let content): return .task(effect, content.flippingImages())
        case .tagged(let tag, let content): return .tagged(tag, content.flippingImages())
        case .prioritized(let priority, let content): return .prioritized(priority, content.flippingImages())
        case .marked(let mark, let content): return .marked(mark, content.flippingImages())
        default: return self
        }
    }
}
