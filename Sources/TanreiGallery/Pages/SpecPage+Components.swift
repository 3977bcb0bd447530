import TanreiCore
import TanreiRender

extension SpecPage {
  /// The loading indicator's page, then one for each member of the family.
  public static let all: [SpecPage] = [
    loadingIndicator, progressBar, progressRing, skeleton, typingIndicator, spinner,
  ]

  /// A colour row of `path` in the light and dark tokens, read against `background` in each.
  static func row(
    _ path: String, _ against: String, light: DesignSystem, dark: DesignSystem,
    background: String
  ) -> ColourRow? {
    guard let lightColour = try? light.tokens.color(path),
      let darkColour = try? dark.tokens.color(path),
      let lightBackground = try? light.tokens.color(background),
      let darkBackground = try? dark.tokens.color(background)
    else { return nil }
    return ColourRow(
      path: path, light: lightColour, dark: darkColour, against: against,
      lightBackground: lightBackground, darkBackground: darkBackground)
  }

  /// Rows of `(path, against, background)` in Tanrei's and, where it has them, Appetite UI's
  /// tokens.
  static func colours(_ list: [(String, String, String?)], appetiteOnly: Bool = false)
    -> [(system: String, rows: [ColourRow])]
  {
    var systems: [(String, DesignSystem, DesignSystem, String)] = [
      ("Appetite UI", .appetite, .appetiteDark, "bg.white-0")
    ]
    if !appetiteOnly {
      systems.insert(("Tanrei", .tanrei, .tanreiDark, "sys.color.surface"), at: 0)
    }
    return systems.map { name, light, dark, page in
      (
        name,
        list.compactMap { path, against, background in
          row(path, against, light: light, dark: dark, background: background ?? page)
        }
      )
    }
  }

  /// What `node` tells assistive technology, in words.
  static func describe(_ node: AccessibilityNode?) -> String {
    guard let node else { return "Nothing: it is hidden from assistive technology." }
    var parts = ["role \(node.role.rawValue)", "named “\(node.name)”"]
    if node.isBusy { parts.append("busy") }
    parts.append(node.value.map { "value “\($0)”" } ?? "no value")
    parts.append(node.isFocusable ? "focusable" : "never focusable")
    if node.updatesFrequently { parts.append("marked as updating often") }
    return "Once shown: " + parts.joined(separator: ", ") + "."
  }

  static func shown<Component: TimedComponent>(
    _: Component.Type, _ props: Component.Props, _ tokens: Component.Tokens
  ) -> Component.Frame {
    var lifecycle = ComponentLifecycle<Component>(props: props, tokens: tokens)
    lifecycle.apply(.insert, at: .zero)
    return lifecycle.frame(at: .seconds(2))
  }

  static let presenceProps = [
    "presence", "PresenceProps", "the system's",
    "The show delay and entrance of delayed presence; "
      + "unset, the system's timing (comp.presence).",
  ]

  static let delayedPresence =
    "Like every member of the family it waits a show delay before it is drawn, enters, and leaves "
    + "at once, through the loading indicator's presence timeline."

  // MARK: The loading indicator

