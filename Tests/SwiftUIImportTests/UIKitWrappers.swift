import PhotosUI
import SwiftUI
import UIKit
import UniformTypeIdentifiers

// The UIKit wrappers app code keeps beside its views: a photo picker, a
// document picker, a date picker and pages in representables, SwiftUI in a
// hosting controller, and an icon drawn through a graphics renderer.

struct PhotoPicker: UIViewControllerRepresentable {
  @Binding var image: UIImage?
  @Environment(\.dismiss) private var dismiss

  func makeUIViewController(context: Context) -> UIImagePickerController {
    let picker = UIImagePickerController()
    picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
    picker.allowsEditing = true
    picker.delegate = context.coordinator
    return picker
  }
  func updateUIViewController(_ uiViewController: UIImagePickerController, context: Context) {}
  func makeCoordinator() -> Coordinator { Coordinator(self) }

  final class Coordinator: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    let parent: PhotoPicker
    init(_ parent: PhotoPicker) { self.parent = parent }
    func imagePickerController(
      _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
      parent.image = (info[.editedImage] ?? info[.originalImage]) as? UIImage
      parent.dismiss()
    }
  }
}

struct FilePicker: UIViewControllerRepresentable {
  var onPick: (URL) -> Void
  func makeUIViewController(context: Context) -> UIDocumentPickerViewController {
    let picker = UIDocumentPickerViewController(forOpeningContentTypes: [UTType.pdf], asCopy: true)
    picker.allowsMultipleSelection = false
    picker.delegate = context.coordinator
    return picker
  }
  func updateUIViewController(_ uiViewController: UIDocumentPickerViewController, context: Context) {}
  func makeCoordinator() -> Coordinator { Coordinator(onPick: onPick) }
  final class Coordinator: NSObject, UIDocumentPickerDelegate {
    let onPick: (URL) -> Void
    init(onPick: @escaping (URL) -> Void) { self.onPick = onPick }
    func documentPicker(_ controller: UIDocumentPickerViewController, didPickDocumentsAt urls: [URL]) {
      urls.first.map(onPick)
    }
  }
}

struct WheelDatePicker: UIViewRepresentable {
  @Binding var date: Date
  func makeUIView(context: Context) -> UIDatePicker {
    let picker = UIDatePicker()
    picker.datePickerMode = .time
    picker.preferredDatePickerStyle = .wheels
    picker.minuteInterval = 5
    picker.addAction(UIAction { _ in }, for: .valueChanged)
    return picker
  }
  func updateUIView(_ picker: UIDatePicker, context: Context) { picker.setDate(date, animated: true) }
}

struct Pages<Page: View>: UIViewControllerRepresentable {
  var pages: [Page]
  func makeUIViewController(context: Context) -> UIPageViewController {
    let controller = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
    controller.dataSource = context.coordinator
    controller.setViewControllers([UIHostingController(rootView: pages[0])], direction: .forward, animated: true)
    return controller
  }
  func updateUIViewController(_ controller: UIPageViewController, context: Context) {}
  func makeCoordinator() -> Coordinator { Coordinator(pages.map { UIHostingController(rootView: $0) }) }
  final class Coordinator: NSObject, UIPageViewControllerDataSource {
    let controllers: [UIViewController]
    init(_ controllers: [UIViewController]) { self.controllers = controllers }
    func pageViewController(_ p: UIPageViewController, viewControllerBefore v: UIViewController) -> UIViewController? {
      guard let i = controllers.firstIndex(where: { $0 === v }), i > 0 else { return nil }
      return controllers[i - 1]
    }
    func pageViewController(_ p: UIPageViewController, viewControllerAfter v: UIViewController) -> UIViewController? {
      guard let i = controllers.firstIndex(where: { $0 === v }), i + 1 < controllers.count else { return nil }
      return controllers[i + 1]
    }
  }
}

/// A dot drawn with Core Graphics, as icon code does.
func dotIcon(diameter: CGFloat) -> UIImage {
  let renderer = UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter))
  return renderer.image { context in
    let cg = context.cgContext
    cg.setFillColor(UIColor.systemBlue.cgColor)
    cg.addEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
    cg.fillPath()
    cg.setBlendMode(.clear)
    cg.setLineWidth(2)
    cg.move(to: CGPoint(x: diameter / 2, y: 0))
    cg.addLine(to: CGPoint(x: diameter / 2, y: diameter))
    cg.strokePath()
  }
}

struct WrapperScreen: View {
  @State private var image: UIImage?
  @State private var showPicker = false
  var body: some View {
    VStack {
      Image(uiImage: image ?? dotIcon(diameter: 24))
      Button("Choose Photo") { showPicker = true }
      WheelDatePicker(date: .constant(Date(timeIntervalSinceReferenceDate: 0)))
        .frame(height: 120)
    }
    .sheet(isPresented: $showPicker) { PhotoPicker(image: $image) }
  }
}

struct LibraryPicker: UIViewControllerRepresentable {
  @Binding var images: [UIImage]
  func makeUIViewController(context: Context) -> PHPickerViewController {
    var configuration = PHPickerConfiguration()
    configuration.filter = .images
    configuration.selectionLimit = 3
    let picker = PHPickerViewController(configuration: configuration)
    picker.delegate = context.coordinator
    return picker
  }
  func updateUIViewController(_ uiViewController: PHPickerViewController, context: Context) {}
  func makeCoordinator() -> Coordinator { Coordinator(self) }
  final class Coordinator: NSObject, PHPickerViewControllerDelegate {
    let parent: LibraryPicker
    init(_ parent: LibraryPicker) { self.parent = parent }
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
      for result in results where result.itemProvider.canLoadObject(ofClass: UIImage.self) {
        result.itemProvider.loadObject(ofClass: UIImage.self) { image, error in
          if image == nil { print("No image: \(String(describing: error))") }
        }
      }
    }
  }
}

/// Larger type and reduced motion, as views test them.
struct AdaptiveBadge: View {
  @Environment(\.sizeCategory) private var sizeCategory
  var body: some View {
    if sizeCategory >= .accessibilityMedium || UIAccessibility.isReduceMotionEnabled {
      Text("Badge").font(.title)
    } else {
      Label("Badge", systemImage: "star")
    }
  }
}
