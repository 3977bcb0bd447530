// The buffers every surface of the module shares (see Exchange.swift).

/// The input buffer's address, grown to hold `capacity` bytes; 0 for a capacity below 0 or
/// above 1 MiB.
@_expose(wasm, "tanrei_input")
@_cdecl("tanrei_input")
public func tanreiInput(_ capacity: Int32) -> UnsafeMutableRawPointer? {
  Exchange.inputBuffer(capacity: Int(capacity))?.baseAddress
}

/// The output buffer's address; what is there is valid until the next call that writes it.
@_expose(wasm, "tanrei_output")
@_cdecl("tanrei_output")
public func tanreiOutput() -> UnsafeMutableRawPointer? {
  Exchange.outputAddress
}

/// The byte count of what the output buffer holds: the result of the last call that wrote it,
/// such as the reason a props text was refused.
@_expose(wasm, "tanrei_output_length")
@_cdecl("tanrei_output_length")
public func tanreiOutputLength() -> Int32 {
  Int32(truncatingIfNeeded: Exchange.outputLength)
}
