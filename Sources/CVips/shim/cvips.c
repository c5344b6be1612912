// The shim's implementation: the libvips calls with their options. See include/cvips.h.

#include "cvips.h"

#include <vips/vips.h>

static void drop_warning(const gchar *domain, GLogLevelFlags level, const gchar *message,
                         gpointer user_data) {
    (void)domain; (void)level; (void)message; (void)user_data;
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
    if (VIPS_INIT("tracker")) {
        vips_error_clear();
        return -1;
    }
    vips_cache_set_max(0);
    vips_concurrency_set(1);
#if VIPS_MAJOR_VERSION > 8 || (VIPS_MAJOR_VERSION == 8 && VIPS_MINOR_VERSION >= 13)
    vips_block_untrusted_set(TRUE);
    vips_operation_block_set("VipsForeignLoad", TRUE);
    vips_operation_block_set("VipsForeignLoadJpeg", FALSE);
    vips_operation_block_set("VipsForeignLoadPng", FALSE);
    vips_operation_block_set("VipsForeignLoadWebp", FALSE);
#endif
    g_log_set_handler("VIPS", G_LOG_LEVEL_WARNING, drop_warning, NULL);
    return 0;
}

// Opens `data` lazily with the one loader for `format` (only the header is read here). Streams
// top to bottom, and fails on a truncated file instead of padding it with grey. `shrink` is a
// shrink-on-load factor (1, 2, 4 or 8) that JPEG and WebP decode cheaply; PNG ignores it.
static VipsImage *open_image(const void *data, size_t length, CVipsFormat format, int shrink) {
    VipsImage *image = NULL;
    int failed = -1;
    switch (format) {
    case CVipsFormatJPEG:
        failed = vips_jpegload_buffer((void *)data, length, &image,
                                      "access", VIPS_ACCESS_SEQUENTIAL,
                                      "fail_on", VIPS_FAIL_ON_TRUNCATED,
                                      "shrink", shrink, NULL);
        break;
    case CVipsFormatPNG:
        failed = vips_pngload_buffer((void *)data, length, &image,
                                     "access", VIPS_ACCESS_SEQUENTIAL,
                                     "fail_on", VIPS_FAIL_ON_TRUNCATED, NULL);
        break;
    case CVipsFormatWebP:
        failed = vips_webpload_buffer((void *)data, length, &image,
                                      "access", VIPS_ACCESS_SEQUENTIAL,
                                      "fail_on", VIPS_FAIL_ON_TRUNCATED,
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
    VipsObject *context = VIPS_OBJECT(vips_image_new());
    VipsImage **t = (VipsImage **)vips_object_local_array(context, 8);
    CVipsResult result = CVipsResultFailed;
    VipsImage *in;
    int short_side, target, factor, shrink, thumbnailed;

    if (!(t[0] = open_image(data, length, format, 1))) {
        result = CVipsResultNotAnImage;
        goto done;
    }
    *width = t[0]->Xsize;
    *height = t[0]->Ysize;
    if ((uint64_t)t[0]->Xsize * (uint64_t)t[0]->Ysize > max_pixels) {
        result = CVipsResultTooManyPixels;
        goto done;
    }

    // The square is cut from the short side, so that side decides the scale. JPEG and WebP can
    // decode at 1/2, 1/4 or 1/8 of the size for much less memory and time; like vips_thumbnail,
    // keep at least twice the target so that the final shrink still has pixels to filter.
    short_side = VIPS_MIN(t[0]->Xsize, t[0]->Ysize);
    target = VIPS_MIN(side, short_side);
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
    if (vips_image_get_typeof(in, VIPS_META_ICC_NAME))
        thumbnailed = vips_thumbnail_image(in, &t[2], target, "height", target,
                                           "crop", VIPS_INTERESTING_CENTRE,
                                           "size", VIPS_SIZE_DOWN,
                                           "export_profile", "srgb", NULL);
    else
        thumbnailed = vips_thumbnail_image(in, &t[2], target, "height", target,
                                           "crop", VIPS_INTERESTING_CENTRE,
                                           "size", VIPS_SIZE_DOWN, NULL);
    if (thumbnailed || vips_colourspace(t[2], &t[3], VIPS_INTERPRETATION_sRGB, NULL)) {
        result = CVipsResultNotAnImage;
        goto done;
    }
    in = t[3];
    if (vips_image_hasalpha(in)) {
        VipsArrayDouble *white = vips_array_double_newv(3, 255.0, 255.0, 255.0);
        int flattened = vips_flatten(in, &t[4], "background", white, NULL);
        vips_area_unref(VIPS_AREA(white));
        if (flattened) {
            result = CVipsResultNotAnImage;
            goto done;
        }
        in = t[4];
    }
    if (vips_cast_uchar(in, &t[5], NULL)) {
        result = CVipsResultNotAnImage;
        goto done;
    }

    // The whole pipeline runs here, into a small (side x side) image in memory, so a file that is
    // damaged further in fails here, apart from any failure to encode below.
    if (!(t[6] = vips_image_copy_memory(t[5]))) {
        result = CVipsResultNotAnImage;
        goto done;
    }
    if (vips_jpegsave_buffer(t[6], out, out_length,
                             "Q", quality, "strip", TRUE, "optimize_coding", TRUE, NULL)) {
        *out = NULL;
        *out_length = 0;
        goto done;
    }
    result = CVipsResultOK;

done:
    g_object_unref(context);
    // The error text is not used (the result says enough), and vips keeps it in one global buffer.
    vips_error_clear();
    // Frees this thread's vips buffers; the caller's threads may come and go.
    vips_thread_shutdown();
    return result;
}

void cvips_free(void *buffer) { g_free(buffer); }
