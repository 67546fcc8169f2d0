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
  public fileprivate(set) var name: String
  package let layout: PreviewLayoutRequest
  package let make: @Sendable () -> AnyView
  package var prepareContexts: @Sendable () -> Void = {}
  /// Whether making it trapped when it was found (see
  /// `PreviewDiscovery.isolateCrashingPreviews`): it is made only where a
  /// crash costs nothing else.
  public fileprivate(set) var trapped = false

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

  /// The candidate types in every loaded image, scanned once.
  private static let candidates: [(name: String, type: Any.Type)] = {
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
    return found
  }()

  private static func discover() -> [PreviewItem] {
    let probed = ProviderProbe.results()
    var registered: [(fileID: String, line: Int, preview: _PlumbPreview)] = []
    var providers: [(fileID: String, name: String, parts: [PreviewPart], make: @Sendable () -> AnyView, trapped: Bool)] = []
    for (name, type) in candidates {
      if let registration = type as? any _PlumbPreviewRegistration.Type {
        registered.append((registration.fileID, registration.line, previewValue(registration)))
      } else if let provider = type as? any PreviewProvider.Type {
        let make = providerMaker(provider)
        // A provider whose `previews` trapped in the probe is one preview
        // on the phone, made (and reported as crashed) where it renders.
        let probedParts = probed?.parts[ProviderProbe.key(type)]
        let parts = probedParts.map { $0 ?? [PreviewPart(name: nil, layout: .device(.iPhone15))] } ?? previewParts(make())
        let trapped = probedParts.map { $0 == nil } ?? false
        providers.append((moduleName(of: type).map { "\($0)/\(name)" } ?? name, name, parts, make, trapped))
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
        // Contexts that trapped in the probe are made where the preview
        // renders, which reports the crash.
        let trapped = probed?.unprepared.contains("\(p.fileID):\(p.line)") ?? false
        var prepare: @Sendable () -> Void = { preview.prepare() }
        if trapped { prepare = {} }
        items.append(
          PreviewItem(
            module: moduleOf(fileID), fileID: fileID, line: p.line, displayName: preview.name, name: name,
            layout: preview.layoutRequest, make: { AnyView(preview.makeView()) }, prepareContexts: prepare,
            trapped: trapped))
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
            layout: part.layout, make: p.parts.count == 1 ? whole : partMaker, trapped: p.trapped))
      }
    }
    var seen: [String: Int] = [:]
    items = items.map { item in
      // Two files of one name in different folders: the later gets a suffix.
      let n = seen[item.name, default: 0]
      seen[item.name] = n + 1
      guard n > 0 else { return item }
      var renamed = item
      renamed.name = "\(item.name)-\(n + 1)"
      return renamed
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

  static func previewValue(_ registration: any _PlumbPreviewRegistration.Type) -> _PlumbPreview {
    func read<R: _PlumbPreviewRegistration>(_ r: R.Type) -> _PlumbPreview {
      let get: @MainActor () -> _PlumbPreview = { r.preview }
      return unsafeBitCast(get, to: (() -> _PlumbPreview).self)()
    }
    return read(registration)
  }

  static func providerMaker(_ provider: any PreviewProvider.Type) -> @Sendable () -> AnyView {
    func make<P: PreviewProvider>(_ p: P.Type) -> @Sendable () -> AnyView {
      let get: @MainActor () -> P.Previews = { p.previews }
      let call = unsafeBitCast(get, to: (() -> P.Previews).self)
      nonisolated(unsafe) let unchecked = call
      return { AnyView(unchecked()) }
    }
    return make(provider)
  }

  /// Runs the user code discovery needs (each provider's `previews`, to
  /// count and name its views; each `#Preview`'s shared contexts) in a
  /// child process of this executable first, so a preview that traps costs
  /// only itself: the child says which one it was starting, is run again
  /// without it, and what it found reaches this process and its workers
  /// through the environment. The crashed preview is rendered, and its
  /// crash reported by name, in a worker like any figure. Call it first
  /// thing in a preview runner's `main`; it returns the previews that
  /// trapped. A no-op in the child and in workers, which inherit the
  /// answers.
  @discardableResult
  public static func isolateCrashingPreviews() -> [String] {
    ProviderProbe.answerIfAsked(candidates)
    return ProviderProbe.run(candidates)
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
