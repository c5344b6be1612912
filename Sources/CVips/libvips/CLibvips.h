// libvips itself, headers and library, for the tests' helpers in ../testing; SwiftPM adds the
// flags from `pkg-config vips`. The server does not link it: ../shim opens it at run time.
#include <vips/vips.h>
