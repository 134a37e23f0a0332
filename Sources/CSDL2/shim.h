#ifndef KUMIKI_CSDL2_SHIM_H
#define KUMIKI_CSDL2_SHIM_H
// Kumiki's Swift code has its own entry point: SDL must not rename `main`.
#define SDL_MAIN_HANDLED 1
#include <SDL.h>
#endif
