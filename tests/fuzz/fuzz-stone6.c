/* fuzz-stone6.c: differential fuzzing of Stone Game VI: sg_stone6 (the
   radix sort of the sums, in one, two or three digits) against
   sg_stone6_qsort, against the line of play (replayed here: a
   permutation of the stones, taken in decreasing order of their sums and
   equal sums by increasing index, whose scores add up to the value), and
   on games of up to ten stones against a search over the sets of stones
   left with absolute scores.  The row is read in pairs, each stone's
   value to Alice and then to Bob; in a row of small values, bits 1 to 7
   of the first byte scale every value by 2^0 to 2^23, so that the range
   of the sums needs any number of bits. */
#include <stdlib.h>
#include "stonegame.h"
#include "fuzz-input.h"

enum { MAX_STONES = 2048, SEARCH_N = 10 };

static int alice_values[MAX_STONES], bob_values[MAX_STONES];
static int64_t rest[1 << SEARCH_N];
static unsigned char known[1 << SEARCH_N], seen[MAX_STONES];

/* What Alice gains minus what Bob gains from the set left on, with
   optimal play; Alice moves when an even number of the n stones has been
   taken. */
static int64_t search(size_t n, unsigned left)
{
    if (left == 0)
        return 0;
    if (known[left])
        return rest[left];
    int alice = (n - (size_t)__builtin_popcount(left)) % 2 == 0;
    int64_t best = 0;
    for (size_t i = 0, first = 1; i < n; i++) {
        if (!(left >> i & 1))
            continue;
        int64_t r = search(n, left & ~(1u << i))
                    + (alice ? alice_values[i] : -(int64_t)bob_values[i]);
        if (first || (alice ? r > best : r < best))
            best = r;
        first = 0;
    }
    known[left] = 1;
    rest[left] = best;
    return best;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int row[2 * MAX_STONES];
    static size_t moves[MAX_STONES + 1];
    size_t n = fuzz_row(data, size, row, 2 * MAX_STONES) / 2;
    int shift = size > 0 && !(data[0] & 1) ? (data[0] >> 1) % 24 : 0;
    int64_t d[2], alice, bob, score[2] = {0, 0};

    for (size_t i = 0; i < n; i++) {
        alice_values[i] = row[2 * i] * (1 << shift);
        bob_values[i] = row[2 * i + 1] * (1 << shift);
    }
    FUZZ_CHECK(sg_stone6(alice_values, bob_values, n, &d[0]) == SG_OK);
    FUZZ_CHECK(sg_stone6_qsort(alice_values, bob_values, n, &d[1]) == SG_OK);
    FUZZ_CHECK(d[1] == d[0]);

    moves[n] = SIZE_MAX;
    FUZZ_CHECK(sg_stone6_line(alice_values, bob_values, n, moves, &alice, &bob) == SG_OK);
    FUZZ_CHECK(moves[n] == SIZE_MAX && alice - bob == d[0]);
    memset(seen, 0, n);
    for (size_t t = 0; t < n; t++) {                /* replay the line */
        size_t i = moves[t];
        FUZZ_CHECK(i < n && !seen[i]);
        seen[i] = 1;
        if (t > 0) {
            size_t h = moves[t - 1];
            int64_t before = (int64_t)alice_values[h] + bob_values[h];
            int64_t now = (int64_t)alice_values[i] + bob_values[i];
            FUZZ_CHECK(now < before || (now == before && i > h));
        }
        score[t % 2] += t % 2 ? bob_values[i] : alice_values[i];
    }
    FUZZ_CHECK(score[0] == alice && score[1] == bob);

    if (n <= SEARCH_N) {
        memset(known, 0, (size_t)1 << n);
        FUZZ_CHECK(search(n, (1u << n) - 1) == d[0]);
    }
    return 0;
}
