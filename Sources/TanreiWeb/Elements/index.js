// Tanrei's custom elements. Importing this module loads TanreiCore, compiled to WebAssembly
// (tanrei-core.wasm, beside this file), and defines <tanrei-loading-indicator>,
// <tanrei-skeleton>, <tanrei-typing-indicator> and <tanrei-progress>.
//
// The script decides nothing: it forwards what the DOM says (attribute texts, connected and
// disconnected, intersecting the viewport or not, prefers-reduced-motion, the direction) to the
// module with the time it happened, and applies the module's answer — ARIA on the host, the
// drawing's geometry and colours, and Web Animations started at the times the answer names, so
// that the compositor runs the motion with no script per frame. During a show delay the only
// scheduled script is one timer, at the delay's end, because ARIA cannot be animated.

const DEBUG = /* TANREI_DEBUG */ false || globalThis.TANREI_DEBUG === true;

const encoder = new TextEncoder();
const decoder = new TextDecoder();
let core = null;

async function load() {
  const url = new URL('./tanrei-core.wasm', import.meta.url);
  const imports = {
    env: {
      // Double(String) in the module checks the syntax itself and asks the host only for the
      // correctly rounded value.
      tanrei_parse_double: (address, length) =>
        Number(decoder.decode(new Uint8Array(core.memory.buffer, address, length))),
    },
  };
  const response = await fetch(url);
  if (!response.ok) throw new Error(`tanrei: ${url} answered ${response.status}`);
  let result;
  try {
    result = await WebAssembly.instantiateStreaming(response.clone(), imports);
  } catch {
    // A server that does not say application/wasm.
    result = await WebAssembly.instantiate(await response.arrayBuffer(), imports);
  }
  core = result.instance.exports;
}

/// The output buffer's text, or null for a negative result.
function output(count) {
  if (count < 0) return null;
  return decoder.decode(new Uint8Array(core.memory.buffer, core.tanrei_output(), count));
}

/// Copies `texts` into the input buffer back to back; returns their byte counts.
function input(texts) {
  const encoded = texts.map((text) => encoder.encode(text));
  const total = encoded.reduce((sum, bytes) => sum + bytes.length, 0);
  const address = core.tanrei_input(total);
  if (!address) return null;
  const memory = new Uint8Array(core.memory.buffer, address, total);
  let offset = 0;
  for (const bytes of encoded) {
    memory.set(bytes, offset);
    offset += bytes.length;
  }
  return encoded.map((bytes) => bytes.length);
}

const EVENT = { insert: 0, remove: 1, hide: 2, show: 3, reducedOn: 4, reducedOff: 5, ltr: 6, rtl: 7 };
const FLAG = { contained: 1, size: 2, showDelay: 4, entrance: 8, enterDuration: 16, named: 32 };

const reducedMotion = matchMedia('(prefers-reduced-motion: reduce)');
const darkScheme = matchMedia('(prefers-color-scheme: dark)');
// Every connected element, of every class, for the listeners of the environment below.
const connected = new Set();

function now() {
  return performance.now();
}

function rgb([r, g, b, a]) {
  const channel = (value) => Math.round(value * 255);
  return `rgb(${channel(r)} ${channel(g)} ${channel(b)} / ${a})`;
}

function bezier([x1, y1, x2, y2]) {
  return `cubic-bezier(${x1}, ${y1}, ${x2}, ${y2})`;
}

// The hooks an element class fills in, as symbols so that they add no public name to it.
const SPEC = Symbol('spec'); // static: what the class is made of (see TanreiElement)
const DRAW = Symbol('draw'); // (state): the host's attributes and the drawing
const KEY = Symbol('key'); // (state): what the cycle's animations are made from
const CYCLES = Symbol('cycles'); // (state): the cycle's animations, made afresh
const INPUT = Symbol('input'); // (): [texts, flags, ...numbers] for the module's set_attributes
const CONNECT = Symbol('connect'); // (): the handle is made
const REMOVED = Symbol('removed'); // (handle, t): removed, the handle not freed yet
const CHANGED = Symbol('changed'); // (name, value): a product's change, before it goes on
// What the shared part offers the classes.
const APPLY = Symbol('apply');
const WRITE = Symbol('write');
const OWN = Symbol('own');
const FORWARD = Symbol('forward');
const HANDLE = Symbol('handle');

const PRESENCE_ENTRANCE = '--tanrei-comp-presence-entrance';

const HOST_CSS = `
:host { display: inline-block; vertical-align: middle; position: relative; flex: none; }
:host([hidden]) { display: none; }
`;

/// A shadow part: an element of `tag` with `className` and, if given, `part`.
function part(tag, className, name) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (name) node.setAttribute('part', name);
  return node;
}

// What every element shares: a handle in the module for as long as it is connected, the DOM's
// events passed on with their times, the state applied (the host's box, the entrance and the
// cycle's clocks, the one timer at the delay's end) and its diagnostics warned once. A class
// names its surface in `static [SPEC]`:
// - `prefix`: its exports' names before `create`, `apply`, `set_attributes`, `state`, `destroy`;
// - `tag` and `noun`, for warnings; `css`, its shadow style;
// - `properties`, taken back from the instance when the element upgrades;
// - `inputs`, the attributes passed with the presence entrance's cascade, one flag bit each
//   (a class with other texts fills `[INPUT]` instead).
class TanreiElement extends HTMLElement {
  #handle = 0;
  #sheet;
  #frame;
  #timer = 0;
  #enter = null;
  #cycles = [];
  #animated = '';
  #visible = true;
  #reduced = false;
  #direction = 'ltr';
  #written = new Map();
  #warned = new Set();
  #observer = null;

