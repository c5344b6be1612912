// libqrencode (Debian `libqrencode-dev`), which makes the QR code of a new invite link.
#include <qrencode.h>
