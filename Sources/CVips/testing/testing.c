// Helpers for Tests/AvatarImageTests; see include/cvips_testing.h.

#include "cvips_testing.h"

#include <string.h>
#include <vips/vips.h>

int cvips_test_encode(CVipsFormat format, int width, int height, int bands,
                      const unsigned char *left, const unsigned char *right, int embed_profile,
                      int interlace, void **out, size_t *out_length) {
    size_t size = (size_t)width * (size_t)height * (size_t)bands;
    unsigned char *pixels = g_malloc(size);
    for (size_t y = 0; y < (size_t)height; y++)
        for (size_t x = 0; x < (size_t)width; x++)
            memcpy(pixels + (y * (size_t)width + x) * (size_t)bands,
                   x < (size_t)width / 2 ? left : right, (size_t)bands);
    VipsImage *raw = vips_image_new_from_memory_copy(pixels, size, width, height, bands,
                                                     VIPS_FORMAT_UCHAR);
    g_free(pixels);
    VipsImage *image = NULL;
    int failed = !raw || vips_copy(raw, &image, "interpretation",
                                   bands >= 3 ? VIPS_INTERPRETATION_sRGB : VIPS_INTERPRETATION_B_W,
                                   NULL);
    if (!failed) {
        switch (format) {
        case CVipsFormatJPEG:
            failed = embed_profile
                ? vips_jpegsave_buffer(image, out, out_length, "Q", 95, "interlace", interlace,
                                       "profile", "srgb", NULL)
                : vips_jpegsave_buffer(image, out, out_length, "Q", 95, "interlace", interlace,
                                       NULL);
            break;
        case CVipsFormatPNG:
            failed = vips_pngsave_buffer(image, out, out_length, "interlace", interlace, NULL);
            break;
        case CVipsFormatWebP:
            failed = vips_webpsave_buffer(image, out, out_length, "lossless", TRUE, NULL);
            break;
        }
    }
    if (raw)
        g_object_unref(raw);
    if (image)
        g_object_unref(image);
    vips_error_clear();
    return failed ? -1 : 0;
}

int cvips_test_inspect(const void *data, size_t length, int x, int y, int *width, int *height,
                       int *bands, unsigned char pixel[4]) {
    VipsImage *image = vips_image_new_from_buffer(data, length, "", NULL);
    double *values = NULL;
    int n = 0;
    int failed = !image || vips_getpoint(image, &values, &n, x, y, NULL);
    if (!failed) {
        *width = image->Xsize;
        *height = image->Ysize;
        *bands = image->Bands;
        memset(pixel, 0, 4);
        for (int i = 0; i < n && i < 4; i++)
            pixel[i] = (unsigned char)VIPS_CLIP(0, VIPS_RINT(values[i]), 255);
    }
    g_free(values);
    if (image)
        g_object_unref(image);
    vips_error_clear();
    return failed ? -1 : 0;
}

static void *count_object(void *object, void *count, void *unused) {
    (void)object; (void)unused;
    (*(int *)count)++;
    return NULL;
}

int cvips_test_live_objects(void) {
    int count = 0;
    vips_object_map(count_object, &count, NULL);
    return count;
}

size_t cvips_test_pixel_memory_high_water(void) { return vips_tracked_get_mem_highwater(); }
