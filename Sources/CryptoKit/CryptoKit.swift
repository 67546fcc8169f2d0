// `import CryptoKit` on Linux: the hashes and message authentication codes
// view code reaches for (a Gravatar's MD5, a cache key's SHA-256, a signed
// request's HMAC), computed for real, bit for bit as Apple's. Ciphers and
// key agreement are not provided. Declared on Linux only (Package.swift).
// Apple's Foundation names Combine's ObservableObject and Published.
@_exported import _PlumbFoundationNames
@_exported import Foundation

// MARK: - Digests

/// A hash's output: a sequence of bytes, compared in constant time by
/// Apple's CryptoKit (here, byte by byte).
public protocol Digest: Hashable, Sequence, ContiguousBytes, CustomStringConvertible, Sendable
where Element == UInt8 {
  static var byteCount: Int { get }
  /// The digest's bytes (hidden).
  var _bytes: [UInt8] { get }
}

extension Digest {
  public func makeIterator() -> IndexingIterator<[UInt8]> { _bytes.makeIterator() }
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try _bytes.withUnsafeBytes(body)
  }
  public var description: String {
    "\(Self.self): " + self.map { String(format: "%02x", $0) }.joined()
  }
}

/// A hash function: fed data in pieces, finalized into a digest.
public protocol HashFunction: Sendable {
  associatedtype Digest: CryptoKit.Digest
  static var blockByteCount: Int { get }
  init()
  mutating func update(bufferPointer: UnsafeRawBufferPointer)
  func finalize() -> Digest
}

extension HashFunction {
  public static var byteCount: Int { Digest.byteCount }
  public mutating func update<D: DataProtocol>(data: D) {
    let bytes = Array(data)
    bytes.withUnsafeBytes { update(bufferPointer: $0) }
  }
  public static func hash<D: DataProtocol>(data: D) -> Digest {
    var hasher = Self()
    hasher.update(data: data)
    return hasher.finalize()
  }
}

// MARK: - Digest types

public struct SHA256Digest: Digest {
  public let _bytes: [UInt8]
  public static var byteCount: Int { 32 }
}

public struct SHA384Digest: Digest {
  public let _bytes: [UInt8]
  public static var byteCount: Int { 48 }
}

public struct SHA512Digest: Digest {
  public let _bytes: [UInt8]
  public static var byteCount: Int { 64 }
}

/// Hashes kept for compatibility, not for security.
public enum Insecure {}

extension Insecure {
  public struct MD5Digest: Digest {
    public let _bytes: [UInt8]
    public static var byteCount: Int { 16 }
  }

  public struct SHA1Digest: Digest {
    public let _bytes: [UInt8]
    public static var byteCount: Int { 20 }
  }
}

// MARK: - The block buffer every hash shares

/// Bytes waiting for a whole block, and the message length so far.
struct BlockBuffer: Sendable {
  var pending: [UInt8] = []
  var length: UInt64 = 0

  /// Appends bytes, handing each whole block of `size` bytes to `process`.
  mutating func append(_ bytes: UnsafeRawBufferPointer, blockSize size: Int, _ process: ([UInt8]) -> Void) {
    length &+= UInt64(bytes.count)
    pending.append(contentsOf: bytes)
    var start = 0
    while pending.count - start >= size {
      process(Array(pending[start..<start + size]))
      start += size
    }
    pending.removeFirst(start)
  }

  /// The padding Merkle–Damgård hashes end with: 0x80, zeros, then the
  /// length in bits in `lengthBytes` bytes (big- or little-endian).
  func padding(blockSize size: Int, lengthBytes: Int, bigEndian: Bool) -> [UInt8] {
    var tail: [UInt8] = [0x80]
    while (pending.count + tail.count) % size != size - lengthBytes { tail.append(0) }
    let bits = length &* 8
    var lengthField = [UInt8](repeating: 0, count: lengthBytes)
    for i in 0..<8 {
      let byte = UInt8(truncatingIfNeeded: bits >> (8 * UInt64(i)))
      if bigEndian { lengthField[lengthBytes - 1 - i] = byte } else { lengthField[i] = byte }
    }
    return tail + lengthField
  }
}

/// A 32-bit-word hash's state after more bytes (SHA-256, SHA-1, MD5).
func absorb(
  _ state: inout [UInt32], _ buffer: inout BlockBuffer, _ bytes: UnsafeRawBufferPointer,
  _ compress: (inout [UInt32], [UInt8]) -> Void
) {
  var s = state
  buffer.append(bytes, blockSize: 64) { compress(&s, $0) }
  state = s
}

