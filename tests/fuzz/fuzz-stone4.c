/* fuzz-stone4.c: differential fuzzing of Stone Game IV: the fast solver,
   the sieve in blocks, the sieve on bits, the reference sieve and (small
   heaps) the table against a table of the recurrence win(i) = there is a
   k >= 1 with k*k <= i and !win(i - k*k), built once; the count of the
   losing heaps; and the line of play replayed against the rules, with
   sg_stone4 asked about every heap the winner leaves.  The heap is the
   first value of fuzz_row: one byte (0 to 255) if the first byte is even,
   else four bytes, little-endian, modulo LIMIT + 1. */
#include <stdlib.h>
#include "stonegame.h"
#include "fuzz-input.h"

enum { LIMIT = 200000, TABLE_LIMIT = 20000 };
static unsigned char win[LIMIT + 1];
static uint32_t lost_up_to[LIMIT + 1];      /* losing heaps <= i */

static size_t isqrt(size_t x)
{
    size_t r = 0;
    while ((r + 1) * (r + 1) <= x)
        r++;
    return r;
}

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    for (size_t i = 0; i <= LIMIT; i++) {
        unsigned char w = 0;
        for (size_t k = 1; k * k <= i && !w; k++)
            w = !win[i - k * k];
        win[i] = w;
        lost_up_to[i] = (i > 0 ? lost_up_to[i - 1] : 0) + !w;
    }
    return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    int row[1];
    size_t n = 0, count;
    if (fuzz_row(data, size, row, 1) == 1)      /* a small heap, or any up to LIMIT */
        n = data[0] & 1 ? (uint32_t)row[0] % (LIMIT + 1) : (uint8_t)row[0];
    bool fast = !win[n], blocked = !win[n], sieve = !win[n], bits = !win[n], table, line_wins;
    FUZZ_CHECK(sg_stone4(n, &fast) == SG_OK && fast == win[n]);
    FUZZ_CHECK(sg_stone4_blocked(n, &blocked) == SG_OK && blocked == win[n]);
    FUZZ_CHECK(sg_stone4_sieve(n, &sieve) == SG_OK && sieve == win[n]);
    FUZZ_CHECK(sg_stone4_bits(n, &bits) == SG_OK && bits == win[n]);
    if (n <= TABLE_LIMIT)
        FUZZ_CHECK(sg_stone4_table(n, &table) == SG_OK && table == win[n]);
    FUZZ_CHECK(sg_stone4_losing(n, NULL, 0, &count) == SG_OK && count == lost_up_to[n]);

    size_t squares[SG_STONE4_LINE_MAX + 1], nmoves, heap = n;
    squares[SG_STONE4_LINE_MAX] = 0;
    FUZZ_CHECK(sg_stone4_line(n, squares, &nmoves, &line_wins) == SG_OK);
    FUZZ_CHECK(line_wins == win[n] && nmoves <= SG_STONE4_LINE_MAX);
    FUZZ_CHECK(squares[SG_STONE4_LINE_MAX] == 0);
    for (size_t j = 0; j < nmoves; j++) {         /* replay the line */
        size_t s = squares[j], r = isqrt(s);
        FUZZ_CHECK(s >= 1 && r * r == s && s <= heap);
        if ((j % 2 == 0) == line_wins) {          /* the winner's move */
            bool w = true;
            FUZZ_CHECK(!win[heap - s]);
            FUZZ_CHECK(sg_stone4(heap - s, &w) == SG_OK && !w);
        } else {                                  /* the loser's: the largest square */
            FUZZ_CHECK(r == isqrt(heap) && win[heap - s]);
        }
        heap -= s;
    }
    FUZZ_CHECK(heap == 0 && (nmoves % 2 == 1) == line_wins);
    return 0;
}
