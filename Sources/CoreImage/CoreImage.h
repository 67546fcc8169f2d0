// Plumb's CoreImage module on Linux: nothing in C; see module.modulemap.
#ifndef PLUMB_COREIMAGE_H
#define PLUMB_COREIMAGE_H
#endif