/// A 32-bit-word hash's final state: the pending bytes padded and
/// compressed (the length big-endian for SHA, little-endian for MD5).
func squeeze(
  _ state: [UInt32], _ buffer: BlockBuffer, bigEndian: Bool, _ compress: (inout [UInt32], [UInt8]) -> Void
) -> [UInt32] {
  var s = state
  let tail = buffer.pending + buffer.padding(blockSize: 64, lengthBytes: 8, bigEndian: bigEndian)
  for start in stride(from: 0, to: tail.count, by: 64) { compress(&s, Array(tail[start..<start + 64])) }
  return s
}

@inline(__always) func rotl(_ x: UInt32, _ n: UInt32) -> UInt32 { (x << n) | (x >> (32 - n)) }
@inline(__always) func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
@inline(__always) func rotr64(_ x: UInt64, _ n: UInt64) -> UInt64 { (x >> n) | (x << (64 - n)) }

func bigEndianWords32(_ block: [UInt8]) -> [UInt32] {
  stride(from: 0, to: block.count, by: 4).map {
    UInt32(block[$0]) << 24 | UInt32(block[$0 + 1]) << 16 | UInt32(block[$0 + 2]) << 8 | UInt32(block[$0 + 3])
  }
}

func bigEndianBytes(_ words: [UInt32]) -> [UInt8] {
  words.flatMap { w in [UInt8(w >> 24), UInt8(truncatingIfNeeded: w >> 16), UInt8(truncatingIfNeeded: w >> 8), UInt8(truncatingIfNeeded: w)] }
}

func bigEndianBytes64(_ words: [UInt64]) -> [UInt8] {
  words.flatMap { w in (0..<8).map { UInt8(truncatingIfNeeded: w >> (56 - 8 * UInt64($0))) } }
}

// MARK: - SHA-2

private let sha256K: [UInt32] = [
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]

/// SHA-256 (FIPS 180-4).
public struct SHA256: HashFunction {
  public static var blockByteCount: Int { 64 }
  var state: [UInt32] = [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]
  var buffer = BlockBuffer()
  public init() {}

  public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
    absorb(&state, &buffer, bufferPointer, Self.compress)
  }
  public func finalize() -> SHA256Digest {
    SHA256Digest(_bytes: bigEndianBytes(squeeze(state, buffer, bigEndian: true, Self.compress)))
  }

  static func compress(_ h: inout [UInt32], _ block: [UInt8]) {
    var w = bigEndianWords32(block)
    for t in 16..<64 {
      let s0 = rotr(w[t - 15], 7) ^ rotr(w[t - 15], 18) ^ (w[t - 15] >> 3)
      let s1 = rotr(w[t - 2], 17) ^ rotr(w[t - 2], 19) ^ (w[t - 2] >> 10)
      w.append(w[t - 16] &+ s0 &+ w[t - 7] &+ s1)
    }
    var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
    for t in 0..<64 {
      let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
      let ch = (e & f) ^ (~e & g)
      let t1 = hh &+ s1 &+ ch &+ sha256K[t] &+ w[t]
      let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
      let maj = (a & b) ^ (a & c) ^ (b & c)
      let t2 = s0 &+ maj
      (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
    }
    h[0] &+= a; h[1] &+= b; h[2] &+= c; h[3] &+= d
    h[4] &+= e; h[5] &+= f; h[6] &+= g; h[7] &+= hh
  }
}

