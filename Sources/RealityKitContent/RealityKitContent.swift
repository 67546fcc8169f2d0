// `import RealityKitContent`: the Swift package Xcode's visionOS
// template makes for an app's Reality Composer Pro project. On Apple
// platforms it holds the app's scenes and assets; Plumb cannot read them
// (RealityKit's loaders throw on Linux), so only the bundle names that
// view code passes to those loaders are declared. Declared on Linux only
// (Package.swift).
import Foundation

/// The bundle holding the package's assets: the main bundle here, as no
/// asset is packaged on Linux.
public let realityKitContentBundle = Bundle.main

/// The older templates' (and Apple's Diorama sample's) spelling of
/// `realityKitContentBundle`.
public let RealityKitContentBundle = realityKitContentBundle
