#include "CPlumbJPEG.h"

#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include <jpeglib.h>

struct plumb_jpeg_error {
  struct jpeg_error_mgr manager;
  jmp_buf jump;
  char message[JMSG_LENGTH_MAX];
};

static void plumb_jpeg_error_exit(j_common_ptr cinfo) {
  struct plumb_jpeg_error *error = (struct plumb_jpeg_error *)cinfo->err;
  (*cinfo->err->format_message)(cinfo, error->message);
  longjmp(error->jump, 1);
}

/// Warnings (a truncated file's premature end) are not printed: the caller
/// gets the picture libjpeg could make, as a browser shows it.
static void plumb_jpeg_emit_message(j_common_ptr cinfo, int level) {
  (void)cinfo;
  (void)level;
}

static void plumb_copy_message(char *to, size_t length, const char *from) {
  if (length == 0) return;
  strncpy(to, from, length - 1);
  to[length - 1] = '\0';
}

int plumb_jpeg_decode_bgra(const unsigned char *data, size_t length, unsigned char *pixels, int width, int height,
                           int stride, char *message, size_t message_length) {
  struct jpeg_decompress_struct cinfo;
  struct plumb_jpeg_error error;
  cinfo.err = jpeg_std_error(&error.manager);
  error.manager.error_exit = plumb_jpeg_error_exit;
  error.manager.emit_message = plumb_jpeg_emit_message;
  error.message[0] = '\0';
  if (setjmp(error.jump)) {
    plumb_copy_message(message, message_length, error.message);
    jpeg_destroy_decompress(&cinfo);
    return -1;
  }
  jpeg_create_decompress(&cinfo);
  jpeg_mem_src(&cinfo, data, (unsigned long)length);
  jpeg_read_header(&cinfo, TRUE);
  if (cinfo.jpeg_color_space == JCS_CMYK || cinfo.jpeg_color_space == JCS_YCCK) {
    plumb_copy_message(message, message_length, "a CMYK JPEG, which is drawn from RGB or grayscale only");
    jpeg_destroy_decompress(&cinfo);
    return -1;
  }
  cinfo.out_color_space = JCS_EXT_BGRA;
  jpeg_start_decompress(&cinfo);
  if ((int)cinfo.output_width != width || (int)cinfo.output_height != height || cinfo.output_components != 4
      || stride < width * 4) {
    plumb_copy_message(message, message_length, "its size differs from its header's");
    jpeg_destroy_decompress(&cinfo);
    return -1;
  }
  while (cinfo.output_scanline < cinfo.output_height) {
    JSAMPROW row = pixels + (size_t)cinfo.output_scanline * (size_t)stride;
    jpeg_read_scanlines(&cinfo, &row, 1);
  }
  jpeg_finish_decompress(&cinfo);
  jpeg_destroy_decompress(&cinfo);
  return 0;
}
