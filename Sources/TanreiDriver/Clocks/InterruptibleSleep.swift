/// A sleep on a timeline's clock that an event can cut short: a loop sleeps until the next moment
/// something is due, and an event that changes what is due wakes it to reckon again.
@MainActor
package final class InterruptibleSleep {
  private var pending: Task<Void, Never>?

  package init() {}

  /// Sleeps until `deadline` on `clock`, or, when there is none, until ``interrupt()`` or the
  /// task's cancellation.
  package func sleep(until deadline: Duration?, on clock: TimelineClock) async {
    // Ten years stands for "until interrupted": a sleep that only an event or cancellation ends.
    let moment = deadline ?? clock.elapsed() + .seconds(315_360_000)
    let sleepUntil = clock.sleepUntil
    let pause = Task<Void, Never> { _ = try? await sleepUntil(moment) }
    pending = pause
    await withTaskCancellationHandler {
      await pause.value
    } onCancel: {
      pause.cancel()
    }
    if pending == pause { pending = nil }
  }

  /// Ends the current sleep, if any, at once.
  package func interrupt() {
    pending?.cancel()
  }
}
