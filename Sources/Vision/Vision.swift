// `import Vision` on Linux: image analysis requests as apps write them
// (text recognition, face and barcode detection). Plumb has no vision
// models: a request performed on an image succeeds and finds nothing, so
// a screen shows its "no text found" state. Coordinates helpers compute.
// Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation
import Plumb

// MARK: - Observations

/// What a request found: its confidence and identity.
open class VNObservation: @unchecked Sendable {
  public let uuid = UUID()
  open var confidence: Float = 0
  public init() {}
}

/// Something found at a place in the image: a rectangle in normalized
/// coordinates (0…1, the origin bottom-left).
open class VNDetectedObjectObservation: VNObservation, @unchecked Sendable {
  open var boundingBox: CGRect = .zero
  public override init() {}
  public init(boundingBox: CGRect) {
    self.boundingBox = boundingBox
  }
}

open class VNRectangleObservation: VNDetectedObjectObservation, @unchecked Sendable {
  open var topLeft: CGPoint { CGPoint(x: boundingBox.minX, y: boundingBox.maxY) }
  open var topRight: CGPoint { CGPoint(x: boundingBox.maxX, y: boundingBox.maxY) }
  open var bottomLeft: CGPoint { CGPoint(x: boundingBox.minX, y: boundingBox.minY) }
  open var bottomRight: CGPoint { CGPoint(x: boundingBox.maxX, y: boundingBox.minY) }
}

/// A candidate reading of a line of text.
open class VNRecognizedText: @unchecked Sendable {
  public let string: String
  public let confidence: Float
  init(string: String, confidence: Float) {
    self.string = string
    self.confidence = confidence
  }
  open func boundingBox(for range: Range<String.Index>) throws -> VNRectangleObservation? { nil }
}

open class VNTextObservation: VNRectangleObservation, @unchecked Sendable {}

/// A line of recognized text and its candidate readings.
open class VNRecognizedTextObservation: VNRectangleObservation, @unchecked Sendable {
  var candidates: [VNRecognizedText] = []
  open func topCandidates(_ maxCandidateCount: Int) -> [VNRecognizedText] { Array(candidates.prefix(maxCandidateCount)) }
}

open class VNFaceObservation: VNDetectedObjectObservation, @unchecked Sendable {
  open var roll: NSNumber?
  open var yaw: NSNumber?
  open var pitch: NSNumber?
}

public struct VNBarcodeSymbology: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let qr = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyQR")
  public static let ean13 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN13")
  public static let ean8 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyEAN8")
  public static let code128 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode128")
  public static let upce = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyUPCE")
  public static let pdf417 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyPDF417")
  public static let aztec = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyAztec")
  public static let code39 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode39")
  public static let code93 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCode93")
  public static let itf14 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyITF14")
  public static let i2of5 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyI2of5")
  public static let dataMatrix = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyDataMatrix")
  public static let codabar = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyCodabar")
  public static let gs1DataBar = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyGS1DataBar")
  public static let microQR = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMicroQR")
  public static let microPDF417 = VNBarcodeSymbology(rawValue: "VNBarcodeSymbologyMicroPDF417")
}

open class VNBarcodeObservation: VNRectangleObservation, @unchecked Sendable {
  open var payloadStringValue: String?
  open var symbology: VNBarcodeSymbology = .qr
}

open class VNClassificationObservation: VNObservation, @unchecked Sendable {
  open var identifier: String = ""
}

// MARK: - Requests

public enum VNRequestTextRecognitionLevel: Int, Sendable { case accurate, fast }

/// An analysis of an image. Performed on Linux, it finds nothing: its
/// `results` are empty and its completion handler is called without error.
open class VNRequest: @unchecked Sendable {
  public typealias CompletionHandler = (VNRequest, Error?) -> Void
  open var results: [VNObservation]?
  public let completionHandler: CompletionHandler?
  open var revision = 1
  open var usesCPUOnly = false
  open var preferBackgroundProcessing = false
  public init(completionHandler: CompletionHandler? = nil) {
    self.completionHandler = completionHandler
  }
  public convenience init() { self.init(completionHandler: nil) }
  open func cancel() {}
}

