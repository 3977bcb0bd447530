// The scene model is part of what a renderer user works with: `import TanreiRender` brings it.
@_exported import TanreiScene
