// Generated from specs/loading-indicator.spec.json and the test sources by
// ConformanceStatusTests; do not edit. After adding or renaming a test that names a
// requirement: TANREI_RECORD=all swift test --filter ConformanceStatusTests
// swift-format-ignore-file

extension ConformanceStatus {
  /// The status as the spec and the tests had it when last recorded.
  public static let recorded = ConformanceStatus(
    requirements: [
      Requirement(
        id: "LDG-1",
        statement: "Draws a round-capped quarter arc, no track, in the size's square with the size's stroke, its outer edge on the square, turning clockwise at constant speed once per cycle-duration.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DrawingConformanceTests.swift", name: "LDG-1: a quarter arc in the size's square, its stroke's outer edge on the square"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DrawingConformanceTests.swift", name: "LDG-1: at a cycle's start the arc runs from 12 to 3 o'clock"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DrawingConformanceTests.swift", name: "LDG-1: it turns clockwise once per cycle-duration (1000 ms) at constant speed"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DrawingConformanceTests.swift", name: "LDG-1: the cycle follows the motion dial, which scales token durations"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DrawingConformanceTests.swift", name: "LDG-1: the only mark is the arc; there is no track to draw"),
          CheckingTest(file: "Tests/TanreiRenderTests/Fixtures/MeasurementTests.swift", name: "LDG-1, LDG-2: the arc's outer edge touches the square at 12 o'clock, in #4b4b4b, no track"),
          CheckingTest(file: "Tests/TanreiRenderTests/Fixtures/MeasurementTests.swift", name: "LDG-1: the arc's covered area is a quarter ring of the stroke plus two half-disc caps"),
          CheckingTest(file: "Tests/TanreiRenderTests/Fixtures/MeasurementTests.swift", name: "LDG-1: a quarter turn later the arc runs from 3 to 6 o'clock"),
          CheckingTest(file: "Tests/TanreiTerminalTests/SpinnerDrawingTests.swift", name: "LDG-1: the arc turns clockwise once a second, a quarter-arc glyph per quarter turn"),
        ]),
      Requirement(
        id: "LDG-2",
        statement: "Inline, it takes exactly the indicator's square, has no container, and draws the arc in indicator.color.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DrawingConformanceTests.swift", name: "LDG-2: inline, it takes exactly its square, no container, the arc in indicator.color"),
          CheckingTest(file: "Tests/TanreiRenderTests/Fixtures/MeasurementTests.swift", name: "LDG-1, LDG-2: the arc's outer edge touches the square at 12 o'clock, in #4b4b4b, no track"),
        ]),
      Requirement(
        id: "LDG-3",
        statement: "Contained, it centres the arc on a container of the size's container size, container.shape corners, contained.container.color fill and contained.container.elevation, and draws the arc in contained.indicator.color.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DrawingConformanceTests.swift", name: "LDG-3: contained, the arc is centred on a round, filled, raised container"),
          CheckingTest(file: "Tests/TanreiRenderTests/Family/RenderRuleTests.swift", name: "LDG-3: the container's shadow layers are painted last layer first, then the container"),
          CheckingTest(file: "Tests/TanreiRenderTests/Family/RenderRuleTests.swift", name: "LDG-3: where two shadow layers overlap, the first listed covers the last"),
          CheckingTest(file: "Tests/TanreiRenderTests/Fixtures/MeasurementTests.swift", name: "LDG-3: the container is the size's, white, centred, with a 1 px ring and a shadow below"),
        ]),
      Requirement(
        id: "LDG-4",
        statement: "Under reduced motion the arc does not turn; a whole circle at the same size and stroke pulses its opacity 1 → 0 → 1 once per cycle on sys.motion.easing.standard, and a container stays still and opaque.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeAppearanceConformanceTests.swift", name: "LDG-4: with reduced motion from the environment the arc gives way to a pulsing circle"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DrawingConformanceTests.swift", name: "LDG-4: under reduced motion a whole circle pulses 1 → 0 → 1 once per cycle, never turning"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DrawingConformanceTests.swift", name: "LDG-4: the pulse eases on sys.motion.easing.standard, at most once a second"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DrawingConformanceTests.swift", name: "LDG-4: contained under reduced motion, the container stays still and opaque"),
          CheckingTest(file: "Tests/TanreiRenderTests/Animation/AnimationTests.swift", name: "LDG-4, LDG-13: under reduced motion, a fade entrance and the pulse on the standard curve"),
          CheckingTest(file: "Tests/TanreiRenderTests/Fixtures/MeasurementTests.swift", name: "LDG-4: under reduced motion a whole ring at the pulse's opacity, the container opaque"),
          CheckingTest(file: "Tests/TanreiRenderTests/SVG/EmbeddingTests.swift", name: "LDG-4: the turning indicator holds its pulse and switches to it under reduced motion"),
          CheckingTest(file: "Tests/TanreiTerminalTests/ReducedMotionTests.swift", name: "LDG-4: under reduced motion the mark is a circle that never turns"),
          CheckingTest(file: "Tests/TanreiTerminalTests/ReducedMotionTests.swift", name: "LDG-4: the circle pulses through the greys once a second, and the label stays whole"),
          CheckingTest(file: "Tests/TanreiTerminalTests/ReducedMotionTests.swift", name: "LDG-4: where the terminal cannot dim, the circle is drawn once and stays still"),
        ]),
      Requirement(
        id: "LDG-5",
        statement: "Once shown, it is a progressbar to assistive technology, named by label, busy or indeterminate, without a value.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeAppearanceConformanceTests.swift", name: "LDG-5: once shown the view is a busy progressbar named by its label, with no value"),
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeAppearanceConformanceTests.swift", name: "LDG-5: a new label renames the shown view at once"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/AccessibilityConformanceTests.swift", name: "LDG-5: once shown it is a busy progressbar named by its label, with no value"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/AccessibilityConformanceTests.swift", name: "LDG-5: a label changed while shown renames it at once"),
        ]),
      Requirement(
        id: "LDG-6",
        statement: "It never takes focus and never announces its own appearance or removal; the product marks the region busy and announces completion.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/AccessibilityConformanceTests.swift", name: "LDG-6: never focusable, and never a live region that would announce it"),
        ]),
      Requirement(
        id: "LDG-7",
        statement: "While it cannot be seen its animation stops, and it resumes when it can be seen again.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeAppearanceConformanceTests.swift", name: "LDG-7: not visible — scene inactive or in the background, scrolled away, or gone from screen — the turn pauses and resumes where it stopped"),
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeAppearanceConformanceTests.swift", name: "LDG-7: visible only when every input says so"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/VisibilityConformanceTests.swift", name: "LDG-7: hidden, the turn stops where it is; shown again, it resumes from there"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/VisibilityConformanceTests.swift", name: "LDG-7: hidden, nothing asks for frames until something changes"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/VisibilityConformanceTests.swift", name: "LDG-7: the reduced-motion pulse pauses and resumes the same way"),
          CheckingTest(file: "Tests/TanreiTraceTests/SwiftUILifecycleConformanceTests.swift", name: "LDG-7: on a tab not selected the turn pauses, and resumes where it stopped"),
          CheckingTest(file: "Tests/TanreiTraceTests/SwiftUILifecycleConformanceTests.swift", name: "LDG-7: a task started again in the same turn, the old one's end arriving after, leaves it shown and turning"),
        ]),
      Requirement(
        id: "LDG-8",
        statement: "Right-to-left layouts do not mirror it: it turns clockwise in every direction.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeAppearanceConformanceTests.swift", name: "LDG-8: in a right-to-left layout the view draws exactly what it draws left to right"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/VisibilityConformanceTests.swift", name: "LDG-8: right to left, it turns clockwise exactly as left to right"),
          CheckingTest(file: "Tests/TanreiRenderTests/Fixtures/MeasurementTests.swift", name: "LDG-8: right to left draws the same picture"),
        ]),
      Requirement(
        id: "LDG-9",
        statement: "A size the design system lacks renders with the default size's tokens and is reported in debug builds.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/AccessibilityConformanceTests.swift", name: "LDG-9: an unknown size renders as medium and is reported"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/AccessibilityConformanceTests.swift", name: "LDG-9: a known size reports nothing"),
          CheckingTest(file: "Tests/TanreiCoreTests/Tokens/AddedSizeTests.swift", name: "LDG-9: an added size renders with its own tokens"),
          CheckingTest(file: "Tests/tanreiTests/RenderCommandTests.swift", name: "LDG-9: a size the system lacks draws the default size, with a note naming both"),
        ]),
      Requirement(
        id: "LDG-10",
        statement: "An empty label still renders and is reported in debug builds as a missing accessible name.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-10: an empty label still draws, and is reported once to the view's log"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/AccessibilityConformanceTests.swift", name: "LDG-10: an empty label still renders, and is reported as a missing name"),
        ]),
      Requirement(
        id: "LDG-11",
        statement: "After insertion it waits its show delay, drawing nothing, running nothing and exposing nothing, yet keeping the box it will have when shown; a delay of 0 shows it at insertion.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-11: from its first layout the view takes its full box; waiting, it draws and exposes nothing"),
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-11: a show delay of zero shows the indicator as it is inserted"),
          CheckingTest(file: "Tests/TanreiBridgeTests/ViewIdentityTests.swift", name: "LDG-11: before the identity appears, the view lays out the box of the design system in effect"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-11: while it waits it draws nothing, runs nothing, exposes nothing, and keeps its box"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-11: the box is the shown box from the first moment, so nothing moves when it appears"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-11: a delay of 0 shows it as it is inserted"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-11: the driver sleeps through the delay: the next change is its end"),
          CheckingTest(file: "Tests/TanreiRenderTests/Fixtures/MeasurementTests.swift", name: "LDG-11: a frame that draws nothing gives an empty canvas of the box it takes"),
          CheckingTest(file: "Tests/TanreiTerminalTests/SpinnerTimingTests.swift", name: "LDG-11: a wait shorter than the show delay writes not a byte, in every presentation"),
          CheckingTest(file: "Tests/TanreiTerminalTests/SpinnerTimingTests.swift", name: "LDG-11: the first byte is written at the end of the delay, and it is visible"),
          CheckingTest(file: "Tests/TanreiTraceTests/SwiftUILifecycleConformanceTests.swift", name: "LDG-11: a sheet dismissed within the delay drew, exposed and said nothing; presented again, it waits again"),
        ]),
      Requirement(
        id: "LDG-12",
        statement: "When the delay ends it is exposed as in LDG-5 without an announcement, begins its entrance, and starts its turn or pulse at the start of a cycle.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-12: when the delay ends the view is exposed and starts its turn at the cycle's start"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-12: when the delay ends it is exposed and starts its turn at a cycle's start"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-12: under reduced motion the pulse starts at a cycle's start"),
        ]),
      Requirement(
        id: "LDG-13",
        statement: "It enters over the enter duration on enter-easing: fade takes the whole component's opacity 0 → 1; grow does the same while scaling 0 → 1 about the centre; the box never changes, hidden or not the entrance completes, 0 shows it at once, reduced motion turns grow into fade, and where reduced motion removes all animation it appears at once.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-13: the entrance fades the whole component in, drawn only, the box unchanged"),
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-13: grow scales from the centre with the fade; under reduced motion it fades only"),
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-13: the entrance runs to its end while the view cannot be seen"),
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-13: an enter duration of zero shows the indicator whole at once"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/EntranceConformanceTests.swift", name: "LDG-13: fade eases the whole component's opacity 0 → 1 over 250 ms on enter-easing"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/EntranceConformanceTests.swift", name: "LDG-13: grow eases opacity and scale together, about the centre, box unchanged"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/EntranceConformanceTests.swift", name: "LDG-13: the entrance runs to its end even while the indicator cannot be seen"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/EntranceConformanceTests.swift", name: "LDG-13: an enter duration of 0 shows it whole at once"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/EntranceConformanceTests.swift", name: "LDG-13: under reduced motion grow enters as fade, without scaling"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/EntranceConformanceTests.swift", name: "LDG-13: reduced motion turned on mid-grow stops the scaling at once; the fade goes on"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/EntranceConformanceTests.swift", name: "LDG-13: where reduced motion removes every animation it appears at once"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/EntranceConformanceTests.swift", name: "LDG-13: where it removes every animation, turning it on mid-entrance ends the entrance"),
          CheckingTest(file: "Tests/TanreiRenderTests/Animation/AnimationTests.swift", name: "LDG-4, LDG-13: under reduced motion, a fade entrance and the pulse on the standard curve"),
          CheckingTest(file: "Tests/TanreiRenderTests/Fixtures/MeasurementTests.swift", name: "LDG-13: half-way through grow, the whole component is smaller and fainter"),
          CheckingTest(file: "Tests/TanreiTerminalTests/SpinnerTimingTests.swift", name: "LDG-13: the fade runs the whole line up the grey ramp, then to the terminal's colour"),
          CheckingTest(file: "Tests/TanreiTerminalTests/SpinnerTimingTests.swift", name: "LDG-13: on a light background the ramp runs the other way"),
          CheckingTest(file: "Tests/TanreiTerminalTests/SpinnerTimingTests.swift", name: "LDG-13: under NO_COLOR the indicator appears whole at once, without a colour"),
          CheckingTest(file: "Tests/TanreiTerminalTests/SpinnerTimingTests.swift", name: "LDG-13: a grow entrance starts as a dot and becomes the arc"),
          CheckingTest(file: "Tests/TanreiTraceTests/SwiftUILifecycleConformanceTests.swift", name: "LDG-13: a row scrolled away mid-entrance finishes its entrance unseen"),
        ]),
      Requirement(
        id: "LDG-14",
        statement: "showDelay and enterDuration are milliseconds used unscaled, entrance picks the kind; null or auto take the tokens, and negative, non-finite or unknown values take the tokens too, reported in debug builds.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-14: a negative duration takes the token and is reported once, through onDiagnostic"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/EntranceConformanceTests.swift", name: "LDG-14: values set on props are used as given; the dial scales only token durations"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/EntranceConformanceTests.swift", name: "LDG-14: null and auto take the tokens"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/EntranceConformanceTests.swift", name: "LDG-14: a negative time takes its token and is reported"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/EntranceConformanceTests.swift", name: "LDG-14: a time that is not a finite number takes its token and is reported"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/EntranceConformanceTests.swift", name: "LDG-14: an unknown entrance takes the token's and is reported"),
        ]),
      Requirement(
        id: "LDG-15",
        statement: "The show delay is a wait, not motion: reduced motion keeps it on every platform, and it keeps counting while the indicator cannot be seen.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-15: the delay keeps counting while the view is hidden, and under reduced motion"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-15: reduced motion keeps the delay, on every platform"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-15: the motion dial never scales the delay"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-15: hidden during the delay, the delay still ends on time"),
          CheckingTest(file: "Tests/TanreiTerminalTests/ReducedMotionTests.swift", name: "LDG-15: reduced motion keeps the show delay"),
          CheckingTest(file: "Tests/TanreiTraceTests/SwiftUILifecycleConformanceTests.swift", name: "LDG-15: a navigation push and pop during the delay neither restart nor pause it"),
          CheckingTest(file: "Tests/TanreiTraceTests/SwiftUILifecycleConformanceTests.swift", name: "LDG-15: in the background the delay counts on; LDG-7: shown, the turn pauses there"),
        ]),
      Requirement(
        id: "LDG-16",
        statement: "Removed during its delay it has shown, exposed and announced nothing; removed while shown it vanishes at once; reinserted it waits the whole delay again; hiding neither restarts nor pauses the delay; timing props changed mid-delay or mid-entrance apply from the next insertion.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-16: removed within the delay, it has drawn, exposed and said nothing"),
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-16: removed while entering, it disappears at once; inserted again it waits the whole delay"),
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-16: hiding neither restarts nor pauses the delay"),
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeTimingConformanceTests.swift", name: "LDG-16: new timing props mid-delay finish the running delay, and apply from the next insertion"),
          CheckingTest(file: "Tests/TanreiBridgeTests/ViewIdentityTests.swift", name: "LDG-16: a new task 0, 1 or 2 turns after the old one's cancellation keeps the indicator shown"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-16: inserted at 0 and removed at 120, nothing is ever drawn or exposed"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-16: removed while shown, or mid-entrance, it disappears at once"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-16: inserted again, it waits its whole delay again"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-16: inserted again during a delay, the new delay counts from the new insertion"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-16: hiding and showing neither restarts nor pauses the delay"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-16: a delay changed while it runs finishes as it began and applies next insertion"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/DelayConformanceTests.swift", name: "LDG-16: an entrance or its length changed mid-entrance finishes as it began"),
          CheckingTest(file: "Tests/TanreiTraceTests/SwiftUILifecycleConformanceTests.swift", name: "LDG-16: hiding without removing, the disappearance and the task's end, waits no delay again"),
          CheckingTest(file: "Tests/TanreiTraceTests/SwiftUILifecycleConformanceTests.swift", name: "LDG-16: a lazy row whose state was released and made again is a new identity that waits again"),
          CheckingTest(file: "Tests/TanreiTraceTests/SwiftUILifecycleConformanceTests.swift", name: "LDG-16: an identity change is a removal and a new insertion: gone at once, then the whole delay"),
          CheckingTest(file: "Tests/TanreiTraceTests/SwiftUILifecycleConformanceTests.swift", name: "LDG-16: sixty parent updates with equal props change nothing; LDG-5: a new label renames it"),
        ]),
      Requirement(
        id: "LDG-17",
        statement: "Its direction comes from where it is used and it has no direction of its own; a change of direction while shown redraws it at once, with no motion, at the same place in its cycle.",
        appliesHere: true,
        tests: [
          CheckingTest(file: "Tests/TanreiBridgeTests/BridgeAppearanceConformanceTests.swift", name: "LDG-17: a direction change while shown redraws at once, keeping the cycle's place"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/VisibilityConformanceTests.swift", name: "LDG-17: a change of direction while shown redraws at once, in place, without motion"),
          CheckingTest(file: "Tests/TanreiCoreTests/Conformance/VisibilityConformanceTests.swift", name: "LDG-17: the direction comes from the environment; the props have none"),
        ]),
      Requirement(
        id: "LDG-18",
        statement: "On the web the host element carries the progressbar role and the name: it holds the product's aria-label and aria-labelledby aside as data-aria- twins while label is set or while it waits, gives them back otherwise, and treats a product-given name as the name when label is empty.",
        appliesHere: false,
        tests: [
        ]),
    ],
    props: [
      Prop(name: "size", type: "\"small\" | \"medium\" | \"large\"", defaultValue: "\"medium\"", token: nil),
      Prop(name: "contained", type: "boolean", defaultValue: "false", token: nil),
      Prop(name: "label", type: "string", defaultValue: "\"\"", token: nil),
      Prop(name: "showDelay", type: "number (ms), or null", defaultValue: "null", token: "comp.loading-indicator.motion.show-delay"),
      Prop(name: "entrance", type: "\"auto\" | \"fade\" | \"grow\"", defaultValue: "\"auto\"", token: "comp.loading-indicator.motion.entrance"),
      Prop(name: "enterDuration", type: "number (ms), or null", defaultValue: "null", token: "comp.loading-indicator.motion.enter-duration"),
    ])
}
