/// Which of a view's `.task`s a start or an end belongs to.
///
/// SwiftUI cancels a view's task some time after the view disappears, and the task learns of it
/// only when it next runs, some turns of the main actor later; by then the view may have
/// appeared again and started a new one. Numbering the tasks lets the old one's end be told from
/// the new one's, so that it never hides what the new one shows: only the end of the newest
/// task counts.
public struct TaskGeneration: Sendable, Hashable {
  /// The task's number: 1 for an identity's first task, then one more for each.
  public let number: Int
}