  /// `frame` is the shadow part that enters, and the one hidden until the module says what to draw.
  constructor(frame) {
    super();
    const spec = this.constructor[SPEC];
    const root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = spec.css;
    this.#sheet = document.createElement('style');
    this.#frame = frame;
    // Nothing is drawn until the module says what: an element defined but never connected
    // shows nothing.
    frame.style.visibility = 'hidden';
    root.append(style, this.#sheet, frame);
    // A property set before the element was defined is an own property that hides the
    // accessor; it is taken back and set again through the accessor. (An upgrading element
    // runs no attribute callback from here, so no class field is needed yet.)
    for (const name of spec.properties) {
      if (!Object.hasOwn(this, name)) continue;
      const value = this[name];
      delete this[name];
      this[name] = value;
    }
  }

  // MARK: Properties every element has

  get entrance() { return this.getAttribute('entrance') ?? 'auto'; }
  set entrance(value) {
    if (value == null) this.removeAttribute('entrance');
    else this.setAttribute('entrance', String(value));
  }
  get showDelay() { return timeAttribute(this, 'show-delay'); }
  set showDelay(value) { setTimeAttribute(this, 'show-delay', value); }
  get enterDuration() { return timeAttribute(this, 'enter-duration'); }
  set enterDuration(value) { setTimeAttribute(this, 'enter-duration', value); }

  // MARK: Callbacks

  connectedCallback() {
    const t = now();
    const spec = this.constructor[SPEC];
    this.#handle = this.#core('create')(0, darkScheme.matches ? 1 : 0);
    if (this.#handle <= 0) return this.#warn([`tanrei: no ${spec.noun} made (${this.#handle})`]);
    this[CONNECT]();
    connected.add(this);
    this.#warned.clear();
    this.#readEnvironment(t, true);
    this.#setAttributes(t);
    this.#core('apply')(this.#handle, EVENT.insert, t);
    this.#visible = true;
    this.#observer = new IntersectionObserver((entries) => {
      const visible = entries[entries.length - 1].isIntersecting;
      if (visible === this.#visible || !this.#handle) return;
      this.#visible = visible;
      const when = now();
      this.#core('apply')(this.#handle, visible ? EVENT.show : EVENT.hide, when);
      this.#update(when);
    });
    this.#observer.observe(this);
    this.#update(t);
  }

  disconnectedCallback() {
    // Nothing is written on the host here: a write would run the pending connectedCallback of a
    // move in the middle of this one (see WEB-CORE-NOTES.md §8), and the moved element would
    // then be given the removed one's state. The next connection writes the host again.
    if (!this.#handle) return;
    const t = now();
    const handle = this.#handle;
    this.#handle = 0;
    this.#core('apply')(handle, EVENT.remove, t);
    this[REMOVED](handle, t);
    // Removed, an element starts from nothing when it comes back (LDG-16), so its state is
    // freed now rather than whenever the element is collected.
    this.#core('destroy')(handle);
    connected.delete(this);
    this.#observer?.disconnect();
    this.#observer = null;
    clearTimeout(this.#timer);
    this.#timer = 0;
    this.#animate({ phase: 'absent' });
    this.#frame.style.visibility = 'hidden';
  }

  attributeChangedCallback(name, previous, value) {
    if (previous === value) return;
    // A change the element made itself comes back here after the callback that made it (custom
    // element reactions run then), so it is recognised by its value, not by a flag.
    if (this.#written.has(name)) {
      const mine = this.#written.get(name);
      this.#written.delete(name);
      if (mine === value) return;
    }
    this[CHANGED](name, value);
    this[FORWARD]();
  }

  /// Called for every connected element when reduced motion or a direction may have changed.
  environmentChanged() {
    if (!this.#handle) return;
    const t = now();
    if (this.#readEnvironment(t, false)) this.#update(t);
  }

  // MARK: Hooks a class may leave as they are

  [CONNECT]() {}
  [REMOVED]() {}
  [CHANGED]() {}
  [KEY]() { return null; }

  [INPUT]() {
    const names = this.constructor[SPEC].inputs;
    const texts = names.map((name) => this.getAttribute(name) ?? '');
    texts.push(getComputedStyle(this).getPropertyValue(PRESENCE_ENTRANCE));
    let flags = 0;
    names.forEach((name, index) => { if (this.hasAttribute(name)) flags |= 1 << index; });
    return [texts, flags];
  }

  // MARK: For the classes

  get [HANDLE]() { return this.#handle; }

  /// Remembers that the element itself is about to make `name` `value`, when it observes `name`.
  [OWN](name, value) {
    if (this.constructor.observedAttributes.includes(name)) this.#written.set(name, value);
  }

  /// Sets or removes an attribute, as the element's own change.
  [WRITE](name, value) {
    if (value === null || value === undefined) {
      if (!this.hasAttribute(name)) return;
      this[OWN](name, null);
      this.removeAttribute(name);
    } else if (this.getAttribute(name) !== value) {
      this[OWN](name, value);
      this.setAttribute(name, value);
    }
  }

  /// Tells the module the attributes changed, then applies its answer.
  [FORWARD]() {
    if (!this.#handle) return;
    const t = now();
    this.#setAttributes(t);
    this.#update(t);
  }

  /// Applies a state: the host's box, the class's drawing, and the animations.
  [APPLY](state) {
    const [width, height] = state.box;
    // A bar that fills its layout's width takes it from the layout, block-level, and the module
    // is told what that width is (see TanreiProgress).
    this.#sheet.textContent = state.fills && state.phase !== 'absent'
      ? `:host { display: block; height: ${height}px; }`
      : `:host { width: ${width}px; height: ${height}px; }`;
    this[DRAW](state);
    this.#animate(state);
  }

  // MARK: The module

  #core(name) {
    return core[this.constructor[SPEC].prefix + name];
  }

  /// Tells the module reduced motion and the direction, when they changed or `always`; returns
  /// whether it told anything.
  #readEnvironment(t, always) {
    const apply = this.#core('apply');
    let told = false;
    const reduced = reducedMotion.matches;
    if (always || reduced !== this.#reduced) {
      this.#reduced = reduced;
      apply(this.#handle, reduced ? EVENT.reducedOn : EVENT.reducedOff, t);
      told = true;
    }
    const direction = getComputedStyle(this).direction === 'rtl' ? 'rtl' : 'ltr';
    if (always || direction !== this.#direction) {
      this.#direction = direction;
      apply(this.#handle, direction === 'rtl' ? EVENT.rtl : EVENT.ltr, t);
      told = true;
    }
    return told;
  }

  #setAttributes(t) {
    // A class may pass numbers of its own after the flags (the progress bar's offered width).
    const [texts, flags, ...numbers] = this[INPUT]();
    const lengths = input(texts);
    if (!lengths) return this.#warn(['tanrei: attributes too long to pass']);
    this.#core('set_attributes')(this.#handle, ...lengths, flags, ...numbers, t);
  }

  #update(t) {
    const text = output(this.#core('state')(this.#handle, t));
    if (text === null) return;
    const state = JSON.parse(text);
    this[APPLY](state);
    clearTimeout(this.#timer);
    this.#timer = 0;
    if (state.phase === 'waiting' && typeof state.next === 'number') {
      // setTimeout holds 2^31-1 ms at most; a longer delay wakes early and asks again.
      const wait = Math.min(2 ** 31 - 1, Math.max(0, state.next - now()));
      this.#timer = setTimeout(() => {
        this.#timer = 0;
        if (this.#handle) this.#update(now());
      }, wait);
    }
    const tag = this.constructor[SPEC].tag;
    if (DEBUG) this.#warn(state.diagnostics.map((d) => `${tag}: ${d.code}: ${d.message}`));
  }

  #warn(messages) {
    for (const message of messages) {
      if (this.#warned.has(message)) continue;
      this.#warned.add(message);
      if (DEBUG) console.warn(message, this);
    }
  }

  // MARK: Motion

  #animate(state) {
    const entrance = state.entrance;
    if (state.phase === 'absent' || !entrance) {
      this.#cancel();
      this.#animated = '';
      return;
    }
    // The animations are made again only when what they draw changes; otherwise only their
    // clocks are set, from the plan.
    const key = JSON.stringify([entrance, state.cycle?.duration, this[KEY](state)]);
    if (key !== this.#animated) {
      this.#animated = key;
      this.#cancel();
      if (entrance.duration > 0) {
        const frames =
          entrance.kind === 'grow'
            ? [{ opacity: 0, transform: 'scale(0)' }, { opacity: 1, transform: 'scale(1)' }]
            : [{ opacity: 0 }, { opacity: 1 }];
        this.#enter = this.#frame.animate(frames, {
          duration: entrance.duration, easing: bezier(entrance.easing), fill: 'backwards',
        });
        this.#enter.startTime = entrance.start;
      }
      if (state.cycle) this.#cycles = this[CYCLES](state);
    }
    const cycle = state.cycle;
    if (!cycle) return;
    const at = cycle.progress * cycle.duration;
    for (const animation of this.#cycles) {
      if (cycle.running) {
        // Setting the start time also resumes a paused animation.
        animation.startTime = Math.max(state.time, state.shownAt) - at;
      } else {
        // LDG-7: held where it is, and picked up from there when the plan says it runs again.
        animation.pause();
        animation.currentTime = at;
      }
    }
  }

  #cancel() {
    for (const animation of this.#cycles) animation.cancel();
    this.#enter?.cancel();
    this.#cycles = [];
    this.#enter = null;
  }
}

const TOKEN = '--tanrei-comp-loading-indicator-';

class TanreiLoadingIndicator extends TanreiElement {
  static observedAttributes = [
    'size', 'contained', 'label', 'show-delay', 'entrance', 'enter-duration',
    'aria-label', 'aria-labelledby', 'data-aria-label', 'data-aria-labelledby',
  ];

  static [SPEC] = {
    prefix: 'tanrei_element_', tag: 'tanrei-loading-indicator', noun: 'indicator',
    properties: ['size', 'contained', 'label', 'showDelay', 'entrance', 'enterDuration'],
    css: `${HOST_CSS}.frame { position: absolute; inset: 0; direction: ltr; }
.container { position: absolute; inset: 0; }
svg { position: absolute; overflow: visible; }
circle { fill: none; stroke-linecap: round; }
`,
  };

  #internals;
  #frame;
  #container;
  #svg;
  #circle;
  #held = false;
  #heldElements = null;

  constructor() {
    const frame = part('div', 'frame', 'frame');
    const container = part('div', 'container', 'container');
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('part', 'indicator');
    svg.setAttribute('aria-hidden', 'true');
    const circle = document.createElementNS(ns, 'circle');
    svg.append(circle);
    frame.append(container, svg);
    super(frame);
    this.#internals = this.attachInternals();
    this.#frame = frame;
    this.#container = container;
    this.#svg = svg;
    this.#circle = circle;
  }

  // MARK: Properties, reflected to the attributes the module reads

  get size() { return this.getAttribute('size') ?? 'medium'; }
  set size(value) { this.setAttribute('size', String(value)); }
  get contained() { return this.hasAttribute('contained'); }
  set contained(value) { this.toggleAttribute('contained', Boolean(value)); }
  get label() { return this.getAttribute('label') ?? ''; }
  set label(value) { this.setAttribute('label', String(value ?? '')); }

  // LDG-18: while the host holds the product's names as data-aria- twins, the ARIA properties
  // read and write the twins, and null takes a name away wherever it is.
  get ariaLabel() {
    return this.getAttribute(this.#held ? 'data-aria-label' : 'aria-label');
  }
  set ariaLabel(value) {
    const name = this.#held ? 'data-aria-label' : 'aria-label';
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }
  get ariaLabelledByElements() {
    return this.#held ? this.#heldElements : labelledBy.get?.call(this) ?? null;
  }
  set ariaLabelledByElements(value) {
    if (this.#held) {
      this.#heldElements = value ?? null;
      if (value == null) this.removeAttribute('data-aria-labelledby');
      this[FORWARD]();
    } else {
      labelledBy.set?.call(this, value ?? null);
    }
  }

  // MARK: Hooks

  [REMOVED](handle, t) {
    const text = output(core.tanrei_element_state(handle, t));
    // The host's attributes are written a moment later, and only if the element is still out:
    // a write now would run the connectedCallback of a move in the middle of this one.
    queueMicrotask(() => {
      if (!this.isConnected && !this[HANDLE] && text !== null) this[APPLY](JSON.parse(text));
    });
  }

  [CHANGED](name, value) {
    if ((name === 'aria-label' || name === 'aria-labelledby') && this.#held) {
      // The product wrote or removed a name while the host holds its names: the twin takes it.
      this[WRITE](`data-${name}`, value);
    }
  }

  #productNamed() {
    const label = this.getAttribute(this.#held ? 'data-aria-label' : 'aria-label');
    if (label && label.trim()) return true;
    const ids = this.getAttribute(this.#held ? 'data-aria-labelledby' : 'aria-labelledby');
    if (ids && ids.split(/\s+/).some((id) => id && this.getRootNode().getElementById?.(id))) {
      return true;
    }
    const elements = this.ariaLabelledByElements;
    return Boolean(elements && elements.length);
  }

  [INPUT]() {
    const attribute = (name) => this.getAttribute(name);
    const cascade = getComputedStyle(this).getPropertyValue(`${TOKEN}motion-entrance`);
    const texts = [
      attribute('label') ?? '', attribute('size') ?? '', attribute('show-delay') ?? '',
      attribute('entrance') ?? '', attribute('enter-duration') ?? '', cascade,
    ];
    const flags =
      (this.hasAttribute('contained') ? FLAG.contained : 0) |
      (attribute('size') !== null ? FLAG.size : 0) |
      (attribute('show-delay') !== null ? FLAG.showDelay : 0) |
      (attribute('entrance') !== null ? FLAG.entrance : 0) |
      (attribute('enter-duration') !== null ? FLAG.enterDuration : 0) |
      (this.#productNamed() ? FLAG.named : 0);
    return [texts, flags];
  }

  // MARK: Applying the module's answer

  [DRAW](state) {
    this.#applyHost(state);
    this.#draw(state);
  }

  #applyHost(state) {
    const host = state.host;
    if (host.holdProductNames && !this.#held) this.#hold();
    else if (!host.holdProductNames && this.#held) this.#giveBack();
    this[WRITE]('role', state.accessible ? state.accessible.role : null);
    this[WRITE]('aria-busy', state.accessible?.busy ? 'true' : null);
    this[WRITE]('aria-hidden', host.ariaHidden ? 'true' : null);
    if (this.#held) this[WRITE]('aria-label', host.ariaLabel);
    // A styling hook only (:state(waiting)); a browser whose CustomStateSet wants dashed names
    // throws here, and the element does not need it.
    try {
      if (state.accessible) this.#internals.states?.delete('waiting');
      else this.#internals.states?.add('waiting');
    } catch {}
  }

  /// Moves the product's names to their twins.
  #hold() {
    // Elements set through ariaLabelledByElements leave the attribute empty; they are kept
    // here, since a data attribute cannot hold them. Read before the attribute moves.
    const elements = this.getAttribute('aria-labelledby') === '' ? labelledBy.get?.call(this) : null;
    this.#held = true;
    for (const name of ['aria-label', 'aria-labelledby']) {
      const value = this.getAttribute(name);
      if (value === null) continue;
      if (!(name === 'aria-labelledby' && elements?.length)) this[WRITE](`data-${name}`, value);
      this[WRITE](name, null);
    }
    if (elements && elements.length) this.#heldElements = elements;
  }

  /// Gives the product's names back as they were written.
  #giveBack() {
    this.#held = false;
    this[WRITE]('aria-label', null);
    for (const name of ['aria-label', 'aria-labelledby']) {
      const value = this.getAttribute(`data-${name}`);
      if (value === null) continue;
      this[WRITE](name, value);
      this[WRITE](`data-${name}`, null);
    }
    if (this.#heldElements) {
      // Set through the accessor, the attribute comes back empty: the element's own change.
      this[OWN]('aria-labelledby', '');
      labelledBy.set?.call(this, this.#heldElements);
    }
    this.#heldElements = null;
  }

  #draw(state) {
    const size = state.indicatorSize;
    const c = size / 2;
    this.#frame.style.visibility = state.accessible ? 'visible' : 'hidden';
    const container = this.#container.style;
    container.display = state.contained ? '' : 'none';
    container.borderRadius = `${state.cornerRadius}px`;
    container.background = `var(${TOKEN}contained-container-color, ${rgb(state.containerColor)})`;
    container.boxShadow = `var(${TOKEN}contained-container-elevation, ${state.shadow})`;
    const svg = this.#svg;
    svg.setAttribute('width', size);
    svg.setAttribute('height', size);
    svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
    svg.style.left = svg.style.top = `${state.inset}px`;
    const circle = this.#circle;
    circle.setAttribute('cx', c);
    circle.setAttribute('cy', c);
    circle.setAttribute('r', state.arcRadius);
    circle.setAttribute('stroke-width', state.thickness);
    const color = state.contained ? 'contained-indicator-color' : 'indicator-color';
    circle.style.stroke = `var(${TOKEN}${color}, ${rgb(state.markColor)})`;
    if (state.mark === 'circle') {
      circle.removeAttribute('stroke-dasharray');
      circle.removeAttribute('transform');
    } else {
      // A quarter of the circle from 12 o'clock clockwise: the dash starts at 3 o'clock, so the
      // circle is turned back a quarter.
      const length = 2 * Math.PI * state.arcRadius;
      circle.setAttribute('stroke-dasharray', `${(length * state.arcSweep) / 360} ${length}`);
      circle.setAttribute('transform', `rotate(-90 ${c} ${c})`);
    }
  }

  [KEY](state) {
    return [state.mark, state.pulseEasing, state.turnEasing];
  }

  /// The turn, or under reduced motion the pulse.
  [CYCLES](state) {
    const frames =
      state.mark === 'circle'
        ? [
          { opacity: 1, easing: bezier(state.pulseEasing) },
          { opacity: 0, offset: 0.5, easing: bezier(state.pulseEasing) },
          { opacity: 1 },
        ]
        : [{ transform: 'rotate(0deg)' }, { transform: 'rotate(360deg)' }];
    return [this.#svg.animate(frames, {
      duration: state.cycle.duration, iterations: Infinity,
      easing: state.mark === 'circle' ? 'linear' : bezier(state.turnEasing), fill: 'backwards',
    })];
  }
}

// A placeholder for content, never content: the host is aria-hidden from the moment it exists,
// and nothing about it changes for assistive technology.
class TanreiSkeleton extends TanreiElement {
  static observedAttributes = ['width', 'height', 'shape', 'show-delay', 'entrance', 'enter-duration'];

  static [SPEC] = {
    prefix: 'tanrei_skeleton_', tag: 'tanrei-skeleton', noun: 'skeleton',
    properties: ['width', 'height', 'shape', 'showDelay', 'entrance', 'enterDuration'],
    inputs: ['width', 'height', 'shape', 'show-delay', 'entrance', 'enter-duration'],
    css: `${HOST_CSS}.frame { position: absolute; inset: 0; }
.fill { position: absolute; inset: 0; }
`,
  };

  #frame;
  #fill;

  constructor() {
    const frame = part('div', 'frame');
    const fill = part('div', 'fill', 'fill');
    frame.append(fill);
    super(frame);
    this.#frame = frame;
    this.#fill = fill;
  }

  get width() { return Number(this.getAttribute('width') ?? 0); }
  set width(value) { this.setAttribute('width', String(value)); }
  get height() { return Number(this.getAttribute('height') ?? 0); }
  set height(value) { this.setAttribute('height', String(value)); }
  get shape() { return this.getAttribute('shape') ?? 'rectangle'; }
  set shape(value) { this.setAttribute('shape', String(value)); }

  [CONNECT]() {
    if (this.getAttribute('aria-hidden') !== 'true') this.setAttribute('aria-hidden', 'true');
  }

  [DRAW](state) {
    const shown = state.phase === 'entering' || state.phase === 'shown';
    this.#frame.style.visibility = shown ? 'visible' : 'hidden';
    const fill = this.#fill.style;
    fill.borderRadius = `${state.cornerRadius}px`;
    fill.background = `var(--tanrei-comp-skeleton-color, ${rgb(state.color)})`;
    fill.opacity = String(state.lowOpacity);
  }

  [KEY](state) {
    return [state.easing, state.lowOpacity, state.highOpacity];
  }

  /// Low to high over the first half, back over the second, each on the shimmer's curve.
  [CYCLES](state) {
    return [this.#fill.animate([
      { opacity: state.lowOpacity, easing: bezier(state.easing) },
      { opacity: state.highOpacity, offset: 0.5, easing: bezier(state.easing) },
      { opacity: state.lowOpacity },
    ], { duration: state.cycle.duration, iterations: Infinity })];
  }
}

// Appetite UI's spinner: a track and a 270° arc that turns. The Tanrei system defines no spinner,
// so the module draws it from Appetite UI's tokens (the state's `system`). Once its delay ends
// the host is a busy progressbar named by the label, exactly the node the core's frame gives;
// during the delay it is aria-hidden, keeps its box and draws nothing. The turn is one Web
// Animation of the drawing's transform, between the rotations the module gives.
class TanreiSpinner extends TanreiElement {
  static observedAttributes = ['label', 'size', 'show-delay', 'entrance', 'enter-duration'];

  static [SPEC] = {
    prefix: 'tanrei_spinner_', tag: 'tanrei-spinner', noun: 'spinner',
    properties: ['label', 'size', 'showDelay', 'entrance', 'enterDuration'],
    inputs: ['label', 'size', 'show-delay', 'entrance', 'enter-duration'],
    css: `${HOST_CSS}.frame { position: absolute; inset: 0; direction: ltr; }
svg { position: absolute; inset: 0; overflow: visible; }
circle { fill: none; }
.track { stroke-linecap: butt; }
.arc { stroke-linecap: round; }
`,
  };

  #frame;
  #svg;
  #track;
  #arc;

  constructor() {
    const frame = part('div', 'frame', 'frame');
    const ns = 'http://www.w3.org/2000/svg';
    const svg = document.createElementNS(ns, 'svg');
    svg.setAttribute('part', 'indicator');
    svg.setAttribute('aria-hidden', 'true');
    const track = document.createElementNS(ns, 'circle');
    track.setAttribute('class', 'track');
    track.setAttribute('part', 'track');
    const arc = document.createElementNS(ns, 'circle');
    arc.setAttribute('class', 'arc');
    arc.setAttribute('part', 'arc');
    svg.append(track, arc);
    frame.append(svg);
    super(frame);
    this.#frame = frame;
    this.#svg = svg;
    this.#track = track;
    this.#arc = arc;
  }

  get label() { return this.getAttribute('label') ?? ''; }
  set label(value) {
    if (value == null) this.removeAttribute('label');
    else this.setAttribute('label', String(value));
  }
  // Null when absent: the token's default size then applies, and the module knows which it is.
  get size() { return this.getAttribute('size'); }
  set size(value) {
    if (value == null) this.removeAttribute('size');
    else this.setAttribute('size', String(value));
  }

  [DRAW](state) {
    const shown = state.phase === 'entering' || state.phase === 'shown';
    this.#frame.style.visibility = shown ? 'visible' : 'hidden';
    const [side] = state.box;
    const c = side / 2;
    const svg = this.#svg;
    svg.setAttribute('width', side);
    svg.setAttribute('height', side);
    svg.setAttribute('viewBox', `0 0 ${side} ${side}`);
    // The pose now; a running or held turn overrides it.
    svg.style.transform = `rotate(${state.rotation}deg)`;
    for (const circle of [this.#track, this.#arc]) {
      circle.setAttribute('cx', c);
      circle.setAttribute('cy', c);
      circle.setAttribute('r', state.centerRadius);
      circle.setAttribute('stroke-width', state.strokeWidth);
    }
    this.#track.style.stroke = `var(--tanrei-comp-spinner-track-color, ${rgb(state.trackColor)})`;
    this.#arc.style.stroke = `var(--tanrei-comp-spinner-indicator-color, ${rgb(state.indicatorColor)})`;
    // The sweep from 12 o'clock clockwise: a circle's dash starts at 3 o'clock, so it is turned
    // back a quarter.
    const length = 2 * Math.PI * state.centerRadius;
    this.#arc.setAttribute('stroke-dasharray', `${(length * state.sweep) / 360} ${length}`);
    this.#arc.setAttribute('transform', `rotate(-90 ${c} ${c})`);
    this[WRITE]('role', state.accessible ? state.accessible.role : null);
    this[WRITE]('aria-busy', state.accessible?.busy ? 'true' : null);
    this[WRITE]('aria-hidden', state.host.ariaHidden ? 'true' : null);
    this[WRITE]('aria-label', state.host.ariaLabel);
  }

  [KEY](state) {
    return [state.turn, state.easing];
  }

  /// One turn per cycle, between the module's rotations on its easing.
  [CYCLES](state) {
    if (!(state.cycle.duration > 0)) return [];
    const [from, to] = state.turn;
    return [this.#svg.animate(
      [{ transform: `rotate(${from}deg)` }, { transform: `rotate(${to}deg)` }],
      { duration: state.cycle.duration, iterations: Infinity, easing: bezier(state.easing) })];
  }
}

// Three dots that say a reply is being written. Once its delay ends the host is a status named
// by the label, exactly the node the core's frame gives; during the delay it is aria-hidden and
// keeps its box. Each dot moves on a Web Animation whose keyframes the module gives.
class TanreiTypingIndicator extends TanreiElement {
  static observedAttributes = ['label', 'show-delay', 'entrance', 'enter-duration'];

  static [SPEC] = {
    prefix: 'tanrei_typing_', tag: 'tanrei-typing-indicator', noun: 'typing indicator',
    properties: ['label', 'showDelay', 'entrance', 'enterDuration'],
    inputs: ['label', 'show-delay', 'entrance', 'enter-duration'],
    css: `${HOST_CSS}.frame { position: absolute; inset: 0; }
.dot { position: absolute; top: 0; border-radius: 50%; }
`,
  };

  #frame;
  #dots;

  constructor() {
    const frame = part('div', 'frame', 'frame');
    const dots = [0, 1, 2].map(() => part('div', 'dot', 'dot'));
    frame.append(...dots);
    super(frame);
    this.#frame = frame;
    this.#dots = dots;
  }

  get label() { return this.getAttribute('label') ?? 'Typing'; }
  set label(value) {
    if (value == null) this.removeAttribute('label');
    else this.setAttribute('label', String(value));
  }

  [DRAW](state) {
    const shown = state.phase === 'entering' || state.phase === 'shown';
    this.#frame.style.visibility = shown ? 'visible' : 'hidden';
    const radius = state.dotSize / 2;
    state.dots.forEach((dot, index) => {
      const style = this.#dots[index].style;
      style.width = style.height = `${state.dotSize}px`;
      // From the leading edge, as the core measures it: the first dot is on the right in rtl.
      style.insetInlineStart = `${dot.x - radius}px`;
      style.background = `var(--tanrei-comp-typing-indicator-dot-color, ${rgb(state.color)})`;
      style.transform = `translateY(${dot.y - radius}px)`;
      style.opacity = String(dot.opacity);
    });
    this[WRITE]('role', state.accessible ? state.accessible.role : null);
    this[WRITE]('aria-busy', state.accessible?.busy ? 'true' : null);
    this[WRITE]('aria-hidden', state.host.ariaHidden ? 'true' : null);
    this[WRITE]('aria-label', state.host.ariaLabel);
  }

  [KEY](state) {
    return [state.dots.map((d) => d.keyframes), state.easing];
  }

  /// The module's keyframes are the cycle's corners; a travel starts at an eased corner.
  [CYCLES](state) {
    if (!(state.cycle.duration > 0)) return [];
    const radius = state.dotSize / 2;
    return state.dots.map((dot, index) => this.#dots[index].animate(
      dot.keyframes.map((k) => ({
        offset: k.offset,
        transform: `translateY(${k.y - radius}px)`,
        opacity: k.opacity,
        easing: k.eased ? bezier(state.easing) : 'linear',
      })),
      { duration: state.cycle.duration, iterations: Infinity }));
  }
}

// Progress, as a bar or a ring. Once its delay ends the host is a progressbar named by the label,
// exactly the node the core's frame gives: with its value (aria-valuenow is the core's percent,
// aria-valuetext its words) or, indeterminate, busy with no value. During the delay it is
// aria-hidden and keeps its box. Completion is said once through a polite live region shared by
// every progress element. The indeterminate motion is one Web Animation whose keyframes the
// module gives; a bar without `length` fills the width its layout offers.
const PROGRESS = '--tanrei-comp-progress-';
const PROGRESS_ATTRIBUTES = [
  'label', 'value', 'max', 'variant', 'show-label', 'length', 'line-width', 'show-delay',
  'entrance', 'enter-duration',
];
// The codes of tanrei_progress_parse: the attribute's index in the list above.
const PARSE = { value: 1, max: 2, showLabel: 4, length: 5, lineWidth: 6 };

let announcer = null;

/// The shared polite live region, made once a progress element is connected, so that it is in
/// the page well before anything is said in it.
function liveRegion() {
  if (announcer?.isConnected) return announcer;
  announcer = document.createElement('div');
  announcer.setAttribute('data-tanrei-announcer', '');
  announcer.setAttribute('role', 'status');
  announcer.setAttribute('aria-live', 'polite');
  // Out of sight but not out of the accessibility tree.
  announcer.style.cssText = 'position: absolute; width: 1px; height: 1px; margin: -1px; ' +
    'padding: 0; border: 0; overflow: hidden; clip-path: inset(50%); white-space: nowrap;';
  document.body.append(announcer);
  return announcer;
}

class TanreiProgress extends TanreiElement {
  static observedAttributes = PROGRESS_ATTRIBUTES;

