// Loads the module scripts/build-web-core wrote and checks it against the native core: the
// opacity of a default loading indicator inserted at 0 (0.5 at 350 ms, 0.877834 at 425 ms), every
// field of the frames of a few scenarios against `tanrei trace` when its path is given, then
// hostile arguments and random calls, none of which may trap: a trap ends the module for the
// whole page.
//
// Usage: node scripts/check-web-core.mjs [module.wasm] [--native path/to/tanrei] [--calls N]
// For experiments on a machine with Node; nothing the project ships depends on it.

import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  if (at < 0) return undefined;
  const [, value] = args.splice(at, 2);
  return value;
};
const native = option('--native');
const calls = Number(option('--calls') ?? 20000);
const path = args[0] ?? '.build/web/tanrei-core.wasm';

let failures = 0;
const fail = (message) => {
  failures += 1;
  console.log(`  FAILED ${message}`);
};
const check = (condition, message) => condition || fail(message);

// MARK: Loading

const bytes = readFileSync(path);
const module = new WebAssembly.Module(bytes);
let memory;
const utf8 = new TextEncoder();
const text = new TextDecoder();
// Everything a page may be asked for; a module importing anything else is refused.
const host = {
  pow: Math.pow,
  sin: Math.sin,
  cos: Math.cos,
  exp: Math.exp,
  // The standard library's number reader hands over text it has checked to be a number.
  tanrei_parse_double: (pointer, length) =>
    Number(text.decode(new Uint8Array(memory.buffer, pointer, length))),
};
const imports = WebAssembly.Module.imports(module);
for (const { module: from, name } of imports) {
  if (from !== 'env' || !(name in host)) throw new Error(`unexpected import ${from}.${name}`);
}
const { exports: core } = new WebAssembly.Instance(module, { env: host });
memory = core.memory;
console.log(
  `${path}: ${bytes.length} bytes; imports ${imports.map((i) => i.name).join(', ') || 'none'}; ` +
    `${WebAssembly.Module.exports(module).length} exports`);

// The output of the last call that wrote text, or the frame record of doubles.
const output = (length) => text.decode(new Uint8Array(memory.buffer, core.tanrei_output(), length));
const frameRecord = (length) => new Float64Array(memory.buffer, core.tanrei_output(), length / 8);

// Writes texts back to back into the input buffer; returns their byte counts.
function input(...texts) {
  const encoded = texts.map((t) => (t instanceof Uint8Array ? t : utf8.encode(t)));
  const total = encoded.reduce((sum, e) => sum + e.length, 0);
  const address = core.tanrei_input(total);
  let at = address;
  for (const e of encoded) {
    new Uint8Array(memory.buffer, at, e.length).set(e);
    at += e.length;
  }
  return encoded.map((e) => e.length);
}

const events = { insert: 0, remove: 1, hide: 2, show: 3 };

function setProps(handle, props, at) {
  const [label, size, entrance] = input(props.label ?? '', props.size ?? '', props.entrance ?? '');
  return core.tanrei_indicator_set_props(
    handle, label, size, entrance, props.contained ? 1 : 0,
    props.showDelay ?? NaN, props.enterDuration ?? NaN, at);
}

function frame(handle, at) {
  const length = core.tanrei_indicator_frame(handle, at);
  if (length < 0) return null;
  const f = Array.from(frameRecord(length));
  // Each of these calls writes the output, so each is read before the next.
  const named = core.tanrei_indicator_accessible_name(handle, at);
  const name = named >= 0 ? output(named) : null;
  const diagnostics = output(core.tanrei_indicator_diagnostics(handle, at));
  return {
    phase: ['absent', 'waiting', 'entering', 'shown'][f[0]],
    box: { width: f[8], height: f[9] },
    drawn: f[0] === 2 || f[0] === 3,
    visible: f[1] === 1,
    opacity: f[2],
    scale: f[3],
    mark: [null, 'arc', 'circle'][f[4]],
    rotation: f[4] === 1 ? f[5] : null,
    markOpacity: f[6],
    animating: f[10] === 1,
    contained: f[18] === 1,
    entrance: f[11] < 0 ? null : ['fade', 'grow'][f[11]],
    direction: f[12] === 1 ? 'rtl' : 'ltr',
    accessibility: f[13] === 1 ? { name } : null,
    diagnostics: diagnostics.split('\n').filter((line) => line),
  };
}

