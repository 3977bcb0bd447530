// @ts-check
// What every Tanrei element shares. The script decides nothing: it tells the element's
// WebAssembly module what the DOM says — attribute texts, connection, visibility, reduced
// motion, direction — with the time it happened, and applies the numbers the module answers:
// ARIA on the host, the drawing's geometry, and Web Animations the compositor runs. During a
// show delay the only script scheduled is one timer, at its end.

/**
 * An element's module: its exports, the page's views of the buffers it reads and writes, and its
 * element's two exports, `set` and `answer`.
 * @typedef {{ exports: Record<string, any>, number: (at: number) => number, set: Function,
 *   answer: Function, state: Uint8Array, answers: Float64Array, text: Uint8Array }} Core
 */

// The shared answer slots (TanreiWebSupport's Answer.Slot).
export const PHASE = 0,
  SHOWN_AT = 1,
  GROW = 2,
  ENTER = 3,
  CYCLE = 4,
  PROGRESS = 5,
  RUNNING = 6,
  DIAGNOSTICS = 7,
  HOST = 8,
  NAMING = 9,
  FLAGS = 10;
// The events the module takes (TanreiWebSupport's ElementEvent).
const INSERT = 0, REMOVE = 1, HIDE = 2, SHOW = 3, REDUCED = 4, MOVING = 5, LTR = 6, RTL = 7;
/** The attributes that name a host (LDG-18), in the order of the module's HostNaming. */
export const NAMES = ['aria-label', 'aria-labelledby', 'data-aria-label', 'data-aria-labelledby'];

// The module's buffers' sizes (CTanreiWebHost's host.c).
const STATE_BYTES = 512, ANSWER_NUMBERS = 64, TEXT_BYTES = 1 << 16;
const encoder = new TextEncoder();
const reduced = matchMedia('(prefers-reduced-motion: reduce)');
// Kept as the query last said: reading `matches` evaluates the query again, at each connection.
let reducing = reduced.matches;
const labelledBy = Object.getOwnPropertyDescriptor(Element.prototype, 'ariaLabelledByElements');
const now = () => performance.now();

/**
 * Loads an element's module, whose element exports are `prefix` followed by `set` and
 * `answer`; the page's `Number()` gives the value of a number whose syntax the module checked.
 * @param {URL} url @param {string} prefix
 * @returns {Promise<Core>}
 */
export async function load(url, prefix) {
  /** @type {ArrayBuffer} */
  let buffer = new ArrayBuffer(0);
  const env = {
    number: (/** @type {number} */ at, /** @type {number} */ length) =>
      Number(new TextDecoder().decode(new Uint8Array(buffer, at, length))),
  };
  const response = await fetch(url);
  if (!response.ok) throw new Error(`tanrei: ${url} answered ${response.status}`);
  // Read whole rather than streamed: the module is a few kilobytes, and any content type does.
  const exports = (await WebAssembly.instantiate(await response.arrayBuffer(), { env })).instance.exports;
  buffer = /** @type {any} */ (exports.memory).buffer;
  // The module allocates nothing, so its memory never grows and these views hold for its life.
  // Until its first `set` says how much the state takes, the state is the whole buffer.
  return {
    exports,
    number: /** @type {any} */ (exports.tanrei_number),
    set: /** @type {any} */ (exports[prefix + 'set']),
    answer: /** @type {any} */ (exports[prefix + 'answer']),
    state: new Uint8Array(buffer, /** @type {any} */ (exports.tanrei_state)(), STATE_BYTES),
    answers: new Float64Array(buffer, /** @type {any} */ (exports.tanrei_answer)(), ANSWER_NUMBERS),
    text: new Uint8Array(buffer, /** @type {any} */ (exports.tanrei_text)(), TEXT_BYTES),
  };
}

/** @param {string} css */
export function sheet(css) {
  const made = new CSSStyleSheet();
  made.replaceSync(css);
  return made;
}

// Each class's shadow content, made once and cloned for every element.
/** @type {WeakMap<Function, HTMLTemplateElement>} */
const templates = new WeakMap();

