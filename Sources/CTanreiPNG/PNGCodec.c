// libpng reports errors by calling an error function that must not return; the default
// longjmps to the jmp_buf set with setjmp. Swift cannot call setjmp, so the calls that can fail
// are made here and Swift sees a status and a message.
#include "CTanreiPNG.h"

#include <png.h>
#include <setjmp.h>
#include <stdlib.h>
#include <string.h>

_Static_assert(TANREI_PNG_FILTER_PAETH == PNG_FILTER_PAETH, "libpng's Paeth flag moved");

typedef struct {
  char *message;
  size_t capacity;
} error_sink;

typedef struct {
  uint8_t *bytes;
  size_t count;
  size_t capacity;
  int failed;
} growing_buffer;

typedef struct {
  const uint8_t *bytes;
  size_t count;
  size_t offset;
} reading_buffer;

static void note(error_sink *sink, const char *text) {
  if (sink == NULL || sink->message == NULL || sink->capacity == 0) return;
  strncpy(sink->message, text, sink->capacity - 1);
  sink->message[sink->capacity - 1] = '\0';
}

static void on_error(png_structp png, png_const_charp text) {
  note((error_sink *)png_get_error_ptr(png), text);
  png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp text) {
  // Warnings change nothing in the output; they are not worth failing for.
  (void)png;
  (void)text;
}

static void write_bytes(png_structp png, png_bytep data, png_size_t length) {
  growing_buffer *buffer = (growing_buffer *)png_get_io_ptr(png);
  if (buffer->failed) return;
  if (buffer->count + length > buffer->capacity) {
    size_t capacity = buffer->capacity == 0 ? 4096 : buffer->capacity;
    while (capacity < buffer->count + length) capacity *= 2;
    uint8_t *grown = realloc(buffer->bytes, capacity);
    if (grown == NULL) {
      buffer->failed = 1;
      png_error(png, "out of memory while writing the PNG");
      return;
    }
    buffer->bytes = grown;
    buffer->capacity = capacity;
  }
  memcpy(buffer->bytes + buffer->count, data, length);
  buffer->count += length;
}

static void flush_bytes(png_structp png) { (void)png; }

int tanrei_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int level,
                      int filters, tanrei_png_buffer *out, char *message,
                      size_t message_capacity) {
  error_sink sink = {message, message_capacity};
  out->bytes = NULL;
  out->count = 0;
  if (width == 0 || height == 0) {
    note(&sink, "a PNG needs at least one pixel");
    return 1;
  }
  png_structp png =
      png_create_write_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
  if (png == NULL) {
    note(&sink, "libpng could not start a writer");
    return 1;
  }
  png_infop info = png_create_info_struct(png);
  // Volatile: read after a longjmp, so it must not live only in a register.
  growing_buffer *volatile buffer = calloc(1, sizeof(growing_buffer));
  png_bytep *volatile rows = calloc(height, sizeof(png_bytep));
  if (info == NULL || buffer == NULL || rows == NULL) {
    note(&sink, "out of memory while starting the PNG writer");
    png_destroy_write_struct(&png, info == NULL ? NULL : &info);
    free(buffer);
    free(rows);
    return 1;
  }
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_write_struct(&png, &info);
    free(buffer->bytes);
    free(buffer);
    free(rows);
    return 1;
  }
  png_set_write_fn(png, buffer, write_bytes, flush_bytes);
  png_set_compression_level(png, level);
  png_set_filter(png, PNG_FILTER_TYPE_BASE, filters);
  png_set_IHDR(png, info, width, height, 8, PNG_COLOR_TYPE_RGB_ALPHA, PNG_INTERLACE_NONE,
               PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
  // The pixels are sRGB; saying so keeps colour-managed viewers from reinterpreting them.
  png_set_sRGB(png, info, PNG_sRGB_INTENT_PERCEPTUAL);
  png_write_info(png, info);
  for (uint32_t y = 0; y < height; y++) {
    rows[y] = (png_bytep)(rgba + (size_t)y * width * 4);
  }
  png_write_image(png, rows);
  png_write_end(png, NULL);
  png_destroy_write_struct(&png, &info);
  free(rows);
  out->bytes = buffer->bytes;
  out->count = buffer->count;
  free(buffer);
  return 0;
}

static void read_bytes(png_structp png, png_bytep data, png_size_t length) {
  reading_buffer *buffer = (reading_buffer *)png_get_io_ptr(png);
  if (buffer->offset + length > buffer->count) {
    png_error(png, "the PNG ends early");
    return;
  }
  memcpy(data, buffer->bytes + buffer->offset, length);
  buffer->offset += length;
}

int tanrei_png_decode(const uint8_t *bytes, size_t count, uint32_t max_pixels, uint32_t *width,
                      uint32_t *height, tanrei_png_buffer *out, char *message,
                      size_t message_capacity) {
  error_sink sink = {message, message_capacity};
  out->bytes = NULL;
  out->count = 0;
  if (count < 8 || png_sig_cmp(bytes, 0, 8) != 0) {
    note(&sink, "not a PNG file");
    return 1;
  }
  png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &sink, on_error, on_warning);
  if (png == NULL) {
    note(&sink, "libpng could not start a reader");
    return 1;
  }
  png_infop info = png_create_info_struct(png);
  if (info == NULL) {
    png_destroy_read_struct(&png, NULL, NULL);
    note(&sink, "out of memory while starting the PNG reader");
    return 1;
  }
  reading_buffer source = {bytes, count, 0};
  uint8_t *volatile pixels = NULL;
  png_bytep *volatile rows = NULL;
  if (setjmp(png_jmpbuf(png))) {
    png_destroy_read_struct(&png, &info, NULL);
    free(pixels);
    free(rows);
    return 1;
  }
  png_set_read_fn(png, &source, read_bytes);
  png_read_info(png, info);
  uint32_t w = png_get_image_width(png, info);
  uint32_t h = png_get_image_height(png, info);
  if (w == 0 || h == 0 || (uint64_t)w * h > max_pixels) {
    png_error(png, "the PNG is larger than the reader accepts");
  }
  int color = png_get_color_type(png, info);
  int depth = png_get_bit_depth(png, info);
  if (depth == 16) png_set_strip_16(png);
  if (color == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
  if (color == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
  if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
  if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
  if (!(color & PNG_COLOR_MASK_ALPHA) && !png_get_valid(png, info, PNG_INFO_tRNS)) {
    png_set_filler(png, 0xFF, PNG_FILLER_AFTER);
  }
  png_set_interlace_handling(png);
  png_read_update_info(png, info);
  if (png_get_rowbytes(png, info) != (size_t)w * 4) {
    png_error(png, "the PNG could not be turned into 8-bit RGBA");
  }
  pixels = malloc((size_t)w * h * 4);
  rows = malloc((size_t)h * sizeof(png_bytep));
  if (pixels == NULL || rows == NULL) png_error(png, "out of memory while reading the PNG");
  for (uint32_t y = 0; y < h; y++) rows[y] = pixels + (size_t)y * w * 4;
  png_read_image(png, rows);
  png_read_end(png, NULL);
  png_destroy_read_struct(&png, &info, NULL);
  free(rows);
  *width = w;
  *height = h;
  out->bytes = pixels;
  out->count = (size_t)w * h * 4;
  return 0;
}

void tanrei_png_free(tanrei_png_buffer *buffer) {
  free(buffer->bytes);
  buffer->bytes = NULL;
  buffer->count = 0;
}

const char *tanrei_png_library_version(void) { return png_get_libpng_ver(NULL); }
