#ifndef KUMIKI_CGDKPIXBUF_SHIM_H
#define KUMIKI_CGDKPIXBUF_SHIM_H
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif
