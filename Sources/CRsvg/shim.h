#ifndef KUMIKI_CRSVG_SHIM_H
#define KUMIKI_CRSVG_SHIM_H
#include <librsvg/rsvg.h>
#endif
