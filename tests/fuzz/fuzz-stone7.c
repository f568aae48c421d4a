/* fuzz-stone7.c: differential fuzzing of Stone Game VII: sg_stone7 (the
   card game's folds on the negated row) against sg_stone7_vector (the
   card game's 32-bit lanes, or its 64-bit fallback), sg_stone7_rows,
   sg_stone7_by_length, the linear line of play (replayed
   here: its scores, its last move, and the theorem that Alice's lead is
   the sum of the stones Bob removes), the table (short rows), the card
   game on the negated row (its value and its line), and on rows of up to
   12 stones a search of every complete play with absolute scores. */
#include <limits.h>
#include <stdlib.h>
#include "stonegame.h"
#include "fuzz-input.h"

enum { MAX_ROW = 1500, TABLE_N = 64, SEARCH_N = 12 };

/* Alice's final score minus Bob's when the stones row[lo..hi-1], worth
   rest, remain and she leads by diff; Alice maximises it, Bob minimises
   it.  With one stone left the two ends are the same stone. */
static int64_t search(const int *row, size_t lo, size_t hi, int64_t rest, int alice,
                      int64_t diff)
{
    if (lo == hi)
        return diff;
    int64_t keep_l = rest - row[lo], keep_r = rest - row[hi - 1];
    int64_t l = search(row, lo + 1, hi, keep_l, !alice, alice ? diff + keep_l : diff - keep_l);
    if (hi - lo == 1)
        return l;
    int64_t r = search(row, lo, hi - 1, keep_r, !alice, alice ? diff + keep_r : diff - keep_r);
    return alice ? (l >= r ? l : r) : (l <= r ? l : r);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static int row[MAX_ROW], neg[MAX_ROW];
    static char moves[MAX_ROW + 1], cards_moves[MAX_ROW];
    static int64_t table[TABLE_N * TABLE_N];
    const int64_t sentinel = INT64_MIN + 12345;
    size_t n = fuzz_row(data, size, row, MAX_ROW);
    int64_t d[4], alice, bob, sum = 0, sigma = 0;
    int has_int_min = 0;

    for (size_t i = 0; i < n; i++) {
        sum += row[i];
        sigma += row[i] < 0 ? -(int64_t)row[i] : row[i];
        has_int_min |= row[i] == INT_MIN;
    }
    FUZZ_CHECK(sg_stone7(row, n, &d[0]) == SG_OK);
    FUZZ_CHECK(sg_stone7_rows(row, n, &d[1]) == SG_OK);
    FUZZ_CHECK(sg_stone7_by_length(row, n, &d[2]) == SG_OK);
    FUZZ_CHECK(sg_stone7_vector(row, n, &d[3]) == SG_OK);
    FUZZ_CHECK(d[1] == d[0] && d[2] == d[0] && d[3] == d[0]);
    FUZZ_CHECK(d[0] <= sigma && -d[0] <= sigma);

    moves[n] = 'x';
    FUZZ_CHECK(sg_stone7_line(row, n, moves, &alice, &bob) == SG_OK);
    FUZZ_CHECK(moves[n] == 'x' && alice - bob == d[0]);
    int64_t rest = sum, score[2] = {0, 0}, bob_removed = 0;    /* replay the line */
    for (size_t t = 0, i = 0, j = n; t < n; t++) {
        FUZZ_CHECK(moves[t] == 'L' || moves[t] == 'R');
        int stone = moves[t] == 'L' ? row[i++] : row[--j];
        rest -= stone;
        score[t % 2] += rest;
        if (t % 2)
            bob_removed += stone;
    }
    FUZZ_CHECK(rest == 0 && (n == 0 || moves[n - 1] == 'L'));
    FUZZ_CHECK(score[0] == alice && score[1] == bob && bob_removed == d[0]);

    if (n <= TABLE_N) {
        for (size_t k = 0; k < n * n; k++)
            table[k] = sentinel;
        FUZZ_CHECK(sg_stone7_table(row, n, table) == SG_OK);
        FUZZ_CHECK(n == 0 || table[n - 1] == d[0]);
        for (size_t i = 0; i < n; i++)
            for (size_t j = 0; j < n; j++)
                FUZZ_CHECK(j < i ? table[i * n + j] == sentinel
                         : j == i ? table[i * n + j] == 0 : table[i * n + j] != sentinel);
    }
    if (!has_int_min) {                      /* the card game on -a */
        int64_t f, s;
        for (size_t i = 0; i < n; i++)
            neg[i] = -row[i];
        FUZZ_CHECK(sg_cards(neg, n, &f, &s) == SG_OK);
        FUZZ_CHECK(sum + (f - s) == 2 * d[0]);
        FUZZ_CHECK(sg_cards_line(neg, n, cards_moves, NULL, NULL) == SG_OK);
        for (size_t t = 0; t < n; t++)
            FUZZ_CHECK(cards_moves[t] == moves[t]);
    }
    if (n <= SEARCH_N)
        FUZZ_CHECK(search(row, 0, n, sum, 1, 0) == d[0]);
    return 0;
}