open class VNImageBasedRequest: VNRequest, @unchecked Sendable {
  open var regionOfInterest = CGRect(x: 0, y: 0, width: 1, height: 1)
}

open class VNRecognizeTextRequest: VNImageBasedRequest, @unchecked Sendable {
  open var recognitionLevel: VNRequestTextRecognitionLevel = .accurate
  open var usesLanguageCorrection = true
  open var recognitionLanguages: [String] = ["en-US"]
  open var automaticallyDetectsLanguage = false
  open var customWords: [String] = []
  open var minimumTextHeight: Float = 0
  open func supportedRecognitionLanguages() throws -> [String] { ["en-US"] }
}
open class VNDetectTextRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {
  open var reportCharacterBoxes = false
}
open class VNDetectFaceRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {}
open class VNDetectFaceLandmarksRequest: VNImageBasedRequest, @unchecked Sendable {}
open class VNDetectRectanglesRequest: VNImageBasedRequest, @unchecked Sendable {
  open var maximumObservations = 1
  open var minimumConfidence: Float = 0
}
open class VNDetectBarcodesRequest: VNImageBasedRequest, @unchecked Sendable {
  open var symbologies: [VNBarcodeSymbology] = []
}
open class VNClassifyImageRequest: VNImageBasedRequest, @unchecked Sendable {}
open class VNDetectHumanBodyPoseRequest: VNImageBasedRequest, @unchecked Sendable {
  /// Nothing is found on Linux: no poses.
  open var bodyPoseResults: [VNHumanBodyPoseObservation]? { results as? [VNHumanBodyPoseObservation] }
  open class var supportedJointNames: [VNHumanBodyPoseObservation.JointName] {
    VNHumanBodyPoseObservation.JointName.all
  }
}
open class VNDetectHumanHandPoseRequest: VNImageBasedRequest, @unchecked Sendable {
  open var maximumHandCount = 2
}
open class VNGenerateForegroundInstanceMaskRequest: VNImageBasedRequest, @unchecked Sendable {}

public enum VNImageOption: String, Sendable { case properties, cameraIntrinsics, ciContext }

