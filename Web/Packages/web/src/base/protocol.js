// @ts-check
// The numbers an element's script and its WebAssembly module exchange. Each is named in Swift
// where the module gives it meaning (TanreiWebSupport); Documentation/WebModules.md has the whole
// protocol.

// The answer's slots every element fills (Answer.Slot); an element's own follow from FLAGS.
/** The phase: 0 absent, 1 waiting, 2 entering, 3 shown. */
export const PHASE = 0;
/** When the delay ends (or ended), in milliseconds of `performance.now()`. */
export const SHOWN_AT = 1;
/** 1 when the entrance grows, 0 when it fades. */
export const GROWS = 2;
/** How long the entrance runs. */
export const ENTER_DURATION = 3;
/** One cycle's length; 0 when nothing moves. */
export const CYCLE_DURATION = 4;
/** The place in the cycle at the time asked, 0..<1. */
export const CYCLE_PROGRESS = 5;
/** 1 while the cycle runs, 0 while it holds (out of sight: LDG-7). */
export const CYCLE_RUNNING = 6;
/** The diagnostics, a bit each, in the order of `generated/diagnostics.js`. */
export const DIAGNOSTICS = 7;
/** What the host is: the HOST_ bits below. */
export const HOST = 8;
/** What becomes of each of NAMES: four bits each, NAME_ changes. */
export const NAMING = 9;
/** The element's own flags, the classes its frame takes; its geometry follows. */
export const FLAGS = 10;

// The phases.
export const WAITING = 1;

// The host bits (HostNaming.bits).
/** Shown: its role, its busy state or value and its own name are given. */
export const HOST_EXPOSED = 1;
/** Waiting out its delay: hidden by its stylesheet. */
export const HOST_WAITING = 2;
/** Holding the product's names as their `data-aria-` twins (LDG-18). */
export const HOST_HOLDING = 4;
/** Never exposed: a placeholder, `aria-hidden`. */
export const HOST_NEVER_EXPOSED = 8;
/** Its own name is its label. */
export const HOST_NAMED_BY_LABEL = 16;
/** Its own name is its kind's default label. */
export const HOST_NAMED_BY_DEFAULT = 32;

/** The attributes that name a host (LDG-18), in the order of HostNaming.Attribute. */
export const NAMES = ['aria-label', 'aria-labelledby', 'data-aria-label', 'data-aria-labelledby'];
/** In the `present` of an answer's call: `aria-label` says the label. */
export const ARIA_LABEL_SAYS_LABEL = 16;
/** A name's change (HostNaming.Change): removed; 3 and up, set to NAMES[change - 3]'s text. */
export const NAME_REMOVED = 1;
export const NAME_COPIED = 3;

// The events the module takes (ElementEvent).
export const INSERTED = 0;
export const REMOVED = 1;
export const HIDDEN = 2;
export const SEEN = 3;
export const MOTION_REDUCED = 4;
export const MOTION_FULL = 5;
export const LEFT_TO_RIGHT = 6;
export const RIGHT_TO_LEFT = 7;

// The flags of a `set` call after the attributes' presence bits (PageFlags).
/** The product's `aria-labelledby` (or its twin, while held) names an element of the page. */
export const LABELLED_BY_NAMES_ELEMENT = 1 << 16;
/** Reduced motion is on, for the element the call makes. */
export const REDUCED_MOTION = 1 << 17;

// The module's buffers (CTanreiWebHost's host.c).
export const STATE_BYTES = 512;
export const ANSWER_NUMBERS = 64;
export const TEXT_BYTES = 1 << 16;
