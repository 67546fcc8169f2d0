// `import MediaAccessibility` on Linux: the accessibility settings media
// code reads. A figure has the defaults: flashing lights are not dimmed.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

public func MADimFlashingLightsEnabled() -> Bool { false }
public let MADimFlashingLightsChangedNotification = Notification.Name("MADimFlashingLightsChangedNotification")
