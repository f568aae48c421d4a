/* fuzz-stone9.c: differential fuzzing of Stone Game IX: the vector
   counts against a plain count, the rule against the exact search, and
   the line of play against the rules of the game. */
#include <stdlib.h>
#include "stonegame.h"
#include "fuzz-input.h"

enum { LIMIT = 24 };
static unsigned char exact[(LIMIT + 1) * (LIMIT + 1) * (LIMIT + 1)];

int LLVMFuzzerInitialize(int *argc, char ***argv)
{
    (void)argc, (void)argv;
    return sg_stone9_exact(LIMIT, exact) == SG_OK ? 0 : 1;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int row[4096], removed[4096];
    size_t n = fuzz_row(data, size, row, 4096), nmoves;
    uint64_t c[3], d[3] = {0, 0, 0};
    bool wins, line_wins, rule_wins;
    FUZZ_CHECK(sg_stone9_counts(row, n, c) == SG_OK);
    for (size_t i = 0; i < n; i++)
        d[((row[i] % 3) + 3) % 3]++;
    FUZZ_CHECK(c[0] == d[0] && c[1] == d[1] && c[2] == d[2]);
    FUZZ_CHECK(sg_stone9(row, n, &wins) == SG_OK);
    FUZZ_CHECK(sg_stone9_rule(c[0], c[1], c[2], &rule_wins) == SG_OK);
    FUZZ_CHECK(wins == rule_wins);
    if (c[0] <= LIMIT && c[1] <= LIMIT && c[2] <= LIMIT)
        FUZZ_CHECK(wins == exact[(c[0] * (LIMIT + 1) + c[1]) * (LIMIT + 1) + c[2]]);
    FUZZ_CHECK(sg_stone9_line(row, n, removed, &nmoves, &line_wins) == SG_OK);
    FUZZ_CHECK(line_wins == wins && nmoves <= n);
    unsigned sum = 0;                         /* replay: who made it divisible? */
    size_t j = 0;
    for (; j < nmoves; j++) {
        sum = (sum + (unsigned)(((removed[j] % 3) + 3) % 3)) % 3;
        if (sum == 0)
            break;
    }
    if (j < nmoves)                           /* the player of move j lost */
        FUZZ_CHECK(j + 1 == nmoves && (j % 2 == 1) == wins);
    else                                      /* the stones ran out: Bob won */
        FUZZ_CHECK(nmoves == n && !wins);
    return 0;
}
