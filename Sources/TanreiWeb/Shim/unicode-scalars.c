// A stand-in for the toolchain's Unicode normalization tables (libswiftUnicodeDataTables.a),
// linked instead of them by `scripts/build-web-core --unicode=scalars`: about 32 KB of tables,
// a third of the module gzipped.
//
// It says of every scalar what the standard library itself assumes below U+00C0 without asking:
// combining class 0, already NFC and NFD, no decomposition, no composition. String comparison
// then compares scalars, as JavaScript's === compares code units: "é" written as one scalar and
// as "e" with a combining accent are two different strings in this module, where they are one
// natively. The core compares only names (sizes, entrances, token paths) and labels, so for it
// the difference is whether two labels that look alike are the same label.
//
// These are the standard library's internal hooks, with the meanings of Swift 6.3's
// stdlib/public/core/UnicodeData.swift; a toolchain that changes them fails to link, or must
// be checked here.

#include <stdint.h>

uint16_t _swift_stdlib_getNormData(uint32_t scalar) {
  (void)scalar;
  return 0;  // combining class 0, NFC_QC yes, NFD_QC yes
}

// Never read: no scalar has a decomposition entry.
const uint8_t *const _swift_stdlib_nfd_decompositions = 0;

uint32_t _swift_stdlib_getDecompositionEntry(uint32_t scalar) {
  (void)scalar;
  return 0;  // its hashed scalar, 0, matches no scalar the tables are asked about (all ≥ U+00C0)
}

uint32_t _swift_stdlib_getComposition(uint32_t first, uint32_t second) {
  (void)first, (void)second;
  return UINT32_MAX;  // no composition
}
