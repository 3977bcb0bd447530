//! One wait under indicatif's spinner, measured from inside the process, as cases.py does for
//! the Python libraries: indicatif-case WAIT_MS REPORT_PATH LABEL
use indicatif::{ProgressBar, ProgressStyle};
use std::time::Duration;

fn clock(id: libc::clockid_t) -> i64 {
    let mut time = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    unsafe { libc::clock_gettime(id, &mut time) };
    time.tv_sec as i64 * 1_000_000_000 + time.tv_nsec as i64
}

fn main() {
    let arguments: Vec<String> = std::env::args().collect();
    let wait: u64 = arguments[1].parse().expect("WAIT_MS");
    let report = &arguments[2];
    let label = arguments[3].clone();
    // Built before the window, as a program sets up its style at its start.
    let style = ProgressStyle::default_spinner();

    let cpu_start = clock(libc::CLOCK_PROCESS_CPUTIME_ID);
    let started = clock(libc::CLOCK_MONOTONIC);
    // As indicatif documents a spinner: a message, and a steady tick from its own thread.
    let spinner = ProgressBar::new_spinner();
    spinner.set_style(style);
    spinner.set_message(label);
    spinner.enable_steady_tick(Duration::from_millis(100));
    std::thread::sleep(Duration::from_millis(wait));
    spinner.finish_and_clear();
    let stopped = clock(libc::CLOCK_MONOTONIC);
    let cpu = clock(libc::CLOCK_PROCESS_CPUTIME_ID) - cpu_start;

    std::fs::write(
        report,
        format!("{{\"cpu_ns\": {}, \"started_ns\": {}, \"stopped_ns\": {}}}\n", cpu, started, stopped),
    )
    .expect("report");
}
