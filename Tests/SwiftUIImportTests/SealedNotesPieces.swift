import CryptoKit
import Foundation
import Testing

// Data an app keeps sealed with AES-GCM, as a budgeting sample decrypts its
// transactions (`AES.GCM.open(.init(combined:), using: key)`): computed as
// on Apple platforms, checked against NIST SP 800-38D's test vectors.

private func hex(_ string: String) -> [UInt8] {
  var bytes: [UInt8] = []
  var index = string.startIndex
  while index < string.endIndex {
    let next = string.index(index, offsetBy: 2)
    bytes.append(UInt8(string[index..<next], radix: 16)!)
    index = next
  }
  return bytes
}

@Suite struct SealedNotesPieces {
  /// GCM test cases 1 and 2 (zero key and nonce), 3 (a 64-byte message),
  /// 6 (a 60-byte nonce) and 14 (a 256-bit zero key).
  @Test func nistVectors() throws {
    let zeroNonce = try AES.GCM.Nonce(data: [UInt8](repeating: 0, count: 12))
    let zero128 = SymmetricKey(data: [UInt8](repeating: 0, count: 16))
    let empty = try AES.GCM.seal(Data(), using: zero128, nonce: zeroNonce)
    #expect(Array(empty.tag) == hex("58e2fccefa7e3061367f1d57a4e7455a"))
    let block = try AES.GCM.seal(Data(count: 16), using: zero128, nonce: zeroNonce)
    #expect(Array(block.ciphertext) == hex("0388dace60b6a392f328c2b971b2fe78"))
    #expect(Array(block.tag) == hex("ab6e47d42cec13bdf53a67b21257bddf"))

    let key = SymmetricKey(data: hex("feffe9928665731c6d6a8f9467308308"))
    let nonce = try AES.GCM.Nonce(data: hex("cafebabefacedbaddecaf888"))
    let message = hex(
      "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72"
        + "1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255")
    let sealed = try AES.GCM.seal(message, using: key, nonce: nonce)
    #expect(
      Array(sealed.ciphertext)
        == hex(
          "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
            + "21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985"))
    #expect(Array(sealed.tag) == hex("4d5c2af327cd64a62cf35abd2ba6fab4"))

    // Test case 6: a 60-byte nonce (hashed into the first counter block)
    // and authenticated data.
    let longNonce = try AES.GCM.Nonce(data: hex(
      "9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728"
        + "c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b"))
    let aad = hex("feedfacedeadbeeffeedfacedeadbeefabaddad2")
    let long = try AES.GCM.seal(message.dropLast(4), using: key, nonce: longNonce, authenticating: aad)
    #expect(
      Array(long.ciphertext)
        == hex(
          "8ce24998625615b603a033aca13fb894be9112a5c3a211a8ba262a3cca7e2ca7"
            + "01e4a9a4fba43c90ccdcb281d48c7c6fd62875d2aca417034c34aee5"))
    #expect(Array(long.tag) == hex("619cc5aefffe0bfa462af43c1699d050"))
    #expect(long.combined == nil)
    #expect(try AES.GCM.open(long, using: key, authenticating: aad) == Data(message.dropLast(4)))

    let zero256 = SymmetricKey(data: [UInt8](repeating: 0, count: 32))
    let wide = try AES.GCM.seal(Data(count: 16), using: zero256, nonce: zeroNonce)
    #expect(Array(wide.ciphertext) == hex("cea7403d4d606b6e074ec5d3baf39d18"))
    #expect(Array(wide.tag) == hex("d0d1c8a799996bf0265b98b5d48ab919"))
  }

  /// Sealed, combined, split and opened again; a changed byte or another
  /// key fails authentication.
  @Test func roundTripAndTampering() throws {
    let key = SymmetricKey(size: .bits256)
    let note = Data("Rent: 1,200 on the 1st".utf8)
    let combined = try #require(try AES.GCM.seal(note, using: key).combined)
    #expect(combined.count == 12 + note.count + 16)
    #expect(try AES.GCM.open(AES.GCM.SealedBox(combined: combined), using: key) == note)
    var altered = combined
    altered[20] ^= 1
    #expect(throws: CryptoKitError.authenticationFailure) {
      try AES.GCM.open(AES.GCM.SealedBox(combined: altered), using: key)
    }
    #expect(throws: CryptoKitError.authenticationFailure) {
      try AES.GCM.open(AES.GCM.SealedBox(combined: combined), using: SymmetricKey(size: .bits256))
    }
    #expect(throws: CryptoKitError.incorrectKeySize) {
      try AES.GCM.seal(note, using: SymmetricKey(data: [UInt8](repeating: 1, count: 10)))
    }
  }
}
