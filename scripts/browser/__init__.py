"""The checks Tanrei's web elements and pages get in a real browser: the system's Chromium,
driven by Playwright, read through the DOM, the accessibility tree (CDP) and axe-core.

Run as `python -m browser <command>` from scripts/ (the Swift tests do so with the browser
environment's Python, .build/browser-venv): `elements` checks the elements of a built
@tanrei/web, `packages` the two packages as a web developer installs them, `apps` the two
where apps are made (Node, Deno, a worker, react-dom/server and hydration, bundlers, TSX).
Each check is named by the requirement it shows; every wait has a time limit, and a run stops
at its deadline.
"""
