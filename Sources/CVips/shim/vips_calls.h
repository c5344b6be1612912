// The part of libvips's C API that cvips.c calls, declared here instead of taken from
// <vips/vips.h>: the shim loads libvips with dlopen on the first upload (see cvips.c), so the
// server is built without libvips's headers and does not link it. Images, objects and arrays are
// opaque pointers; GLib's gboolean is an int, GType an unsigned long and GLogLevelFlags an enum.
//
// Tests/AvatarImageTests is built against the real headers, and Sources/CVips/testing/abi.c checks
// there that the library name and every constant below match them.

#ifndef CVIPS_VIPS_CALLS_H
#define CVIPS_VIPS_CALLS_H

#include <stddef.h>

/// The file to open: libvips's soname for all of 8.x (libtool's current minus age).
#define CVIPS_LIBRARY "libvips.so.42"

enum {
    CVIPS_ACCESS_SEQUENTIAL = 1,   // VIPS_ACCESS_SEQUENTIAL
    CVIPS_FAIL_ON_TRUNCATED = 1,   // VIPS_FAIL_ON_TRUNCATED
    CVIPS_INTERESTING_CENTRE = 1,  // VIPS_INTERESTING_CENTRE
    CVIPS_SIZE_DOWN = 2,           // VIPS_SIZE_DOWN
    CVIPS_INTERPRETATION_SRGB = 22, // VIPS_INTERPRETATION_sRGB
    CVIPS_LOG_LEVEL_WARNING = 16,  // G_LOG_LEVEL_WARNING
};

/// VIPS_META_ICC_NAME: the metadata field holding an embedded ICC profile.
#define CVIPS_META_ICC_NAME "icc-profile-data"

typedef void (*cvips_log_handler)(const char *domain, int level, const char *message, void *data);

// Every function the shim calls: its result, its name in the library, and its parameters. Those
// ending in "..." take options as name, value pairs ended by NULL.
#define CVIPS_CALLS(X)                                                                             \
    X(int, vips_init, (const char *argv0))                                                         \
    X(int, vips_version, (int flag))                                                               \
    X(void, vips_error_clear, (void))                                                              \
    X(void, vips_cache_set_max, (int max))                                                         \
    X(void, vips_concurrency_set, (int concurrency))                                               \
    X(void, vips_block_untrusted_set, (int state))                                                 \
    X(void, vips_operation_block_set, (const char *name, int state))                               \
    X(unsigned, g_log_set_handler,                                                                 \
      (const char *domain, int levels, cvips_log_handler handler, void *data))                      \
    X(int, vips_jpegload_buffer, (void *buffer, size_t length, void **out, ...))                   \
    X(int, vips_pngload_buffer, (void *buffer, size_t length, void **out, ...))                    \
    X(int, vips_webpload_buffer, (void *buffer, size_t length, void **out, ...))                   \
    X(void *, vips_image_new, (void))                                                              \
    X(void **, vips_object_local_array, (void *parent, int n))                                     \
    X(int, vips_image_get_width, (const void *image))                                              \
    X(int, vips_image_get_height, (const void *image))                                             \
    X(unsigned long, vips_image_get_typeof, (const void *image, const char *name))                 \
    X(int, vips_image_hasalpha, (void *image))                                                     \
    X(int, vips_thumbnail_image, (void *in, void **out, int width, ...))                           \
    X(int, vips_colourspace, (void *in, void **out, int space, ...))                               \
    X(void *, vips_array_double_newv, (int n, ...))                                                \
    X(void, vips_area_unref, (void *area))                                                         \
    X(int, vips_flatten, (void *in, void **out, ...))                                              \
    X(int, vips_cast_uchar, (void *in, void **out, ...))                                           \
    X(void *, vips_image_copy_memory, (void *image))                                               \
    X(int, vips_jpegsave_buffer, (void *in, void **buffer, size_t *length, ...))                   \
    X(void, vips_thread_shutdown, (void))                                                          \
    X(void, g_object_unref, (void *object))                                                        \
    X(void, g_free, (void *memory))

#endif
