// The module a product imports: the core's decisions and the driver that runs them in time.
@_exported import TanreiCore
@_exported import TanreiDriver
