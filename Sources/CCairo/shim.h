#ifndef KUMIKI_CCAIRO_SHIM_H
#define KUMIKI_CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
/* Pixman (Cairo's own rasterizing library) convolves shadows and blurs. */
#include <pixman.h>
/* glibc's heap statistics (mallinfo2), which the benchmarks report. */
#include <malloc.h>
#endif