private let sha512K: [UInt64] = [
  0x428a2f98d728ae22, 0x7137449123ef65cd, 0xb5c0fbcfec4d3b2f, 0xe9b5dba58189dbbc, 0x3956c25bf348b538,
  0x59f111f1b605d019, 0x923f82a4af194f9b, 0xab1c5ed5da6d8118, 0xd807aa98a3030242, 0x12835b0145706fbe,
  0x243185be4ee4b28c, 0x550c7dc3d5ffb4e2, 0x72be5d74f27b896f, 0x80deb1fe3b1696b1, 0x9bdc06a725c71235,
  0xc19bf174cf692694, 0xe49b69c19ef14ad2, 0xefbe4786384f25e3, 0x0fc19dc68b8cd5b5, 0x240ca1cc77ac9c65,
  0x2de92c6f592b0275, 0x4a7484aa6ea6e483, 0x5cb0a9dcbd41fbd4, 0x76f988da831153b5, 0x983e5152ee66dfab,
  0xa831c66d2db43210, 0xb00327c898fb213f, 0xbf597fc7beef0ee4, 0xc6e00bf33da88fc2, 0xd5a79147930aa725,
  0x06ca6351e003826f, 0x142929670a0e6e70, 0x27b70a8546d22ffc, 0x2e1b21385c26c926, 0x4d2c6dfc5ac42aed,
  0x53380d139d95b3df, 0x650a73548baf63de, 0x766a0abb3c77b2a8, 0x81c2c92e47edaee6, 0x92722c851482353b,
  0xa2bfe8a14cf10364, 0xa81a664bbc423001, 0xc24b8b70d0f89791, 0xc76c51a30654be30, 0xd192e819d6ef5218,
  0xd69906245565a910, 0xf40e35855771202a, 0x106aa07032bbd1b8, 0x19a4c116b8d2d0c8, 0x1e376c085141ab53,
  0x2748774cdf8eeb99, 0x34b0bcb5e19b48a8, 0x391c0cb3c5c95a63, 0x4ed8aa4ae3418acb, 0x5b9cca4f7763e373,
  0x682e6ff3d6b2b8a3, 0x748f82ee5defb2fc, 0x78a5636f43172f60, 0x84c87814a1f0ab72, 0x8cc702081a6439ec,
  0x90befffa23631e28, 0xa4506cebde82bde9, 0xbef9a3f7b2c67915, 0xc67178f2e372532b, 0xca273eceea26619c,
  0xd186b8c721c0c207, 0xeada7dd6cde0eb1e, 0xf57d4f7fee6ed178, 0x06f067aa72176fba, 0x0a637dc5a2c898a6,
  0x113f9804bef90dae, 0x1b710b35131c471b, 0x28db77f523047d84, 0x32caab7b40c72493, 0x3c9ebe0a15c9bebc,
  0x431d67c49c100d4c, 0x4cc5d4becb3e42b6, 0x597f299cfc657e2a, 0x5fcb6fab3ad6faec, 0x6c44198c4a475817,
]

/// The SHA-512 engine, with SHA-512's or SHA-384's initial values.
struct SHA512Engine: Sendable {
  var state: [UInt64]
  var buffer = BlockBuffer()

  mutating func update(_ bytes: UnsafeRawBufferPointer) {
    var state = self.state
    buffer.append(bytes, blockSize: 128) { Self.compress(&state, $0) }
    self.state = state
  }

  func finalize() -> [UInt8] {
    var state = self.state
    let tail = buffer.pending + buffer.padding(blockSize: 128, lengthBytes: 16, bigEndian: true)
    for start in stride(from: 0, to: tail.count, by: 128) { Self.compress(&state, Array(tail[start..<start + 128])) }
    return bigEndianBytes64(state)
  }

  static func compress(_ h: inout [UInt64], _ block: [UInt8]) {
    var w: [UInt64] = stride(from: 0, to: 128, by: 8).map { i in
      (0..<8).reduce(UInt64(0)) { $0 << 8 | UInt64(block[i + $1]) }
    }
    for t in 16..<80 {
      let s0 = rotr64(w[t - 15], 1) ^ rotr64(w[t - 15], 8) ^ (w[t - 15] >> 7)
      let s1 = rotr64(w[t - 2], 19) ^ rotr64(w[t - 2], 61) ^ (w[t - 2] >> 6)
      w.append(w[t - 16] &+ s0 &+ w[t - 7] &+ s1)
    }
    var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
    for t in 0..<80 {
      let s1 = rotr64(e, 14) ^ rotr64(e, 18) ^ rotr64(e, 41)
      let ch = (e & f) ^ (~e & g)
      let t1 = hh &+ s1 &+ ch &+ sha512K[t] &+ w[t]
      let s0 = rotr64(a, 28) ^ rotr64(a, 34) ^ rotr64(a, 39)
      let maj = (a & b) ^ (a & c) ^ (b & c)
      (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ s0 &+ maj)
    }
    h[0] &+= a; h[1] &+= b; h[2] &+= c; h[3] &+= d
    h[4] &+= e; h[5] &+= f; h[6] &+= g; h[7] &+= hh
  }
}

