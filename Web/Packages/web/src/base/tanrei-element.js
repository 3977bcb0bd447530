// @ts-check
// What every Tanrei element shares. The script decides nothing: it tells the element's
// WebAssembly module what the DOM says (attribute texts, connection, visibility, reduced motion,
// direction) with the time it happened, and applies the numbers the module answers: the host's
// default semantics, the drawing's geometry, and Web Animations the compositor runs. During a
// show delay the only script scheduled is one timer, at its end.
//
// Imported where there is no DOM (a server, a worker) it defines nothing and touches nothing.

import baseStyles from './base.styles.js';
import { instantiate } from './module.js';
import { template } from './parts.js';
import {
  ANSWER_NUMBERS,
  ARIA_LABEL_SAYS_LABEL,
  CYCLE_DURATION,
  CYCLE_PROGRESS,
  CYCLE_RUNNING,
  DIAGNOSTICS,
  ENTER_DURATION,
  FLAGS,
  GROWS,
  HIDDEN,
  HOST,
  HOST_EXPOSED,
  HOST_HOLDING,
  HOST_NAMED_BY_DEFAULT,
  HOST_NAMED_BY_LABEL,
  HOST_NEVER_EXPOSED,
  HOST_WAITING,
  INSERTED,
  LABELLED_BY_NAMES_ELEMENT,
  LEFT_TO_RIGHT,
  MOTION_FULL,
  MOTION_REDUCED,
  NAME_COPIED,
  NAME_REMOVED,
  NAMES,
  NAMING,
  PHASE,
  REDUCED_MOTION,
  REMOVED,
  RIGHT_TO_LEFT,
  SEEN,
  SHOWN_AT,
  WAITING,
} from './protocol.js';
import { report } from './report.js';
import { AfterScript, Alarm } from './schedule.js';

/**
 * An attribute an element reads, in the order its module's `set` takes them: its name, how the
 * property that reflects it (the name in camel case) reads it, and what the property reads when
 * it is absent. `string` reads the text; `boolean` the attribute's presence; `true-false` a
 * boolean written `true` or `false`, where only `false` is false; `number` a number as the
 * module reads one (null for none).
 * @typedef {{ attribute: string, type: 'string' | 'boolean' | 'true-false' | 'number', default?: unknown }} AttributeKind
 */

/** @typedef {import('./module.js').ElementModule} ElementModule */
/** @typedef {import('./parts.js').Part} Part */

const now = () => performance.now();
const encoder = new TextEncoder();
/** Elements the browser may not have, so that importing the package never throws without them. */
const Base = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});
/** The name of the wait its stylesheet (tanrei.css) gives an element before it is defined. */
const WAIT_ANIMATION = 'tanrei-wait';

// The element's work once the running script is done.
const FORWARD = 1, READ_STYLE = 2;

/** @type {MediaQueryList | undefined} */
let reducedQuery;
/** Whether reduced motion is on, as the query last said: reading `matches` evaluates it again. */
let reducing = false;
/** @type {IntersectionObserver | undefined} */
let intersection;
/** The DOM's own `ariaLabelledByElements`, which the element's accessor forwards to when it holds
 * no names: read at import, so that it works before the first connection too. */
const labelledBy = globalThis.Element
  ? Object.getOwnPropertyDescriptor(Element.prototype, 'ariaLabelledByElements')
  : undefined;
/** The connected elements, told when reduced motion turns on or off. @type {Set<TanreiElement>} */
const connected = new Set();

/** What the page's DOM gives every element, made at the first connection. */
function watchPage() {
  if (reducedQuery) return;
  reducedQuery = matchMedia('(prefers-reduced-motion: reduce)');
  reducing = reducedQuery.matches;
  reducedQuery.addEventListener('change', () => {
    reducing = /** @type {MediaQueryList} */ (reducedQuery).matches;
    for (const element of connected) element._tell(reducing ? MOTION_REDUCED : MOTION_FULL);
  });
  // Out of the viewport, or in a `display: none` ancestor, an element is not seen (LDG-7).
  intersection = new IntersectionObserver((entries) => {
    for (const entry of entries) /** @type {TanreiElement} */ (entry.target)._see('viewport', entry.isIntersecting);
  });
}

