import Foundation

// AES in Galois/Counter Mode, computed (FIPS 197, NIST SP 800-38D): an app
// that keeps its data sealed (`AES.GCM.seal`, `AES.GCM.open`) reads it back
// here as on Apple platforms. 128-, 192- and 256-bit keys, 12-byte nonces,
// 16-byte tags. Written for correctness, not speed: a byte-wise cipher,
// enough for the small files apps seal.

/// CryptoKit's errors.
public enum CryptoKitError: Error, Equatable, Sendable {
  case incorrectKeySize
  case incorrectParameterSize
  case authenticationFailure
  case underlyingCoreCryptoError(error: Int32)
  case wrapFailure
  case unwrapFailure
  case invalidParameter
}

public enum AES {
  /// Authenticated encryption: a sealed box holds the nonce, the
  /// ciphertext and the tag.
  public enum GCM {
    /// A number used once per key: 12 bytes, as made here, or longer.
    public struct Nonce: ContiguousBytes, Sequence, Sendable {
      let bytes: [UInt8]
      public init() {
        var generator = SystemRandomNumberGenerator()
        bytes = (0..<12).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
      }
      public init<D: DataProtocol>(data: D) throws {
        guard data.count >= 12 else { throw CryptoKitError.incorrectParameterSize }
        bytes = Array(data)
      }
      public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try bytes.withUnsafeBytes(body)
      }
      public func makeIterator() -> Array<UInt8>.Iterator { bytes.makeIterator() }
    }

    /// The result of sealing: nonce, ciphertext and tag.
    public struct SealedBox: Sendable {
      public let nonce: Nonce
      public let ciphertext: Data
      public let tag: Data
      /// The nonce, ciphertext and tag, one after the other; nil for a
      /// nonce of other than 12 bytes, which could not be split again.
      public var combined: Data? { nonce.bytes.count == 12 ? Data(nonce.bytes) + ciphertext + tag : nil }

      public init<C: DataProtocol, T: DataProtocol>(nonce: Nonce, ciphertext: C, tag: T) throws {
        guard tag.count == 16 else { throw CryptoKitError.incorrectParameterSize }
        (self.nonce, self.ciphertext, self.tag) = (nonce, Data(ciphertext), Data(tag))
      }
      /// Splits the combined representation: a 12-byte nonce, the
      /// ciphertext, a 16-byte tag.
      public init<D: DataProtocol>(combined: D) throws {
        let bytes = Array(combined)
        guard bytes.count >= 28 else { throw CryptoKitError.incorrectParameterSize }
        nonce = try Nonce(data: bytes[0..<12])
        ciphertext = Data(bytes[12..<(bytes.count - 16)])
        tag = Data(bytes[(bytes.count - 16)...])
      }
    }

    public static func seal<Plaintext: DataProtocol>(
      _ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil
    ) throws -> SealedBox {
      try seal(message, using: key, nonce: nonce, authenticating: Data())
    }

    public static func seal<Plaintext: DataProtocol, AuthenticatedData: DataProtocol>(
      _ message: Plaintext, using key: SymmetricKey, nonce: Nonce? = nil, authenticating authenticatedData: AuthenticatedData
    ) throws -> SealedBox {
      let cipher = try AESCipher(key: key.bytes)
      let nonce = nonce ?? Nonce()
      let ciphertext = cipher.counterMode(Array(message), nonce: nonce.bytes)
      let tag = cipher.tag(ciphertext: ciphertext, authenticated: Array(authenticatedData), nonce: nonce.bytes)
      return try SealedBox(nonce: nonce, ciphertext: ciphertext, tag: tag)
    }

    public static func open(_ sealedBox: SealedBox, using key: SymmetricKey) throws -> Data {
      try open(sealedBox, using: key, authenticating: Data())
    }

    /// The plaintext, or `authenticationFailure` when the tag does not
    /// match (a wrong key, or altered data).
    public static func open<AuthenticatedData: DataProtocol>(
      _ sealedBox: SealedBox, using key: SymmetricKey, authenticating authenticatedData: AuthenticatedData
    ) throws -> Data {
      let cipher = try AESCipher(key: key.bytes)
      let ciphertext = Array(sealedBox.ciphertext)
      let expected = cipher.tag(ciphertext: ciphertext, authenticated: Array(authenticatedData), nonce: sealedBox.nonce.bytes)
      // Compared in constant time, as a tag must be.
      guard zip(expected, sealedBox.tag).reduce(0, { $0 | ($1.0 ^ $1.1) }) == 0 else {
        throw CryptoKitError.authenticationFailure
      }
      return Data(cipher.counterMode(ciphertext, nonce: sealedBox.nonce.bytes))
    }
  }
}

/// The AES block cipher, forward direction only (all GCM needs).
struct AESCipher {
  private let roundKeys: [UInt8]
  private let rounds: Int

