@_implementationOnly import CCairo
import Foundation
import PlumbCore

/// One preview found in the running process: a `#Preview` or a
/// `PreviewProvider`, with where it is written and how it asks to be laid
/// out.
public struct PreviewItem: Sendable {
  /// The module the preview is written in.
  public let module: String
  /// The file, as `#fileID` gives it (`ProfileUI/ProfileHeader.swift`).
  public let fileID: String
  /// The line of the `#Preview` (0 for a `PreviewProvider`).
  public let line: Int
  /// The preview's own name (`#Preview("Long name")`), if any.
  public let displayName: String?
  /// A file name for its images: the source file's base name, then the
  /// preview's name or, for the second unnamed preview of a file on, its
  /// index (`ProfileHeader`, `ProfileHeader-Long-name`, `ProfileHeader-2`);
  /// `ProfileHeader_Previews` for a provider.
  public let name: String
  package let layout: PreviewLayoutRequest
  package let make: @Sendable () -> AnyView
  package var prepareContexts: @Sendable () -> Void = {}

  /// The preview's view.
  public var view: AnyView { make() }

  /// Makes the shared contexts of the preview's `PreviewModifier` traits
  /// now, on this thread, rather than when it is first rendered. Call it on
  /// the main thread before rendering previews on others: a context made on
  /// the main actor cannot be made from another thread while the main one
  /// renders too.
  public func prepare() { prepareContexts() }

  /// Where the preview is written, as `file:line`.
  public var location: String { line > 0 ? "\(fileID):\(line)" : fileID }

  /// The preview's view at the size its traits ask for: on a device's
  /// screen (status bar and home indicator included), at a fixed size,
  /// sideways, or at its ideal size.
  public var sizedView: AnyView {
    let view = self.view
    switch layout {
    case .device(let device):
      return AnyView(view.deviceFrame(device).frame(width: device.screen.width, height: device.screen.height))
    case .sizeThatFits:
      return view
    case .fixed(let width, let height):
      return AnyView(view.frame(width: width, height: height))
    case .landscape(let device):
      return AnyView(view.frame(width: device.screen.height, height: device.screen.width))
    }
  }

  /// The proposal the sized view is laid out with: its canvas, or none
  /// for the ideal size.
  public var canvas: ProposedViewSize {
    switch layout {
    case .device(let device): ProposedViewSize(device.screen)
    case .sizeThatFits: .unspecified
    case .fixed(let width, let height): ProposedViewSize(width: width, height: height)
    case .landscape(let device): ProposedViewSize(width: device.screen.height, height: device.screen.width)
    }
  }
}

/// Finds the previews compiled into the running process: every `#Preview`
/// (each expands to a type conforming to `_PlumbPreviewRegistration`) and
/// every `PreviewProvider` whose name ends in `Previews`, as Xcode names
/// them. The types are found the way the Swift Testing library finds
/// tests: by walking the type metadata records the Swift runtime lists
/// for every loaded image, and asking each candidate's metadata whether it
/// conforms. Nothing is listed by hand.
public enum PreviewDiscovery {
  /// Every preview of `module` (all modules when nil), in file and line
  /// order.
  public static func previews(module: String? = nil) -> [PreviewItem] {
    guard let module else { return all }
    return all.filter { $0.module == module }
  }

  /// Every preview in the process, found once: the images loaded do not
  /// change, and a command asks several times (select, list, orphans).
  private static let all: [PreviewItem] = discover()

