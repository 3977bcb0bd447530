// TanreiTerminal brings the loading indicator's contract to command-line tools.
// See TerminalLoadingIndicator, TerminalProgressBar and withLoadingIndicator.
@_exported import TanreiDriver