// Elements shown since the last batch whose style has not been read. What only the style can
// say (their direction, a hidden ancestor, the cascade's entrance) matters once an element is
// shown, not while it waits: it is read then, for the whole batch before anything more is
// written, so that a page inserting hundreds recalculates its style once, at their show.
/** @type {Set<TanreiElement>} */
const unstyled = new Set();
/** @type {Set<TanreiElement>} */
const started = new Set();

// One observer for every element: out of the viewport, or in a `display: none` ancestor, an
// element is not seen (LDG-7).
const intersection = new IntersectionObserver((entries) => {
  for (const entry of entries) /** @type {TanreiElement} */ (entry.target)._see(0, entry.isIntersecting);
});

// One timer for every element waiting out its delay: the earliest end, when each element that
// is due asks its module again. setTimeout holds 2^31-1 ms at most; a longer wait wakes early.
// A wait that ends or goes leaves the timer as it is, unless none is left: it wakes, finds what
// is due, and is set again for the earliest that remains.
/** @type {Map<TanreiElement, number>} */
const due = new Map();
let timer = 0;
let timerAt = Infinity;

/** Wakes `element` at `at` (ms of performance.now()), or never for Infinity. @param {TanreiElement} element @param {number} at */
function wake(element, at) {
  if (at < Infinity) due.set(element, at);
  else due.delete(element);
  if (at < timerAt || due.size === 0) schedule(due.size ? at : Infinity);
}

/** @param {number} at */
function schedule(at) {
  clearTimeout(timer);
  timerAt = at;
  timer = at < Infinity ? setTimeout(woken, Math.min(2 ** 31 - 1, Math.max(0, at - now()))) : 0;
}

function woken() {
  const t = now();
  const ready = [...due].filter(([, at]) => at <= t).map(([element]) => element);
  for (const element of ready) due.delete(element);
  let next = Infinity;
  for (const at of due.values()) next = Math.min(next, at);
  schedule(next);
  TanreiElement._show(ready);
}

reduced.addEventListener('change', () => {
  reducing = reduced.matches;
  for (const element of started) element._tell(reducing ? REDUCED : MOVING);
});

/** A template literal's text, as written: marks CSS, which the package's build compacts. */
export const css = String.raw;

/**
 * An element whose presence its module decides. A class gives, as statics: `core`, its
 * module (`load`); `_attributes`, what it reads, as `[name, kind, absent]` (see `define`),
 * passed to `set` in that order; `_parts`, the frame's content, made at the first show;
 * `_sheets`, its shadow styles; `_entrance`, the custom property an `auto` entrance reads;
 * `_enterEasing`, the curve it enters on; `_role`, the host's once shown; `_flags`, the classes
 * the frame takes from the bits of the answer's FLAGS slot; `_vars`, the custom properties (in
 * pixels) it takes from the slots after it. For a cycle it fills `_cycles`, and `_made` takes
 * its parts once they are made.
 *
 * Members whose names begin with `_` are the package's own: no declaration gives them, and the
 * shipped scripts shorten them.
 */
export class TanreiElement extends HTMLElement {
  /** @type {Core} */ static core;
  /** @type {[string, string, unknown?][]} */ static _attributes = [];
  /** @type {CSSStyleSheet[]} */ static _sheets = [];
  static _entrance = '--tanrei-comp-presence-entrance';
  /** The frame's content, as HTML: each part with its class and part name. */
  static _parts = '';

  static _enterEasing = 'linear';
  static _role = '';
  static _busy = true;
  /** The name the host has when no label is set, if any. */
  static _defaultLabel = '';
  /** @type {string[]} */ static _flags = [];
  /** @type {string[]} */ static _vars = [];
  /** @type {CSSStyleSheet[] | undefined} The shadow roots' sheets. */
  static _adopted;

  /** @type {Uint8Array | null} */ #state = null;
  // The element's own writes, by attribute: their callbacks may come after the reaction that
  // made them, so they are known by their values.
  /** @type {Map<string, string | null>} */ #written = new Map();
  // Seen: in the viewport, and not in a `visibility: hidden` ancestor.
  #seen = [true, true];
  // The naming attributes the product changed since the last answer.
  #changed = 0;
  /** @type {Element[] | null} */ #heldElements = null;
  /** @type {Animation[]} */ #animations = [];
  /** @type {Animation | undefined} */ #entrance;
  #key = '';
  // The frame's classes and style as last written.
  #names = 'frame';
  #style = '';