/// SHA-512 (FIPS 180-4).
public struct SHA512: HashFunction {
  public static var blockByteCount: Int { 128 }
  var engine = SHA512Engine(state: [
    0x6a09e667f3bcc908, 0xbb67ae8584caa73b, 0x3c6ef372fe94f82b, 0xa54ff53a5f1d36f1,
    0x510e527fade682d1, 0x9b05688c2b3e6c1f, 0x1f83d9abfb41bd6b, 0x5be0cd19137e2179,
  ])
  public init() {}
  public mutating func update(bufferPointer: UnsafeRawBufferPointer) { engine.update(bufferPointer) }
  public func finalize() -> SHA512Digest { SHA512Digest(_bytes: engine.finalize()) }
}

/// SHA-384 (FIPS 180-4): SHA-512 from other initial values, cut to 48 bytes.
public struct SHA384: HashFunction {
  public static var blockByteCount: Int { 128 }
  var engine = SHA512Engine(state: [
    0xcbbb9d5dc1059ed8, 0x629a292a367cd507, 0x9159015a3070dd17, 0x152fecd8f70e5939,
    0x67332667ffc00b31, 0x8eb44a8768581511, 0xdb0c2e0d64f98fa7, 0x47b5481dbefa4fa4,
  ])
  public init() {}
  public mutating func update(bufferPointer: UnsafeRawBufferPointer) { engine.update(bufferPointer) }
  public func finalize() -> SHA384Digest { SHA384Digest(_bytes: Array(engine.finalize().prefix(48))) }
}

// MARK: - Insecure: MD5 and SHA-1

extension Insecure {
  /// MD5 (RFC 1321): for checksums and Gravatar addresses, not security.
  public struct MD5: HashFunction {
    public static var blockByteCount: Int { 64 }
    var state: [UInt32] = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
    var buffer = BlockBuffer()
    public init() {}

    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
      absorb(&state, &buffer, bufferPointer, Self.compress)
    }
    public func finalize() -> MD5Digest {
      let words = squeeze(state, buffer, bigEndian: false, Self.compress)
      return MD5Digest(_bytes: words.flatMap { w in (0..<4).map { UInt8(truncatingIfNeeded: w >> (8 * UInt32($0))) } })
    }

    static let shifts: [UInt32] = [
      7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
      4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
    ]
    static let constants: [UInt32] = (0..<64).map { UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296)) }

    static func compress(_ h: inout [UInt32], _ block: [UInt8]) {
      let m: [UInt32] = stride(from: 0, to: 64, by: 4).map {
        UInt32(block[$0]) | UInt32(block[$0 + 1]) << 8 | UInt32(block[$0 + 2]) << 16 | UInt32(block[$0 + 3]) << 24
      }
      var (a, b, c, d) = (h[0], h[1], h[2], h[3])
      for i in 0..<64 {
        var f: UInt32
        let g: Int
        switch i {
        case 0..<16: f = (b & c) | (~b & d); g = i
        case 16..<32: f = (d & b) | (~d & c); g = (5 * i + 1) % 16
        case 32..<48: f = b ^ c ^ d; g = (3 * i + 5) % 16
        default: f = c ^ (b | ~d); g = (7 * i) % 16
        }
        f = f &+ a &+ constants[i] &+ m[g]
        (a, d, c) = (d, c, b)
        b = b &+ rotl(f, shifts[i])
      }
      h[0] &+= a; h[1] &+= b; h[2] &+= c; h[3] &+= d
    }
  }

  /// SHA-1 (FIPS 180-4): for compatibility, not security.
  public struct SHA1: HashFunction {
    public static var blockByteCount: Int { 64 }
    var state: [UInt32] = [0x67452301, 0xEFCDAB89, 0x98BADCFE, 0x10325476, 0xC3D2E1F0]
    var buffer = BlockBuffer()
    public init() {}

    public mutating func update(bufferPointer: UnsafeRawBufferPointer) {
      absorb(&state, &buffer, bufferPointer, Self.compress)
    }
    public func finalize() -> SHA1Digest {
      SHA1Digest(_bytes: bigEndianBytes(squeeze(state, buffer, bigEndian: true, Self.compress)))
    }

    static func compress(_ h: inout [UInt32], _ block: [UInt8]) {
      var w = bigEndianWords32(block)
      for t in 16..<80 { w.append(rotl(w[t - 3] ^ w[t - 8] ^ w[t - 14] ^ w[t - 16], 1)) }
      var (a, b, c, d, e) = (h[0], h[1], h[2], h[3], h[4])
      for t in 0..<80 {
        let (f, k): (UInt32, UInt32)
        switch t {
        case 0..<20: (f, k) = ((b & c) | (~b & d), 0x5A827999)
        case 20..<40: (f, k) = (b ^ c ^ d, 0x6ED9EBA1)
        case 40..<60: (f, k) = ((b & c) | (b & d) | (c & d), 0x8F1BBCDC)
        default: (f, k) = (b ^ c ^ d, 0xCA62C1D6)
        }
        let temp = rotl(a, 5) &+ f &+ e &+ k &+ w[t]
        (e, d, c, b, a) = (d, c, rotl(b, 30), a, temp)
      }
      h[0] &+= a; h[1] &+= b; h[2] &+= c; h[3] &+= d; h[4] &+= e
    }
  }
}

