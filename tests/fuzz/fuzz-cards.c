/* fuzz-cards.c: differential fuzzing of the card game: sg_cards (the
   folds of interior peaks) against sg_cards_vector (with its vector
   paths), the plain 64-bit solvers, the linear line of play and (small
   rows) the first/second recursion. */
#include <stdlib.h>
#include "stonegame.h"
#include "fuzz-input.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int row[1500];
    static char moves[1500];
    size_t n = fuzz_row(data, size, row, 1500);
    int64_t f[6], s[6];
    FUZZ_CHECK(sg_cards(row, n, &f[0], &s[0]) == SG_OK);
    FUZZ_CHECK(sg_cards_by_length(row, n, &f[1], &s[1]) == SG_OK);
    FUZZ_CHECK(sg_cards_rows(row, n, &f[2], &s[2]) == SG_OK);
    FUZZ_CHECK(sg_cards_line(row, n, moves, &f[3], &s[3]) == SG_OK);
    FUZZ_CHECK(sg_cards_vector(row, n, &f[5], &s[5]) == SG_OK);
    FUZZ_CHECK(f[5] == f[0] && s[5] == s[0]);
    for (int k = 1; k < 4; k++)
        FUZZ_CHECK(f[k] == f[0] && s[k] == s[0]);
    if (n <= 14) {
        FUZZ_CHECK(sg_cards_naive(row, n, &f[4], &s[4], NULL) == SG_OK);
        FUZZ_CHECK(f[4] == f[0] && s[4] == s[0]);
    }
    int64_t alice = 0, bob = 0;               /* replay the line */
    for (size_t t = 0, i = 0, j = n; t < n; t++) {
        FUZZ_CHECK(moves[t] == 'L' || moves[t] == 'R');
        int card = moves[t] == 'L' ? row[i++] : row[--j];
        *(t % 2 ? &bob : &alice) += card;
    }
    FUZZ_CHECK(alice == f[0] && bob == s[0]);
    return 0;
}
