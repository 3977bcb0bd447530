// The module a product imports: the core's decisions, the driver that runs them in time, the
// scenes every front draws, the bridge a view owns, and on Apple's platforms the SwiftUI views.
@_exported import TanreiBridge
@_exported import TanreiCore
@_exported import TanreiDriver
@_exported import TanreiScene

#if canImport(SwiftUI)
  @_exported import TanreiSwiftUI
#endif