  private static func discover() -> [PreviewItem] {
    var found: [(name: String, type: Any.Type)] = []
    withUnsafeMutablePointer(to: &found) { context in
      swift_enumerateAllMetadataSections(
        { sections, context in
          guard let sections, let context else { return true }
          let found = context.assumingMemoryBound(to: [(name: String, type: Any.Type)].self)
          PreviewDiscovery.scan(sections.pointee.swift5_type_metadata, into: &found.pointee)
          return true
        }, context)
    }
    var registered: [(fileID: String, line: Int, preview: _PlumbPreview)] = []
    var providers: [(fileID: String, name: String, parts: [PreviewPart], make: @Sendable () -> AnyView)] = []
    for (name, type) in found {
      if let registration = type as? any _PlumbPreviewRegistration.Type {
        registered.append((registration.fileID, registration.line, previewValue(registration)))
      } else if let provider = type as? any PreviewProvider.Type {
        let make = providerMaker(provider)
        providers.append((moduleName(of: type).map { "\($0)/\(name)" } ?? name, name, previewParts(make()), make))
      }
    }
    var items: [PreviewItem] = []
    let byFile = Dictionary(grouping: registered, by: \.fileID)
    for fileID in byFile.keys.sorted() {
      let previews = byFile[fileID]!.sorted { $0.line < $1.line }
      let base = fileBaseName(fileID)
      var unnamed = 0
      for p in previews {
        var name = base
        if let display = p.preview.name, !display.isEmpty {
          name += "-" + sanitized(display)
        } else {
          unnamed += 1
          if unnamed > 1 { name += "-\(unnamed)" }
        }
        let preview = p.preview
        items.append(
          PreviewItem(
            module: moduleOf(fileID), fileID: fileID, line: p.line, displayName: preview.name, name: name,
            layout: preview.layoutRequest, make: { AnyView(preview.makeView()) }, prepareContexts: { preview.prepare() }))
      }
    }
    // A provider's views are previews of their own, named after the
    // provider and their display name or index.
    for p in providers.sorted(by: { $0.fileID < $1.fileID }) {
      let base = sanitized(p.name)
      for (i, part) in p.parts.enumerated() {
        var name = base
        if let display = part.name, !display.isEmpty {
          name += "-" + sanitized(display)
        } else if i > 0 {
          name += "-\(i + 1)"
        }
        let whole = p.make
        let partMaker: @Sendable () -> AnyView = { AnyView(PreviewPartView(content: whole(), index: i)) }
        items.append(
          PreviewItem(
            module: moduleOf(p.fileID), fileID: p.fileID, line: 0, displayName: part.name, name: name,
            layout: part.layout, make: p.parts.count == 1 ? whole : partMaker))
      }
    }
    var seen: [String: Int] = [:]
    items = items.map { item in
      // Two files of one name in different folders: the later gets a suffix.
      let n = seen[item.name, default: 0]
      seen[item.name] = n + 1
      guard n > 0 else { return item }
      return PreviewItem(
        module: item.module, fileID: item.fileID, line: item.line, displayName: item.displayName,
        name: "\(item.name)-\(n + 1)", layout: item.layout, make: item.make)
    }
    return items
  }

  /// Candidates in one image's type metadata records: non-generic
  /// structs, enums and classes named as a `#Preview`'s type or a
  /// provider.
  private static func scan(_ range: PlumbSectionRange, into found: inout [(name: String, type: Any.Type)]) {
    guard range.start != 0, range.length >= 4 else { return }
    let base = UnsafeRawPointer(bitPattern: range.start)!
    for offset in stride(from: 0, to: range.length - 3, by: 4) {
      let record = base + offset
      let relative = record.loadUnaligned(as: Int32.self)
      // The low two bits say how the record refers to its descriptor:
      // 0 is directly, the only kind a module writes for its own types.
      guard relative & 3 == 0 else { continue }
      let descriptor = record + Int(relative)
      let flags = descriptor.loadUnaligned(as: UInt32.self)
      let kind = flags & 0x1F
      // Class 16, struct 17, enum 18; bit 7 marks a generic type.
      guard (16...18).contains(kind), flags & 0x80 == 0 else { continue }
      let nameField = descriptor + 8
      let name = String(cString: (nameField + Int(nameField.loadUnaligned(as: Int32.self))).assumingMemoryBound(to: CChar.self))
      guard name.hasSuffix("PlumbPreviewfMu_") || name.hasSuffix("Previews") else { continue }
      let accessorField = descriptor + 12
      let accessorOffset = accessorField.loadUnaligned(as: Int32.self)
      guard accessorOffset != 0 else { continue }
      // A non-generic type's metadata accessor takes the request (0:
      // complete metadata) and returns the metadata first.
      typealias Accessor = @convention(thin) (Int) -> UnsafeRawPointer
      let accessor = unsafeBitCast(accessorField + Int(accessorOffset), to: Accessor.self)
      let type = unsafeBitCast(accessor(0), to: Any.Type.self)
      found.append((name, type))
    }
  }

  private static func previewValue(_ registration: any _PlumbPreviewRegistration.Type) -> _PlumbPreview {
    func read<R: _PlumbPreviewRegistration>(_ r: R.Type) -> _PlumbPreview {
      let get: @MainActor () -> _PlumbPreview = { r.preview }
      return unsafeBitCast(get, to: (() -> _PlumbPreview).self)()
    }
    return read(registration)
  }

  private static func providerMaker(_ provider: any PreviewProvider.Type) -> @Sendable () -> AnyView {
    func make<P: PreviewProvider>(_ p: P.Type) -> @Sendable () -> AnyView {
      let get: @MainActor () -> P.Previews = { p.previews }
      let call = unsafeBitCast(get, to: (() -> P.Previews).self)
      nonisolated(unsafe) let unchecked = call
      return { AnyView(unchecked()) }
    }
    return make(provider)
  }

  private static func moduleName(of type: Any.Type) -> String? {
    String(reflecting: type).split(separator: ".").first.map(String.init)
  }

  private static func moduleOf(_ fileID: String) -> String {
    fileID.split(separator: "/").first.map(String.init) ?? fileID
  }

  private static func fileBaseName(_ fileID: String) -> String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return sanitized(file.hasSuffix(".swift") ? String(file.dropLast(6)) : file)
  }

  /// Letters, digits, `-` and `_`; anything else becomes `-`.
  static func sanitized(_ s: String) -> String {
    let mapped = s.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" ? String($0) : "-" }.joined()
    return mapped.isEmpty ? "preview" : mapped
  }
}
