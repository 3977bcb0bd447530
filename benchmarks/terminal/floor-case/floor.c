/* The least an indicator on its own thread can cost on this machine: a thread started at the
 * indicator's start sleeps in ppoll through a 300 ms delay, then wakes 15 times evenly until
 * the wait ends, writing 4 bytes to the terminal at each wake (a quarter turn); the caller then
 * pokes it through a pipe and joins it. Nothing is computed, so what it costs is what the kernel
 * charges for the thread, the wakes and the writes. Measured as the other cases are.
 * Usage: floor-case WAIT_MS REPORT_PATH */
#define _GNU_SOURCE
#include <poll.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

static long long reading(clockid_t id) {
  struct timespec time;
  clock_gettime(id, &time);
  return (long long)time.tv_sec * 1000000000LL + time.tv_nsec;
}

static int poke[2];
static long long started, finish;

static void *drawing(void *unused) {
  (void)unused;
  const long long delay = 300000000LL;
  const int wakes = 15;
  long long spacing = (finish - started - delay) / wakes;
  for (int index = 0; index < wakes; index++) {
    long long moment = started + delay + (long long)index * spacing;
    long long left = moment - reading(CLOCK_MONOTONIC);
    struct timespec timeout = {0, 0};
    if (left > 0) {
      timeout.tv_sec = (time_t)(left / 1000000000LL);
      timeout.tv_nsec = (long)(left % 1000000000LL);
    }
    struct pollfd descriptor = {.fd = poke[0], .events = POLLIN, .revents = 0};
    if (ppoll(&descriptor, 1, &timeout, NULL) != 0) return NULL;
    if (write(2, "\xe2\x97\x9e\r", 4) != 4) return NULL;
  }
  return NULL;
}

int main(int count, char **arguments) {
  if (count < 3) {
    fprintf(stderr, "usage: floor-case WAIT_MS REPORT_PATH\n");
    return 2;
  }
  long long wait = atoll(arguments[1]) * 1000000LL;
  if (pipe(poke) != 0) return 1;

  long long cpu = reading(CLOCK_PROCESS_CPUTIME_ID);
  started = reading(CLOCK_MONOTONIC);
  finish = started + wait;
  pthread_t thread;
  if (pthread_create(&thread, NULL, drawing, NULL) != 0) return 1;
  struct timespec sleep = {(time_t)(wait / 1000000000LL), (long)(wait % 1000000000LL)};
  while (nanosleep(&sleep, &sleep) != 0) {}
  if (write(poke[1], "x", 1) != 1) return 1;
  pthread_join(thread, NULL);
  long long stopped = reading(CLOCK_MONOTONIC);
  cpu = reading(CLOCK_PROCESS_CPUTIME_ID) - cpu;

  FILE *report = fopen(arguments[2], "w");
  if (report == NULL) return 1;
  fprintf(report, "{\"cpu_ns\": %lld, \"started_ns\": %lld, \"stopped_ns\": %lld}\n", cpu, started,
          stopped);
  fclose(report);
  return 0;
}
