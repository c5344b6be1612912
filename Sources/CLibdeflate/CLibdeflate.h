// libdeflate (Debian `libdeflate-dev`): one-shot DEFLATE, much faster than streaming zlib for a
// whole buffer. The server gzips each rendered page with it.
#include <libdeflate.h>