  static [SPEC] = {
    prefix: 'tanrei_progress_', tag: 'tanrei-progress', noun: 'progress',
    properties: ['label', 'value', 'max', 'variant', 'showLabel', 'length', 'lineWidth',
      'showDelay', 'entrance', 'enterDuration'],
    css: `${HOST_CSS}.frame { position: absolute; inset: 0; direction: ltr; }
.track { position: absolute; inset: 0; overflow: hidden; }
.indicator { position: absolute; top: 0; left: 0; height: 100%; }
svg { position: absolute; inset: 0; overflow: visible; }
circle { fill: none; stroke-linecap: round; }
.label { position: absolute; inset: 0; display: flex; align-items: center; justify-content: center;
  line-height: 1; font-variant-numeric: tabular-nums; }
`,
  };

  #frame;
  #track;
  #indicator;
  #ring;
  #ringTrack;
  #arcSvg;
  #arc;
  #label;
  #offered = 0;
  #fills = false;
  #forwarding = false;
  #resize = null;

  constructor() {
    const frame = part('div', 'frame', 'frame');
    const track = part('div', 'track', 'track');
    const indicator = part('div', 'indicator', 'indicator');
    track.append(indicator);
    const ns = 'http://www.w3.org/2000/svg';
    const ring = document.createElementNS(ns, 'svg');
    ring.setAttribute('part', 'ring-track');
    const ringTrack = document.createElementNS(ns, 'circle');
    ring.append(ringTrack);
    // The arc in an svg of its own: a transform on an svg element's box runs on the compositor,
    // one on a shape inside it does not.
    const arcSvg = document.createElementNS(ns, 'svg');
    arcSvg.setAttribute('part', 'ring-indicator');
    const arc = document.createElementNS(ns, 'circle');
    arcSvg.append(arc);
    const label = part('span', 'label', 'label');
    for (const node of [ring, arcSvg, label]) node.setAttribute('aria-hidden', 'true');
    frame.append(track, ring, arcSvg, label);
    super(frame);
    this.#frame = frame;
    this.#track = track;
    this.#indicator = indicator;
    this.#ring = ring;
    this.#ringTrack = ringTrack;
    this.#arcSvg = arcSvg;
    this.#arc = arc;
    this.#label = label;
  }