/// Runs requests on one image: each finds nothing on Linux.
open class VNImageRequestHandler: @unchecked Sendable {
  public init(cgImage image: CGImage, options: [VNImageOption: Any] = [:]) {}
  public init(cgImage image: CGImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {}
  public init(ciImage image: CIImage, options: [VNImageOption: Any] = [:]) {}
  public init(ciImage image: CIImage, orientation: CGImagePropertyOrientation, options: [VNImageOption: Any] = [:]) {}
  public init(url imageURL: URL, options: [VNImageOption: Any] = [:]) {}
  public init(data imageData: Data, options: [VNImageOption: Any] = [:]) {}
  open func perform(_ requests: [VNRequest]) throws {
    for request in requests {
      request.results = []
      request.completionHandler?(request, nil)
    }
  }
}

/// Runs requests on a sequence of images (video frames): each finds nothing.
open class VNSequenceRequestHandler: @unchecked Sendable {
  public init() {}
  open func perform(_ requests: [VNRequest], on image: CGImage) throws {
    try VNImageRequestHandler(cgImage: image).perform(requests)
  }
  open func perform(_ requests: [VNRequest], on image: CIImage) throws {
    try VNImageRequestHandler(ciImage: image).perform(requests)
  }
}

// MARK: - Coordinates

/// A normalized rectangle (0…1) in an image of `width` × `height` pixels.
public func VNImageRectForNormalizedRect(_ normalizedRect: CGRect, _ imageWidth: Int, _ imageHeight: Int) -> CGRect {
  CGRect(
    x: normalizedRect.minX * CGFloat(imageWidth), y: normalizedRect.minY * CGFloat(imageHeight),
    width: normalizedRect.width * CGFloat(imageWidth), height: normalizedRect.height * CGFloat(imageHeight))
}

/// An image rectangle in normalized coordinates.
public func VNNormalizedRectForImageRect(_ imageRect: CGRect, _ imageWidth: Int, _ imageHeight: Int) -> CGRect {
  guard imageWidth > 0, imageHeight > 0 else { return .zero }
  return CGRect(
    x: imageRect.minX / CGFloat(imageWidth), y: imageRect.minY / CGFloat(imageHeight),
    width: imageRect.width / CGFloat(imageWidth), height: imageRect.height / CGFloat(imageHeight))
}

public func VNImagePointForNormalizedPoint(_ normalizedPoint: CGPoint, _ imageWidth: Int, _ imageHeight: Int) -> CGPoint {
  CGPoint(x: normalizedPoint.x * CGFloat(imageWidth), y: normalizedPoint.y * CGFloat(imageHeight))
}

public let VNNormalizedIdentityRect = CGRect(x: 0, y: 0, width: 1, height: 1)

// MARK: - Poses

/// A point in normalized image coordinates (0…1, the origin bottom-left).
open class VNPoint: @unchecked Sendable {
  public let location: CGPoint
  open var x: Double { Double(location.x) }
  open var y: Double { Double(location.y) }
  public init(location: CGPoint) { self.location = location }
  public convenience init(x: Double, y: Double) { self.init(location: CGPoint(x: x, y: y)) }
  public static let zero = VNPoint(location: .zero)
}

/// A point with a confidence (a body or hand joint).
open class VNDetectedPoint: VNPoint, @unchecked Sendable {
  public let confidence: Float
  public init(location: CGPoint, confidence: Float) {
    self.confidence = confidence
    super.init(location: location)
  }
}

/// A joint, named by its key.
open class VNRecognizedPoint: VNDetectedPoint, @unchecked Sendable {
  public let identifier: String
  public init(location: CGPoint, confidence: Float, identifier: String) {
    self.identifier = identifier
    super.init(location: location, confidence: confidence)
  }
}

/// A pose's points by name (a body's or a hand's joints).
open class VNRecognizedPointsObservation: VNObservation, @unchecked Sendable {
  let points: [String: VNRecognizedPoint]
  public init(points: [String: VNRecognizedPoint] = [:]) {
    self.points = points
  }
  open var availableKeys: [String] { points.keys.sorted() }
}

/// A person's body pose: its joints by name. No pose is found on Linux;
/// one made by code answers from its points.
open class VNHumanBodyPoseObservation: VNRecognizedPointsObservation, @unchecked Sendable {
  public struct JointName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nose = JointName(rawValue: "head_joint")
    public static let leftEye = JointName(rawValue: "left_eye_joint")
    public static let rightEye = JointName(rawValue: "right_eye_joint")
    public static let leftEar = JointName(rawValue: "left_ear_joint")
    public static let rightEar = JointName(rawValue: "right_ear_joint")
    public static let neck = JointName(rawValue: "neck_1_joint")
    public static let leftShoulder = JointName(rawValue: "left_shoulder_1_joint")
    public static let rightShoulder = JointName(rawValue: "right_shoulder_1_joint")
    public static let leftElbow = JointName(rawValue: "left_forearm_joint")
    public static let rightElbow = JointName(rawValue: "right_forearm_joint")
    public static let leftWrist = JointName(rawValue: "left_hand_joint")
    public static let rightWrist = JointName(rawValue: "right_hand_joint")
    public static let root = JointName(rawValue: "root")
    public static let leftHip = JointName(rawValue: "left_upLeg_joint")
    public static let rightHip = JointName(rawValue: "right_upLeg_joint")
    public static let leftKnee = JointName(rawValue: "left_leg_joint")
    public static let rightKnee = JointName(rawValue: "right_leg_joint")
    public static let leftAnkle = JointName(rawValue: "left_foot_joint")
    public static let rightAnkle = JointName(rawValue: "right_foot_joint")
    static let all: [JointName] = [
      .nose, .leftEye, .rightEye, .leftEar, .rightEar, .neck, .leftShoulder, .rightShoulder, .leftElbow,
      .rightElbow, .leftWrist, .rightWrist, .root, .leftHip, .rightHip, .leftKnee, .rightKnee, .leftAnkle,
      .rightAnkle,
    ]
  }
  public struct JointsGroupName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let face = JointsGroupName(rawValue: "face")
    public static let torso = JointsGroupName(rawValue: "torso")
    public static let leftArm = JointsGroupName(rawValue: "leftArm")
    public static let rightArm = JointsGroupName(rawValue: "rightArm")
    public static let leftLeg = JointsGroupName(rawValue: "leftLeg")
    public static let rightLeg = JointsGroupName(rawValue: "rightLeg")
    public static let all = JointsGroupName(rawValue: "all")
  }
  open var availableJointNames: [JointName] { JointName.all.filter { points[$0.rawValue] != nil } }
  open var availableJointsGroupNames: [JointsGroupName] { availableJointNames.isEmpty ? [] : [.all] }
  /// The joint's point; throws when the pose has none by that name.
  open func recognizedPoint(_ jointName: JointName) throws -> VNRecognizedPoint {
    guard let point = points[jointName.rawValue] else { throw VNError.invalidArgument(jointName.rawValue) }
    return point
  }
  open func recognizedPoints(_ jointsGroupName: JointsGroupName) throws -> [JointName: VNRecognizedPoint] {
    var result: [JointName: VNRecognizedPoint] = [:]
    for name in JointName.all { if let p = points[name.rawValue] { result[name] = p } }
    return result
  }
}

