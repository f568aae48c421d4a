/* fuzz-stone3.c: differential fuzzing of Stone Game III: the fast
   solver against the table, the line of play, the memo and (small rows)
   the plain recursion. */
#include <stdlib.h>
#include "stonegame.h"
#include "fuzz-input.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int row[4096];
    static int64_t best[4097];
    static unsigned char moves[4096];
    size_t n = fuzz_row(data, size, row, 4096), nmoves;
    int64_t fast, line, memo, naive;
    FUZZ_CHECK(sg_stone3(row, n, &fast) == SG_OK);
    FUZZ_CHECK(sg_stone3_table(row, n, best, NULL) == SG_OK);
    FUZZ_CHECK(best[0] == fast);
    FUZZ_CHECK(sg_stone3_line(row, n, moves, &nmoves, &line) == SG_OK);
    FUZZ_CHECK(line == fast);
    size_t taken = 0;
    for (size_t j = 0; j < nmoves; j++) {
        FUZZ_CHECK(moves[j] >= 1 && moves[j] <= 3);
        taken += moves[j];
    }
    FUZZ_CHECK(taken == n);
    FUZZ_CHECK(sg_stone3_memo(row, n, &memo, NULL) == SG_OK && memo == fast);
    if (n <= 16)
        FUZZ_CHECK(sg_stone3_naive(row, n, &naive, NULL) == SG_OK && naive == fast);
    return 0;
}
