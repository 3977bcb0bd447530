"""The pages the checks load, held in memory and served beside the package: the package's root
is the server's, so `/index.js` is `@tanrei/web` and `/components/…` its entry points."""

from .harness import IMPORT
# What the page itself says went wrong, for an engine whose driver passes no console (WebKit):
# console.error and console.warn calls, errors not caught and promises not handled. A classic
# script of the page's origin, so that a strict policy allows it; loaded first.
RECORDER = """window.tanreiReports = [];
for (const [method, kind] of [['error', 'error'], ['warn', 'warn']]) {
  const original = console[method];
  console[method] = (...args) => {
    window.tanreiReports.push({ kind, text: args.map(String).join(' ') });
    return original.apply(console, args);
  };
}
addEventListener('error', (event) => window.tanreiReports.push({ kind: 'uncaught',
  text: String(event.error ?? event.message) }));
addEventListener('unhandledrejection', (event) => window.tanreiReports.push({ kind: 'uncaught',
  text: `Uncaught (in promise) ${event.reason}` }));
// Resolves once every stylesheet the page links has loaded.
window.stylesheets = () => Promise.all([...document.querySelectorAll('link[rel=stylesheet]')].map((link) =>
  link.sheet ? null : new Promise((resolve) => {
    link.addEventListener('load', resolve, { once: true });
    link.addEventListener('error', resolve, { once: true });
  })));
"""
RECORD = '<script src="/record.js"></script>'

