// Helpers for Tests/AvatarImageTests: make images to upload and look inside the avatars that come
// back. Nothing in the server calls them. vips must already be started (the tests start it
// through AvatarImage). Buffers they return are freed with cvips_free().

#ifndef CVIPS_TESTING_H
#define CVIPS_TESTING_H

#include "cvips.h"

/// Encodes a `width` x `height` image whose left half has the colour `left` and whose right half
/// has `right` (each `bands` bytes: 1 grey, 3 RGB, 4 RGBA) as `format`: JPEG at quality 95 (with
/// vips's built-in sRGB ICC profile if `embed_profile`; progressive if `interlace`), PNG
/// (Adam7-interlaced if `interlace`), or lossless WebP. Returns 0 on success.
int cvips_test_encode(CVipsFormat format, int width, int height, int bands,
                      const unsigned char *left, const unsigned char *right, int embed_profile,
                      int interlace, void **out, size_t *out_length);

/// Decodes `data` and reports its size, its number of bands, and the pixel at (`x`, `y`) in
/// `pixel` (the first four bands, rounded). Returns 0 on success.
int cvips_test_inspect(const void *data, size_t length, int x, int y, int *width, int *height,
                       int *bands, unsigned char pixel[4]);

/// How many vips objects (images, operations) are alive right now: a leak shows as growth.
int cvips_test_live_objects(void);

/// The most memory vips has had allocated for pixels at once, in bytes, since it started.
size_t cvips_test_pixel_memory_high_water(void);

/// Whether the shim's own name for the embedded ICC profile field is libvips's (the other constants
/// the shim declares are checked when this target compiles; see abi.c).
int cvips_test_icc_name_matches(void);

#endif