  // MARK: Properties, reflected to the attributes the module reads

  get label() { return this.getAttribute('label') ?? ''; }
  set label(value) { this.setAttribute('label', String(value ?? '')); }
  get value() { return this.#parsed('value', PARSE.value, null); }
  set value(value) { this.#setNumber('value', value); }
  get max() { return this.#parsed('max', PARSE.max, 1); }
  set max(value) { this.#setNumber('max', value); }
  get variant() { return this.getAttribute('variant') ?? 'bar'; }
  set variant(value) {
    if (value == null) this.removeAttribute('variant');
    else this.setAttribute('variant', String(value));
  }
  get showLabel() { return this.#parsed('show-label', PARSE.showLabel, 1) === 1; }
  set showLabel(value) {
    if (value == null) this.removeAttribute('show-label');
    else this.setAttribute('show-label', value ? 'true' : 'false');
  }
  get length() { return this.#parsed('length', PARSE.length, null); }
  set length(value) { this.#setNumber('length', value); }
  get lineWidth() { return this.#parsed('line-width', PARSE.lineWidth, null); }
  set lineWidth(value) { this.#setNumber('line-width', value); }

  /// The attribute `name` as the module reads it for its property: `absent` when it is absent,
  /// null for a number that is not one.
  #parsed(name, code, absent) {
    const text = this.getAttribute(name);
    if (text === null) return absent;
    const lengths = input([text]);
    const value = lengths ? core.tanrei_progress_parse(code, lengths[0]) : NaN;
    return Number.isNaN(value) ? null : value;
  }

  #setNumber(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  // MARK: Hooks

  // A page that sets `value` and `max` one after the other means them together. The module
  // hears of a task's changes at once, at its end (a microtask, before anything is drawn), so a
  // value briefly over the old maximum is never taken as complete: the core says that once.
  [FORWARD]() {
    if (this.#forwarding) return;
    this.#forwarding = true;
    queueMicrotask(() => {
      this.#forwarding = false;
      super[FORWARD]();
    });
  }

  [CONNECT]() {
    liveRegion();
    this.#offered = 0;
    // The width the layout offers, kept for whenever the module says the bar fills it, and
    // passed on at once while it does.
    this.#resize = new ResizeObserver((entries) => {
      const width = entries[entries.length - 1].contentRect.width;
      if (width === this.#offered || !this[HANDLE]) return;
      this.#offered = width;
      if (this.#fills) this[FORWARD]();
    });
    this.#resize.observe(this);
  }

  [REMOVED]() {
    this.#resize?.disconnect();
    this.#resize = null;
  }

  [INPUT]() {
    const texts = PROGRESS_ATTRIBUTES.map((name) => this.getAttribute(name) ?? '');
    texts.push(getComputedStyle(this).getPropertyValue(PRESENCE_ENTRANCE));
    let flags = 0;
    PROGRESS_ATTRIBUTES.forEach((name, index) => {
      if (this.hasAttribute(name)) flags |= 1 << index;
    });
    return [texts, flags, this.#offered];
  }

  // MARK: Applying the module's answer

  [DRAW](state) {
    this.#fills = state.fills;
    const aria = state.aria;
    this[WRITE]('role', state.accessible ? state.accessible.role : null);
    this[WRITE]('aria-label', state.host.ariaLabel);
    this[WRITE]('aria-busy', state.accessible?.busy ? 'true' : null);
    this[WRITE]('aria-hidden', state.host.ariaHidden ? 'true' : null);
    this[WRITE]('aria-valuemin', aria ? '0' : null);
    this[WRITE]('aria-valuemax', aria ? '100' : null);
    this[WRITE]('aria-valuenow', aria ? String(aria.valueNow) : null);
    this[WRITE]('aria-valuetext', aria?.valueText ?? null);
    this.#frame.style.visibility = state.drawn ? 'visible' : 'hidden';
    const bar = state.variant === 'bar';
    this.#track.style.display = bar ? '' : 'none';
    for (const node of [this.#ring, this.#arcSvg, this.#label]) node.style.display = bar ? 'none' : '';
    if (bar) this.#drawBar(state);
    else this.#drawRing(state);
    if (state.announce.length) {
      // A new node is what a polite region reads, even when the text is the same as before.
      const said = document.createElement('div');
      said.textContent = state.announce[state.announce.length - 1];
      liveRegion().replaceChildren(said);
    }
  }

  #drawBar(state) {
    const track = this.#track.style;
    track.borderRadius = `${state.cornerRadius}px`;
    track.background = `var(${PROGRESS}bar-track-color, ${rgb(state.trackColor)})`;
    const indicator = this.#indicator.style;
    indicator.display = state.drawsIndicator ? '' : 'none';
    indicator.borderRadius = `${state.cornerRadius}px`;
    indicator.background = `var(${PROGRESS}bar-indicator-color, ${rgb(state.indicatorColor)})`;
    // Moving, the segment keeps the module's length and the animation places it; at rest the
    // frame's indicator is drawn where the frame puts it.
    const moving = state.motion && state.cycle;
    indicator.width = `${moving ? state.motion.segment : state.indicatorLength}px`;
    indicator.transform = moving ? '' : `translateX(${state.indicatorStart}px)`;
  }

  #drawRing(state) {
    const [size] = state.box;
    const c = size / 2;
    for (const svg of [this.#ring, this.#arcSvg]) {
      svg.setAttribute('width', size);
      svg.setAttribute('height', size);
      svg.setAttribute('viewBox', `0 0 ${size} ${size}`);
    }
    for (const circle of [this.#ringTrack, this.#arc]) {
      circle.setAttribute('cx', c);
      circle.setAttribute('cy', c);
      circle.setAttribute('r', state.ringRadius);
      circle.setAttribute('stroke-width', state.thickness);
    }
    this.#ringTrack.style.stroke = `var(${PROGRESS}ring-track-color, ${rgb(state.trackColor)})`;
    this.#arc.style.stroke = `var(${PROGRESS}ring-indicator-color, ${rgb(state.indicatorColor)})`;
    this.#arcSvg.style.display = state.drawsIndicator ? '' : 'none';
    // The dash starts at 3 o'clock, so the circle is turned back a quarter to start at 12.
    const circumference = 2 * Math.PI * state.ringRadius;
    const sweep = state.motion ? state.motion.segment : state.indicatorLength;
    this.#arc.setAttribute('stroke-dasharray', `${(circumference * sweep) / 360} ${circumference}`);
    this.#arc.setAttribute('transform', `rotate(-90 ${c} ${c})`);
    this.#arcSvg.style.transform = state.motion && state.cycle ? '' : `rotate(${state.indicatorStart}deg)`;
    const label = this.#label.style;
    label.color = `var(${PROGRESS}ring-label-color, ${rgb(state.labelColor)})`;
    label.fontSize = `var(${PROGRESS}ring-label-size, ${state.labelSize}px)`;
    label.fontWeight = `var(${PROGRESS}ring-label-weight, ${state.labelWeight})`;
    label.fontFamily = `var(${PROGRESS}ring-label-family, ${state.labelFamilies})`;
    this.#label.textContent = state.label ?? '';
  }

  [KEY](state) {
    return [state.variant, state.motion];
  }

  /// The bar's segment travelling, or the ring's arc turning, on the module's keyframes.
  [CYCLES](state) {
    const motion = state.motion;
    if (!motion || !(state.cycle.duration > 0)) return [];
    const bar = state.variant === 'bar';
    const frames = motion.keyframes.map((k) => ({
      offset: k.offset, transform: bar ? `translateX(${k.at}px)` : `rotate(${k.at}deg)`,
    }));
    return [(bar ? this.#indicator : this.#arcSvg).animate(frames, {
      duration: state.cycle.duration, iterations: Infinity, easing: bezier(motion.easing),
    })];
  }
}

function timeAttribute(element, name) {
  const text = element.getAttribute(name);
  if (text === null) return null;
  const lengths = input([text]);
  const value = lengths ? core.tanrei_element_parse_time(lengths[0]) : NaN;
  return Number.isNaN(value) ? null : value;
}

function setTimeAttribute(element, name, value) {
  if (value === null || value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, String(value));
}

const labelledBy = Object.getOwnPropertyDescriptor(Element.prototype, 'ariaLabelledByElements') ?? {};

// One listener for every element: reduced motion followed live (LDG-4, LDG-13), and a direction
// set or changed on any ancestor (LDG-17).
function environmentChanged() {
  for (const element of connected) element.environmentChanged();
}
reducedMotion.addEventListener('change', environmentChanged);

await load();

{
  const light = output(core.tanrei_element_tokens_css(0, 0)) ?? '';
  const dark = output(core.tanrei_element_tokens_css(0, 1)) ?? '';
  const sheet = new CSSStyleSheet();
  // :where() gives the defaults no specificity, so a product's own values win.
  sheet.replaceSync(
    `:where(:root) {\n${light}}\n@media (prefers-color-scheme: dark) {\n:where(:root) {\n${dark}}\n}\n`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

new MutationObserver(environmentChanged)
  .observe(document.documentElement, { attributes: true, attributeFilter: ['dir'], subtree: true });

if (!customElements.get('tanrei-loading-indicator')) {
  customElements.define('tanrei-loading-indicator', TanreiLoadingIndicator);
}
// A module built for the loading indicator alone (build-web --only-loading-indicator) has no
// skeleton surface, and the element is then not defined.
if (core.tanrei_skeleton_create && !customElements.get('tanrei-skeleton')) {
  customElements.define('tanrei-skeleton', TanreiSkeleton);
}

// A module built without the spinner's surface leaves the element undefined.
if (core.tanrei_spinner_create && !customElements.get('tanrei-spinner')) {
  customElements.define('tanrei-spinner', TanreiSpinner);
}
export { TanreiSpinner };

if (core.tanrei_typing_create && !customElements.get('tanrei-typing-indicator')) {
  customElements.define('tanrei-typing-indicator', TanreiTypingIndicator);
}

if (core.tanrei_progress_create && !customElements.get('tanrei-progress')) {
  customElements.define('tanrei-progress', TanreiProgress);
}

/// The module's memory in bytes, for a page that watches it stay flat.
function tanreiCoreMemory() {
  return core.memory.buffer.byteLength;
}

export {
  TanreiLoadingIndicator, TanreiProgress, TanreiSkeleton, TanreiTypingIndicator, tanreiCoreMemory,
};