// MARK: The two figures

console.log('opacity of a default indicator inserted at 0:');
{
  const handle = core.tanrei_indicator_create(0);
  check(handle > 0, `create returned ${handle}`);
  check(core.tanrei_indicator_apply(handle, events.insert, 0) === 0, 'insert at 0 failed');
  // What the native core gives, to the last bit (`LoadingIndicatorLifecycle().frame(at:)` after
  // an insert at 0, on Linux x86-64); `tanrei trace` prints them rounded, as 0.5 and 0.877834.
  const native = [[350, 0.5000000009879598], [425, 0.8778336048097609]];
  for (const [at, expected] of native) {
    const opacity = core.tanrei_indicator_opacity(handle, at);
    console.log(`  ${at} ms: ${opacity} (native ${expected})`);
    check(opacity === expected, `opacity at ${at} ms is ${opacity}, not ${expected}`);
  }
  core.tanrei_indicator_destroy(handle);
}

// MARK: Against `tanrei trace`

const scenarios = [
  { events: [{ at: 0, do: 'insert' }], samples: [0, 299, 300, 350, 425, 549, 550, 1300, 7777.5] },
  {
    props: { label: 'Loading messages', size: 'large', contained: true, entrance: 'grow' },
    events: [{ at: 0, do: 'insert' }, { at: 400, do: 'hide' }, { at: 900, do: 'show' },
      { at: 1500, do: 'remove' }, { at: 1600, do: 'insert' }],
    samples: [0, 310, 420, 700, 950, 1499, 1500, 1601, 1950, 2400],
  },
  {
    props: { label: 'Ünïcødé ラベル', showDelay: -5, enterDuration: 0, size: 'huge' },
    events: [{ at: 10, do: 'insert' }, { at: 20, do: 'reducedMotion', value: true },
      { at: 25, do: 'insert' }, { at: 30, do: 'direction', value: 'rtl' }],
    samples: [10, 11, 20, 260, 510, 760, 1000],
  },
  {
    props: { label: 'Saving', showDelay: 0, enterDuration: 500, entrance: 'spin' },
    events: [{ at: 100, do: 'insert' },
      { at: 200, do: 'set', props: { label: 'Saving', size: 'small', showDelay: 0, enterDuration: 500 } },
      { at: 300, do: 'reducedMotion', value: true }],
    samples: [100, 150, 250, 350, 599, 600, 1234.567],
  },
];

const round6 = (x) => (typeof x === 'number' ? Math.round(x * 1e6) / 1e6 : x);
function same(a, b, path = '') {
  if (typeof a === 'number' && typeof b === 'number') {
    return Math.abs(round6(a) - b) <= 1e-6 ? [] : [`${path}: ${a} vs ${b}`];
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    return Object.keys(a).flatMap((key) => same(a[key], b[key], `${path}.${key}`));
  }
  return a === b ? [] : [`${path}: ${JSON.stringify(a)} vs ${JSON.stringify(b)}`];
}

if (native) {
  console.log(`frames against ${native} trace:`);
  for (const [index, scenario] of scenarios.entries()) {
    // The props are set at 0 as an event, as they are in the module, so both begin alike.
    const traced = {
      props: {},
      events: [{ at: 0, do: 'set', props: scenario.props ?? {} }, ...scenario.events],
      samples: scenario.samples,
    };
    const lines = execFileSync(native, ['trace', '-'], { input: JSON.stringify(traced) })
      .toString().trim().split('\n').map((line) => JSON.parse(line));
    const handle = core.tanrei_indicator_create(0);
    check(setProps(handle, scenario.props ?? {}, 0) === 0, 'set_props failed');
    for (const event of scenario.events) {
      let code = events[event.do];
      if (event.do === 'reducedMotion') code = event.value ? 4 : 5;
      if (event.do === 'direction') code = event.value === 'rtl' ? 7 : 6;
      if (event.do === 'set') {
        check(setProps(handle, event.props, event.at) === 0, 'set_props failed');
      } else {
        check(core.tanrei_indicator_apply(handle, code, event.at) === 0, `${event.do} failed`);
      }
    }
    let differences = 0;
    for (const [sample, line] of scenario.samples.map((t, i) => [t, lines[i]])) {
      const ours = frame(handle, sample);
      const expected = { ...line };
      if (expected.accessibility) expected.accessibility = { name: expected.accessibility.name };
      for (const key of ['t', 'size']) delete expected[key];
      for (const difference of same(ours, expected)) {
        differences += 1;
        fail(`scenario ${index} at ${sample} ms ${difference}`);
      }
    }
    console.log(`  scenario ${index}: ${scenario.samples.length} samples, ${differences} differences`);
    core.tanrei_indicator_destroy(handle);
  }
}

