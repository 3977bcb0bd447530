#ifndef CTANREIPNG_H
#define CTANREIPNG_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// The Paeth filter, libpng's PNG_FILTER_PAETH, for callers that do not include png.h.
#define TANREI_PNG_FILTER_PAETH 0x80

/// Bytes produced by libpng, owned by the caller once returned: free them with
/// tanrei_png_free.
typedef struct {
  uint8_t *bytes;
  size_t count;
} tanrei_png_buffer;

/// Encodes `height` rows of `width` straight-alpha RGBA pixels, 8 bits a channel, as a PNG
/// with the given zlib level (0-9) and filter (libpng's PNG_FILTER_* flags). Writes no time
/// stamp or text, so the same pixels and settings always give the same bytes. Returns 0 on
/// success; otherwise `message` (of `message_capacity` bytes) holds libpng's reason.
int tanrei_png_encode(const uint8_t *rgba, uint32_t width, uint32_t height, int level,
                      int filters, tanrei_png_buffer *out, char *message,
                      size_t message_capacity);

/// Decodes a PNG of any colour type and depth into straight-alpha RGBA, 8 bits a channel,
/// with no gamma or colour conversion: the stored values as they are. On success `out` holds
/// width * height * 4 bytes. Returns 0 on success; otherwise `message` says why.
int tanrei_png_decode(const uint8_t *png, size_t count, uint32_t max_pixels, uint32_t *width,
                      uint32_t *height, tanrei_png_buffer *out, char *message,
                      size_t message_capacity);

/// Frees bytes returned by the functions above.
void tanrei_png_free(tanrei_png_buffer *buffer);

/// The libpng version linked at run time, such as "1.6.39".
const char *tanrei_png_library_version(void);

#ifdef __cplusplus
}
#endif

#endif