const alarm = new Alarm((/** @type {TanreiElement[]} */ due) => TanreiElement._woken(due));
const afterScript = new AfterScript((/** @type {TanreiElement[]} */ queued) => TanreiElement._afterScript(queued));

/**
 * What a kind of element gives the shared element, as its class's `_kind`: `_attributes`, what
 * it reads (AttributeKind), in the order its module takes them; `_parts`, the frame's content,
 * made at its first show; `_styles`, its shadow styles' texts; `_entrance`, the custom property
 * an `auto` entrance reads; `_enterEasing`, the curve it enters on; `_role`, its role once shown,
 * and `_busy`, whether it is busy then; `_defaultLabel`, its name when no label is set; `_flags`,
 * the classes its frame takes from the bits of the answer's FLAGS slot; `_vars`, the custom
 * properties (in pixels) it takes from the slots after it. `define` gives it `_ready`, and
 * `_module` once made, keeping in `_waiting` the elements connected until then, with when; the first
 * element of the kind makes `_sheets` and `_template`.
 * @typedef {{ _attributes: AttributeKind[], _parts: Part[], _styles: string[], _entrance?: string,
 *   _enterEasing: string, _role?: string, _busy?: boolean, _defaultLabel?: string, _flags?: string[],
 *   _vars?: string[], _module?: ElementModule, _sheets?: CSSStyleSheet[], _template?: HTMLTemplateElement,
 *   _ready?: Promise<void>, _waiting?: Map<TanreiElement, number> }} ElementKind
 */

/**
 * An element whose presence its module decides; each kind of element is a subclass that gives
 * its ElementKind as the static `_kind`.
 *
 * Members whose names begin with `_` are the package's own, and the shipped scripts shorten
 * them. A subclass that overrides `connectedCallback`, `disconnectedCallback` or
 * `attributeChangedCallback` must call `super`'s; the `_` hooks say whether they must.
 */
export class TanreiElement extends Base {
  /** @returns {ElementKind} */
  static get _kind() {
    throw new TypeError('a Tanrei element gives its kind');
  }

  /** What its kind gives. @type {ElementKind} */
  #kind = /** @type {typeof TanreiElement} */ (this.constructor)._kind;
  /** @type {ElementInternals} */ #internals;
  /** Its state in its module, while connected. @type {Uint8Array | null} */
  #state = null;
  // The element's own writes, by attribute: their callbacks may come after the reaction that
  // made them, so they are known by their values.
  /** @type {Map<string, string | null>} */ #written = new Map();
  #inViewport = true;
  /** Not in a `visibility: hidden` ancestor. */
  #styleVisible = true;
  /** Which of aria-label (1) and aria-labelledby (2) the product changed since the last answer. */
  #namesChanged = 0;
  /** The product's labelledby elements, while held. @type {Element[] | null} */
  #heldElements = null;
  /** @type {Animation[]} */ #cycles = [];
  /** @type {Animation | undefined} */ #entrance;
  /** What the animations were made from. */
  #animationKey = '';
  // The frame's classes and style, and the host's semantics, as last written.
  #frameClasses = 'frame';
  #frameStyle = '';
  #semantics = '';
  /** Observed by the intersection observer. */
  #watched = false;
  /** Whether the parts are made (#make). */
  #made = false;
  /** The diagnostics reported already. */
  #reported = 0;
  #insertedAt = 0;
  /** Whether the style was read since the connection. */
  #styleRead = false;
  /** The work waiting for the running script to be done (FORWARD, READ_STYLE). */
  #pending = 0;
  /** The last answer. */
  _answer = new Float64Array(ANSWER_NUMBERS);
  /** The value of the class's entrance custom property where it was shown. */
  _cascade = '';
  /** The part that enters: hidden until the module says the element is shown. */
  _frame;

