// Plumb's CoreImage.CIFilterBuiltins on Linux: nothing in C.
#ifndef PLUMB_CIFILTERBUILTINS_H
#define PLUMB_CIFILTERBUILTINS_H
#endif
