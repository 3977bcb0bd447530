"""The checks `scripts/check-pages.py` runs in Chromium on the pages `tanrei render` writes,
one module a concern: `site` (every page at every width), `animations` (the animated SVGs
inlined together), `gallery` (its motion and zoom controls), `live` (web.html's live elements);
`common` holds what they share."""