// MARK: Props as JSON (modules built with --json)

if (core.tanrei_indicator_set_props_json) {
  console.log('props as JSON:');
  const json = (handle, source, at) => {
    const [length] = input(source);
    const result = core.tanrei_indicator_set_props_json(handle, length, at);
    return [result, result >= 0 || result === -4 ? output(core.tanrei_output_length()) : ''];
  };
  const a = core.tanrei_indicator_create(0);
  const b = core.tanrei_indicator_create(0);
  const props = { label: 'Sending', size: 'small', contained: true, showDelay: 123.456789012345678, enterDuration: 1e-7 };
  check(json(a, JSON.stringify(props), 0)[0] === 0, 'valid JSON props refused');
  check(setProps(b, props, 0) === 0, 'typed props refused');
  for (const handle of [a, b]) core.tanrei_indicator_apply(handle, events.insert, 0);
  for (const at of [0, 123, 123.456789, 124, 200, 2000]) {
    const fa = frame(a, at);
    const fb = frame(b, at);
    check(JSON.stringify(fa) === JSON.stringify(fb), `JSON and typed props differ at ${at} ms`);
  }
  const [bad, reason] = json(a, '{"size": 12}', 0);
  check(bad === -4 && reason.includes('size'), `a wrong member gave ${bad} "${reason}"`);
  const [broken, why] = json(a, '{"label": "x", ', 0);
  check(broken === -4 && why.includes('line 1'), `broken JSON gave ${broken} "${why}"`);
  const [warned, said] = json(a, '{"showDelay": 1e999}', 0);
  check(warned > 0 && said.startsWith('invalid-show-delay'), `1e999 gave ${warned} "${said}"`);
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pieces = ['{', '}', '[', ']', '"', ':', ',', 'label', 'size', 'showDelay', '1e308', '-0',
    '0.1', 'null', 'true', '\\u00e9', '\\ud800', ' ', '9'.repeat(400), '\u00ff'];
  let trapped = 0;
  for (let i = 0; i < 5000; i += 1) {
    let source = '';
    const count = Math.floor(random() * 30);
    for (let j = 0; j < count; j += 1) source += pieces[Math.floor(random() * pieces.length)];
    if (random() < 0.1) source = '['.repeat(300 + Math.floor(random() * 10000));
    try {
      json(a, source, random() * 1000);
    } catch (error) {
      trapped += 1;
      if (trapped < 4) fail(`JSON ${JSON.stringify(source).slice(0, 80)} trapped: ${error.message}`);
    }
  }
  console.log(`  5000 random texts, ${trapped} trapped`);
  core.tanrei_indicator_destroy(a);
  core.tanrei_indicator_destroy(b);
}

// MARK: Hostile arguments

