import Convergence

// A dependency injected through the environment with a key path and static members of a protocol, one preview per
// provider.

protocol PorchLightProviding: Sendable {
    var status: String { get }
}

struct FixedPorchLight: PorchLightProviding {
    let status: String
}

extension PorchLightProviding where Self == FixedPorchLight {
    static var on: FixedPorchLight { FixedPorchLight(status: "Porch light on") }
    static var off: FixedPorchLight { FixedPorchLight(status: "Porch light off") }
    static var unreachable: FixedPorchLight { FixedPorchLight(status: "Porch light unreachable") }
}

private struct PorchLightKey: EnvironmentKey {
    static let defaultValue: any PorchLightProviding = FixedPorchLight(status: "Unknown")
}

extension EnvironmentValues {
    var porchLight: any PorchLightProviding {
        get { self[PorchLightKey.self] }
        set { self[PorchLightKey.self] = newValue }
    }
}

struct PorchView: View {
    @Environment(\.porchLight) private var porchLight
    var body: some View { Text(porchLight.status) }
}

#Preview("On") {
    PorchView()
        .environment(\.porchLight, .on)
}
#Preview("Off") {
    PorchView()
        .environment(\.porchLight, .off)
}
#Preview("Unreachable") {
    PorchView()
        .environment(\.porchLight, .unreachable)
}
