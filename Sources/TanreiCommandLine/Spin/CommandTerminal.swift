import CTanreiTerminal
import Foundation

/// The pseudo-terminal `tanrei spin` gives its command in place of the terminal the indicator
/// is drawn on: the command sees a terminal (colours, line buffering, prompts), its output and
/// errors reach us in the order it wrote them, and we pass them above the indicator.
final class CommandTerminal {
  /// Our end: what the command writes is read here, the keys we pass on are written here.
  let leader: Int32
  /// The command's end, opened by the command itself as its controlling terminal.
  let followerPath: String
  private var follower: Int32

  /// A pseudo-terminal the size of the terminal `model` is (80 × 24 when it tells none).
  init(sizedLike model: Int32) throws(POSIXError) {
    var leader: Int32 = -1
    var follower: Int32 = -1
    var path = [CChar](repeating: 0, count: 256)
    guard tanrei_open_pseudo_terminal(&leader, &follower, &path, path.count, 24, 80) == 0 else {
      throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
    }
    _ = tanrei_terminal_copy_size(model, leader)
    self.leader = leader
    self.follower = follower
    followerPath = String(
      decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Closes our copy of the command's end once the command has opened its own, so that the
  /// end of the command (and of everything it left holding the terminal) is the end of what
  /// we read.
  func closeFollower() {
    guard follower >= 0 else { return }
    close(follower)
    follower = -1
  }

  deinit {
    closeFollower()
    close(leader)
  }
}