  init(key: [UInt8]) throws {
    guard [16, 24, 32].contains(key.count) else { throw CryptoKitError.incorrectKeySize }
    let words = key.count / 4
    rounds = words + 6
    var expanded = key
    var rcon: UInt8 = 1
    while expanded.count < 16 * (rounds + 1) {
      var word = Array(expanded[(expanded.count - 4)...])
      let index = expanded.count / 4
      if index % words == 0 {
        word = [AESCipher.sbox[Int(word[1])] ^ rcon, AESCipher.sbox[Int(word[2])], AESCipher.sbox[Int(word[3])], AESCipher.sbox[Int(word[0])]]
        rcon = AESCipher.double(rcon)
      } else if words > 6 && index % words == 4 {
        word = word.map { AESCipher.sbox[Int($0)] }
      }
      for i in 0..<4 { expanded.append(expanded[expanded.count - 4 * words] ^ word[i]) }
    }
    roundKeys = expanded
  }

  /// Multiplication by x in GF(2^8).
  static func double(_ b: UInt8) -> UInt8 { (b << 1) ^ (b & 0x80 != 0 ? 0x1B : 0) }

  func encrypt(_ block: [UInt8]) -> [UInt8] {
    var s = (0..<16).map { block[$0] ^ roundKeys[$0] }
    for round in 1...rounds {
      s = s.map { AESCipher.sbox[Int($0)] }
      // ShiftRows: row r of the column-major state moves r columns left.
      s = (0..<16).map { i in s[(i + 4 * (i % 4)) % 16] }
      if round < rounds {
        var mixed = [UInt8](repeating: 0, count: 16)
        for c in 0..<4 {
          let a = Array(s[(4 * c)..<(4 * c + 4)])
          let b = a.map(AESCipher.double)
          mixed[4 * c] = b[0] ^ a[1] ^ b[1] ^ a[2] ^ a[3]
          mixed[4 * c + 1] = a[0] ^ b[1] ^ a[2] ^ b[2] ^ a[3]
          mixed[4 * c + 2] = a[0] ^ a[1] ^ b[2] ^ a[3] ^ b[3]
          mixed[4 * c + 3] = a[0] ^ b[0] ^ a[1] ^ a[2] ^ b[3]
        }
        s = mixed
      }
      for i in 0..<16 { s[i] ^= roundKeys[16 * round + i] }
    }
    return s
  }

  /// CTR mode from the block after the pre-counter block (which masks
  /// the tag).
  func counterMode(_ input: [UInt8], nonce: [UInt8]) -> [UInt8] {
    let first = preCounterBlock(nonce)
    var output = [UInt8]()
    output.reserveCapacity(input.count)
    var counter: UInt32 = 1
    var offset = 0
    while offset < input.count {
      let stream = encrypt(increment(first, by: counter))
      for i in 0..<min(16, input.count - offset) { output.append(input[offset + i] ^ stream[i]) }
      offset += 16
      counter &+= 1
    }
    return output
  }

  /// J0: a 12-byte nonce followed by the counter 1; any other length is
  /// hashed (SP 800-38D, 7.1).
  private func preCounterBlock(_ nonce: [UInt8]) -> [UInt8] {
    if nonce.count == 12 { return nonce + [0, 0, 0, 1] }
    let h = GF128(encrypt([UInt8](repeating: 0, count: 16)))
    var y = ghash(nonce, into: .zero, h)
    y = (y ^ GF128(hi: 0, lo: UInt64(nonce.count) * 8)) * h
    return y.bytes
  }

