import TanreiBridge
import TanreiCore
import TanreiDriver
import TanreiScene

/// A manual clock and bridges on it, driven exactly as a SwiftUI view drives them: inputs by
/// name, time by advancing the clock, and `update()` where the running loop would wake.
@MainActor
final class BridgeStage {
  let clock = ManualClock()

  /// A loading indicator's bridge.
  func indicator(
    _ props: LoadingIndicatorProps = LoadingIndicatorProps("Loading messages"),
    system: TanreiDesignSystem = .tanrei, colorMode: ColorMode = .light,
    environment: ComponentEnvironment = ComponentEnvironment()
  ) -> LoadingIndicatorBridge {
    LoadingIndicatorBridge(
      props, system: system, colorMode: colorMode, environment: environment, clock: clock)
  }

  /// A family component's bridge.
  func component<Component: TimedComponent>(
    _: Component.Type, _ props: Component.Props, _ tokens: ComponentTokens<Component.Tokens>,
    environment: ComponentEnvironment = ComponentEnvironment()
  ) -> ComponentBridge<ComponentLifecycle<Component>> {
    ComponentBridge(props, component: tokens, environment: environment, clock: clock)
  }

  /// Moves the clock to `milliseconds` after its start.
  func at(_ milliseconds: Double) {
    clock.advance(to: ManualClock.Instant(offset: .milliseconds(milliseconds)))
  }

  /// Moves the clock to `milliseconds`, then lets `bridge` do what its loop would on waking.
  func at<L>(_ milliseconds: Double, _ bridge: ComponentBridge<L>) {
    at(milliseconds)
    bridge.update()
  }
}

extension Duration {
  static func milliseconds(_ value: Double) -> Duration {
    .nanoseconds(Int64((value * 1_000_000).rounded()))
  }
}

extension VectorScene {
  /// Every shape drawn, groups opened, in painting order.
  var shapes: [(SceneShape, ScenePaint)] {
    func walk(_ nodes: [SceneNode]) -> [(SceneShape, ScenePaint)] {
      nodes.flatMap { node -> [(SceneShape, ScenePaint)] in
        switch node {
        case .shape(let shape, let paint): [(shape, paint)]
        case .group(let group): walk(group.children)
        case .shadow, .text: []
        }
      }
    }
    return walk(nodes)
  }

  /// The start angle of the first arc drawn, if any.
  var arcStart: Double? {
    for (shape, _) in shapes {
      if case .arc(_, _, let start, _) = shape { return start }
    }
    return nil
  }

  /// Whether a full stroked circle is drawn (the reduced-motion mark).
  var drawsCircle: Bool {
    shapes.contains { shape, paint in
      if case .circle = shape, case .stroke = paint { return true }
      return false
    }
  }

  /// The opacity of the group named `name`, the first found.
  func opacity(ofGroup name: String) -> Double? {
    func find(_ nodes: [SceneNode]) -> Double? {
      for node in nodes {
        guard case .group(let group) = node else { continue }
        if group.name == name { return group.opacity }
        if let inner = find(group.children) { return inner }
      }
      return nil
    }
    return find(nodes)
  }
}
