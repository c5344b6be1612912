// Checks, when the tests are built, that the shim's own declarations of libvips (../shim/
// vips_calls.h) match the installed libvips's headers: the library's file name and every constant
// the shim passes. A mismatch fails the build. The shim's function declarations are checked by
// calling through them: Tests/AvatarImageTests runs every path of cvips_square_jpeg.

#include "../shim/vips_calls.h"

#include <string.h>
#include <vips/vips.h>

_Static_assert(VIPS_LIBRARY_CURRENT - VIPS_LIBRARY_AGE == 42, "CVIPS_LIBRARY is libvips.so.42");
_Static_assert(VIPS_MAJOR_VERSION == 8, "the shim refuses any libvips but 8.x");
_Static_assert(CVIPS_ACCESS_SEQUENTIAL == VIPS_ACCESS_SEQUENTIAL, "VIPS_ACCESS_SEQUENTIAL");
_Static_assert(CVIPS_FAIL_ON_TRUNCATED == VIPS_FAIL_ON_TRUNCATED, "VIPS_FAIL_ON_TRUNCATED");
_Static_assert(CVIPS_INTERESTING_CENTRE == VIPS_INTERESTING_CENTRE, "VIPS_INTERESTING_CENTRE");
_Static_assert(CVIPS_SIZE_DOWN == VIPS_SIZE_DOWN, "VIPS_SIZE_DOWN");
_Static_assert(CVIPS_INTERPRETATION_SRGB == VIPS_INTERPRETATION_sRGB, "VIPS_INTERPRETATION_sRGB");
_Static_assert(CVIPS_LOG_LEVEL_WARNING == G_LOG_LEVEL_WARNING, "G_LOG_LEVEL_WARNING");
_Static_assert(sizeof(gboolean) == sizeof(int) && sizeof(GType) == sizeof(unsigned long),
               "gboolean and GType as declared");

/// Whether the shim's name for the ICC profile field is libvips's; see cvips_testing.h.
int cvips_test_icc_name_matches(void) { return strcmp(CVIPS_META_ICC_NAME, VIPS_META_ICC_NAME) == 0; }
