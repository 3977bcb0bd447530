// The module an app imports beside SwiftUI and Foundation: the views and modifiers, the values
// they take (sizes, entrances, design systems, a region's words and states), and the core's
// lifecycles for logic of an app's own. The vector scenes the views draw (TanreiScene) and the
// clock-driven driver for fronts without SwiftUI (TanreiDriver) are libraries of their own: an
// app has no use for them, and every name re-exported here is one an app's file must not meet
// twice. None of the names here is one of SwiftUI's, Foundation's or Observation's
// (NamespaceTests holds them to the lists of Apple's names in Tests/NameLists).
@_exported import TanreiBridge
@_exported import TanreiCore

#if canImport(SwiftUI)
  @_exported import TanreiSwiftUI
#endif