GALLERY = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tanrei web elements</title>
""" + RECORD + """
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 24px; color: #1b1b1b;
         background: #fafafa; }
  h1 { font-size: 1.4rem; margin: 0 0 16px; }
  h2 { font-size: 1rem; margin: 0 0 12px; }
  section { margin: 0 0 24px; padding: 16px; background: #fff; border-radius: 8px;
            box-shadow: 0 0 0 1px #0001; }
  .row { display: flex; flex-wrap: wrap; gap: 24px; align-items: center; }
  .item { display: flex; flex-direction: column; align-items: center; gap: 8px; min-width: 72px; }
  .item span { font-size: 0.8rem; color: #555; }
  .photo { background: linear-gradient(135deg, #7a9cc6, #c6a07a); }
  .dark { background: #181818; color: #eee; color-scheme: dark; }
  .dark .item span { color: #bbb; }
  button { font: inherit; }
</style></head>
<body>
<main>
<h1>Tanrei web elements</h1>
<section aria-busy="true"><h2>Inline</h2><div class="row">
  <div class="item"><tanrei-loading-indicator size="small" show-delay="0" enter-duration="0" label="Saving"></tanrei-loading-indicator><span>small</span></div>
  <div class="item"><tanrei-loading-indicator show-delay="0" enter-duration="0" label="Loading messages"></tanrei-loading-indicator><span>medium</span></div>
  <div class="item"><tanrei-loading-indicator size="large" show-delay="0" enter-duration="0" label="Loading the report"></tanrei-loading-indicator><span>large</span></div>
</div></section>
<section class="photo" aria-busy="true"><h2>Contained</h2><div class="row">
  <div class="item"><tanrei-loading-indicator contained size="small" show-delay="0" enter-duration="0" label="Refreshing"></tanrei-loading-indicator><span>small</span></div>
  <div class="item"><tanrei-loading-indicator contained show-delay="0" enter-duration="0" label="Refreshing the list"></tanrei-loading-indicator><span>medium</span></div>
  <div class="item"><tanrei-loading-indicator contained size="large" show-delay="0" enter-duration="0" label="Refreshing the photos"></tanrei-loading-indicator><span>large</span></div>
</div></section>
<section class="dark" aria-busy="true"><h2>Dark</h2><div class="row">
  <div class="item"><tanrei-loading-indicator show-delay="0" enter-duration="0" label="Loading in the dark"></tanrei-loading-indicator><span>inline</span></div>
  <div class="item"><tanrei-loading-indicator contained size="large" show-delay="0" enter-duration="0" label="Refreshing in the dark"></tanrei-loading-indicator><span>contained</span></div>
</div></section>
<section dir="rtl" aria-busy="true"><h2>من اليمين إلى اليسار</h2><div class="row">
  <div class="item"><tanrei-loading-indicator show-delay="0" enter-duration="0" label="جارٍ التحميل"></tanrei-loading-indicator><span>rtl</span></div>
</div></section>
<section aria-busy="true"><h2>Skeleton</h2>
  <div class="row" style="align-items: flex-start">
    <tanrei-skeleton width="40" height="40" shape="circle" show-delay="0" enter-duration="0"></tanrei-skeleton>
    <div style="display: flex; flex-direction: column; gap: 8px">
      <tanrei-skeleton width="180" height="14" show-delay="0" enter-duration="0"></tanrei-skeleton>
      <tanrei-skeleton width="120" height="14" show-delay="0" enter-duration="0"></tanrei-skeleton>
    </div>
    <tanrei-skeleton width="96" height="64" shape="rounded" show-delay="0" enter-duration="0"></tanrei-skeleton>
  </div></section>
<section aria-busy="true"><h2>Spinner (Appetite UI)</h2><div class="row">
  <div class="item"><tanrei-spinner size="sm" show-delay="0" enter-duration="0" label="Signing in"></tanrei-spinner><span>sm</span></div>
  <div class="item"><tanrei-spinner size="md" show-delay="0" enter-duration="0" label="Syncing"></tanrei-spinner><span>md</span></div>
  <div class="item"><tanrei-spinner size="base" show-delay="0" enter-duration="0" label="Loading the inbox"></tanrei-spinner><span>base</span></div>
  <div class="item"><tanrei-spinner size="lg" show-delay="0" enter-duration="0" label="Loading the photos"></tanrei-spinner><span>lg</span></div>
</div></section>
<section><h2>Typing</h2><div class="row">
  <div class="item"><tanrei-typing-indicator label="Mia is typing" show-delay="0" enter-duration="0"></tanrei-typing-indicator><span>light</span></div>
</div></section>
<section><h2>Progress</h2>
  <tanrei-progress label="Uploading the photos" value="0.4" show-delay="0" enter-duration="0"></tanrei-progress>
  <div class="row" style="margin-top: 16px">
    <div class="item"><tanrei-progress label="Saving the draft" value="0.7" length="200" show-delay="0" enter-duration="0"></tanrei-progress><span>bar, 200 px</span></div>
    <div class="item"><tanrei-progress label="Syncing" length="200" show-delay="0" enter-duration="0"></tanrei-progress><span>indeterminate</span></div>
    <div class="item"><tanrei-progress variant="ring" label="Exporting" value="0.4" show-delay="0" enter-duration="0"></tanrei-progress><span>ring</span></div>
    <div class="item"><tanrei-progress variant="ring" label="Preparing" show-delay="0" enter-duration="0"></tanrei-progress><span>indeterminate</span></div>
    <div class="item"><tanrei-progress variant="ring" label="Copying" value="0.9" length="32" show-delay="0" enter-duration="0"></tanrei-progress><span>32 px, no label</span></div>
  </div>
  <div dir="rtl" style="margin-top: 16px"><tanrei-progress label="جارٍ الرفع" value="0.25" length="200" show-delay="0" enter-duration="0"></tanrei-progress></div>
</section>
<section aria-busy="true"><h2>With the delay and entrance of the tokens</h2><div class="row">
  <div class="item"><tanrei-loading-indicator label="Loading with the delay"></tanrei-loading-indicator><span>fade</span></div>
  <div class="item"><tanrei-loading-indicator entrance="grow" show-delay="600" label="Loading the report slowly"></tanrei-loading-indicator><span>grow, 600 ms</span></div>
</div></section>
</main>
<script type="module">
  """ + IMPORT + """
  window.tanreiReady = true;
</script>
</body></html>
"""

BLANK = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>blank</title>
""" + RECORD + """
<style>body { margin: 0; padding: 16px; } #far { margin-top: 3000px; }</style></head>
<body><main><div id="here"></div><div id="there"></div><span id="name">Named elsewhere</span>
<div id="far"></div></main>
<script type="module">
  window.warnings = [];
  const warn = console.warn;
  console.warn = (...args) => { window.warnings.push(String(args[0])); warn(...args); };
  """ + IMPORT + """
  window.tanreiReady = true;
</script></body></html>
"""

FIXTURES = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>fixtures</title>
<meta name="color-scheme" content="light dark">
<style>html, body { margin: 0; background: transparent; }</style></head>
<body><script type="module">""" + IMPORT + """ window.tanreiReady = true;</script></body></html>
"""

UPGRADE = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>upgrade</title>
""" + RECORD + """
<link rel="stylesheet" href="/tanrei.css"></head><body>
<tanrei-loading-indicator id="subject"></tanrei-loading-indicator>
<tanrei-loading-indicator id="early" contained size="large"></tanrei-loading-indicator>
<tanrei-spinner id="spinner" size="lg"></tanrei-spinner>
<tanrei-progress id="ring" variant="ring"></tanrei-progress>
<tanrei-typing-indicator id="typing"></tanrei-typing-indicator>
<script type="module">
  // The boxes before the module loads, from tanrei.css alone, once it applies: WebKit may run a
  // module script before the stylesheets above it have loaded.
  await window.stylesheets();
  window.before = ['subject', 'early', 'spinner', 'ring', 'typing'].map((id) => {
    const box = document.getElementById(id).getBoundingClientRect();
    return [box.width, box.height];
  });
  const element = document.getElementById('subject');
  element.label = 'Set early';
  element.size = 'large';
  element.showDelay = 0;
  """ + IMPORT + """
  window.tanreiReady = true;
</script></body></html>
"""

PAGES = {"/gallery.html": GALLERY, "/blank.html": BLANK, "/fixtures.html": FIXTURES,
         "/upgrade.html": UPGRADE}
