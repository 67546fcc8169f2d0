// `import MediaAccessibility` on Linux: the accessibility settings media
// code reads. A figure has the defaults: flashing lights are not dimmed.
// Declared on Linux only (Package.swift).
@_exported import Foundation

public func MADimFlashingLightsEnabled() -> Bool { false }
public let MADimFlashingLightsChangedNotification = Notification.Name("MADimFlashingLightsChangedNotification")
