// A small, non-variadic face of libvips for Swift.
//
// Most libvips calls end in a NULL-terminated list of optional arguments, and Swift cannot call
// variadic C functions. cvips.c makes those calls with fixed options and exposes the plain
// functions below, whose signatures need no libvips or GLib types, so Swift never parses those
// headers. Only the AvatarImage target uses this; see Sources/AvatarImage/AvatarImage.swift.

#ifndef CVIPS_H
#define CVIPS_H

#include <stddef.h>
#include <stdint.h>

/// The formats an avatar may be uploaded in, as judged by the caller from the magic numbers.
typedef enum __attribute__((enum_extensibility(closed))) {
    CVipsFormatJPEG = 1,
    CVipsFormatPNG = 2,
    CVipsFormatWebP = 3,
} CVipsFormat;

typedef enum __attribute__((enum_extensibility(closed))) {
    CVipsResultOK = 0,
    /// The header or the pixels did not decode (corrupt, truncated, not really that format).
    CVipsResultNotAnImage = 1,
    /// The header claims more pixels than allowed; no pixel was decoded.
    CVipsResultTooManyPixels = 2,
    /// Anything else: encoding failed, out of memory, a bad argument.
    CVipsResultFailed = 3,
} CVipsResult;

/// Loads libvips (with dlopen; see cvips.c) and starts it for untrusted input; returns 0 on
/// success. Not thread-safe (nor is vips_init): call it exactly once per process, which the Swift
/// side does from a lazily initialised global. See cvips.c for the settings.
int cvips_start(void);

/// Why cvips_start() failed (libvips missing, too old, or not starting), for the server's log;
/// empty if it did not fail.
const char *cvips_start_error(void);

/// Makes the avatar: decodes `data` (which must stay valid until this returns) as `format`, turns
/// it upright by its EXIF orientation, crops a centred square, shrinks it so the side is at most
/// `side` (never enlarges), converts it to sRGB, flattens any alpha onto white and encodes a JPEG
/// of `quality` with no metadata at all (no EXIF, XMP, IPTC or ICC profile). Thread-safe.
///
/// The pixel count is checked against `max_pixels` from the header, before any pixel is decoded.
/// `*width` and `*height` receive the size the header claims (0 if it did not open). On success
/// `*out` is a buffer of `*out_length` bytes that the caller frees with cvips_free().
CVipsResult cvips_square_jpeg(const void *data, size_t length, CVipsFormat format, int side,
                              int quality, uint64_t max_pixels, int *width, int *height,
                              void **out, size_t *out_length);

/// Frees a buffer returned by cvips_square_jpeg() or cvips_test_encode(); NULL is fine.
void cvips_free(void *buffer);

#endif