/// A hand's pose: its joints by name. No hand is found on Linux.
open class VNHumanHandPoseObservation: VNRecognizedPointsObservation, @unchecked Sendable {
  public struct JointName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let wrist = JointName(rawValue: "VNHLKWRI")
    public static let thumbCMC = JointName(rawValue: "VNHLKTCMC")
    public static let thumbMP = JointName(rawValue: "VNHLKTMP")
    public static let thumbIP = JointName(rawValue: "VNHLKTIP")
    public static let thumbTip = JointName(rawValue: "VNHLKTTIP")
    public static let indexMCP = JointName(rawValue: "VNHLKIMCP")
    public static let indexPIP = JointName(rawValue: "VNHLKIPIP")
    public static let indexDIP = JointName(rawValue: "VNHLKIDIP")
    public static let indexTip = JointName(rawValue: "VNHLKITIP")
    public static let middleMCP = JointName(rawValue: "VNHLKMMCP")
    public static let middlePIP = JointName(rawValue: "VNHLKMPIP")
    public static let middleDIP = JointName(rawValue: "VNHLKMDIP")
    public static let middleTip = JointName(rawValue: "VNHLKMTIP")
    public static let ringMCP = JointName(rawValue: "VNHLKRMCP")
    public static let ringPIP = JointName(rawValue: "VNHLKRPIP")
    public static let ringDIP = JointName(rawValue: "VNHLKRDIP")
    public static let ringTip = JointName(rawValue: "VNHLKRTIP")
    public static let littleMCP = JointName(rawValue: "VNHLKPMCP")
    public static let littlePIP = JointName(rawValue: "VNHLKPPIP")
    public static let littleDIP = JointName(rawValue: "VNHLKPDIP")
    public static let littleTip = JointName(rawValue: "VNHLKPTIP")
  }
  public struct JointsGroupName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let thumb = JointsGroupName(rawValue: "thumb")
    public static let indexFinger = JointsGroupName(rawValue: "indexFinger")
    public static let middleFinger = JointsGroupName(rawValue: "middleFinger")
    public static let ringFinger = JointsGroupName(rawValue: "ringFinger")
    public static let littleFinger = JointsGroupName(rawValue: "littleFinger")
    public static let all = JointsGroupName(rawValue: "all")
  }
  public enum Chirality: Int, Sendable { case unknown, left, right }
  open var chirality: Chirality { .unknown }
  open func recognizedPoint(_ jointName: JointName) throws -> VNRecognizedPoint {
    guard let point = points[jointName.rawValue] else { throw VNError.invalidArgument(jointName.rawValue) }
    return point
  }
  open func recognizedPoints(_ jointsGroupName: JointsGroupName) throws -> [JointName: VNRecognizedPoint] {
    var result: [JointName: VNRecognizedPoint] = [:]
    for (key, point) in points { result[JointName(rawValue: key)] = point }
    return result
  }
}

/// Why a Vision call failed.
public enum VNError: Error, CustomStringConvertible, Sendable {
  /// A pose was asked for a joint it does not have.
  case invalidArgument(String)
  public var description: String {
    switch self {
    case .invalidArgument(let name):
      "the observation has no point named \"\(name)\": ask for one of its availableJointNames"
    }
  }
}
