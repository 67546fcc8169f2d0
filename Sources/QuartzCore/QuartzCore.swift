// `import QuartzCore` on Linux: Core Animation's layers (shape, gradient,
// text, emitter), animations and 3D transforms, which Plumb declares as
// stand-ins that keep what is set and never draw or run it (a still image
// has no time to animate in). Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Plumb