// MARK: - Keys and message authentication

/// A key's length.
public struct SymmetricKeySize: Sendable {
  public let bitCount: Int
  public init(bitCount: Int) { self.bitCount = bitCount }
  public static var bits128: SymmetricKeySize { SymmetricKeySize(bitCount: 128) }
  public static var bits192: SymmetricKeySize { SymmetricKeySize(bitCount: 192) }
  public static var bits256: SymmetricKeySize { SymmetricKeySize(bitCount: 256) }
}

/// A secret key: random bytes, or bytes the app gives.
public struct SymmetricKey: ContiguousBytes, Sendable {
  let bytes: [UInt8]
  public init(size: SymmetricKeySize) {
    var generator = SystemRandomNumberGenerator()
    bytes = (0..<(size.bitCount + 7) / 8).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
  }
  public init<D: ContiguousBytes>(data: D) {
    bytes = data.withUnsafeBytes { Array($0) }
  }
  public var bitCount: Int { bytes.count * 8 }
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }
}

/// A message authentication code.
public protocol MessageAuthenticationCode: Hashable, Sequence, ContiguousBytes, CustomStringConvertible, Sendable
where Element == UInt8 {
  var byteCount: Int { get }
}

/// An HMAC's output.
public struct HashedAuthenticationCode<H: HashFunction>: MessageAuthenticationCode {
  let bytes: [UInt8]
  public var byteCount: Int { bytes.count }
  public func makeIterator() -> IndexingIterator<[UInt8]> { bytes.makeIterator() }
  public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try bytes.withUnsafeBytes(body)
  }
  public var description: String { "HMAC with \(H.self): " + bytes.map { String(format: "%02x", $0) }.joined() }
}

/// HMAC (RFC 2104) over any of the hashes.
public struct HMAC<H: HashFunction>: Sendable {
  public typealias MAC = HashedAuthenticationCode<H>
  var inner: H
  let outerKey: [UInt8]

  public init(key: SymmetricKey) {
    var keyBytes = key.bytes
    if keyBytes.count > H.blockByteCount { keyBytes = Array(H.hash(data: keyBytes)) }
    keyBytes += [UInt8](repeating: 0, count: H.blockByteCount - keyBytes.count)
    inner = H()
    inner.update(data: keyBytes.map { $0 ^ 0x36 })
    outerKey = keyBytes.map { $0 ^ 0x5c }
  }

  public mutating func update<D: DataProtocol>(data: D) { inner.update(data: data) }

  public func finalize() -> MAC {
    var outer = H()
    outer.update(data: outerKey)
    outer.update(data: Array(inner.finalize()))
    return MAC(bytes: Array(outer.finalize()))
  }

  public static func authenticationCode<D: DataProtocol>(for data: D, using key: SymmetricKey) -> MAC {
    var hmac = HMAC(key: key)
    hmac.update(data: data)
    return hmac.finalize()
  }

  public static func isValidAuthenticationCode<D: DataProtocol>(
    _ code: MAC, authenticating data: D, using key: SymmetricKey
  ) -> Bool {
    authenticationCode(for: data, using: key) == code
  }

  public static func isValidAuthenticationCode<C: ContiguousBytes, D: DataProtocol>(
    _ code: C, authenticating data: D, using key: SymmetricKey
  ) -> Bool {
    code.withUnsafeBytes { Array($0) } == authenticationCode(for: data, using: key).bytes
  }
}