  #watched = false;
  // Whether the parts are made (#make).
  #made = false;
  #warned = 0;
  #connectedAt = 0;
  // Whether the style was read since the connection.
  #styled = false;
  /** The element's class, with what its kind gives as statics. @type {typeof TanreiElement} */
  #kind = /** @type {any} */ (this.constructor);
  /** The last answer. */
  _answer = new Float64Array(ANSWER_NUMBERS);
  /** The value of the class's `entrance` property at connection. */
  _cascade = '';

  constructor() {
    super();
    const kind = this.#kind;
    const root = this.attachShadow({ mode: 'open' });
    root.adoptedStyleSheets = kind._adopted ??= [base, ...kind._sheets];
    /** The part that enters: hidden until the module says the element is shown. */
    this._frame = root.appendChild(document.createElement('div'));
    this._frame.setAttribute('class', 'frame');
    this._frame.setAttribute('part', 'frame');
    // A property set before the element was defined hides the accessor: set it through it.
    for (const name of Object.keys(this)) {
      if (name in kind.prototype) {
        const value = /** @type {any} */ (this)[name];
        delete /** @type {any} */ (this)[name];
        /** @type {any} */ (this)[name] = value;
      }
    }
  }

  /**
   * Puts the frame's parts in the shadow root, and the probe beside them, at the element's
   * first show: until then its box is all it has, and all a page of waiting elements styles.
   */
  #make() {
    const kind = this.#kind;
    let template = templates.get(kind);
    if (!template) {
      template = document.createElement('template');
      template.innerHTML = kind._parts;
      templates.set(kind, template);
    }
    this._frame.append(template.content.cloneNode(true));
    // Inherits the host's visibility and direction; its transitions say when they change. A
    // visibility is read once its transition ends: during one, it reads as visible. Both are
    // read once at the show (_show).
    const probe = document.createElement('i');
    probe.setAttribute('class', 'probe');
    probe.ontransitionrun = probe.ontransitionend = () => {
      const style = getComputedStyle(probe);
      this._see(1, style.visibility !== 'hidden');
      this._tell(style.direction === 'rtl' ? RTL : LTR);
    };
    this._frame.after(probe);
    this._made();
  }

  /** Takes the parts the frame was given, once made. */
  _made() {}

  connectedCallback() {
    const t = now();
    // A state the module has not made yet: the first `set` makes it.
    this.#state = new Uint8Array(this.#kind.core.state.length);
    this.#seen[0] = this.#seen[1] = true;
    this.#connectedAt = t;
    this.#styled = false;
    this._cascade = '';
    this.#set(t, reducing ? 1 << 17 : 0);
    this.#update(t, INSERT);
    started.add(this);
  }

  static get observedAttributes() {
    return [...this._attributes.map(([name]) => name), ...NAMES];
  }

  /** Reads the style of those of `elements` not read since their connection, all at once, tells
   * each module what it says where the element was connected, and asks each again. @param {TanreiElement[]} elements */
  static _show(elements) {
    const batch = elements.filter((element) => element.#state && !element.#styled);
    const styles = batch.map((element) => {
      const style = getComputedStyle(element);
      return [style.direction, style.visibility, style.getPropertyValue(element.#kind._entrance)];
    });
    batch.forEach((element, index) => {
      const [direction, visibility, cascade] = styles[index];
      const t = element.#connectedAt;
      const answer = element.#kind.core.answer;
      element.#styled = true;
      if (cascade) {
        // The cascade chooses the entrance: the insertion is made again with it, at its time.
        element._cascade = cascade;
        element.#set(t);
        element.#call(answer, [REMOVE, t, 0, 0]);
        element.#call(answer, [INSERT, t, 0, 0]);
      }
      if (direction === 'rtl') element.#call(answer, [RTL, t, 0, 0]);
      element.#seen[1] = visibility !== 'hidden';
    });
    for (const element of elements) element._tell(batch.includes(element) && !element.#seen[1] ? HIDE : -1);
  }

  disconnectedCallback() {
    unstyled.delete(this);
    if (!this.#state) return;
    this.#read(now(), REMOVE);
    this.#animate(now());
    this.#state = null;
    started.delete(this);
    intersection.unobserve(this);
    this.#watched = false;
    wake(this, Infinity);
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
    if (index === 0 || index === 1) this.#changed |= 1 << index;
    this._forward();
  }

  // LDG-18: while the host holds the product's names as their data-aria- twins, the ARIA
  // properties read and write the twins, and null takes a name away wherever it is.

  get #held() {
    return this._answer[HOST] & 4;
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

  // MARK: The module

  /** @param {number} event */
  _tell(event) {
    if (this.#state) this.#update(now(), event);
  }

  /** @param {number} which @param {boolean} seen */
  _see(which, seen) {
    const before = this.#seen[0] && this.#seen[1];
    this.#seen[which] = seen;
    // Told only when it changes: the observer's first report of an element in view is no news.
    if (before !== (this.#seen[0] && this.#seen[1])) this._tell(before ? HIDE : SHOW);
  }

  /** Tells the module the attributes changed. */
  _forward() {
    if (!this.#state) return;
    this.#set(now());
    this.#update(now());
  }

  /** Numbers the module's `set` reads after the flags. @returns {number[]} */
  _numbers() {
    return [];
  }

  /** The number `text` writes, as the module reads an attribute: null when none. @param {string} text */
  _number(text) {
    const value = this.#kind.core.number(this.#encode([text])[0]);
    return Number.isNaN(value) ? null : value;
  }

  /** Writes `texts` to the module's text buffer, in place of each its length. @param {any[]} texts */
  #encode(texts) {
    const buffer = this.#kind.core.text;
    // A text beyond what the buffer holds is cut there, never within a character.
    for (let index = 0, at = 0; index < texts.length; index++) {
      const text = texts[index];
      at += texts[index] = text ? encoder.encodeInto(text, buffer.subarray(at)).written : 0;
    }
    return texts;
  }

  /** Tells the module the attributes, the cascade's entrance and the product's name at `t`. @param {number} t @param {number} flags */
  #set(t, flags = 0) {
    const kind = this.#kind;
    const attributes = kind._attributes;
    const texts = [];
    for (let bit = 0; bit < attributes.length; bit++) {
      const text = this.getAttribute(attributes[bit][0]);
      if (text !== null) flags |= 1 << bit;
      texts.push(text);
    }
    // The product's own name (its twin's, while held), and whether its labelledby names an
    // element: by id, or by reference, which leaves the attribute empty.
    const held = this.#held;
    const ids = this.getAttribute(NAMES[held ? 3 : 1])?.split(' ');
    const root = /** @type {Document} */ (ids ? this.getRootNode() : null);
    if (ids && (ids.some((id) => id && root.getElementById?.(id)) || this.ariaLabelledByElements?.length)) {
      flags |= 1 << 16;
    }
    texts.push(this._cascade, this.getAttribute(NAMES[held ? 2 : 0]));
    const core = kind.core;
    const size = this.#call(core.set, this.#encode(texts).concat(flags, t, this._numbers()));
    // The first call makes the state and says how much of the buffer it takes.
    const state = /** @type {Uint8Array} */ (this.#state);
    if (size > 0 && size < state.length) {
      this.#state = state.slice(0, size);
      core.state = core.state.subarray(0, size);
    }
  }

  /**
   * Calls `exported`, one of the module's exports, on the element's state, which it keeps
   * afterwards. Every state has the length of the module's.
   * @param {Function} exported @param {number[]} args
   */
  #call(exported, args) {
    const buffer = this.#kind.core.state;
    const state = /** @type {Uint8Array} */ (this.#state);
    buffer.set(state);
    const result = exported.apply(null, args);
    state.set(buffer);
    return result;
  }

  /** Tells the module `event` (none when negative) and asks what the element is at `t`. @param {number} t @param {number} event */
  #read(t, event) {
    const core = this.#kind.core;
    let present = 0;
    for (let index = 0; index < 4; index++) if (this.hasAttribute(NAMES[index])) present |= 1 << index;
    this.#call(core.answer, [event, t, present, this.#changed]);
    this.#changed = 0;
    this._answer.set(core.answers);
  }

  /** @param {number} t */
  #update(t, event = -1) {
    const held = this.#held;
    // Elements set through ariaLabelledByElements leave the attribute empty: they are kept here
    // while held, since no attribute can hold them.
    const elements = this.getAttribute('aria-labelledby') === '' ? labelledBy?.get?.call(this) : null;
    this.#read(t, event);
    if (!held && this.#held && elements?.length) this.#heldElements = elements;
    this.#apply();
    if (held && !this.#held && this.#heldElements) {
      labelledBy?.set?.call(this, this.#heldElements);
      this.#heldElements = null;
    }
    this.#animate(t);
    const answer = this._answer;
    if (answer[PHASE] > 1 && !this.#styled && !unstyled.has(this)) {
      // Shown before its style was read (shown at once, or its delay cut): read in a batch at
      // the end of the task, before anything is painted.
      if (!unstyled.size) {
        queueMicrotask(() => {
          const batch = [...unstyled];
          unstyled.clear();
          TanreiElement._show(batch);
        });
      }
      unstyled.add(this);
    }
    // While it waits, nothing changes before the delay's end; once shown, whether it can be
    // seen matters, and is watched.
    wake(this, answer[PHASE] === 1 ? answer[SHOWN_AT] : Infinity);
    if (answer[PHASE] > 1 && !this.#watched) {
      this.#watched = true;
      intersection.observe(this);
    }
    const fresh = answer[DIAGNOSTICS] & ~this.#warned;
    if (fresh && /** @type {any} */ (globalThis).TANREI_DEBUG === true) {
      this.#warned |= fresh;
      import('./debug.js').then((debug) => debug.warn(this, fresh));
    }
  }

  #apply() {
    const answer = this._answer;
    if (answer[NAMING]) {
      const texts = NAMES.map((name) => this.getAttribute(name));
      NAMES.forEach((name, index) => {
        const change = (answer[NAMING] >> (4 * index)) & 15;
        const text = change === 7
          ? this.#kind._defaultLabel
          : change > 2
          ? texts[change - 3]
          : this.getAttribute('label');
        if (change) this._write(name, change < 2 ? null : text);
      });
    }
    this._write('aria-hidden', answer[HOST] & 2 ? 'true' : null);
    this._draw(answer, answer[HOST] & 1);
  }

  /** Sets, or with null removes, an attribute as the element's own change. @param {string} name @param {string | null} value */
  _write(name, value) {
    if (this.getAttribute(name) === value) return;
    this.#written.set(name, value);
    attribute(this, name, value);
  }

  /**
   * Draws `answer`: the frame's classes and custom properties, and, when `exposed`, the host's
   * role, busy while it has no value.
   * @param {Float64Array} a @param {number} exposed
   */
  _draw(a, exposed) {
    const { _role: role, _busy: busy, _flags: flags, _vars: vars } = this.#kind;
    const frame = this._frame;
    // Written whole, and only when it changes: one style change for the frame, not one a value.
    // Until it is shown nothing is drawn, nor styled or laid out: the box is all it takes.
    const shown = a[PHASE] > 1;
    let names = 'frame';
    for (let bit = 0; bit < flags.length; bit++) if (a[FLAGS] & (1 << bit)) names += ' ' + flags[bit];
    if (shown) names += ' shown';
    let style = '';
    for (let index = 0; index < (shown ? vars.length : 2); index++) {
      style += `--${vars[index]}:${a[FLAGS + 1 + index]}px;`;
    }
    if (shown && !this.#made) {
      this.#made = true;
      this.#make();
    }
    if (this.#names !== names) frame.setAttribute('class', this.#names = names);
    if (this.#style !== style) frame.style.cssText = this.#style = style;
    this._write('role', exposed && role ? role : null);
    this._write('aria-busy', exposed && role && busy ? 'true' : null);
  }

  /** What else the cycle's animations are made from. @param {Float64Array} _answer */
  _cyclesKey(_answer) {
    return '';
  }

  /** The cycle's animations, made afresh. @param {Float64Array} _answer @returns {Animation[]} */
  _cycles(_answer) {
    return [];
  }

  // MARK: Motion

  /** @param {number} t */
  #animate(t) {
    const a = this._answer;
    // Nothing moves until the element is shown: the animations are made then, from the start
    // time the module gives, and none runs through the delay.
    const key = a[PHASE] > 1
      ? `${a[SHOWN_AT]} ${a[ENTER]} ${a[GROW]} ${a[CYCLE]} ${a[FLAGS]} ${this._cyclesKey(a)}`
      : '';
    // Made again only when what they draw changes; otherwise only their clocks are set.
    if (key !== this.#key) {
      this.#key = key;
      this.#entrance?.cancel();
      for (const animation of this.#animations) animation.cancel();
      this.#animations = [];
      if (!key) return;
      if (a[ENTER] > 0) {
        const entrance = this._frame.animate(
          a[GROW] ? [{ opacity: 0, scale: 0 }, { opacity: 1, scale: 1 }] : [{ opacity: 0 }, { opacity: 1 }],
          { duration: a[ENTER], easing: this.#kind._enterEasing, fill: 'backwards' },
        );
        entrance.startTime = a[SHOWN_AT];
        this.#entrance = entrance;
      }
      if (a[CYCLE] > 0) this.#animations = this._cycles(a);
    }
    const at = a[PROGRESS] * a[CYCLE];
    for (const animation of this.#animations) {
      if (a[RUNNING]) {
        // Setting the start time also resumes a paused animation.
        animation.startTime = Math.max(t, a[SHOWN_AT]) - at;
      } else {
        // LDG-7: held where it is, and picked up from there when it is seen again.
        animation.pause();
        animation.currentTime = at;
      }
    }
  }
}

const base = sheet(css`
  :host {
    display: inline-block;
    vertical-align: middle;
    position: relative;
    flex: none;
    line-height: 0;
  }
  :host([hidden]) {
    display: none;
  }
  .probe {
    position: absolute;
    margin-inline-start: 1px;
    transition: visibility 1ms, margin-left 1ms, margin-right 1ms;
  }
  .frame {
    position: relative;
    visibility: hidden;
  }
  .shown {
    visibility: inherit;
  }
  .frame:not(.shown) > *,
  .frame:not(.shown) + .probe {
    display: none;
  }
`);

/**
 * Defines `tag` as `element` unless the page already has it, with a property for each of its
 * `attributes`, `[name, kind, absent]`, named in camel case: `kind` is `s` (a string), `b` (a
 * boolean, the attribute's presence), `t` (a boolean written `true` or `false`: only `false` is
 * false) or `n` (a number, read as the module reads it: null when none), and `absent` what the
 * property reads with no attribute. Setting null or undefined removes the attribute.
 * @param {string} tag @param {typeof TanreiElement} element
 */
export function define(tag, element) {
  for (const [name, kind, absent = null] of element._attributes) {
    const property = name.replace(/-(.)/g, (_, letter) => letter.toUpperCase());
    Object.defineProperty(element.prototype, property, {
      configurable: true,
      get() {
        const text = this.getAttribute(name);
        if (kind === 'b') return text !== null;
        if (text === null) return absent;
        return kind === 't' ? text !== 'false' : kind === 'n' ? this._number(text) : text;
      },
      set(value) {
        if (kind === 'b') this.toggleAttribute(name, Boolean(value));
        else attribute(this, name, kind === 't' && value != null ? String(Boolean(value)) : value);
      },
    });
  }
  if (!customElements.get(tag)) customElements.define(tag, element);
}

/** Sets attribute `name` of `element` to `value`, or removes it for null. @param {Element} element @param {string} name @param {unknown} value */
function attribute(element, name, value) {
  if (value == null) element.removeAttribute(name);
  else element.setAttribute(name, String(value));
}
