/* fuzz-values.c: differential fuzzing of the chapter on games and their
   values: Nim by Bouton's rule (sg_nim) against the memoised game-tree
   search (sg_search on sg_game_nim), Nim's line of play against the rules,
   the Grundy values of a subtraction game against the search, and the
   periods that sg_subtraction_period and sg_octal_period prove against
   more values than the proof used. */
#include <stdlib.h>
#include "stonegame.h"
#include "fuzz-input.h"

enum { MAX_PILES = 4096, GRUNDY = 300 };

/* Nim on the row, its values made piles: small rows (the first byte even)
   are searched too, any row is played out. */
static void nim(const int *row, size_t n, int wide)
{
    static int piles[MAX_PILES];
    static struct sg_nim_move line[2 * MAX_PILES + 1];
    static int64_t memo[1 << 14];
    bool wins, line_wins, has_negative = false;
    struct sg_nim_move move;
    size_t nmoves, stones = 0, positions = 1;
    unsigned sum = 0;

    for (size_t i = 0; i < n; i++) {
        has_negative = has_negative || row[i] < 0;
        piles[i] = wide ? row[i] : row[i] & 7;
        stones += (size_t)(piles[i] > 0 ? piles[i] : 0);
    }
    if (has_negative && wide) {             /* a negative pile is refused */
        FUZZ_CHECK(sg_nim(piles, n, &wins, NULL) == SG_EINVAL);
        FUZZ_CHECK(sg_nim_line(piles, n, line, &nmoves, &wins) == SG_EINVAL);
        return;
    }
    FUZZ_CHECK(sg_nim(piles, n, &wins, &move) == SG_OK);
    for (size_t i = 0; i < n; i++) {
        sum ^= (unsigned)piles[i];
        if (positions <= (1u << 14))
            positions *= (size_t)piles[i] + 1;
    }
    FUZZ_CHECK(wins == (sum != 0));
    FUZZ_CHECK(stones == 0 ? move.take == 0
                           : move.pile < n && move.take >= 1 && move.take <= piles[move.pile]);
    if (!wide && stones <= SG_SEARCH_MAX_MOVES && positions <= (1u << 14)) {
        struct sg_game game;
        int64_t value;
        FUZZ_CHECK(sg_game_nim(piles, n, &game) == SG_OK);
        FUZZ_CHECK(sg_search(&game, memo, &value, NULL, NULL) == SG_OK);
        FUZZ_CHECK(value == (wins ? 1 : -1));
    }
    FUZZ_CHECK(sg_nim_line(piles, n, line, &nmoves, &line_wins) == SG_OK);
    FUZZ_CHECK(line_wins == wins && nmoves <= 2 * n + 1);
    for (size_t j = 0; j < nmoves; j++) {   /* replay the line */
        size_t p = line[j].pile;
        FUZZ_CHECK(p < n && line[j].take >= 1 && line[j].take <= piles[p]);
        sum ^= (unsigned)piles[p];
        piles[p] -= line[j].take;
        sum ^= (unsigned)piles[p];
        if ((j % 2 == 0) == wins)            /* the winner's move */
            FUZZ_CHECK(sum == 0);
    }
    for (size_t i = 0; i < n; i++)
        FUZZ_CHECK(piles[i] == 0);
    FUZZ_CHECK(nmoves % 2 == (wins ? 1u : 0u));
}

/* A subtraction game whose set is made of the row's first values (1 to
   16): its Grundy values against the search, and its period. */
static void subtraction(const int *row, size_t n)
{
    static unsigned grundy[GRUNDY];
    static int64_t memo[GRUNDY];
    int set[8];
    size_t k = n < 8 ? n : 8;
    struct sg_period period;

    for (size_t i = 0; i < k; i++)
        set[i] = (row[i] & 15) + 1;
    FUZZ_CHECK(sg_grundy_subtraction(set, k, grundy, GRUNDY) == SG_OK);
    for (size_t h = 0; h < 80; h++) {
        struct sg_game game;
        int64_t value;
        FUZZ_CHECK(sg_game_subtraction(set, k, h, &game) == SG_OK);
        FUZZ_CHECK(sg_search(&game, memo, &value, NULL, NULL) == SG_OK);
        FUZZ_CHECK(value == (grundy[h] != 0 ? 1 : -1));
    }
    FUZZ_CHECK(sg_subtraction_period(set, k, grundy, GRUNDY / 2, &period) == SG_OK);
    FUZZ_CHECK(period.needed <= GRUNDY / 2);
    for (size_t h = period.preperiod; period.period > 0 && h + period.period < GRUNDY; h++)
        FUZZ_CHECK(grundy[h] == grundy[h + period.period]);
}

/* An octal game whose code is made of the row's first values (two to
   four digits, the last one not 0): its period against more values. */
static void octal(const int *row, size_t n)
{
    static unsigned grundy[GRUNDY];
    char code[8] = "0.";
    size_t t = 2 + (n > 0 ? (size_t)(row[0] & 1) + (size_t)(row[0] & 2) / 2 : 0);
    struct sg_period period;

    for (size_t i = 0; i < t; i++)
        code[2 + i] = (char)('0' + (i + 1 < n ? row[i + 1] & 7 : 3));
    if (code[1 + t] == '0')
        code[1 + t] = '7';
    FUZZ_CHECK(sg_grundy_octal(code, grundy, GRUNDY) == SG_OK);
    FUZZ_CHECK(sg_octal_period(code, grundy, GRUNDY / 2, &period) == SG_OK);
    FUZZ_CHECK(period.needed <= GRUNDY / 2);
    for (size_t h = period.preperiod; period.period > 0 && h + period.period < GRUNDY; h++)
        FUZZ_CHECK(grundy[h] == grundy[h + period.period]);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int row[MAX_PILES];
    size_t n = fuzz_row(data, size, row, MAX_PILES);
    int wide = size > 0 && (data[0] & 1);

    nim(row, n < 512 ? n : 512, wide);   /* the line takes time n^2 */
    if (!wide) {
        subtraction(row, n);
        octal(row, n);
    }
    return 0;
}