  constructor() {
    super();
    const kind = this.#kind;
    this.#internals = this.attachInternals();
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = kind._sheets ??= [baseStyles, ...kind._styles].map((text) => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(text);
      return sheet;
    });
    this._frame = root.appendChild(document.createElement('div'));
    this._frame.setAttribute('class', 'frame');
    this._frame.setAttribute('part', 'frame');
    // A property set before the element was defined hides the accessor: set it through it.
    for (const name of Object.keys(this)) {
      if (name in /** @type {typeof TanreiElement} */ (this.constructor).prototype) {
        const value = /** @type {any} */ (this)[name];
        delete /** @type {any} */ (this)[name];
        /** @type {any} */ (this)[name] = value;
      }
    }
  }

  /**
   * Settles once the kind's WebAssembly module is made and its elements are drawn by their
   * script: at once after that, and never where the page cannot make it.
   * @returns {Promise<void>}
   */
  static get ready() {
    return this._kind._ready ?? new Promise(() => {});
  }

  static get observedAttributes() {
    return [...this._kind._attributes.map((kind) => kind.attribute), ...NAMES];
  }

  /** Its kind's module. */
  get _module() {
    return /** @type {ElementModule} */ (this.#kind._module);
  }

  /**
   * Puts the frame's parts in the shadow root, and the probe beside them, at the element's
   * first show: until then its box is all it has, and all a page of waiting elements styles.
   */
  #make() {
    const kind = this.#kind;
    this._frame.append((kind._template ??= template(kind._parts)).content.cloneNode(true));
    // Inherits the host's visibility and direction; its transitions say when they change. A
    // visibility is read once its transition ends: during one, it reads as visible.
    const probe = document.createElement('i');
    probe.setAttribute('class', 'probe');
    probe.ontransitionrun = probe.ontransitionend = () => {
      const style = getComputedStyle(probe);
      this._see('style', style.visibility !== 'hidden');
      this._tell(style.direction === 'rtl' ? RIGHT_TO_LEFT : LEFT_TO_RIGHT);
    };
    this._frame.after(probe);
    this._made();
  }

  /** Takes the parts the frame was given, once made. Overrides need not call super. */
  _made() {}

  connectedCallback() {
    const kind = this.#kind;
    if (!kind._module) {
      // Its module is still being made: its stylesheet draws it until then (tanrei.css). Without
      // the stylesheet, its delay counts from now.
      (kind._waiting ??= new Map()).set(this, now());
      return;
    }
    this.#connect(now(), now());
  }

  /**
   * Inserts the element in its module at `inserted`, and asks what it is at `time`. One whose
   * stylesheet drew it first carries on from there: its wait began when its stylesheet's did,
   * and one its stylesheet showed at `shownBy`, sooner than its own delay would have, was shown
   * then (a stylesheet that cannot read a `show-delay` waits the system's).
   * @param {number} inserted @param {number} time @param {number} shownBy
   */
  #connect(inserted, time, shownBy = Infinity) {
    watchPage();
    // A state the module has not made yet: the first `set` makes it.
    this.#state = new Uint8Array(this._module.state.length);
    this.#inViewport = this.#styleVisible = true;
    this.#styleRead = false;
    this._cascade = '';
    this.#set(inserted, reducing ? REDUCED_MOTION : 0);
    if (shownBy < time) {
      // Asked of a copy of the state: when would its own delay have shown it?
      const made = this.#state.slice();
      this.#call(this._module.answer, [INSERTED, inserted, 0, 0]);
      const delay = this._module.answers[SHOWN_AT] - inserted;
      this.#state = made;
      inserted = Math.min(inserted, shownBy - delay);
    }
    this.#insertedAt = inserted;
    this.#update(inserted, INSERTED);
    if (inserted < time) this.#update(time);
    this._state('ready', true);
    connected.add(this);
  }

  /**
   * Connects `elements`, connected while their module was made, each with when: each inserted
   * when its stylesheet's wait began, if it drew one, else when it was connected, and read all
   * before any is changed, so that the page's style is worked out once.
   * @param {Map<TanreiElement, number>} elements
   */
  static _takeOver(elements) {
    const time = now();
    const begun = [...elements].filter(([element]) => element.isConnected).map(([element, connected]) => {
      const wait = element.getAnimations().find((animation) =>
        /** @type {CSSAnimation} */ (animation).animationName === WAIT_ANIMATION
      );
      const start = wait?.startTime;
      if (typeof start !== 'number') return /** @type {const} */ ([element, connected, Infinity]);
      const shownBy = start + Number(wait?.effect?.getComputedTiming().endTime);
      return /** @type {const} */ ([element, Math.min(start, time), shownBy <= time ? shownBy : Infinity]);
    });
    for (const [element, inserted, shownBy] of begun) element.#connect(inserted, time, shownBy);
  }

  disconnectedCallback() {
    this.#kind._waiting?.delete(this);
    this.#pending = 0;
    afterScript.delete(this);
    if (!this.#state) return;
    this.#read(now(), REMOVED);
    this.#animate(now());
    this.#state = null;
    connected.delete(this);
    intersection?.unobserve(this);
    this.#watched = false;
    alarm.set(this, Infinity);
    // Nothing is written on the host now: a write would run the connectedCallback of a move in
    // the middle of this one. A moment later, if it is still out, it shows what it is.
    queueMicrotask(() => this.#state || this.isConnected || this.#apply());
  }

  /** @param {string} name @param {string | null} previous @param {string | null} value */
  attributeChangedCallback(name, previous, value) {
    if (this.#written.has(name)) {
      const mine = this.#written.get(name);
      this.#written.delete(name);
      if (mine === value) return;
    }
    // Before the element is connected its attributes are only read, when it is.
    if (previous === value || !this.#state) return;
    const index = NAMES.indexOf(name);
    if (index === 0 || index === 1) this.#namesChanged |= 1 << index;
    this._forward();
  }

  // LDG-18: while the host holds the product's names as their data-aria- twins, the ARIA
  // properties read and write the twins, and null takes a name away wherever it is.

  get #held() {
    return this._answer[HOST] & HOST_HOLDING;
  }
  get ariaLabel() {
    return this.getAttribute(this.#held ? NAMES[2] : NAMES[0]);
  }
  set ariaLabel(value) {
    attribute(this, this.#held ? NAMES[2] : NAMES[0], value);
  }
  get ariaLabelledByElements() {
    return this.#held ? this.#heldElements : labelledBy?.get?.call(this) ?? null;
  }
  set ariaLabelledByElements(value) {
    if (!this.#held) {
      labelledBy?.set?.call(this, value);
      return;
    }
    this.#heldElements = value;
    this._forward();
  }

  // MARK: Batches

  /**
   * Reads the style of those of `elements` not read since their connection, all at once, tells
   * each module what it says where the element was connected, and asks each again.
   * @param {TanreiElement[]} elements
   */
  static _show(elements) {
    const batch = elements.filter((element) => element.#state && !element.#styleRead);
    // Waiting, the host is hidden by its own style: it is read as the page has it.
    for (const element of batch) element._state('waiting', false);
    const styles = batch.map((element) => {
      const style = getComputedStyle(element);
      return [
        style.direction,
        style.visibility,
        style.getPropertyValue(element.#kind._entrance ?? '--tanrei-comp-presence-entrance'),
      ];
    });
    batch.forEach((element, index) => {
      const [direction, visibility, cascade] = styles[index];
      const t = element.#insertedAt;
      const answer = element._module.answer;
      element.#styleRead = true;
      element.#pending &= ~READ_STYLE;
      if (cascade) {
        // The cascade chooses the entrance: the insertion is made again with it, at its time.
        element._cascade = cascade;
        element.#set(t);
        element.#call(answer, [REMOVED, t, 0, 0]);
        element.#call(answer, [INSERTED, t, 0, 0]);
      }
      if (direction === 'rtl') element.#call(answer, [RIGHT_TO_LEFT, t, 0, 0]);
      element.#styleVisible = visibility !== 'hidden';
    });
    const read = new Set(batch);
    for (const element of elements) element._tell(read.has(element) && !element.#styleVisible ? HIDDEN : -1);
  }

  /** Elements whose delay ended. @param {TanreiElement[]} due */
  static _woken(due) {
    TanreiElement._show(due);
  }

  /** What the script changed: attributes forwarded, then the style of those shown read at once. @param {TanreiElement[]} queued */
  static _afterScript(queued) {
    for (const element of queued) {
      if (element.#pending & FORWARD && element.#state) {
        element.#pending &= ~FORWARD;
        element.#set(now());
        element.#update(now());
      }
    }
    TanreiElement._show(queued.filter((element) => element.#pending & READ_STYLE));
  }

  // MARK: The module

  /** Tells the module `event`, if any, and applies its answer. @param {number} event */
  _tell(event) {
    if (this.#state) this.#update(now(), event);
  }

  /** @param {'viewport' | 'style'} where @param {boolean} seen */
  _see(where, seen) {
    const before = this.#inViewport && this.#styleVisible;
    if (where === 'viewport') this.#inViewport = seen;
    else this.#styleVisible = seen;
    // Told only when it changes: the observer's first report of an element in view is no news.
    if (before !== (this.#inViewport && this.#styleVisible)) this._tell(before ? HIDDEN : SEEN);
  }

  /**
   * Tells the module the attributes changed, once the running script is done: a page that sets
   * value and max one after the other means them together.
   */
  _forward() {
    if (!this.#state) return;
    this.#pending |= FORWARD;
    afterScript.add(this);
  }

  /** Numbers the module's `set` reads after the flags. Overrides need not call super. @returns {number[]} */
  _numbers() {
    return [];
  }

  /** The number `text` writes, as the module reads an attribute: null when none. @param {string} text */
  _number(text) {
    if (!this.#kind._module) return null;
    const value = this._module.number(this.#encode([text])[0]);
    return Number.isNaN(value) ? null : value;
  }

  /** Writes `texts` to the module's text buffer, each in place of its length. @param {(string | null)[]} texts */
  #encode(texts) {
    const buffer = this._module.text;
    /** @type {number[]} */
    const lengths = [];
    // A text beyond what the buffer holds is cut there, never within a character.
    for (let index = 0, at = 0; index < texts.length; index++) {
      const text = texts[index];
      const length = text ? encoder.encodeInto(text, buffer.subarray(at)).written : 0;
      lengths.push(length);
      at += length;
    }
    return lengths;
  }

  /**
   * Tells the module the attributes, the cascade's entrance and the product's name at `time`.
   * @param {number} time @param {number} flags
   */
  #set(time, flags = 0) {
    const kind = this.#kind;
    const attributes = kind._attributes;
    const texts = [];
    for (let bit = 0; bit < attributes.length; bit++) {
      const text = this.getAttribute(attributes[bit].attribute);
      if (text !== null) flags |= 1 << bit;
      texts.push(text);
    }
    // The product's own name (its twin's, while held), and whether its labelledby names an
    // element: by id, or by reference, which leaves the attribute empty.
    const held = this.#held;
    const ids = this.getAttribute(NAMES[held ? 3 : 1])?.split(' ');
    const root = /** @type {Document} */ (ids ? this.getRootNode() : null);
    if (ids && (ids.some((id) => id && root.getElementById?.(id)) || this.ariaLabelledByElements?.length)) {
      flags |= LABELLED_BY_NAMES_ELEMENT;
    }
    texts.push(this._cascade, this.getAttribute(NAMES[held ? 2 : 0]));
    const module = this._module;
    const size = this.#call(module.set, [...this.#encode(texts), flags, time, ...this._numbers()]);
    // The first call makes the state and says how much of the buffer it takes.
    const state = /** @type {Uint8Array} */ (this.#state);
    if (size > 0 && size < state.length) {
      this.#state = state.slice(0, size);
      module.state = module.state.subarray(0, size);
    }
  }

  /**
   * Calls `exported`, one of the module's exports, on the element's state, which it keeps
   * afterwards. Every state has the length of the module's.
   * @param {Function} exported @param {number[]} args
   */
  #call(exported, args) {
    const buffer = this._module.state;
    const state = /** @type {Uint8Array} */ (this.#state);
    buffer.set(state);
    const result = exported(...args);
    state.set(buffer);
    return result;
  }

  /** Tells the module `event` (none when negative) and reads what the element is at `time`. @param {number} time @param {number} event */
  #read(time, event) {
    const module = this._module;
    let present = 0;
    for (let index = 0; index < NAMES.length; index++) if (this.hasAttribute(NAMES[index])) present |= 1 << index;
    const label = this.getAttribute('label');
    if (label !== null && this.getAttribute(NAMES[0]) === label) present |= ARIA_LABEL_SAYS_LABEL;
    this.#call(module.answer, [event, time, present, this.#namesChanged]);
    this.#namesChanged = 0;
    this._answer.set(module.answers);
  }

  /** @param {number} time */
  #update(time, event = -1) {
    const held = this.#held;
    // Elements set through ariaLabelledByElements leave the attribute empty: they are kept here
    // while held, since no attribute can hold them.
    const elements = this.getAttribute(NAMES[1]) === '' ? labelledBy?.get?.call(this) : null;
    this.#read(time, event);
    if (!held && this.#held && elements?.length) this.#heldElements = elements;
    this.#apply();
    if (held && !this.#held && this.#heldElements) {
      labelledBy?.set?.call(this, this.#heldElements);
      this.#heldElements = null;
    }
    this.#animate(time);
    const answer = this._answer;
    if (answer[PHASE] > WAITING && !this.#styleRead && !(this.#pending & READ_STYLE)) {
      // Shown before its style was read (shown at once, or its delay cut): read in a batch once
      // the running script is done, before anything is painted.
      this.#pending |= READ_STYLE;
      afterScript.add(this);
    }
    // While it waits, nothing changes before the delay's end; once shown, whether it can be
    // seen matters, and is watched.
    alarm.set(this, answer[PHASE] === WAITING ? answer[SHOWN_AT] : Infinity);
    if (answer[PHASE] > WAITING && !this.#watched) {
      this.#watched = true;
      intersection?.observe(this);
    }
    if (TANREI_DEVELOPMENT) {
      const fresh = answer[DIAGNOSTICS] & ~this.#reported;
      this.#reported |= fresh;
      if (fresh) report(this, fresh);
    }
  }

  /** Applies the last answer: the product's names held or given back, and what the host is. */
  #apply() {
    const answer = this._answer;
    if (answer[NAMING]) {
      const texts = NAMES.map((name) => this.getAttribute(name));
      NAMES.forEach((name, index) => {
        const change = (answer[NAMING] >> (4 * index)) & 15;
        if (change === NAME_REMOVED) this._write(name, null);
        else if (change >= NAME_COPIED) this._write(name, texts[change - NAME_COPIED]);
      });
    }
    const host = answer[HOST];
    if (host & HOST_NEVER_EXPOSED) this._write('aria-hidden', 'true');
    // A browser without custom states hides the frame alone while it waits.
    this._state('waiting', host & HOST_WAITING);
    this._draw(answer, host & HOST_EXPOSED);
  }

  /** Turns the host's custom state `name` on or off: a styling hook, `:state(name)`. @param {string} name @param {unknown} on */
  _state(name, on) {
    const states = this.#internals.states;
    try {
      if (on) states?.add(name);
      else states?.delete(name);
    } catch { /* no custom states */ }
  }

  /** Sets, or with null removes, an attribute as the element's own change. @param {string} name @param {string | null} value */
  _write(name, value) {
    if (this.getAttribute(name) === value) return;
    this.#written.set(name, value);
    attribute(this, name, value);
  }

  /**
   * The host's default semantics, which the product's own attributes override: its role, busy
   * while it has no value, and its own name. Progress gives its value too; an override calls
   * super.
   * @param {number} exposed
   * @returns {Partial<Record<'role' | 'ariaBusy' | 'ariaLabel' | 'ariaValueMin' | 'ariaValueMax' | 'ariaValueNow', string | null>>}
   */
  _semantics(exposed) {
    const kind = this.#kind;
    const host = this._answer[HOST];
    return {
      role: exposed && kind._role ? kind._role : null,
      ariaBusy: exposed && kind._role && kind._busy !== false ? 'true' : null,
      ariaLabel: host & HOST_NAMED_BY_LABEL
        ? this.getAttribute('label')
        : host & HOST_NAMED_BY_DEFAULT
        ? kind._defaultLabel ?? null
        : null,
    };
  }

  /**
   * Draws `answer`: the frame's classes and custom properties, and, when `exposed`, the host's
   * semantics. An override calls super.
   * @param {Float64Array} answer @param {number} exposed
   */
  _draw(answer, exposed) {
    const { _flags: flags = [], _vars: vars = [] } = this.#kind;
    const frame = this._frame;
    // Written whole, and only when it changes: one style change for the frame, not one a value.
    // Until it is shown nothing is drawn, nor styled or laid out: the box is all it takes.
    const shown = answer[PHASE] > WAITING;
    let classes = 'frame';
    for (let bit = 0; bit < flags.length; bit++) if (answer[FLAGS] & (1 << bit)) classes += ' ' + flags[bit];
    if (shown) classes += ' shown';
    // While it waits, only the box (the first two, its width and height) is drawn.
    let style = '';
    for (let index = 0; index < (shown ? vars.length : Math.min(2, vars.length)); index++) {
      style += `--${vars[index]}:${answer[FLAGS + 1 + index]}px;`;
    }
    if (shown && !this.#made) {
      this.#made = true;
      this.#make();
    }
    if (this.#frameClasses !== classes) frame.setAttribute('class', this.#frameClasses = classes);
    if (this.#frameStyle !== style) frame.style.cssText = this.#frameStyle = style;
    const semantics = this._semantics(exposed);
    const key = Object.values(semantics).join('\n');
    if (key !== this.#semantics) {
      this.#semantics = key;
      Object.assign(this.#internals, semantics);
    }
  }

  /** What else the cycle's animations are made from. Overrides need not call super. @param {Float64Array} _answer */
  _cyclesKey(_answer) {
    return '';
  }

  /** The cycle's animations, made afresh. Overrides need not call super. @param {Float64Array} _answer @returns {Animation[]} */
  _cycles(_answer) {
    return [];
  }

  // MARK: Motion

  /** @param {number} time */
  #animate(time) {
    const answer = this._answer;
    // Nothing moves until the element is shown: the animations are made then, from the start
    // time the module gives, and none runs through the delay.
    const key = answer[PHASE] > WAITING
      ? [SHOWN_AT, ENTER_DURATION, GROWS, CYCLE_DURATION, FLAGS].map((slot) => answer[slot]).join(' ') + ' ' +
        this._cyclesKey(answer)
      : '';
    // Made again only when what they draw changes; otherwise only their clocks are set.
    if (key !== this.#animationKey) {
      this.#animationKey = key;
      this.#entrance?.cancel();
      for (const animation of this.#cycles) animation.cancel();
      this.#cycles = [];
      if (!key) return;
      if (answer[ENTER_DURATION] > 0) {
        const entrance = this._frame.animate(
          answer[GROWS] ? [{ opacity: 0, scale: 0 }, { opacity: 1, scale: 1 }] : [{ opacity: 0 }, { opacity: 1 }],
          { duration: answer[ENTER_DURATION], easing: this.#kind._enterEasing, fill: 'backwards' },
        );
        entrance.startTime = answer[SHOWN_AT];
        this.#entrance = entrance;
      }
      if (answer[CYCLE_DURATION] > 0) this.#cycles = this._cycles(answer);
    }
    const into = answer[CYCLE_PROGRESS] * answer[CYCLE_DURATION];
    for (const animation of this.#cycles) {
      if (answer[CYCLE_RUNNING]) {
        // Setting the start time also resumes a paused animation.
        animation.startTime = Math.max(time, answer[SHOWN_AT]) - into;
      } else {
        // LDG-7: held where it is, and picked up from there when it is seen again.
        animation.pause();
        animation.currentTime = into;
      }
    }
  }
}

/**
 * Defines `tag` as `element`, unless the page already has it or has no DOM, with a property for
 * each of its attributes (AttributeKind), named in camel case; setting one to null or undefined
 * removes its attribute. Its module, `deflated`, is made meanwhile: until it is, each element is
 * what its stylesheet draws (tanrei.css), and takes over from there. A module the page cannot
 * make is reported once, and its elements are left as their stylesheet draws them.
 * @param {string} tag @param {typeof TanreiElement} element @param {string} deflated @param {string} prefix
 */
export function define(tag, element, deflated, prefix) {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const kind = element._kind;
  for (const attributeKind of kind._attributes) {
    const property = attributeKind.attribute.replace(/-(.)/g, (_, letter) => letter.toUpperCase());
    Object.defineProperty(element.prototype, property, {
      configurable: true,
      get() {
        const text = this.getAttribute(attributeKind.attribute);
        if (attributeKind.type === 'boolean') return text !== null;
        if (text === null) return attributeKind.default ?? null;
        if (attributeKind.type === 'true-false') return text !== 'false';
        return attributeKind.type === 'number' ? this._number(text) : text;
      },
      set(value) {
        const type = attributeKind.type;
        if (type === 'boolean') this.toggleAttribute(attributeKind.attribute, Boolean(value));
        else {attribute(
            this,
            attributeKind.attribute,
            type === 'true-false' && value != null ? String(Boolean(value)) : value,
          );}
      },
    });
  }
  customElements.define(tag, element);
  kind._ready = instantiate(deflated, prefix).then((module) => {
    kind._module = module;
    TanreiElement._takeOver(kind._waiting ?? new Map());
    kind._waiting = undefined;
  }, (error) => {
    const cause = typeof DecompressionStream === 'undefined'
      ? 'the browser has no DecompressionStream, which unpacks it'
      : /unsafe-eval|content.security|\bcsp\b/i.test(String(error))
      ? "the page's Content-Security-Policy does not allow script-src 'wasm-unsafe-eval'"
      : 'the browser refused it';
    console.error(
      `${tag}: its WebAssembly module, carried in @tanrei/web's ${tag.slice(7)} script, could not be made: ` +
        `${cause} (${error}). Its elements stay as their stylesheet draws them.`,
    );
    // `ready` settles only once the elements are drawn by their script, which now never happens.
    return new Promise(() => {});
  });
}

/** Sets attribute `name` of `element` to `value`, or removes it for null. @param {Element} element @param {string} name @param {unknown} value */
function attribute(element, name, value) {
  if (value == null) element.removeAttribute(name);
  else element.setAttribute(name, String(value));
}
