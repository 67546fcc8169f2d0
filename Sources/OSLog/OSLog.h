// Plumb's `OSLog` module on Linux: nothing in C; see module.modulemap.
#ifndef PLUMB_OSLOG_H
#define PLUMB_OSLOG_H
#endif
