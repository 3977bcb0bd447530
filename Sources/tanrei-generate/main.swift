import Foundation
import TanreiGeneration

// Writes every source the repository derives from data, from the data as it is on disk: run
// from the repository's root after a change to the tokens, to a test that names a requirement,
// or to the code that writes them. CI runs it and fails when the tree then differs from what was
// committed; GeneratedSourcesTests fails the same way.

let root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Web/Package.swift").path)
else {
  FileHandle.standardError.write(
    Data("tanrei-generate: run it from the repository's root (no Web/Package.swift here)\n".utf8))
  exit(2)
}

var written = 0
do {
  for file in try GeneratedSources.files(in: Repository(root: root)) {
    if try file.write(under: root) {
      print("tanrei-generate: wrote \(file.path)")
      written += 1
    }
  }
} catch {
  FileHandle.standardError.write(Data("tanrei-generate: \(error)\n".utf8))
  exit(1)
}
print("tanrei-generate: \(written == 0 ? "every file was current" : "\(written) written")")
