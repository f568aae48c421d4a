/* fuzz-input.h: turns a fuzzer's bytes into a row of ints.  The first
   byte chooses the scale: small values (one signed byte each, so that
   ties and cancellations are common) or any int (four bytes each). */
#ifndef FUZZ_INPUT_H
#define FUZZ_INPUT_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

static size_t fuzz_row(const uint8_t *data, size_t size, int *row, size_t max)
{
    if (size == 0)
        return 0;
    int wide = data[0] & 1;
    size_t n = 0;
    for (size_t i = 1; n < max; n++) {
        if (wide) {
            uint32_t u;
            if (i + 4 > size)
                break;
            memcpy(&u, data + i, 4);
            row[n] = (int)(int32_t)u;
            i += 4;
        } else {
            if (i >= size)
                break;
            row[n] = (int8_t)data[i++];
        }
    }
    return n;
}

#define FUZZ_CHECK(cond) do { if (!(cond)) __builtin_trap(); } while (0)

#endif
