#ifndef KUMIKI_CCAIRO_SHIM_H
#define KUMIKI_CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#endif
