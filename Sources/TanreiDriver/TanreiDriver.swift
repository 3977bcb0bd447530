// TanreiDriver runs the core's lifecycles in real time. See LoadingIndicatorDriver.
@_exported import TanreiCore
