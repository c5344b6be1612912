// The shim's implementation: the libvips calls with their options. See include/cvips.h.
//
// libvips is not linked: cvips_start() opens it with dlopen on the first upload, and every call
// goes through `lib` below. Linked, libvips and the ~90 libraries it pulls in (GLib, libjpeg,
// libpng, libwebp, lcms, orc, ...) would be mapped and relocated when the server starts, which
// costs the idle server about 15 MB for something most days never use (docs/DECISIONS.md,
// "Memory"). The calls are declared in vips_calls.h.

#include "cvips.h"

#include "vips_calls.h"

#include <dlfcn.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#include <stdio.h>

#define CVIPS_POINTER(result, name, parameters) result(*name) parameters;
static struct {
    CVIPS_CALLS(CVIPS_POINTER)
} lib;

static char start_error[256];

// Opens libvips and fills `lib`; 0 on success, or -1 with `start_error` saying what went wrong.
// The library stays open for the life of the process (GLib cannot be unloaded).
static int load_library(void) {
    void *handle = dlopen(CVIPS_LIBRARY, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        snprintf(start_error, sizeof start_error, "%s", dlerror());
        return -1;
    }
#define CVIPS_LOOKUP(result, name, parameters)                                                     \
    if (!(*(void **)&lib.name = dlsym(handle, #name))) {                                           \
        snprintf(start_error, sizeof start_error, "%s has no %s (libvips 8.13 or later is needed)", \
                 CVIPS_LIBRARY, #name);                                                            \
        return -1;                                                                                 \
    }
    CVIPS_CALLS(CVIPS_LOOKUP)
#undef CVIPS_LOOKUP
    return 0;
}

static void drop_warning(const char *domain, int level, const char *message, void *data) {
    (void)domain; (void)level; (void)message; (void)data;
}

// Called once (see cvips.h). The settings, for untrusted uploads on a small server:
//
// - No operation cache: every upload is different, and the cache would keep decoded images alive.
// - One worker thread per pipeline: the server has two cores and runs this off its event loop.
// - Every loader except JPEG, PNG and WebP is blocked, process-wide, so that nothing (SVG, PDF,
//   ImageMagick, HEIF, ...) can ever parse an upload, even by mistake. libvips in this process is
//   only for avatars; if that changes, revisit this.
// - libvips's warnings about damaged files ("read gave 3 warnings") are dropped: uploads are
//   untrusted and these would only fill the server log. Errors still fail the call.
int cvips_start(void) {
    if (load_library())
        return -1;
    // What VIPS_INIT does besides vips_init: refuse a library of another major version.
    if (lib.vips_version(0) != 8) {
        snprintf(start_error, sizeof start_error, "libvips %d.%d is not 8.x", lib.vips_version(0),
                 lib.vips_version(1));
        return -1;
    }
    if (lib.vips_init("tracker")) {
        snprintf(start_error, sizeof start_error, "vips_init failed");
        lib.vips_error_clear();
        return -1;
    }
    lib.vips_cache_set_max(0);
    lib.vips_concurrency_set(1);
    lib.vips_block_untrusted_set(1);
    lib.vips_operation_block_set("VipsForeignLoad", 1);
    lib.vips_operation_block_set("VipsForeignLoadJpeg", 0);
    lib.vips_operation_block_set("VipsForeignLoadPng", 0);
    lib.vips_operation_block_set("VipsForeignLoadWebp", 0);
    lib.g_log_set_handler("VIPS", CVIPS_LOG_LEVEL_WARNING, drop_warning, NULL);
    return 0;
}

const char *cvips_start_error(void) { return start_error; }

// Opens `data` lazily with the one loader for `format` (only the header is read here). Streams
// top to bottom, and fails on a truncated file instead of padding it with grey. `shrink` is a
// shrink-on-load factor (1, 2, 4 or 8) that JPEG and WebP decode cheaply; PNG ignores it.
static void *open_image(const void *data, size_t length, CVipsFormat format, int shrink) {
    void *image = NULL;
    int failed = -1;
    switch (format) {
    case CVipsFormatJPEG:
        failed = lib.vips_jpegload_buffer((void *)data, length, &image,
                                      "access", CVIPS_ACCESS_SEQUENTIAL,
                                      "fail_on", CVIPS_FAIL_ON_TRUNCATED,
                                      "shrink", shrink, NULL);
        break;
    case CVipsFormatPNG:
        failed = lib.vips_pngload_buffer((void *)data, length, &image,
                                     "access", CVIPS_ACCESS_SEQUENTIAL,
                                     "fail_on", CVIPS_FAIL_ON_TRUNCATED, NULL);
        break;
    case CVipsFormatWebP:
        failed = lib.vips_webpload_buffer((void *)data, length, &image,
                                      "access", CVIPS_ACCESS_SEQUENTIAL,
                                      "fail_on", CVIPS_FAIL_ON_TRUNCATED,
                                      "scale", 1.0 / shrink, NULL);
        break;
    }
    return failed ? NULL : image;
}

CVipsResult cvips_square_jpeg(const void *data, size_t length, CVipsFormat format, int side,
                              int quality, uint64_t max_pixels, int *width, int *height,
                              void **out, size_t *out_length) {
    *width = 0;
    *height = 0;
    *out = NULL;
    *out_length = 0;
    if (side < 1)
        return CVipsResultFailed;

    // Every image made below hangs off `context` and is unreferenced with it, on every path.
    void *context = lib.vips_image_new();
    void **t = lib.vips_object_local_array(context, 8);
    CVipsResult result = CVipsResultFailed;
    void *in;
    int short_side, target, factor, shrink, thumbnailed;

    if (!(t[0] = open_image(data, length, format, 1))) {
        result = CVipsResultNotAnImage;
        goto done;
    }
    *width = lib.vips_image_get_width(t[0]);
    *height = lib.vips_image_get_height(t[0]);
    if ((uint64_t)*width * (uint64_t)*height > max_pixels) {
        result = CVipsResultTooManyPixels;
        goto done;
    }

    // The square is cut from the short side, so that side decides the scale. JPEG and WebP can
    // decode at 1/2, 1/4 or 1/8 of the size for much less memory and time; like vips_thumbnail,
    // keep at least twice the target so that the final shrink still has pixels to filter.
    short_side = *width < *height ? *width : *height;
    target = side < short_side ? side : short_side;
    factor = short_side / target;
    shrink = factor >= 16 ? 8 : factor >= 8 ? 4 : factor >= 4 ? 2 : 1;
    in = t[0];
    if (shrink > 1 && format != CVipsFormatPNG) {
        if (!(t[1] = open_image(data, length, format, shrink))) {
            result = CVipsResultNotAnImage;
            goto done;
        }
        in = t[1];
    }

    // vips_thumbnail_image rotates by the orientation tag, shrinks, then crops the centre. An
    // embedded ICC profile (a phone's Display P3, a CMYK press profile) is converted to sRGB
    // through the profile, since the profile itself is stripped from the output.
    if (lib.vips_image_get_typeof(in, CVIPS_META_ICC_NAME))
        thumbnailed = lib.vips_thumbnail_image(in, &t[2], target, "height", target,
                                           "crop", CVIPS_INTERESTING_CENTRE,
                                           "size", CVIPS_SIZE_DOWN,
                                           "export_profile", "srgb", NULL);
    else
        thumbnailed = lib.vips_thumbnail_image(in, &t[2], target, "height", target,
                                           "crop", CVIPS_INTERESTING_CENTRE,
                                           "size", CVIPS_SIZE_DOWN, NULL);
    if (thumbnailed || lib.vips_colourspace(t[2], &t[3], CVIPS_INTERPRETATION_SRGB, NULL)) {
        result = CVipsResultNotAnImage;
        goto done;
    }
    in = t[3];
    if (lib.vips_image_hasalpha(in)) {
        void *white = lib.vips_array_double_newv(3, 255.0, 255.0, 255.0);
        int flattened = lib.vips_flatten(in, &t[4], "background", white, NULL);
        lib.vips_area_unref(white);
        if (flattened) {
            result = CVipsResultNotAnImage;
            goto done;
        }
        in = t[4];
    }
    if (lib.vips_cast_uchar(in, &t[5], NULL)) {
        result = CVipsResultNotAnImage;
        goto done;
    }

    // The whole pipeline runs here, into a small (side x side) image in memory, so a file that is
    // damaged further in fails here, apart from any failure to encode below.
    if (!(t[6] = lib.vips_image_copy_memory(t[5]))) {
        result = CVipsResultNotAnImage;
        goto done;
    }
    if (lib.vips_jpegsave_buffer(t[6], out, out_length,
                             "Q", quality, "strip", 1, "optimize_coding", 1, NULL)) {
        *out = NULL;
        *out_length = 0;
        goto done;
    }
    result = CVipsResultOK;

done:
    lib.g_object_unref(context);
    // The error text is not used (the result says enough), and vips keeps it in one global buffer.
    lib.vips_error_clear();
    // Frees this thread's vips buffers; the caller's threads may come and go.
    lib.vips_thread_shutdown();
#ifdef __GLIBC__
    // Hands the decode's freed memory (tens of MB for a phone photo) back to the system: glibc
    // keeps freed memory in the thread's arena, and the server would carry it from then on.
    malloc_trim(0);
#endif
    return result;
}

// Nothing to free if libvips never loaded (then no buffer was made).
void cvips_free(void *buffer) {
    if (buffer)
        lib.g_free(buffer);
}
