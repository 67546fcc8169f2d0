import CoreImage
import CoreImage.CIFilterBuiltins
import OSLog
import SwiftUI

// A photo filter screen as the Instafilter tutorial writes it: a Core Image
// filter chosen from the built-ins, its intensity set by key when the
// filter takes one, rendered through a context; a logger; a shader; a
// scroll position.

struct PhotoFilterView: View {
  @State private var processedImage: Image?
  @State private var filterIntensity = 0.5
  @State private var currentFilter: CIFilter = CIFilter.sepiaTone()
  let context = CIContext()
  static let logger = Logger(subsystem: "com.example.filters", category: "editor")

  var body: some View {
    VStack {
      if let processedImage {
        processedImage.resizable().scaledToFit()
      } else {
        ContentUnavailableView("No Picture", systemImage: "photo.badge.plus", description: Text("Tap to import a photo"))
      }
      Slider(value: $filterIntensity)
        .onChange(of: filterIntensity) { applyProcessing() }
      Text("Filtered")
        .colorEffect(ShaderLibrary.ripple(.float(0.5), .float2(10, 20), .color(.blue)))
    }
    .padding()
  }

  func loadImage(_ uiImage: UIImage) {
    let beginImage = CIImage(image: uiImage)
    currentFilter.setValue(beginImage, forKey: kCIInputImageKey)
    applyProcessing()
  }

  func applyProcessing() {
    let inputKeys = currentFilter.inputKeys
    if inputKeys.contains(kCIInputIntensityKey) { currentFilter.setValue(filterIntensity, forKey: kCIInputIntensityKey) }
    if inputKeys.contains(kCIInputRadiusKey) { currentFilter.setValue(filterIntensity * 200, forKey: kCIInputRadiusKey) }
    guard let outputImage = currentFilter.outputImage else {
      Self.logger.warning("No output for \(currentFilter.name, privacy: .public) at \(filterIntensity, format: .fixed(precision: 2))")
      return
    }
    guard let cgImage = context.createCGImage(outputImage, from: outputImage.extent) else { return }
    processedImage = Image(uiImage: UIImage(cgImage: cgImage))
  }
}

func qrCode(from string: String) -> UIImage {
  let filter = CIFilter.qrCodeGenerator()
  filter.message = Data(string.utf8)
  if let outputImage = filter.outputImage, let cgImage = CIContext().createCGImage(outputImage, from: outputImage.extent) {
    return UIImage(cgImage: cgImage)
  }
  return UIImage(systemName: "xmark.circle") ?? UIImage()
}

struct PagedFeed: View {
  @State private var position = ScrollPosition(edge: .top)
  var body: some View {
    ScrollView {
      LazyVStack { ForEach(0..<3) { Text("Row \($0)").id($0) } }
    }
    .scrollPosition($position)
  }
}