console.log('hostile arguments:');
const hostile = [0, -1, 2, 65537, 2 ** 31 - 1, -(2 ** 31)];
const times = [NaN, Infinity, -Infinity, 1e300, -1e300, 1e12 + 1, 5e-324, -0];
const results = [];
const attempt = (name, call) => {
  try {
    results.push(call());
  } catch (error) {
    fail(`${name} trapped: ${error.message}`);
  }
};
{
  const handle = core.tanrei_indicator_create(0);
  attempt('create(2)', () => core.tanrei_indicator_create(2));
  for (const h of hostile) {
    attempt(`apply(${h})`, () => core.tanrei_indicator_apply(h, 0, 0));
    attempt(`frame(${h})`, () => core.tanrei_indicator_frame(h, 0));
    attempt(`opacity(${h})`, () => core.tanrei_indicator_opacity(h, 0));
    attempt(`destroy(${h})`, () => core.tanrei_indicator_destroy(h));
    attempt(`set_props(${h})`, () => core.tanrei_indicator_set_props(h, 0, 0, 0, 0, 0, 0, 0));
    attempt(`apply code ${h}`, () => core.tanrei_indicator_apply(handle, h, 0));
    attempt(`input(${h})`, () => core.tanrei_input(h));
    attempt(`lengths ${h}`, () => core.tanrei_indicator_set_props(handle, h, h, h, 1, 0, 0, 0));
  }
  for (const t of times) {
    attempt(`apply at ${t}`, () => core.tanrei_indicator_apply(handle, 0, t));
    attempt(`frame at ${t}`, () => core.tanrei_indicator_frame(handle, t));
    attempt(`next change at ${t}`, () => core.tanrei_indicator_next_change(handle, t));
    attempt(`discard at ${t}`, () => core.tanrei_indicator_discard_history(handle, t));
    attempt(`props timed ${t}`, () => setProps(handle, { showDelay: t, enterDuration: t }, 0));
  }
  attempt('bad UTF-8', () => {
    const [label] = input(new Uint8Array([0xff, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xf4, 0x90]));
    return core.tanrei_indicator_set_props(handle, label, 0, 0, 0, NaN, NaN, 1);
  });
  attempt('destroy twice', () => core.tanrei_indicator_destroy(handle) + core.tanrei_indicator_destroy(handle));
  check(results.every((r) => typeof r === 'number'), 'a result was not a number');
  console.log(`  ${results.length} calls, none trapped`);
}

// MARK: Random calls

console.log(`${calls} random calls:`);
{
  let seed = 12345;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const anyTime = () => pick([random() * 5000, random() * 1e6, -random() * 100, pick(times), 0]);
  const labels = ['', 'Loading', 'é', 'e\u0301', '🙂‍↔️', 'x'.repeat(5000)];
  const handles = [];
  let now = 0;
  for (let i = 0; i < calls; i += 1) {
    const handle = handles.length && random() < 0.9 ? pick(handles) : pick(hostile);
    now += random() * 50;
    const at = random() < 0.8 ? now : anyTime();
    const which = Math.floor(random() * 10);
    attempt(`random call ${i}`, () => {
      switch (which) {
        case 0: {
          const made = core.tanrei_indicator_create(random() < 0.9 ? 0 : 1);
          if (made > 0) handles.push(made);
          return made;
        }
        case 1: return core.tanrei_indicator_apply(handle, Math.floor(random() * 9) - 1, at);
        case 2: return setProps(handle, {
          label: pick(labels), size: pick(['', 'small', 'large', 'huge', 'médium']),
          entrance: pick(['', 'fade', 'grow', 'auto', 'spin']), contained: random() < 0.5,
          showDelay: pick([NaN, -1, 0, 300, random() * 1e9, 1e308]),
          enterDuration: pick([NaN, -1, 0, 250, random() * 1e9, 1e308]),
        }, at);
        case 3: return core.tanrei_indicator_frame(handle, at);
        case 4: return core.tanrei_indicator_next_change(handle, at);
        case 5: return core.tanrei_indicator_accessible_name(handle, at);
        case 6: return core.tanrei_indicator_diagnostics(handle, at);
        case 7: return core.tanrei_indicator_discard_history(handle, at);
        case 8: return core.tanrei_indicator_opacity(handle, at);
        default: {
          if (random() < 0.3 && handles.length) {
            const gone = handles.splice(Math.floor(random() * handles.length), 1)[0];
            return core.tanrei_indicator_destroy(gone);
          }
          return core.tanrei_input(Math.floor(random() * 3e6) - 1e6);
        }
      }
    });
  }
  console.log(`  none trapped; ${handles.length} lifecycles alive; memory ${memory.buffer.byteLength} bytes`);
}

console.log(failures === 0 ? 'check-web-core: all passed' : `check-web-core: ${failures} FAILED`);
process.exit(failures === 0 ? 0 : 1);
