// The names Apple's Foundation gives a file beyond Linux's: Combine's
// ObservableObject and Published (Foundation declares them as typealiases)
// and Observation's `@Observable` (Apple's Landmarks tutorial declares its
// model with `import Foundation` alone), so a model that imports
// Foundation and a framework, and neither SwiftUI nor Combine, compiles.
// Foundation cannot be extended here, so every framework stand-in
// re-exports this module, and this module re-exports Foundation itself, as
// each of Apple's frameworks does (`import CoreLocation` alone names
// `NSObject`). Declared on Linux only (Package.swift).
@_exported import Foundation
@_exported import protocol PlumbCore.ObservableObject
@_exported import struct PlumbCore.Published
@_exported import Observation
// URLSession, URLRequest's responses and HTTPURLResponse: Apple's
// Foundation holds them, Linux's keeps them in FoundationNetworking (a
// Combine view model's `dataTaskPublisher`, a Core Data store's fetches).
@_exported import FoundationNetworking
// The rest of what Apple's Foundation declares and Linux's lacks, which
// Plumb declares (PlumbCore/Inert/FoundationOnLinux.swift and
// FoundationFormatters.swift): a Core Data stack registering its
// `ValueTransformer` with `import CoreData` alone, `NSEC_PER_SEC` beside
// `import Combine`. Keep this list in step with those two files.
@_exported import typealias PlumbCore.DispatchSerialQueue
@_exported import let PlumbCore.NSEC_PER_SEC
@_exported import let PlumbCore.NSEC_PER_MSEC
@_exported import let PlumbCore.NSEC_PER_USEC
@_exported import let PlumbCore.USEC_PER_SEC
@_exported import typealias PlumbCore.CFAbsoluteTime
@_exported import typealias PlumbCore.CFTimeInterval
@_exported import func PlumbCore.CFAbsoluteTimeGetCurrent
@_exported import typealias PlumbCore.CFURL
@_exported import typealias PlumbCore.CFDictionary
@_exported import typealias PlumbCore.CFData
@_exported import typealias PlumbCore.CFArray
@_exported import typealias PlumbCore.CFError
@_exported import func PlumbCore.CFDataGetBytePtr
@_exported import func PlumbCore.CFDataGetLength
@_exported import typealias PlumbCore.CFString
@_exported import typealias PlumbCore.CFTypeRef
@_exported import typealias PlumbCore.CFBoolean
@_exported import let PlumbCore.kCFBooleanTrue
@_exported import let PlumbCore.kCFBooleanFalse
@_exported import let PlumbCore.kCFNull
@_exported import typealias PlumbCore.OSStatus
@_exported import let PlumbCore.noErr
@_exported import let PlumbCore.CGSizeZero
@_exported import let PlumbCore.CGPointZero
@_exported import let PlumbCore.CGRectZero
@_exported import func PlumbCore.CGSizeMake
@_exported import func PlumbCore.CGPointMake
@_exported import func PlumbCore.CGRectMake
@_exported import func PlumbCore.CGVectorMake
@_exported import class PlumbCore.NSUbiquitousKeyValueStore
@_exported import class PlumbCore.RelativeDateTimeFormatter
@_exported import let PlumbCore.kCFBundleVersionKey
@_exported import let PlumbCore.kCFBundleNameKey
@_exported import let PlumbCore.kCFBundleIdentifierKey
@_exported import let PlumbCore.kCFBundleExecutableKey
@_exported import let PlumbCore.kCFBundleInfoDictionaryVersionKey
@_exported import let PlumbCore.kCFBundleLocalizationsKey
@_exported import let PlumbCore.kCFBundleDevelopmentRegionKey
@_exported import let PlumbCore.TARGET_OS_SIMULATOR
@_exported import let PlumbCore.TARGET_OS_IPHONE
@_exported import let PlumbCore.TARGET_OS_IOS
@_exported import let PlumbCore.TARGET_OS_OSX
@_exported import let PlumbCore.TARGET_OS_MAC
@_exported import let PlumbCore.TARGET_OS_WATCH
@_exported import let PlumbCore.TARGET_OS_TV
@_exported import let PlumbCore.TARGET_OS_VISION
@_exported import protocol PlumbCore._DescribedFormatArgument
@_exported import class PlumbCore.UndoManager
@_exported import class PlumbCore.NSDataDetector
@_exported import typealias PlumbCore.NSTextCheckingTypes
@_exported import struct PlumbCore._DateComponentsFormatStyle
@_exported import class PlumbCore.ValueTransformer
@_exported import struct PlumbCore.NSValueTransformerName
@_exported import class PlumbCore.NSSecureUnarchiveFromDataTransformer
@_exported import func PlumbCore.sysctlbyname
@_exported import func PlumbCore.lroundl
@_exported import func PlumbCore.llroundl
@_exported import class PlumbCore.DateComponentsFormatter
@_exported import class PlumbCore.MeasurementFormatter
@_exported import class PlumbCore.PersonNameComponentsFormatter