  static let loadingIndicator: SpecPage = {
    var lifecycle = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("Loading messages"))
    lifecycle.apply(.insert, at: .zero)
    let node = lifecycle.frame(at: .seconds(2)).accessibility
    let tokens = LoadingIndicatorTokens.tanrei
    let p = "comp.loading-indicator."
    var measures: [FixtureToken] = []
    for size in tokens.sizes {
      measures += [
        .pixels(p + "indicator.size." + size.name, size.indicatorSize),
        .pixels(p + "indicator.thickness." + size.name, size.thickness),
        .pixels(p + "container.size." + size.name, size.containerSize),
      ]
    }
    measures += [
      .pixels(p + "container.shape", tokens.containerCornerRadius),
      .milliseconds(p + "motion.show-delay", tokens.showDelay),
      .milliseconds(p + "motion.enter-duration", tokens.enterDuration),
      .milliseconds(p + "motion.cycle-duration", tokens.cycleDuration),
      FixtureToken(path: p + "motion.entrance", value: tokens.entrance.rawValue),
    ]
    let propNotes: [String: String] = [
      "size": "A size the system lacks draws medium and is reported (LDG-9).",
      "contained": "Draws the arc on a raised round container (LDG-3).",
      "label": "The accessible name; empty still draws, reported as a missing name (LDG-10).",
      "showDelay": "Milliseconds, never scaled; nil takes the token (LDG-11, LDG-14).",
      "entrance": "fade or grow; grow becomes fade under reduced motion (LDG-13).",
      "enterDuration": "Milliseconds, never scaled; nil takes the token (LDG-13, LDG-14).",
    ]
    return SpecPage(
      file: "loading-indicator.html", title: "Loading indicator",
      overview: [
        "A quarter arc with round ends that turns clockwise once a second, for a wait whose end "
          + "is not known. It draws no track, because there is nothing to measure. Inline it "
          + "sits in its own square; contained it rides on a raised round container, for use "
          + "over content.",
        "It does not appear at once: it waits out a show delay (300 ms), drawing and exposing "
          + "nothing, so a quick wait never flickers; then it fades in over 250 ms and starts "
          + "its turn at the start of a cycle. Under reduced motion the arc becomes a whole "
          + "circle whose opacity pulses once a cycle.",
        "In Swift the core (TanreiCore) decides every frame from the time it is given; the "
          + "driver (TanreiDriver) holds the clock; TanreiSwiftUI shows it as a view, the "
          + "renderer draws the fixtures below, the terminal front draws it on a terminal, and "
          + "<tanrei-loading-indicator> is the same core compiled to WebAssembly.",
      ],
      samples: [
        Sample(
          title: "Swift: the core",
          note:
            "A lifecycle takes events and gives the frame at any moment; nothing here keeps time.",
          code: """
            import Tanrei

            var lifecycle = LoadingIndicatorLifecycle(props: LoadingIndicatorProps("Loading messages"))
            lifecycle.apply(.insert, at: .zero)
            let frame = lifecycle.frame(at: .milliseconds(425))
            frame.phase          // .entering: the delay is over, the fade is under way
            frame.accessibility  // a busy progressbar named "Loading messages"
            """),
        Sample(
          title: "SwiftUI",
          note: "TanreiSwiftUI's view waits, enters, turns and pauses by itself; put it in the "
            + "hierarchy when the wait starts and take it out when it ends.",
          code: """
            import SwiftUI
            import TanreiSwiftUI

            MessageList()
              .overlay {
                if loading { TanreiLoadingIndicator("Loading messages") }
              }
            TanreiLoadingIndicator("Refreshing", size: .large, contained: true)
            TanreiLoadingIndicator("Saving", size: .small, showDelay: .zero)
            """),
        Sample(
          title: "Terminal",
          note: "tanrei spin runs a command under the indicator; TanreiTerminal gives the same "
            + "to a command-line tool.",
          code: """
            $ swift run tanrei spin --label "Waiting for the build" -- sleep 2

            import TanreiTerminal

            let packages = try await withLoadingIndicator("Fetching packages") { indicator in
              try await fetchPackages()
            }
            """),
      ],
      props: ConformanceStatus.recorded.props.map { prop in
        [
          prop.name, prop.type, prop.defaultValue,
          (propNotes[prop.name] ?? "") + (prop.token.map { " Token: \($0)." } ?? ""),
        ]
      },
      colours: colours(
        [
          (p + "indicator.color", "the page", nil),
          (p + "contained.indicator.color", "the container", p + "contained.container.color"),
          (p + "contained.container.color", "the page", nil),
        ]
      ).filter { $0.system == "Tanrei" },
      measures: [("Tanrei", measures)],
      requirements: ConformanceStatus.recorded.requirements,
      checks: [],
      accessibility: [
        describe(node),
        "It never takes focus and never announces itself: the product marks the region it "
          + "loads busy and says when it is done (LDG-6).",
        "During its show delay it exposes nothing at all (LDG-11); removed during the delay it "
          + "has said nothing.",
        "The SVGs written here are images named by their label; each animated one switches to "
          + "the pulse where the reader asks for reduced motion.",
      ],
      showsFixture: { ($0 as? LoadingIndicatorFixture) != nil })
  }()

  // MARK: The family

  static func family(_ name: String) -> @Sendable (any GalleryFixture) -> Bool {
    { fixture in
      guard let member = fixture as? FamilyFixture else { return false }
      return member.name.hasPrefix(name)
    }
  }

  static let familyChecks = [
    "The spec numbers no requirements for this component. Its pictures are measured against "
      + "its tokens (FamilyMeasurementTests) and kept against recorded references "
      + "(FamilySnapshotTests); its timing and accessibility are checked in the core's suites "
      + "(TanreiCoreTests), and its files in a browser (BrowserPageTests)."
  ]

  static let progressBar: SpecPage = {
    let p = "comp.progress-bar."
    let frame = shown(
      ProgressIndicator.self, ProgressProps("Uploading receipt", value: 0.4), .tanrei)
    return SpecPage(
      file: "progress-bar.html", title: "Progress bar",
      overview: [
        "A bar that fills from the leading edge as work is done, for a wait whose total is "
          + "known; with no value it becomes a short segment that travels along the track.",
        delayedPresence,
      ],
      samples: [
        Sample(
          title: "Swift", note: "Set the value as work moves on; completion is said once.",
          code: """
            var upload = ComponentLifecycle<ProgressIndicator>(
              props: ProgressProps("Uploading receipt", value: 0), tokens: .tanrei)
            upload.apply(.insert, at: .zero)
            upload.apply(.setProps(ProgressProps("Uploading receipt", value: 0.4)), at: .seconds(1))
            """),
        Sample(
          title: "SwiftUI", note: "The value in 0…1, or nil while the total is unknown.",
          code: """
            TanreiProgress(value: upload.fraction, label: "Uploading receipt")
            TanreiProgress(value: nil, label: "Contacting the server")
            """),
        Sample(
          title: "Terminal", note: "A bar for a command-line tool, advanced item by item.",
          code: """
            import TanreiTerminal

            try await withProgressBar("Indexing", total: Double(files.count)) { bar in
              for file in files { try await index(file); bar.advance() }
            }
            """),
      ],
      props: [
        ["label", "String", "required", "The accessible name."],
        ["value", "Double?", "required", "0…1; nil for unknown. Not a number counts as unknown."],
        ["style", ".bar | .ring", ".bar", "The ring has a page of its own."],
        ["length", "Double?", "the token's", "The bar's width in points."],
        presenceProps,
      ],
      colours: colours([
        (p + "track.color", "the page", nil),
        (p + "indicator.color", "the track", p + "track.color"),
      ]),
      measures: [
        (
          "Tanrei",
          [
            .pixels(p + "width", ProgressTokens.tanrei.barLength),
            .pixels(p + "height", ProgressTokens.tanrei.barHeight),
            .milliseconds(p + "motion.cycle-duration", ProgressTokens.tanrei.barCycleDuration),
          ]
        ),
        (
          "Appetite UI",
          [
            .pixels(p + "width", ProgressTokens.appetite.barLength),
            .pixels(p + "height", ProgressTokens.appetite.barHeight),
          ]
        ),
      ],
      requirements: nil, checks: familyChecks,
      accessibility: [
        describe(frame.accessibility),
        "Completion is announced once per insertion, and not at all when the wait ended within "
          + "the show delay.",
      ],
      showsFixture: family("progress-bar"))
  }()

  static let progressRing: SpecPage = {
    let p = "comp.progress-ring."
    let frame = shown(
      ProgressIndicator.self, ProgressProps("Storage", value: 0.5, style: .ring), .tanrei)
    return SpecPage(
      file: "progress-ring.html", title: "Progress ring",
      overview: [
        "The progress bar bent into a circle, for a single number worth the space: a track, an "
          + "arc from 12 o'clock round the share done, and the percentage in the middle where "
          + "the ring is large enough for it.",
        "The percentage is set as outlines of the tokens' font, so SVG and PNG draw the same "
          + "text. " + delayedPresence,
      ],
      samples: [
        Sample(
          title: "Swift", note: "The same props as the bar, with the ring's style.",
          code: """
            var storage = ComponentLifecycle<ProgressIndicator>(
              props: ProgressProps("Storage", value: 0.5, style: .ring), tokens: .appetite)
            storage.apply(.insert, at: .zero)
            storage.frame(at: .seconds(1)).label   // "50%"
            """),
        Sample(
          title: "SwiftUI", note: "The bar's view with the ring's style.",
          code: """
            TanreiProgress(value: 0.5, label: "Storage")
              .tanreiProgressStyle(.ring)
            """),
        Sample(
          title: "Terminal", note: "There is no ring on a terminal: use the bar there.",
          code: "try await withProgressBar(\"Storage\", total: 100) { bar in bar.advance() }"),
      ],
      props: [
        ["label", "String", "required", "The accessible name."],
        ["value", "Double?", "required", "0…1; nil for unknown, drawn as a turning arc."],
        ["showsPercentLabel", "Bool", "true", "The percentage in the middle, if it fits."],
        ["length", "Double?", "the token's", "The ring's box; the stroke keeps its width."],
        presenceProps,
      ],
      colours: colours([
        (p + "track.color", "the page", nil),
        (p + "indicator.color", "the track", p + "track.color"),
        (p + "label.color", "the page", nil),
      ]),
      measures: [
        (
          "Tanrei",
          [
            .pixels(p + "size", ProgressTokens.tanrei.ringSize),
            .pixels(p + "thickness", ProgressTokens.tanrei.ringThickness),
            .pixels(p + "label.size", ProgressTokens.tanrei.labelSize),
            .number(p + "label.weight", ProgressTokens.tanrei.labelWeight),
          ]
        ),
        (
          "Appetite UI",
          [
            .pixels(p + "size", ProgressTokens.appetite.ringSize),
            .pixels(p + "thickness", ProgressTokens.appetite.ringThickness),
            .pixels(p + "label.size", ProgressTokens.appetite.labelSize),
            .number(p + "label.weight", ProgressTokens.appetite.labelWeight),
          ]
        ),
      ],
      requirements: nil, checks: familyChecks,
      accessibility: [
        describe(frame.accessibility),
        "The SVG of a ring is an image whose title says its value in words.",
      ],
      showsFixture: family("progress-ring"))
  }()

  static let skeleton: SpecPage = {
    SpecPage(
      file: "skeleton.html", title: "Skeleton",
      overview: [
        "Grey shapes where content will be — a line, a circle, a rounded block — whose opacity "
          + "eases up and down once a cycle while the content loads. Under reduced motion they "
          + "stay still.",
        delayedPresence
          + " Appetite UI defines no skeleton; Tanrei's values stand in for it.",
      ],
      samples: [
        Sample(
          title: "Swift", note: "One lifecycle per placeholder shape.",
          code: """
            var avatar = ComponentLifecycle<Skeleton>(
              props: SkeletonProps(width: 44, height: 44, shape: .circle), tokens: .tanrei)
            avatar.apply(.insert, at: .zero)
            """),
        Sample(
          title: "SwiftUI", note: "A placeholder of the content's size, while it loads.",
          code: "TanreiSkeleton(width: 44, height: 44, shape: .circle)"),
        Sample(
          title: "Terminal", note: "A terminal has no skeleton: say what loads in words.",
          code: "tanrei spin --label \"Loading the report\" -- ./fetch-report"),
      ],
      props: [
        ["width", "Double", "required", "In points."],
        ["height", "Double", "required", "In points."],
        ["shape", ".rectangle | .circle | .rounded", ".rectangle", "The placeholder's outline."],
        presenceProps,
      ],
      colours: colours([("comp.skeleton.color", "the page", nil)]),
      measures: [
        (
          "Tanrei",
          [
            .pixels("comp.skeleton.shape.rounded", SkeletonTokens.tanrei.roundedRadius),
            .number("comp.skeleton.opacity.low", SkeletonTokens.tanrei.lowOpacity),
            .number("comp.skeleton.opacity.high", SkeletonTokens.tanrei.highOpacity),
            .milliseconds(
              "comp.skeleton.motion.cycle-duration", SkeletonTokens.tanrei.cycleDuration),
          ]
        )
      ],
      requirements: nil, checks: familyChecks,
      accessibility: [
        describe(nil),
        "The region it stands in is marked busy by the product, and its content is announced "
          + "when it arrives; the shapes themselves mean nothing to a screen reader.",
      ],
      showsFixture: family("skeleton"))
  }()

  static let typingIndicator: SpecPage = {
    let frame = shown(TypingIndicator.self, TypingIndicatorProps("Typing"), .tanrei)
    let p = "comp.typing-indicator."
    return SpecPage(
      file: "typing-indicator.html", title: "Typing indicator",
      overview: [
        "Three dots that rise in turn while a reply is being written: each frame raises one "
          + "dot, the fourth none. Under reduced motion the dots rest.",
        delayedPresence,
      ],
      samples: [
        Sample(
          title: "Swift", note: "Named by what is happening.",
          code: """
            var typing = ComponentLifecycle<TypingIndicator>(
              props: TypingIndicatorProps("Aiko is typing"), tokens: .appetite)
            typing.apply(.insert, at: .zero)
            """),
        Sample(
          title: "SwiftUI", note: "Shown while a reply is being written.",
          code: "TanreiTypingIndicator(\"Aiko is typing\")"),
        Sample(
          title: "Terminal", note: "No typing indicator on a terminal: a line says it.",
          code: "print(\"Aiko is typing…\")"),
      ],
      props: [
        ["label", "String", "\"Typing\"", "Said once when it appears."],
        presenceProps,
      ],
      colours: colours([(p + "dot.color", "the page", nil)]),
      measures: [
        (
          "Tanrei",
          [
            .pixels(p + "dot.size", TypingIndicatorTokens.tanrei.dotSize),
            .pixels(p + "dot.pitch", TypingIndicatorTokens.tanrei.pitch),
            .pixels(p + "dot.rise", TypingIndicatorTokens.tanrei.rise),
            .milliseconds(p + "motion.dwell", TypingIndicatorTokens.tanrei.dwell),
            .milliseconds(p + "motion.travel", TypingIndicatorTokens.tanrei.travel),
          ]
        )
      ],
      requirements: nil, checks: familyChecks,
      accessibility: [describe(frame.accessibility)],
      showsFixture: family("typing-indicator"))
  }()

  static let spinner: SpecPage = {
    let frame = shown(Spinner.self, SpinnerProps("Loading"), .appetite)
    return SpecPage(
      file: "spinner.html", title: "Spinner (Appetite UI)",
      overview: [
        "Appetite UI's indeterminate mark: a 270° arc on a full circular track, turning once "
          + "per cycle, in four sizes. Tanrei has no spinner; its loading indicator fills the "
          + "role. Under reduced motion it stays still.",
        delayedPresence,
      ],
      samples: [
        Sample(
          title: "Swift", note: "Only Appetite UI's tokens have a spinner.",
          code: """
            var spinner = ComponentLifecycle<Spinner>(
              props: SpinnerProps("Signing in", size: "base"), tokens: .appetite)
            spinner.apply(.insert, at: .zero)
            """),
        Sample(
          title: "SwiftUI", note: "In a hierarchy whose design system is Appetite UI's.",
          code: """
            TanreiSpinner("Signing in", size: "base")
              .tanreiDesignSystem(.appetite)
            """),
        Sample(
          title: "Terminal", note: "On a terminal the loading indicator stands in for it.",
          code: "tanrei spin --label \"Signing in\" -- ./sign-in"),
      ],
      props: [
        ["label", "String", "required", "The accessible name."],
        ["size", "String?", "the system's", "sm, md, base or lg."],
        presenceProps,
      ],
      colours: colours(
        [
          ("comp.spinner.track.color", "the page", nil),
          ("comp.spinner.indicator.color", "the track", "comp.spinner.track.color"),
        ], appetiteOnly: true),
      measures: [
        (
          "Appetite UI",
          SpinnerTokens.appetite.sizes.map { .pixels("comp.spinner.size." + $0.name, $0.side) }
            + [
              .milliseconds(
                "comp.spinner.motion.cycle-duration", SpinnerTokens.appetite.cycleDuration)
            ]
        )
      ],
      requirements: nil, checks: familyChecks,
      accessibility: [describe(frame.accessibility)],
      showsFixture: family("spinner"))
  }()
}
