import Glibc

// Checks Sources/TanreiWeb/NumberText.swift natively: every text it writes must read back as
// the same double, and have no more significant digits than the standard library's shortest
// text, except at an exact tie between two texts, where the printer takes one digit more.
// Run by scripts/check-number-text; exits 1 on the first failures.

func significantDigits(_ text: String) -> String {
  var mantissa = Substring(text.lowercased())
  if let e = mantissa.firstIndex(of: "e") { mantissa = mantissa[..<e] }
  var digits = Substring(mantissa.filter { $0.isNumber })
  while digits.first == "0" { digits.removeFirst() }
  while digits.last == "0" { digits.removeLast() }
  return String(digits)
}

var generator = SystemRandomNumberGenerator()
var failures = 0
var longer = 0
var checked = 0

@MainActor func check(_ value: Double) {
  guard value.isFinite, value != 0 else { return }
  checked += 1
  let text = NumberText.shortest(value)
  guard let back = Double(text), back.bitPattern == value.bitPattern else {
    failures += 1
    if failures <= 10 { print("check-number-text: \(value) written as \(text)") }
    return
  }
  if significantDigits(text).count > significantDigits(value.description).count {
    longer += 1
  }
}

let known: [(Double, String)] = [
  (0.294118, "0.294118"), (0.08, "0.08"), (0.2, "0.2"), (1e-7, "1e-7"), (1e21, "1e+21"),
  (1234.5600000000002, "1234.5600000000002"), (0.1 + 0.2, "0.30000000000000004"),
  (-0.3, "-0.3"), (1e-6, "0.000001"), (1024, "1024"), (.greatestFiniteMagnitude,
  "1.7976931348623157e+308"), (.leastNonzeroMagnitude, "5e-324"),
]
for (value, expected) in known where NumberText.shortest(value) != expected {
  failures += 1
  print("check-number-text: \(value) written as \(NumberText.shortest(value)), not \(expected)")
}
for _ in 0..<200_000 { check(Double(bitPattern: generator.next())) }
for _ in 0..<200_000 {
  check(Double.random(in: 0..<1))
  check((Double.random(in: 0..<1e13)).rounded() / 1000)
  check(Double(Float.random(in: 0..<1)))
}
for exponent in -1074...1023 {
  let power = Double(sign: .plus, exponent: exponent, significand: 1)
  for value in [power, power.nextDown, power.nextUp] { check(value) }
}
// A tie is one case in ten thousand of the random values; more would mean a wrong margin.
let tooLong = longer * 5_000 > checked
if tooLong { print("check-number-text: \(longer) of \(checked) texts longer than the shortest") }
print("check-number-text: \(checked) doubles, \(failures) wrong, \(longer) one digit longer")
if failures > 0 || tooLong { exit(1) }
