// Plumb's `os` module on Linux: nothing in C; see module.modulemap.
#ifndef PLUMB_OS_H
#define PLUMB_OS_H
#endif