  /// The block with its last 32 bits, big-endian, increased (inc32).
  private func increment(_ block: [UInt8], by n: UInt32) -> [UInt8] {
    let low = block[12..<16].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } &+ n
    return Array(block[0..<12]) + [
      UInt8(low >> 24), UInt8(truncatingIfNeeded: low >> 16), UInt8(truncatingIfNeeded: low >> 8), UInt8(truncatingIfNeeded: low),
    ]
  }

  /// GHASH of data zero-padded to whole blocks, continuing from `y`.
  private func ghash(_ data: [UInt8], into y: GF128, _ h: GF128) -> GF128 {
    var y = y
    var offset = 0
    while offset < data.count {
      var block = Array(data[offset..<min(offset + 16, data.count)])
      block += [UInt8](repeating: 0, count: 16 - block.count)
      y = (y ^ GF128(block)) * h
      offset += 16
    }
    return y
  }

  /// GHASH over the authenticated data and ciphertext, masked with the
  /// first counter block's keystream.
  func tag(ciphertext: [UInt8], authenticated: [UInt8], nonce: [UInt8]) -> [UInt8] {
    let h = GF128(encrypt([UInt8](repeating: 0, count: 16)))
    var y = ghash(ciphertext, into: ghash(authenticated, into: .zero, h), h)
    let lengths = GF128(hi: UInt64(authenticated.count) * 8, lo: UInt64(ciphertext.count) * 8)
    y = (y ^ lengths) * h
    let mask = encrypt(preCounterBlock(nonce))
    return zip(y.bytes, mask).map { $0 ^ $1 }
  }

  static let sbox: [UInt8] = [
    0x63, 0x7c, 0x77, 0x7b, 0xf2, 0x6b, 0x6f, 0xc5, 0x30, 0x01, 0x67, 0x2b, 0xfe, 0xd7, 0xab, 0x76,
    0xca, 0x82, 0xc9, 0x7d, 0xfa, 0x59, 0x47, 0xf0, 0xad, 0xd4, 0xa2, 0xaf, 0x9c, 0xa4, 0x72, 0xc0,
    0xb7, 0xfd, 0x93, 0x26, 0x36, 0x3f, 0xf7, 0xcc, 0x34, 0xa5, 0xe5, 0xf1, 0x71, 0xd8, 0x31, 0x15,
    0x04, 0xc7, 0x23, 0xc3, 0x18, 0x96, 0x05, 0x9a, 0x07, 0x12, 0x80, 0xe2, 0xeb, 0x27, 0xb2, 0x75,
    0x09, 0x83, 0x2c, 0x1a, 0x1b, 0x6e, 0x5a, 0xa0, 0x52, 0x3b, 0xd6, 0xb3, 0x29, 0xe3, 0x2f, 0x84,
    0x53, 0xd1, 0x00, 0xed, 0x20, 0xfc, 0xb1, 0x5b, 0x6a, 0xcb, 0xbe, 0x39, 0x4a, 0x4c, 0x58, 0xcf,
    0xd0, 0xef, 0xaa, 0xfb, 0x43, 0x4d, 0x33, 0x85, 0x45, 0xf9, 0x02, 0x7f, 0x50, 0x3c, 0x9f, 0xa8,
    0x51, 0xa3, 0x40, 0x8f, 0x92, 0x9d, 0x38, 0xf5, 0xbc, 0xb6, 0xda, 0x21, 0x10, 0xff, 0xf3, 0xd2,
    0xcd, 0x0c, 0x13, 0xec, 0x5f, 0x97, 0x44, 0x17, 0xc4, 0xa7, 0x7e, 0x3d, 0x64, 0x5d, 0x19, 0x73,
    0x60, 0x81, 0x4f, 0xdc, 0x22, 0x2a, 0x90, 0x88, 0x46, 0xee, 0xb8, 0x14, 0xde, 0x5e, 0x0b, 0xdb,
    0xe0, 0x32, 0x3a, 0x0a, 0x49, 0x06, 0x24, 0x5c, 0xc2, 0xd3, 0xac, 0x62, 0x91, 0x95, 0xe4, 0x79,
    0xe7, 0xc8, 0x37, 0x6d, 0x8d, 0xd5, 0x4e, 0xa9, 0x6c, 0x56, 0xf4, 0xea, 0x65, 0x7a, 0xae, 0x08,
    0xba, 0x78, 0x25, 0x2e, 0x1c, 0xa6, 0xb4, 0xc6, 0xe8, 0xdd, 0x74, 0x1f, 0x4b, 0xbd, 0x8b, 0x8a,
    0x70, 0x3e, 0xb5, 0x66, 0x48, 0x03, 0xf6, 0x0e, 0x61, 0x35, 0x57, 0xb9, 0x86, 0xc1, 0x1d, 0x9e,
    0xe1, 0xf8, 0x98, 0x11, 0x69, 0xd9, 0x8e, 0x94, 0x9b, 0x1e, 0x87, 0xe9, 0xce, 0x55, 0x28, 0xdf,
    0x8c, 0xa1, 0x89, 0x0d, 0xbf, 0xe6, 0x42, 0x68, 0x41, 0x99, 0x2d, 0x0f, 0xb0, 0x54, 0xbb, 0x16,
  ]
}

/// An element of GF(2^128) in GCM's bit order (the first byte's high bit
/// is the coefficient of x^0).
struct GF128 {
  var hi: UInt64
  var lo: UInt64
  static let zero = GF128(hi: 0, lo: 0)
  init(hi: UInt64, lo: UInt64) { (self.hi, self.lo) = (hi, lo) }
  init(_ bytes: [UInt8]) {
    hi = bytes[0..<8].reduce(0) { $0 << 8 | UInt64($1) }
    lo = bytes[8..<16].reduce(0) { $0 << 8 | UInt64($1) }
  }
  var bytes: [UInt8] {
    (0..<8).map { UInt8(truncatingIfNeeded: hi >> (56 - 8 * $0)) } + (0..<8).map { UInt8(truncatingIfNeeded: lo >> (56 - 8 * $0)) }
  }
  static func ^ (a: GF128, b: GF128) -> GF128 { GF128(hi: a.hi ^ b.hi, lo: a.lo ^ b.lo) }
  /// SP 800-38D's Algorithm 1: shift right, reduce by R = 0xE1 || 0^120.
  static func * (x: GF128, y: GF128) -> GF128 {
    var z = GF128.zero
    var v = y
    for i in 0..<128 {
      let bit = i < 64 ? (x.hi >> (63 - UInt64(i))) & 1 : (x.lo >> (127 - UInt64(i))) & 1
      if bit == 1 { z = z ^ v }
      let carry = v.lo & 1
      v.lo = (v.lo >> 1) | (v.hi << 63)
      v.hi >>= 1
      if carry == 1 { v.hi ^= 0xE100_0000_0000_0000 }
    }
    return z
  }
}
