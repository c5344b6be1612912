// libvips itself, for the shim in ../shim; SwiftPM adds the flags from `pkg-config vips`.
#include <vips/vips.h>
