import GameKit
import SwiftUI
import Vision
import VisionKit

// A text scanner and a Game Center leaderboard, as tutorials write them:
// Vision's text request on a picked image, VisionKit's live scanner when
// the device supports it, and a leaderboard loaded for the signed-in
// player.

@Observable
final class TextRecognizer {
  var lines: [String] = []
  var finished = false

  func recognize(_ image: CGImage) {
    let request = VNRecognizeTextRequest { request, error in
      guard let observations = request.results as? [VNRecognizedTextObservation], error == nil else { return }
      self.lines = observations.compactMap { $0.topCandidates(1).first?.string }
      self.finished = true
    }
    request.recognitionLevel = .accurate
    request.usesLanguageCorrection = true
    try? VNImageRequestHandler(cgImage: image, options: [:]).perform([request])
  }
}

struct ScannerScreen: View {
  var body: some View {
    if DataScannerViewController.isSupported && DataScannerViewController.isAvailable {
      Text("Point the camera at some text")
    } else {
      ContentUnavailableView("Scanner Unavailable", systemImage: "xmark.circle", description: Text("This device cannot scan."))
    }
  }
}

@Observable
final class LeaderboardModel {
  var entries: [String] = []
  var message = "Loading…"

  func load() {
    GKLeaderboard.loadLeaderboards(IDs: ["best"]) { leaderboards, error in
      guard let board = leaderboards?.first else {
        self.message = GKLocalPlayer.local.isAuthenticated ? "No leaderboard" : "Sign in to Game Center"
        return
      }
      board.loadEntries(for: .global, timeScope: .allTime, range: NSRange(1...10)) { _, entries, _, _ in
        self.entries = entries?.map(\.player.displayName) ?? []
      }
    }
  }
}
