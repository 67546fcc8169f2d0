// `import SwiftData` on Linux, where SwiftData does not exist: an app's
// models and the views that query them compile unchanged, and a figure
// shows what its container holds. Models live in memory for the process:
// `@Model` makes a class a `PersistentModel` (and so `Observable`), a
// `ModelContext` keeps what is inserted, and `@Query` fetches it when the
// body runs, filtered by its predicate and sorted by its sort descriptors
// (Foundation's `Predicate` and `SortDescriptor`). Nothing is written to
// disk, inverse relationships are not maintained, and migration plans,
// CloudKit and history are accepted and never run. Declared on Linux only
// (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
import Foundation
import Observation
import Plumb

/// A class whose instances a model container stores: what `@Model` makes a
/// class. It is `Observable`, so `@Bindable` and `@Environment` take it.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable {}

extension PersistentModel {
  /// The model's identity in its container.
  public var persistentModelID: PersistentIdentifier { PersistentIdentifier(self) }
  /// The model's identity, unless the model declares its own `id`.
  public var id: PersistentIdentifier { persistentModelID }
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  /// The context the model was inserted into, if any.
  public var modelContext: ModelContext? { ModelRegistry.shared.context(of: self) }
  public var hasChanges: Bool { false }
  public var isDeleted: Bool { false }
  public static var schemaMetadata: [Schema.PropertyMetadata] { [] }
}

/// A model's identity: which object, of which type. Ordered by type name,
/// then by the order models were first inserted or identified.
public struct PersistentIdentifier: Hashable, Comparable, Sendable, CustomStringConvertible, Codable {
  public let entityName: String
  /// The model's number in the process, one per model (ModelRegistry): its
  /// identity, which survives encoding (apps keep a selection's identifier
  /// in `@SceneStorage` or a file and find the model again).
  let serial: Int
  public var storeIdentifier: String? { nil }

  init(_ model: AnyObject) {
    entityName = String(describing: type(of: model))
    serial = ModelRegistry.shared.serial(of: model)
  }
  public static func == (lhs: Self, rhs: Self) -> Bool { lhs.serial == rhs.serial }
  public func hash(into hasher: inout Hasher) { hasher.combine(serial) }
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.entityName, lhs.serial) < (rhs.entityName, rhs.serial)
  }
  public var description: String { "PersistentIdentifier(\(entityName) #\(serial))" }
}

/// Makes a class a SwiftData model: `@Model final class Trip { … }`. On
/// Linux it adds the `PersistentModel` conformance; the stored properties
/// stay plain stored properties. The macro names `Observable` too, as
/// SwiftData's does (`PersistentModel` refines it): the compiler then knows
/// the class is observable before expanding the macro, so a `@Bindable`
/// property checked earlier in the file (after a key path to the model
/// in a stored property's initializer) still finds the conformance.
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "PlumbMacros", type: "ModelMacro")
/// `Observable` as `@Model`'s expansion names it: through SwiftData, which
/// every file using the macro imports.
public typealias _ModelObservable = Observation.Observable

/// A property's storage options: `@Attribute(.unique) var name: String`.
/// Accepted; nothing is enforced in memory.
@attached(peer)
public macro Attribute(
  _ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil
) = #externalMacro(module: "PlumbMacros", type: "NothingMacro")

/// A relationship's rules: `@Relationship(deleteRule: .cascade) var stops:
/// [Stop]`. Accepted; inverses are not maintained in memory.
@attached(peer)
public macro Relationship(
  _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
  minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
  inverse: AnyKeyPath? = nil, hashModifier: String? = nil
) = #externalMacro(module: "PlumbMacros", type: "NothingMacro")

/// A property the store does not keep: `@Transient var isSelected = false`.
@attached(peer)
public macro Transient() = #externalMacro(module: "PlumbMacros", type: "NothingMacro")

/// Unique constraints across properties (iOS 18): `#Unique<Trip>([\.name,
/// \.start])`. Accepted and not enforced.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
  #externalMacro(module: "PlumbMacros", type: "NothingMacro")

/// Indexes of a model's properties (iOS 18): `#Index<Trip>([\.name])`.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
  #externalMacro(module: "PlumbMacros", type: "NothingMacro")

/// The models a container stores, and their versions.
public final class Schema: @unchecked Sendable {
  public let entities: [Entity]
  public let version: Version

  public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
    entities = types.map { Entity(String(describing: $0)) }
    self.version = version
  }
  public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
    self.init(types, version: version)
  }
  public convenience init(versionedSchema: any VersionedSchema.Type) {
    self.init(versionedSchema.models, version: versionedSchema.versionIdentifier)
  }

  public struct Entity: Hashable, Sendable {
    public let name: String
    public init(_ name: String) { self.name = name }
  }
  public struct PropertyMetadata: Sendable {
    public let name: String
    public init(name: String) { self.name = name }
  }
  /// A schema's version: `Schema.Version(1, 0, 0)`.
  public struct Version: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let major: Int, minor: Int, patch: Int
    public init(_ major: Int, _ minor: Int, _ patch: Int) { (self.major, self.minor, self.patch) = (major, minor, patch) }
    public static func < (lhs: Self, rhs: Self) -> Bool {
      (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }
    public var description: String { "\(major).\(minor).\(patch)" }
  }
  public enum Attribute {
    /// `@Attribute`'s options.
    public struct Option: Sendable {
      let name: String
      public static var unique: Option { Option(name: "unique") }
      public static var externalStorage: Option { Option(name: "externalStorage") }
      public static var allowsCloudEncryption: Option { Option(name: "allowsCloudEncryption") }
      public static var preserveValueOnDeletion: Option { Option(name: "preserveValueOnDeletion") }
      public static var ephemeral: Option { Option(name: "ephemeral") }
      public static var spotlight: Option { Option(name: "spotlight") }
      public static func transformable(by transformerType: AnyClass) -> Option {
        Option(name: "transformable")
      }
      public static func transformable(by transformerName: String) -> Option { Option(name: "transformable") }
    }
  }
  public enum Relationship {
    /// `@Relationship`'s options.
    public struct Option: Sendable {
      let name: String
      public static var unique: Option { Option(name: "unique") }
    }
    /// What deleting a model does to the models it refers to.
    public enum DeleteRule: Hashable, Sendable {
      case noAction, nullify, cascade, deny
    }
  }
}

/// One version of an app's schema, for migration plans.
public protocol VersionedSchema {
  static var versionIdentifier: Schema.Version { get }
  static var models: [any PersistentModel.Type] { get }
}

/// How a store moves between schema versions. Accepted and never run: the
/// in-memory store starts empty at the current version.
public protocol SchemaMigrationPlan {
  static var schemas: [any VersionedSchema.Type] { get }
  static var stages: [MigrationStage] { get }
}

extension SchemaMigrationPlan {
  public static var stages: [MigrationStage] { [] }
}

/// A step of a migration plan.
public enum MigrationStage: @unchecked Sendable {
  case lightweight(fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type)
  case custom(
    fromVersion: any VersionedSchema.Type, toVersion: any VersionedSchema.Type,
    willMigrate: ((ModelContext) throws -> Void)?, didMigrate: ((ModelContext) throws -> Void)?)
}
