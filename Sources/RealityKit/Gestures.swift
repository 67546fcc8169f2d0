// Gestures aimed at entities (`DragGesture().targetedToAnyEntity()`),
// and the 3D values visionOS's gestures report. Nobody touches a figure:
// these compile and their closures are never called, as Plumb's other
// gestures (PlumbCore/Inert/Gestures.swift). The 3D values and
// `RotateGesture3D` are visionOS SwiftUI's: they live here until Plumb's
// SwiftUI declares them (then they move there, with Spatial.swift).
import Plumb

/// A gesture's value with the entity it was aimed at.
@dynamicMemberLookup
public struct EntityTargetValue<Value>: RealityCoordinateSpaceConverting {
  /// The entity the gesture hit.
  public var entity: Entity
  /// The underlying gesture's value.
  public var gestureValue: Value

  public init(entity: Entity, gestureValue: Value) {
    self.entity = entity
    self.gestureValue = gestureValue
  }

  public subscript<T>(dynamicMember keyPath: KeyPath<Value, T>) -> T { gestureValue[keyPath: keyPath] }
}

extension EntityTargetValue: Equatable where Value: Equatable {
  public static func == (a: EntityTargetValue, b: EntityTargetValue) -> Bool {
    a.entity === b.entity && a.gestureValue == b.gestureValue
  }
}

/// A gesture limited to entities (with input target and collision components).
public struct EntityTargetGesture<Base: Gesture>: Gesture {
  public typealias Value = EntityTargetValue<Base.Value>
  public typealias Body = Never
  let base: Base
}

extension Gesture {
  /// The gesture aimed at any entity: its values carry the entity hit.
  public func targetedToAnyEntity() -> some Gesture<EntityTargetValue<Value>> { EntityTargetGesture(base: self) }

  /// The gesture aimed at one entity (and its descendants).
  public func targetedToEntity(_ entity: Entity) -> some Gesture<EntityTargetValue<Value>> {
    EntityTargetGesture(base: self)
  }

  /// The gesture aimed at entities matching a query predicate.
  public func targetedToEntity(where query: QueryPredicate<Entity>) -> some Gesture<EntityTargetValue<Value>> {
    EntityTargetGesture(base: self)
  }
}

// MARK: - visionOS's 3D gesture values

extension DragGesture.Value {
  /// Where the drag is, in 3D (z is zero on a flat surface).
  public var location3D: Point3D { Point3D(location) }
  public var startLocation3D: Point3D { Point3D(startLocation) }
  public var predictedEndLocation3D: Point3D { Point3D(predictedEndLocation) }
  public var translation3D: Vector3D { Vector3D(x: translation.width, y: translation.height, z: 0) }
  public var predictedEndTranslation3D: Vector3D {
    Vector3D(x: predictedEndTranslation.width, y: predictedEndTranslation.height, z: 0)
  }
  public var velocity3D: Vector3D { Vector3D(x: velocity.width, y: velocity.height, z: 0) }
}

extension SpatialTapGesture.Value {
  /// Where the tap was, in 3D.
  public var location3D: Point3D { Point3D(location) }
}

extension MagnifyGesture.Value {
  public var startLocation3D: Point3D { Point3D(startLocation) }
}

extension RotateGesture.Value {
  public var startLocation3D: Point3D { Point3D(startLocation) }
}

/// A rotation in 3D made with two hands (visionOS).
public struct RotateGesture3D: Gesture {
  public typealias Body = Never
  public var constrainedAxis: RotationAxis3D?
  public var minimumAngleDelta: Angle
  public init(constrainedToAxis axis: RotationAxis3D? = nil, minimumAngleDelta: Angle = .degrees(1)) {
    constrainedAxis = axis
    self.minimumAngleDelta = minimumAngleDelta
  }

  public struct Value: Equatable, Sendable {
    public var time: Date
    public var rotation: Rotation3D
    public var velocity: Rotation3D
    public var startLocation3D: Point3D
  }
}
