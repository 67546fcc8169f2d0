// Plumb's `os` module on Linux: nothing in C; see module.modulemap.
#ifndef PLUMB_OS_LOG_H
#define PLUMB_OS_LOG_H
#endif
