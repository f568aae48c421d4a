/* fuzz-stone2.c: differential fuzzing of Stone Game II: the quadratic
   two-window solver against the reference solver, the cubic table, the memo, the line of play
   (and the plain line, move for move) and (small rows) the plain recursion. */
#include <stdlib.h>
#include "stonegame.h"
#include "fuzz-input.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int row[300];
    static int64_t table[301 * 301];
    static size_t moves[300], plain_moves[300];
    size_t n = fuzz_row(data, size, row, 300), nmoves, nplain;
    int64_t fast, windows, memo, line, plain, naive;
    FUZZ_CHECK(sg_stone2(row, n, &fast) == SG_OK);
    FUZZ_CHECK(sg_stone2_windows(row, n, &windows) == SG_OK && windows == fast);
    uint64_t steps, memo_calls, naive_calls;
    FUZZ_CHECK(sg_stone2_table(row, n, table, &steps) == SG_OK && table[0] == fast);
    FUZZ_CHECK(sg_stone2_memo(row, n, &memo, &memo_calls) == SG_OK && memo == fast);
    FUZZ_CHECK(memo_calls >= 1 && memo_calls <= steps + 1);  /* each position once */
    FUZZ_CHECK(sg_stone2_line(row, n, moves, &nmoves, &line) == SG_OK);
    FUZZ_CHECK(line == fast);
    FUZZ_CHECK(sg_stone2_line_plain(row, n, plain_moves, &nplain, &plain) == SG_OK);
    FUZZ_CHECK(plain == fast && nplain == nmoves);
    for (size_t j = 0; j < nmoves; j++)
        FUZZ_CHECK(plain_moves[j] == moves[j]);
    int64_t alice = 0;                        /* replay the line */
    size_t i = 0, m = 1;
    for (size_t j = 0; j < nmoves; j++) {
        FUZZ_CHECK(moves[j] >= 1 && moves[j] <= 2 * m && i + moves[j] <= n);
        for (size_t k = 0; k < moves[j]; k++)
            if (j % 2 == 0)
                alice += row[i + k];
        i += moves[j];
        m = moves[j] > m ? moves[j] : m;
    }
    FUZZ_CHECK(i == n && alice == fast);
    if (n <= 14)
        FUZZ_CHECK(sg_stone2_naive(row, n, &naive, &naive_calls) == SG_OK && naive == fast
                   && naive_calls >= memo_calls);
    return 0;
}
