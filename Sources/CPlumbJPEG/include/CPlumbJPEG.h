// JPEG decoding for Plumb's image drawing, through libjpeg (Debian:
// libjpeg-dev). libjpeg reports errors by calling a function that must not
// return, which Swift cannot provide; this shim catches them with setjmp and
// hands back a message instead.
#ifndef CPLUMBJPEG_H
#define CPLUMBJPEG_H

#include <stddef.h>

/// Decodes the JPEG in `data` into `pixels`, `height` rows of `stride`
/// bytes, each pixel 4 bytes in Cairo's ARGB32 order on a little-endian
/// machine (blue, green, red, alpha 255). Returns 0 on success; otherwise
/// writes a message of at most `message_length` bytes (with its NUL) and
/// returns -1. Fails without writing past the buffer when the image is not
/// `width` × `height`.
int plumb_jpeg_decode_bgra(const unsigned char *data, size_t length, unsigned char *pixels, int width, int height,
                           int stride, char *message, size_t message_length);

#endif
